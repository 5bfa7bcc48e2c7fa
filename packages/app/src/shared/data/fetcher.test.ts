import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '../../session';
import { apiFetch, ApiRequestError, NetworkError } from './fetcher';
import { apiPath, requestPath } from '../../api/paths';
import { i18next } from '../../i18n';
import id from '../../../../../locales/id/common.json';

const encode = (claims: object) =>
  `${Buffer.from('{"alg":"HS256","typ":"JWT"}').toString('base64url')}.${Buffer.from(JSON.stringify(claims)).toString('base64url')}.sig`;
const token = encode({ sub: '4', RoleId: 2, companyId: 1, exp: Date.now() / 1000 + 3600 });

function memoryStorage() {
  const map = new Map<string, string>();
  return {
    getItem: (k: string) => map.get(k) ?? null,
    setItem: (k: string, v: string) => void map.set(k, v),
    removeItem: (k: string) => void map.delete(k),
  };
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const refused = json(401, { error: { code: 'unauthorized', message: 'Sesi berakhir' } });

type Call = { path: string; init: RequestInit & { headers: Headers } };
let calls: Call[];
const firstCall = (): Call => {
  const call = calls[0];
  if (!call) throw new Error('fetch was not called');
  return call;
};
function answer(response: Response | Error) {
  calls = [];
  vi.stubGlobal('fetch', async (path: string, init: RequestInit & { headers: Headers }) => {
    calls.push({ path, init });
    if (response instanceof Error) throw response;
    return response;
  });
}

beforeEach(() => {
  vi.stubGlobal('localStorage', memoryStorage());
  sessionStore.signIn(token);
});
afterEach(() => {
  sessionStore.signOut();
  vi.unstubAllGlobals();
});

describe('apiFetch', () => {
  it('sends the bearer token and the interface language, and returns the JSON', async () => {
    answer(json(200, { items: [1] }));
    await expect(apiFetch(apiPath('/my/courses'))).resolves.toEqual({ items: [1] });
    expect(firstCall().init.headers.get('authorization')).toBe(`Bearer ${token}`);
    expect(firstCall().init.headers.get('accept-language')).toMatch(/^(id|en)$/);
  });

  it('turns an API error into its status, code, message and field', async () => {
    answer(json(422, { error: { code: 'invalid', message: 'Email wajib diisi', field: 'email' } }));
    const error = await apiFetch(requestPath('post', '/auth/login')).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiRequestError);
    expect(error).toMatchObject({ status: 422, code: 'invalid', field: 'email' });
    expect((error as Error).message).toBe('Email wajib diisi');
  });

  it('ends the session when the API refuses the token', async () => {
    answer(refused);
    await expect(apiFetch(apiPath('/my/courses'))).rejects.toMatchObject({ status: 401 });
    expect(sessionStore.get()).toBeNull();
    expect(sessionStore.lastEvent()).toBe('ended');
  });

  it('words a server failure that carries no API answer (a proxy’s 502) as the server’s, in the reader’s language', async () => {
    i18next.addResourceBundle('id', 'common', id, true, true);
    answer(
      new Response('<html>502 Bad Gateway</html>', { status: 502, statusText: 'Bad Gateway' }),
    );
    const error = await apiFetch(apiPath('/courses')).catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 502, code: 'http_error' });
    expect((error as Error).message).toBe(
      'Terjadi kesalahan pada server. Silakan coba beberapa saat lagi.',
    );
  });

  it('reports a failed network as NetworkError', async () => {
    answer(new TypeError('Failed to fetch'));
    await expect(apiFetch(apiPath('/courses'))).rejects.toBeInstanceOf(NetworkError);
  });
});

describe('anonymous calls', () => {
  it('send neither the token nor cookies', async () => {
    answer(json(200, { state: 'valid' }));
    await apiFetch(apiPath('/certificates/{code}', { path: { code: 'ABC' } }), { anonymous: true });
    expect(firstCall().init.headers.has('authorization')).toBe(false);
    expect(firstCall().init.credentials).toBe('omit');
  });

  it('keep the session when the API answers 401', async () => {
    answer(refused);
    await expect(
      apiFetch(apiPath('/certificates/{code}', { path: { code: 'ABC' } }), { anonymous: true }),
    ).rejects.toMatchObject({ status: 401 });
    expect(sessionStore.get()).not.toBeNull();
  });
});

describe('an active learner’s token', () => {
  const renewed = encode({ sub: '4', RoleId: 2, companyId: 1, exp: Date.now() / 1000 + 900 });
  /** Answers each call in turn, recording them. */
  function answers(...responses: Response[]) {
    calls = [];
    vi.stubGlobal('fetch', async (path: string, init: RequestInit & { headers: Headers }) => {
      calls.push({ path, init: { ...init, headers: new Headers(init.headers) } });
      return responses.shift() ?? json(500, {});
    });
  }
  const expiredAnswer = () =>
    json(401, { error: { code: 'token_expired', message: 'Sesi Anda telah berakhir.' } });

  it('is renewed once on a token_expired 401 and the same request sent again, body and all', async () => {
    answers(expiredAnswer(), json(200, { token: renewed }), json(200, { saved: true }));
    const body = JSON.stringify({ value: 'what the learner typed' });
    await expect(apiFetch(apiPath('/my/courses'), { method: 'POST', body })).resolves.toEqual({
      saved: true,
    });
    expect(calls.map((c) => c.path)).toEqual([
      '/v1/my/courses',
      '/v1/auth/renew',
      '/v1/my/courses',
    ]);
    expect(calls[1]!.init.headers.get('authorization')).toBe(`Bearer ${token}`);
    expect(calls[2]!.init.headers.get('authorization')).toBe(`Bearer ${renewed}`);
    expect(calls[2]!.init.body).toBe(body);
    expect(sessionStore.get()?.token).toBe(renewed);
  });

  it('ends the session when the renewal is refused (signed out elsewhere)', async () => {
    answers(expiredAnswer(), json(401, { error: { code: 'session_ended', message: 'x' } }));
    await expect(apiFetch(apiPath('/my/courses'))).rejects.toMatchObject({ status: 401 });
    expect(sessionStore.get()).toBeNull();
    expect(sessionStore.lastEvent()).toBe('ended');
  });

  it('is renewed before a request when it has little time left', async () => {
    const soon = encode({ sub: '4', RoleId: 2, companyId: 1, exp: Date.now() / 1000 + 60 });
    sessionStore.signIn(soon);
    answers(json(200, { token: renewed }), json(200, { items: [] }));
    await apiFetch(apiPath('/my/courses'));
    expect(calls.map((c) => c.path)).toEqual(['/v1/auth/renew', '/v1/my/courses']);
    expect(calls[1]!.init.headers.get('authorization')).toBe(`Bearer ${renewed}`);
  });
});
