import { describe, expect, it } from 'vitest';
import { FILE_SIZE } from '@ajar/tokens';
import { formatFileSize } from './formatFileSize';

describe('formatFileSize', () => {
  it('keeps sizes under 1 KB in bytes', () => {
    expect(formatFileSize(0, 'id')).toBe('0 B');
    expect(formatFileSize(1023, 'id')).toBe('1023 B');
    expect(formatFileSize(1023, 'en')).toBe('1023 B');
  });

  it('switches to KB, MB and GB at FILE_SIZE', () => {
    expect(formatFileSize(FILE_SIZE.KB, 'id')).toBe('1 KB');
    expect(formatFileSize(1024, 'en')).toBe('1 KB');
    expect(formatFileSize(FILE_SIZE.MB, 'en')).toBe('1 MB');
    expect(formatFileSize(1073741824, 'id')).toBe('1 GB');
    expect(formatFileSize(1073741824, 'en')).toBe('1 GB');
  });

  it('writes one decimal in the locale notation', () => {
    expect(formatFileSize(1572864, 'id')).toBe('1,5 MB');
    expect(formatFileSize(1572864, 'en')).toBe('1.5 MB');
    expect(formatFileSize(5 * FILE_SIZE.MB + 1, 'id')).toBe('5 MB');
  });

  it('never writes 1024 of a unit', () => {
    expect(formatFileSize(FILE_SIZE.MB - 1, 'en')).toBe('1 MB');
    expect(formatFileSize(FILE_SIZE.GB - 1, 'en')).toBe('1 GB');
  });

  it('stays in GB above it, without digit grouping', () => {
    expect(formatFileSize(2048 * FILE_SIZE.GB, 'id')).toBe('2048 GB');
    expect(formatFileSize(2048 * FILE_SIZE.GB, 'en')).toBe('2048 GB');
  });

  it('treats invalid sizes as 0', () => {
    expect(formatFileSize(-5, 'en')).toBe('0 B');
    expect(formatFileSize(Number.NaN, 'en')).toBe('0 B');
  });
});
