import { afterEach, describe, expect, it, vi } from 'vitest';
import { PUSH } from './settings';
import type { PushConfig } from './config';
import { PushTimeoutError, type PushPayload } from './handler';
import {
  postDeviceToken,
  serviceWorkerUrl,
  startPush,
  type MessagingClient,
  type StartPushDeps,
} from './start';
import { requestPath } from '../api/paths';

const config: PushConfig = {
  firebase: {
    apiKey: 'api-key',
    projectId: 'ajar-demo',
    messagingSenderId: '1234567890',
    appId: '1:1234567890:web:abc',
  },
  vapidKey: 'BPublicVapidKey',
};
const registration = { scope: '/firebase-cloud-messaging-push-scope' } as ServiceWorkerRegistration;
const never = <T>() => new Promise<T>(() => {});

/** A stand-in for Firebase messaging: records calls and delivers foreground messages. */
function fakeMessaging(getToken: () => Promise<string> = async () => 'device-token-1') {
  let listener: ((payload: PushPayload) => void) | undefined;
  const unsubscribe = vi.fn();
  const client = {
    getToken: vi.fn<MessagingClient['getToken']>(getToken),
    onMessage: vi.fn<MessagingClient['onMessage']>((handler) => {
      listener = handler;
      return unsubscribe;
    }),
  };
  const deliver = (payload: PushPayload) => {
    if (!listener) throw new Error('nobody listens to foreground messages');
    listener(payload);
  };
  return { client, deliver, unsubscribe };
}

function setup(getToken?: () => Promise<string>, overrides: StartPushDeps = {}) {
  const messaging = fakeMessaging(getToken);
  const deps = {
    config,
    supported: true,
    loadMessaging: vi.fn(async (_config: PushConfig) => messaging.client),
    requestPermission: vi.fn(async (): Promise<NotificationPermission> => 'granted'),
    registerServiceWorker: vi.fn(async (_config: PushConfig) => registration),
    sendDeviceToken: vi.fn(async (_token: string) => {}),
    showInfo: vi.fn(),
    log: vi.fn(),
    timeoutMs: 50,
    ...overrides,
  };
  return { deps, messaging, start: () => startPush(deps) };
}

