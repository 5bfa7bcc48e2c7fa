import { describe, expect, it } from 'vitest';
import { apiPath } from '../../api/paths';
import { expiringCache } from './swr-config';

const A = apiPath('/categories');
const OUTLINE = apiPath('/courses/{id}/learn', { path: { id: 1 } });

describe('expiringCache', () => {
  const setUp = () => {
    let clock = 0;
    const cache = expiringCache(1_000, () => clock);
    return { cache, advance: (ms: number) => (clock += ms) };
  };

  it('drops an entry older than the cache time that no screen shows', () => {
    const { cache, advance } = setUp();
    cache.set(A, 'A');
    advance(999);
    expect(cache.get(A)).toBe('A');
    advance(2);
    expect(cache.get(A)).toBeUndefined();
  });

  it('keeps an entry however old while a screen shows it, and ages it from its release', () => {
    const { cache, advance } = setUp();
    cache.set(OUTLINE, 'outline');
    const release = cache.retain(OUTLINE);
    const releaseOther = cache.retain(OUTLINE);
    advance(10 * 60_000);
    expect(cache.get(OUTLINE)).toBe('outline');
    release();
    advance(5_000);
    // Still on one screen.
    expect(cache.get(OUTLINE)).toBe('outline');
    releaseOther();
    advance(999);
    expect(cache.get(OUTLINE)).toBe('outline');
    advance(2);
    expect(cache.get(OUTLINE)).toBeUndefined();
  });
});
