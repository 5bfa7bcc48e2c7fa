import { describe, expect, it } from 'vitest';
import { DATA_FETCHING } from './fetching';
import { apiPath } from '../../api/paths';
import { prefetch, takePrefetched } from './prefetch';

const counting = () => {
  const calls: string[] = [];
  return { calls, request: async (path: string) => (calls.push(path), { path }) };
};

const COURSES = apiPath('/courses');
const ROADMAPS = apiPath('/roadmaps');
const EVENTS = apiPath('/events');
const BROKEN = apiPath('/categories');

describe('prefetch', () => {
  it('hands the started request to the first reader only', async () => {
    const { calls, request } = counting();
    prefetch(COURSES, request, 1000);
    prefetch(COURSES, request, 1100);
    expect(calls).toEqual([COURSES]);
    await expect(takePrefetched(COURSES, 1200)).resolves.toEqual({ path: COURSES });
    expect(takePrefetched(COURSES, 1300)).toBeUndefined();
  });

  it('drops a request the reader came too late for', () => {
    const { request } = counting();
    prefetch(ROADMAPS, request, 0);
    expect(takePrefetched(ROADMAPS, DATA_FETCHING.prefetchFreshMs)).toBeUndefined();
  });

  it('starts again once an unread request has gone stale', () => {
    const { calls, request } = counting();
    prefetch(EVENTS, request, 0);
    prefetch(EVENTS, request, DATA_FETCHING.prefetchFreshMs + 1);
    expect(calls).toHaveLength(2);
    expect(takePrefetched(EVENTS, DATA_FETCHING.prefetchFreshMs + 2)).toBeDefined();
  });

  it('leaves a failure for the reader, without an unhandled rejection', async () => {
    prefetch(BROKEN, () => Promise.reject(new Error('offline')), 0);
    await expect(takePrefetched(BROKEN, 1)).rejects.toThrow('offline');
  });
});
