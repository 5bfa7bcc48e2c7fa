import { describe, expect, it } from 'vitest';
import { formMessages } from './messages';

describe('form messages', () => {
  it('fills the spec templates in Indonesian', () => {
    const m = formMessages('id');
    expect(m.invalid('email')).toBe('Email tidak valid');
    expect(m.passwordMin(8)).toBe('Password minimal 8 angka');
    expect(m.notFound('email')).toBe('Email tidak ditemukan');
    expect(m.incorrect('password')).toBe('Password salah');
    expect(m.alreadyUsed('email', 'a@b.id')).toBe('Email a@b.id telah dipakai');
    expect(m.oneOf('mode', ['online', 'offline'])).toBe(
      'Jenis acara harus salah satu diantara online, offline',
    );
    expect(m.required('email')).toBe('Email wajib diisi');
  });

  it('has English equivalents', () => {
    const m = formMessages('en');
    expect(m.invalid('primaryColor')).toBe('Primary colour is not valid');
    expect(m.passwordMin(8)).toBe('Password must be at least 8 characters');
  });
});
