import { describe, expect, it } from 'vitest';
import { DATA_FETCHING } from '@ajar/tokens';
import { prefetch, takePrefetched } from './prefetch';

const counting = () => {
  const calls: string[] = [];
  return { calls, request: async (path: string) => (calls.push(path), { path }) };
};

describe('prefetch', () => {
  it('hands the started request to the first reader only', async () => {
    const { calls, request } = counting();
    prefetch('/v1/courses', request, 1000);
    prefetch('/v1/courses', request, 1100);
    expect(calls).toEqual(['/v1/courses']);
    await expect(takePrefetched('/v1/courses', 1200)).resolves.toEqual({ path: '/v1/courses' });
    expect(takePrefetched('/v1/courses', 1300)).toBeUndefined();
  });

  it('drops a request the reader came too late for', () => {
    const { request } = counting();
    prefetch('/v1/roadmaps', request, 0);
    expect(takePrefetched('/v1/roadmaps', DATA_FETCHING.prefetchFreshMs)).toBeUndefined();
  });

  it('starts again once an unread request has gone stale', () => {
    const { calls, request } = counting();
    prefetch('/v1/events', request, 0);
    prefetch('/v1/events', request, DATA_FETCHING.prefetchFreshMs + 1);
    expect(calls).toHaveLength(2);
    expect(takePrefetched('/v1/events', DATA_FETCHING.prefetchFreshMs + 2)).toBeDefined();
  });

  it('leaves a failure for the reader, without an unhandled rejection', async () => {
    prefetch('/v1/broken', () => Promise.reject(new Error('offline')), 0);
    await expect(takePrefetched('/v1/broken', 1)).rejects.toThrow('offline');
  });
});
