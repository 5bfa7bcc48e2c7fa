import { describe, expect, it } from 'vitest';
import { apiPath, mockRoute, requestPath } from './paths';

describe('typed API addresses', () => {
  it('fill the route’s parameters, encoded, under /v1', () => {
    expect(apiPath('/courses/{id}', { path: { id: 7 } })).toBe('/v1/courses/7');
    expect(apiPath('/certificates/{code}', { path: { code: 'AJR 1/2' } })).toBe(
      '/v1/certificates/AJR%201%2F2',
    );
    expect(requestPath('post', '/devices')).toBe('/v1/devices');
  });

  it('send only the query parameters that are set, in the order given', () => {
    expect(
      apiPath('/courses', {
        query: { q: 'tim kerja', category: undefined, page: 2, pageSize: 12 },
      }),
    ).toBe('/v1/courses?q=tim%20kerja&page=2&pageSize=12');
    expect(apiPath('/courses', { query: {} })).toBe('/v1/courses');
  });

  it('give MSW the same route as its pattern', () => {
    expect(mockRoute('/courses/{id}/learn/{contentId}')).toBe('/v1/courses/:id/learn/:contentId');
  });
});
