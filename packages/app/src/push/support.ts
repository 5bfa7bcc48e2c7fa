/** The parts of a browser's global scope that web push needs. */
export interface PushEnvironment {
  navigator?: { serviceWorker?: unknown; cookieEnabled?: boolean };
  PushManager?: unknown;
  Notification?: unknown;
  fetch?: unknown;
}

/**
 * Web push works only with service workers, the push manager, notifications, fetch and
 * enabled cookies (docs/product/behaviour.md). `navigator.serviceWorker` is also missing outside a secure
 * context (plain http on a host other than localhost).
 */
export function isPushSupported(env: PushEnvironment = globalThis): boolean {
  const nav = env.navigator;
  return (
    nav?.serviceWorker != null &&
    env.PushManager != null &&
    env.Notification != null &&
    typeof env.fetch === 'function' &&
    nav.cookieEnabled === true
  );
}
