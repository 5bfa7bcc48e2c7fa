import { describe, expect, it } from 'vitest';
import {
  PRIMARY_STORAGE_KEY,
  SETTINGS_STORAGE_KEY,
  readStoredPrimary,
  readStoredSettings,
  writeStoredPrimary,
  type StorageLike,
} from './storage';

function memoryStorage(
  initial: Record<string, string> = {},
): StorageLike & { data: Map<string, string> } {
  const data = new Map(Object.entries(initial));
  return {
    data,
    getItem: (key) => data.get(key) ?? null,
    setItem: (key, value) => void data.set(key, value),
  };
}

const throwing: StorageLike = {
  getItem: () => {
    throw new Error('SecurityError');
  },
  setItem: () => {
    throw new Error('QuotaExceededError');
  },
};

describe('reading the stored tenant colour', () => {
  it('prefers localStorage.primary', () => {
    const s = memoryStorage({ primary: '#1A2B4C', settings: '{"primaryColor":"#000000"}' });
    expect(readStoredPrimary(s)).toBe('#1a2b4c');
  });

  it('falls back to the settings object, then to #FF4048', () => {
    expect(readStoredPrimary(memoryStorage({ settings: '{"primaryColor":"#abc"}' }))).toBe(
      '#aabbcc',
    );
    expect(readStoredPrimary(memoryStorage())).toBe('#ff4048');
    expect(readStoredPrimary(null)).toBe('#ff4048');
  });

  it('tolerates corrupt and hostile values', () => {
    const s = memoryStorage({ primary: 'url(javascript:alert(1))', settings: '{not json' });
    expect(readStoredPrimary(s)).toBe('#ff4048');
    expect(readStoredSettings(memoryStorage({ settings: '[1,2]' }))).toEqual({});
    expect(readStoredPrimary(throwing)).toBe('#ff4048');
  });
});

describe('writing the tenant colour', () => {
  it('stores primary and merges primaryColor into the settings object', () => {
    const s = memoryStorage({ settings: '{"language":"en","primaryColor":"#000000"}' });
    expect(writeStoredPrimary('#FFF59D', s)).toBe(true);
    expect(s.data.get(PRIMARY_STORAGE_KEY)).toBe('#fff59d');
    expect(JSON.parse(s.data.get(SETTINGS_STORAGE_KEY)!)).toEqual({
      language: 'en',
      primaryColor: '#fff59d',
    });
  });

  it('stores nothing for an invalid colour or failing storage', () => {
    const s = memoryStorage();
    expect(writeStoredPrimary('red', s)).toBe(false);
    expect(s.data.size).toBe(0);
    expect(writeStoredPrimary('#000000', throwing)).toBe(false);
  });
});
