import { describe, expect, it } from 'vitest';
import { normalizeCertificateCode } from './certificateCode';

describe('normalizeCertificateCode', () => {
  it('accepts the printed form', () => {
    expect(normalizeCertificateCode('AJR-7K2M-Q9XD')).toBe('AJR-7K2M-Q9XD');
  });

  it('ignores case and stray spaces', () => {
    expect(normalizeCertificateCode('  ajr-7k2m-q9xd ')).toBe('AJR-7K2M-Q9XD');
    expect(normalizeCertificateCode('AJR - 7K2M - Q9XD')).toBe('AJR-7K2M-Q9XD');
  });

  it('reads spaces, or nothing, as the dashes', () => {
    expect(normalizeCertificateCode('ajr 7k2m q9xd')).toBe('AJR-7K2M-Q9XD');
    expect(normalizeCertificateCode('AJR7K2MQ9XD')).toBe('AJR-7K2M-Q9XD');
  });

  it('refuses what cannot be a certificate number', () => {
    expect(normalizeCertificateCode('')).toBeNull();
    expect(normalizeCertificateCode('AJR-7K2M')).toBeNull();
    expect(normalizeCertificateCode('XYZ-7K2M-Q9XD')).toBeNull();
    // I and O are left out of codes so they are not mistaken for 1 and 0.
    expect(normalizeCertificateCode('AJR-7K2M-Q9XO')).toBeNull();
    expect(normalizeCertificateCode('AJR-7K2M-Q9XD-1')).toBeNull();
  });
});
