import { PUSH } from './settings';
import { toast } from '@ajar/ui';
import { readPushConfig, type PushConfig } from './config';
import {
  createForegroundHandler,
  withTimeout,
  type PushLog,
  type PushPayload,
  type PushToast,
} from './handler';
import { isPushSupported } from './support';
import { requestPath } from '../api/paths';

const DEVICES = requestPath('post', '/devices');

/** Where the background worker is served (packages/app/public) and the scope Firebase uses. */
export const SERVICE_WORKER_PATH = '/firebase-messaging-sw.js';
export const SERVICE_WORKER_SCOPE = '/firebase-cloud-messaging-push-scope';

/** The two calls of `firebase/messaging` the app makes, bound to one messaging instance. */
export interface MessagingClient {
  getToken(options: {
    vapidKey: string;
    serviceWorkerRegistration: ServiceWorkerRegistration;
  }): Promise<string>;
  /** Subscribes foreground messages; returns the unsubscribe function. */
  onMessage(handler: (payload: PushPayload) => void): () => void;
}

export interface StartPushDeps {
  /** @default readPushConfig() (Vite env); null turns push off. */
  config?: PushConfig | null;
  /** @default isPushSupported() */
  supported?: boolean;
  /** @default Firebase, imported lazily so it never weighs on the first screen. */
  loadMessaging?: (config: PushConfig) => Promise<MessagingClient>;
  /** Asks for the notification permission when not yet decided. */
  requestPermission?: () => Promise<NotificationPermission>;
  /** @default registers SERVICE_WORKER_PATH with the config and waits until it is active. */
  registerServiceWorker?: (config: PushConfig) => Promise<ServiceWorkerRegistration>;
  /** @default POST /v1/devices with the signed-in user's token. */
  sendDeviceToken?: (token: string) => Promise<void>;
  /** @default an info toast from @ajar/ui. */
  showInfo?: (toast: PushToast) => void;
  /** @default console.error */
  log?: PushLog;
  /** Limit for registering the worker and getting the token. @default PUSH.installationTimeoutMs */
  timeoutMs?: number;
}

export interface PushHandle {
  /** The device token, or null when it could not be had (the reason is logged). */
  token: string | null;
  /** Stops showing foreground messages. */
  stop(): void;
}

const FIREBASE_APP_NAME = 'ajar-push';

async function loadFirebaseMessaging(config: PushConfig): Promise<MessagingClient> {
  const [{ getApps, initializeApp }, { getMessaging, getToken, onMessage }] = await Promise.all([
    import('firebase/app'),
    import('firebase/messaging'),
  ]);
  const app =
    getApps().find((existing) => existing.name === FIREBASE_APP_NAME) ??
    initializeApp(config.firebase, FIREBASE_APP_NAME);
  const messaging = getMessaging(app);
  return {
    getToken: (options) => getToken(messaging, options),
    onMessage: (handler) => onMessage(messaging, handler),
  };
}

async function requestNotificationPermission(): Promise<NotificationPermission> {
  if (Notification.permission !== 'default') return Notification.permission;
  return Notification.requestPermission();
}

/** The worker cannot read Vite env, so it gets the public config in its query string. */
export function serviceWorkerUrl(config: PushConfig): string {
  return `${SERVICE_WORKER_PATH}?config=${encodeURIComponent(JSON.stringify(config.firebase))}`;
}

/** Firebase subscribes through the registration right away, which needs an active worker. */
function whenActive(registration: ServiceWorkerRegistration): Promise<void> {
  if (registration.active) return Promise.resolve();
  const incoming = registration.installing ?? registration.waiting;
  if (!incoming) return Promise.reject(new Error('no service worker is being installed'));
  return new Promise((resolve, reject) => {
    incoming.addEventListener('statechange', () => {
      if (incoming.state === 'activated') resolve();
      else if (incoming.state === 'redundant')
        reject(new Error('the service worker was discarded'));
    });
  });
}

async function registerMessagingWorker(config: PushConfig): Promise<ServiceWorkerRegistration> {
  const registration = await navigator.serviceWorker.register(serviceWorkerUrl(config), {
    scope: SERVICE_WORKER_SCOPE,
  });
  await whenActive(registration);
  return registration;
}

/** Sends the device token to the API, only for a signed-in user. */
export async function postDeviceToken(token: string): Promise<void> {
  const userToken = globalThis.localStorage?.getItem('token');
  if (!userToken) return;
  const response = await fetch(DEVICES, {
    method: 'POST',
    headers: { authorization: `Bearer ${userToken}`, 'content-type': 'application/json' },
    body: JSON.stringify({ token, platform: 'web' }),
  });
  if (!response.ok) throw new Error(`POST ${DEVICES} answered ${response.status}`);
}

const showInfoToast = ({ title, body, dedupeKey }: PushToast) => {
  toast.info({ title, description: body, dedupeKey });
};

const logToConsole: PushLog = (message, error) => {
  if (error === undefined) console.error(message);
  else console.error(message, error);
};

/**
 * Starts browser push (DESIGN runtime flow 6): loads Firebase messaging lazily, shows
 * foreground messages as info toasts, registers the background worker, gets a device token
 * and sends it to the API. Without a config or browser support it does nothing at all.
 * Never throws and never tells the user about a failure: errors go to `log` only.
 * Call it once per page, after first paint.
 */
export async function startPush(deps: StartPushDeps = {}): Promise<PushHandle | null> {
  const log = deps.log ?? logToConsole;
  try {
    const config = deps.config !== undefined ? deps.config : readPushConfig();
    const supported = deps.supported ?? isPushSupported();
    if (!config || !supported) return null;

    const messaging = await (deps.loadMessaging ?? loadFirebaseMessaging)(config);
    // Listen first, so a message that arrives while the token is fetched still shows.
    const stop = messaging.onMessage(
      createForegroundHandler({ showInfo: deps.showInfo ?? showInfoToast, log }),
    );
    const handle: PushHandle = { token: null, stop };

    try {
      // Asked outside the time limit: the user may take longer than it to answer the prompt.
      const permission = await (deps.requestPermission ?? requestNotificationPermission)();
      if (permission !== 'granted') {
        log(`[push] notification permission is ${permission}; no device token`);
        return handle;
      }
      const register = deps.registerServiceWorker ?? registerMessagingWorker;
      // getToken can hang forever without network (TOOLCHAIN pitfall 10).
      handle.token = await withTimeout(
        (async () =>
          messaging.getToken({
            vapidKey: config.vapidKey,
            serviceWorkerRegistration: await register(config),
          }))(),
        deps.timeoutMs ?? PUSH.installationTimeoutMs,
      );
    } catch (error) {
      log('[push] token retrieval failed', error);
      return handle;
    }

    try {
      await (deps.sendDeviceToken ?? postDeviceToken)(handle.token);
    } catch (error) {
      log('[push] sending the device token failed', error);
    }
    return handle;
  } catch (error) {
    log('[push] start failed', error);
    return null;
  }
}
