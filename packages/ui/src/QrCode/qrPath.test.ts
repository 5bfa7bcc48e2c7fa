import { describe, expect, it } from 'vitest';
import { encode } from 'uqr';
import { qrPath } from './qrPath';

describe('qrPath', () => {
  it('draws each run of dark modules as one rectangle', () => {
    expect(
      qrPath([
        [true, true, false],
        [false, true, true],
        [false, false, false],
      ]),
    ).toBe('M0 0h2v1h-2zM1 1h2v1h-2z');
  });

  it('draws nothing for an all-light matrix', () => {
    expect(qrPath([[false, false]])).toBe('');
  });

  it('leaves the quiet zone light', () => {
    const { data } = encode('https://ajar.local/certificate-is-valid?code=AJR-7K2M-Q9XD', {
      border: 4,
    });
    const path = qrPath(data);
    const starts = [...path.matchAll(/M(\d+) (\d+)h(\d+)/g)].map(([, x, y, w]) => ({
      x: Number(x),
      y: Number(y),
      end: Number(x) + Number(w),
    }));
    const size = data.length;
    expect(starts.length).toBeGreaterThan(0);
    expect(
      starts.every(({ x, y, end }) => x >= 4 && y >= 4 && y < size - 4 && end <= size - 4),
    ).toBe(true);
  });
});
