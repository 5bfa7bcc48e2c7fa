import { describe, expect, it } from 'vitest';
import { ApiRequestError, NetworkError } from './fetcher';
import { errorKind, isRetryable } from './errorKind';

const api = (status: number) => new ApiRequestError(status, 'x', 'x');

describe('why a load failed', () => {
  it('tells a refusal apart from a dropped connection', () => {
    expect(errorKind(api(403))).toBe('forbidden');
    expect(errorKind(api(401))).toBe('signedOut');
    expect(errorKind(new NetworkError(new TypeError('Failed to fetch')))).toBe('network');
  });

  it('tells a missing thing and a server fault apart', () => {
    expect(errorKind(api(404))).toBe('notFound');
    expect(errorKind(api(500))).toBe('server');
    expect(errorKind(api(503))).toBe('server');
  });

  it('offers a retry only where one can help', () => {
    expect(isRetryable('network')).toBe(true);
    expect(isRetryable('server')).toBe(true);
    expect(isRetryable('forbidden')).toBe(false);
    expect(isRetryable('notFound')).toBe(false);
  });
});
