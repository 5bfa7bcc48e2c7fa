import { describe, expect, it } from 'vitest';
import { chooseEncoding } from './static-encoding';

describe('chooseEncoding', () => {
  it('prefers Brotli, then gzip, then none', () => {
    expect(chooseEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(chooseEncoding('gzip, deflate')).toBe('gzip');
    expect(chooseEncoding('deflate')).toBe('identity');
    expect(chooseEncoding(undefined)).toBe('identity');
  });

  it('honours q=0 as a refusal and * as anything', () => {
    expect(chooseEncoding('br;q=0, gzip;q=0.5')).toBe('gzip');
    expect(chooseEncoding('*;q=0')).toBe('identity');
    expect(chooseEncoding('*')).toBe('br');
    expect(chooseEncoding('BR; Q=1')).toBe('br');
  });
});
