import { generate } from '@ant-design/colors';
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_PRIMARY_COLOR,
  DEFAULT_PRIMARY_HOVER_COLOR,
  FILE_SIZE,
  progressState,
  retryDelayMs,
} from './constants';

describe('spec constants', () => {
  it('derives the spec hover colour from the default primary with the antd algorithm', () => {
    expect(generate(DEFAULT_PRIMARY_COLOR)[4]).toBe(DEFAULT_PRIMARY_HOVER_COLOR);
  });

  it('colours progress grey at 0, red below the threshold, green from it', () => {
    expect(progressState(0)).toBe('empty');
    expect(progressState(49.9)).toBe('fail');
    expect(progressState(50)).toBe('pass');
    expect(progressState(70, 80)).toBe('fail');
  });

  it('retries after 1 s doubling up to 30 s', () => {
    expect([1, 2, 3, 4, 5, 6, 7].map(retryDelayMs)).toEqual([
      1000, 2000, 4000, 8000, 16000, 30000, 30000,
    ]);
  });

  it('uses binary file size units', () => {
    expect(FILE_SIZE.MB).toBe(FILE_SIZE.KB * 1024);
    expect(FILE_SIZE.GB).toBe(FILE_SIZE.MB * 1024);
  });
});
