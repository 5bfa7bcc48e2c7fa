/*
 * Background push for Ajar, registered by src/push/start.ts with the scope
 * /firebase-cloud-messaging-push-scope and the public Firebase web config in `?config=`.
 *
 * Why no Firebase here: the usual worker does importScripts() of Firebase's compat
 * scripts from gstatic.com, a CDN these machines cannot reach, and the build does not
 * serve those scripts from our own origin. Firebase messaging in the page does not
 * need them: it subscribes through this registration and gets the device token itself.
 * So this is a plain worker that speaks the same small protocol as Firebase's own:
 * - page visible: pass the message to it (Firebase's `onMessage` shows an info toast);
 * - otherwise: show the message's notification;
 * - notification click: focus the window showing the message's link, or open one there.
 */

/** The config the app registered this worker with, or null (push is then off). */
const config = (() => {
  try {
    const value = new URLSearchParams(self.location.search).get('config');
    return value ? JSON.parse(value) : null;
  } catch {
    return null;
  }
})();

/** Time a newly opened window gets to start listening before it is told of the click. */
const OPENED_WINDOW_WAIT_MS = 3000;

const windowClients = () => self.clients.matchAll({ type: 'window', includeUncontrolled: true });

self.addEventListener('install', () => self.skipWaiting());

self.addEventListener('push', (event) => {
  let payload;
  try {
    payload = event.data ? event.data.json() : null;
  } catch {
    return; // not JSON, so not an FCM message
  }
  if (!config || !payload) return;
  event.waitUntil(
    windowClients().then((clients) => {
      const visible = clients.filter((client) => client.visibilityState === 'visible');
      if (visible.length > 0) {
        const message = { ...payload, isFirebaseMessaging: true, messageType: 'push-received' };
        visible.forEach((client) => client.postMessage(message));
        return undefined;
      }
      const notification = payload.notification;
      if (!notification || !notification.title) return undefined;
      return self.registration.showNotification(notification.title, {
        body: notification.body,
        icon: notification.icon,
        image: notification.image,
        data: { ...payload.data, link: linkOf(payload) },
      });
    }),
  );
});

/** Where a click leads: the message's link when it is on this origin, else the app's home. */
function linkOf(payload) {
  const link =
    (payload.data && payload.data.link) ||
    (payload.fcmOptions && payload.fcmOptions.link) ||
    (payload.notification && payload.notification.click_action);
  try {
    const url = new URL(link || '/', self.location.origin);
    return url.origin === self.location.origin ? url.href : self.location.origin + '/';
  } catch {
    return self.location.origin + '/';
  }
}

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const data = event.notification.data || {};
  const link = data.link || self.location.origin + '/';
  event.waitUntil(
    windowClients().then(async (clients) => {
      // App pages are outside this worker's scope, so it can focus them but not navigate them.
      const showing = clients.find((client) => client.url === link);
      if (showing) return showing.focus();
      const opened = await self.clients.openWindow(link);
      if (!opened) return undefined;
      await new Promise((resolve) => setTimeout(resolve, OPENED_WINDOW_WAIT_MS));
      return opened.postMessage({
        data,
        isFirebaseMessaging: true,
        messageType: 'notification-clicked',
      });
    }),
  );
});
