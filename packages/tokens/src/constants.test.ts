import { describe, expect, it } from 'vitest';
import { FILE_SIZE } from './constants';

describe('spec constants', () => {
  it('uses binary file size units', () => {
    expect(FILE_SIZE.MB).toBe(FILE_SIZE.KB * 1024);
    expect(FILE_SIZE.GB).toBe(FILE_SIZE.MB * 1024);
  });
});
