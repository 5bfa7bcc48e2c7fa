export { startPush, postDeviceToken, serviceWorkerUrl } from './start';
export type { MessagingClient, PushHandle, StartPushDeps } from './start';
export { readPushConfig } from './config';
export type { FirebaseWebConfig, PushConfig } from './config';
export { isPushSupported } from './support';
export { createForegroundHandler, withTimeout, PushTimeoutError } from './handler';
export type { PushPayload, PushToast } from './handler';
