import { describe, expect, it } from 'vitest';
import { levelOf, levelStart } from './point-rules';

describe('levels', () => {
  it('start at 0 and grow by 1.3 each time, up to level 10', () => {
    expect([1, 2, 3, 4, 10].map(levelStart)).toEqual([0, 120, 276, 479, 3842]);
    expect(levelOf(0)).toEqual({ level: 1, start: 0, next: 120 });
    expect(levelOf(275)).toEqual({ level: 2, start: 120, next: 276 });
    expect(levelOf(276)).toEqual({ level: 3, start: 276, next: 479 });
    expect(levelOf(99_999)).toEqual({ level: 10, start: 3842, next: null });
  });
});