const news = (id?: string) => ({
  notification: { title: 'Acara baru', body: 'Webinar dimulai pukul 10.00' },
  ...(id ? { data: { id } } : {}),
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('startPush', () => {
  it('gets a device token with the web-push key and the worker, and sends it once', async () => {
    const { deps, messaging, start } = setup();
    const handle = await start();
    expect(handle?.token).toBe('device-token-1');
    expect(deps.loadMessaging).toHaveBeenCalledExactlyOnceWith(config);
    expect(deps.registerServiceWorker).toHaveBeenCalledExactlyOnceWith(config);
    expect(messaging.client.getToken).toHaveBeenCalledExactlyOnceWith({
      vapidKey: 'BPublicVapidKey',
      serviceWorkerRegistration: registration,
    });
    expect(deps.sendDeviceToken).toHaveBeenCalledExactlyOnceWith('device-token-1');
    expect(deps.log).not.toHaveBeenCalled();
  });

  it('shows foreground messages as info toasts, once per data id, until stopped', async () => {
    const { deps, messaging, start } = setup();
    const handle = await start();
    messaging.deliver(news('m-1'));
    messaging.deliver(news('m-1'));
    messaging.deliver(news());
    expect(deps.showInfo).toHaveBeenCalledTimes(2);
    expect(deps.showInfo).toHaveBeenNthCalledWith(1, {
      title: 'Acara baru',
      body: 'Webinar dimulai pukul 10.00',
      dedupeKey: 'm-1',
    });
    handle?.stop();
    expect(messaging.unsubscribe).toHaveBeenCalledOnce();
  });

  it('logs a failing toast as an onmessage error without throwing to Firebase', async () => {
    const failure = new Error('no toast container');
    const { deps, messaging, start } = setup(undefined, {
      showInfo: () => {
        throw failure;
      },
    });
    await start();
    expect(() => messaging.deliver(news('m-1'))).not.toThrow();
    expect(deps.log).toHaveBeenCalledExactlyOnceWith(expect.stringContaining('onmessage'), failure);
  });

  it('does nothing at all without a config', async () => {
    const { deps, start } = setup(undefined, { config: null });
    expect(await start()).toBeNull();
    expect(deps.loadMessaging).not.toHaveBeenCalled();
    expect(deps.log).not.toHaveBeenCalled();
  });

  it('reads the config from env by default: none here, so push is off', async () => {
    const loadMessaging = vi.fn();
    expect(await startPush({ supported: true, loadMessaging })).toBeNull();
    expect(loadMessaging).not.toHaveBeenCalled();
  });

  it('does nothing at all in a browser without push support', async () => {
    const { deps, start } = setup(undefined, { supported: false });
    expect(await start()).toBeNull();
    expect(deps.loadMessaging).not.toHaveBeenCalled();
    expect(deps.registerServiceWorker).not.toHaveBeenCalled();
  });

  it('checks support by default: Node has none, so push is off', async () => {
    const loadMessaging = vi.fn();
    expect(await startPush({ config, loadMessaging })).toBeNull();
    expect(loadMessaging).not.toHaveBeenCalled();
  });

  it('gives up on a getToken that hangs after the installation timeout, and only logs it', async () => {
    vi.useFakeTimers();
    const { deps, messaging, start } = setup(never, { timeoutMs: undefined });
    const settled = vi.fn();
    const started = start().then((handle) => {
      settled();
      return handle;
    });
    await vi.advanceTimersByTimeAsync(PUSH.installationTimeoutMs - 1);
    expect(settled).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    const handle = await started;
    expect(handle?.token).toBeNull();
    expect(deps.log).toHaveBeenCalledExactlyOnceWith(
      expect.stringContaining('token'),
      expect.any(PushTimeoutError),
    );
    expect(deps.sendDeviceToken).not.toHaveBeenCalled();
    expect(deps.showInfo).not.toHaveBeenCalled();
    // Foreground messages still show.
    messaging.deliver(news('m-1'));
    expect(deps.showInfo).toHaveBeenCalledOnce();
  });

  it('gives up on a worker registration that hangs, within the same limit', async () => {
    const { deps, messaging, start } = setup(undefined, {
      registerServiceWorker: () => never(),
      timeoutMs: 20,
    });
    expect((await start())?.token).toBeNull();
    expect(messaging.client.getToken).not.toHaveBeenCalled();
    expect(deps.log).toHaveBeenCalledWith(
      expect.stringContaining('token'),
      expect.any(PushTimeoutError),
    );
  });

  it('logs a rejected getToken and shows the user nothing', async () => {
    const failure = Object.assign(new Error('token-subscribe-failed'), {
      code: 'messaging/token-subscribe-failed',
    });
    const { deps, start } = setup(() => Promise.reject(failure));
    const handle = await start();
    expect(handle?.token).toBeNull();
    expect(deps.log).toHaveBeenCalledExactlyOnceWith(expect.stringContaining('token'), failure);
    expect(deps.sendDeviceToken).not.toHaveBeenCalled();
    expect(deps.showInfo).not.toHaveBeenCalled();
  });

  it('writes token errors to the console by default', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    const failure = new Error('failed-service-worker-registration');
    const { deps } = setup(() => Promise.reject(failure));
    await expect(startPush({ ...deps, log: undefined })).resolves.not.toBeNull();
    expect(consoleError).toHaveBeenCalledWith(expect.stringContaining('token'), failure);
  });

  it('asks no token when the notification permission is not granted', async () => {
    const { deps, messaging, start } = setup(undefined, {
      requestPermission: async () => 'denied',
    });
    expect((await start())?.token).toBeNull();
    expect(messaging.client.getToken).not.toHaveBeenCalled();
    expect(deps.registerServiceWorker).not.toHaveBeenCalled();
    expect(deps.sendDeviceToken).not.toHaveBeenCalled();
    expect(deps.log).toHaveBeenCalledExactlyOnceWith(expect.stringContaining('denied'));
  });

  it('waits for the permission answer outside the time limit', async () => {
    vi.useFakeTimers();
    let answer: (permission: NotificationPermission) => void = () => {};
    const { deps, start } = setup(undefined, {
      timeoutMs: 100,
      requestPermission: () => new Promise((resolve) => (answer = resolve)),
    });
    const started = start();
    await vi.advanceTimersByTimeAsync(60_000);
    answer('granted');
    expect((await started)?.token).toBe('device-token-1');
    expect(deps.log).not.toHaveBeenCalled();
  });

  it('logs a Firebase that fails to load and resolves null', async () => {
    const failure = new Error('Failed to fetch dynamically imported module');
    const { deps, start } = setup(undefined, { loadMessaging: () => Promise.reject(failure) });
    await expect(start()).resolves.toBeNull();
    expect(deps.log).toHaveBeenCalledExactlyOnceWith(expect.any(String), failure);
    expect(deps.registerServiceWorker).not.toHaveBeenCalled();
  });

  it('logs a device token the API refused, keeping the token', async () => {
    const failure = new Error('the API answered 500');
    const { deps, start } = setup(undefined, { sendDeviceToken: () => Promise.reject(failure) });
    expect((await start())?.token).toBe('device-token-1');
    expect(deps.log).toHaveBeenCalledExactlyOnceWith(expect.any(String), failure);
  });
});

describe('postDeviceToken', () => {
  function stubBrowser(userToken: string | null, status = 201) {
    const fetch = vi.fn(async () => new Response(null, { status }));
    vi.stubGlobal('fetch', fetch);
    vi.stubGlobal('localStorage', {
      getItem: (key: string) => (key === 'token' ? userToken : null),
    });
    return fetch;
  }

  it('posts the token as a web device with the signed-in user’s bearer token', async () => {
    const fetch = stubBrowser('user-jwt');
    await postDeviceToken('device-token-1');
    expect(fetch).toHaveBeenCalledExactlyOnceWith(requestPath('post', '/devices'), {
      method: 'POST',
      headers: { authorization: 'Bearer user-jwt', 'content-type': 'application/json' },
      body: JSON.stringify({ token: 'device-token-1', platform: 'web' }),
    });
  });

  it('sends nothing when nobody is signed in', async () => {
    const fetch = stubBrowser(null);
    await postDeviceToken('device-token-1');
    expect(fetch).not.toHaveBeenCalled();
  });

  it('rejects on an error answer, so startPush logs it', async () => {
    stubBrowser('user-jwt', 401);
    await expect(postDeviceToken('device-token-1')).rejects.toThrow('401');
  });
});

describe('serviceWorkerUrl', () => {
  it('carries the public config to the worker in its query string', () => {
    const url = new URL(serviceWorkerUrl(config), 'https://ajar.local');
    expect(url.pathname).toBe('/firebase-messaging-sw.js');
    expect(JSON.parse(url.searchParams.get('config') ?? 'null')).toEqual(config.firebase);
  });
});
