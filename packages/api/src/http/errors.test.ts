import { inspect } from 'node:util';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { MAX_BODY_BYTES } from '../contract/limits';
import { createHarness, type Harness } from '../testing/harness';

const failure = Object.assign(new Error('invalid input syntax for type integer'), {
  code: '22P02',
  query: { sql: 'select * from users where email = $1', parameters: ['secret@ajar.local'] },
  parameters: ['secret@ajar.local'],
});

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
  // Routes must be added before the first request builds the router.
  h.app.get('/boom', () => {
    throw failure;
  });
});
afterAll(() => h.close());

/** A JSON body of exactly `bytes` bytes. */
const bodyOf = (bytes: number) => {
  const frame = JSON.stringify({ email: 'a@b.co', password: 'password1', pad: '' });
  return JSON.stringify({
    email: 'a@b.co',
    password: 'password1',
    pad: 'x'.repeat(bytes - frame.length),
  });
};
const login = (body: string, headers: Record<string, string> = {}) =>
  h.app.request('/v1/auth/login', {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body,
  });

describe('request bodies', () => {
  it('reads a body up to the limit and refuses one a byte over with a 413 JSON error', async () => {
    expect(bodyOf(MAX_BODY_BYTES)).toHaveLength(MAX_BODY_BYTES);
    // Read and answered: no such account (the one answer for any bad credentials).
    const read = await login(bodyOf(MAX_BODY_BYTES));
    expect(read.status).toBe(400);
    expect(((await read.json()) as { error: { code: string } }).error.code).toBe(
      'invalid_credentials',
    );
    const res = await login(bodyOf(MAX_BODY_BYTES + 1), { 'accept-language': 'en' });
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual({
      error: { code: 'too_large', message: 'The request body is too large (at most 1024 KB)' },
    });
  });

  it('answers a body that is not JSON with a 415 JSON error in the reader’s language', async () => {
    const res = await login('email=a@b.co', { 'content-type': 'text/plain' });
    expect(res.status).toBe(415);
    expect(await res.json()).toEqual({
      error: {
        code: 'unsupported_media_type',
        message: 'Isi permintaan harus berupa JSON (Content-Type: application/json)',
      },
    });
  });
});

describe('an unexpected failure', () => {
  it('answers 500 JSON and logs the error without its query or parameters', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    try {
      const res = await h.app.request('/boom');
      expect(res.status).toBe(500);
      expect(((await res.json()) as { error: { code: string } }).error.code).toBe('internal');
      const logged = log.mock.calls.map((args) => args.map((a) => inspect(a)).join(' ')).join('\n');
      expect(logged).toContain('invalid input syntax for type integer');
      expect(logged).toContain('22P02');
      expect(logged).not.toContain('secret@ajar.local');
      expect(logged).not.toContain('select *');
    } finally {
      log.mockRestore();
    }
  });
});
