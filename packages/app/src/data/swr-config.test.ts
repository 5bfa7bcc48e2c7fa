import { describe, expect, it } from 'vitest';
import { expiringCache } from './swr-config';

describe('expiringCache', () => {
  const setUp = () => {
    let clock = 0;
    const cache = expiringCache(1_000, () => clock);
    return { cache, advance: (ms: number) => (clock += ms) };
  };

  it('drops an entry older than the cache time that no screen shows', () => {
    const { cache, advance } = setUp();
    cache.set('/v1/a', 'A');
    advance(999);
    expect(cache.get('/v1/a')).toBe('A');
    advance(2);
    expect(cache.get('/v1/a')).toBeUndefined();
  });

  it('keeps an entry however old while a screen shows it, and ages it from its release', () => {
    const { cache, advance } = setUp();
    cache.set('/v1/outline', 'outline');
    const release = cache.retain('/v1/outline');
    const releaseOther = cache.retain('/v1/outline');
    advance(10 * 60_000);
    expect(cache.get('/v1/outline')).toBe('outline');
    release();
    advance(5_000);
    // Still on one screen.
    expect(cache.get('/v1/outline')).toBe('outline');
    releaseOther();
    advance(999);
    expect(cache.get('/v1/outline')).toBe('outline');
    advance(2);
    expect(cache.get('/v1/outline')).toBeUndefined();
  });
});
