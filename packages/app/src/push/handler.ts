/**
 * Foreground push messages to toasts. Pure logic with no Firebase import, so it is tested
 * without the SDK and costs nothing in the first-screen bundle.
 */

/** The part of a Firebase `MessagePayload` the app reads. */
export interface PushPayload {
  notification?: { title?: string; body?: string };
  data?: { [key: string]: string };
}

export interface PushToast {
  title: string;
  body: string;
  /** The message's `data.id`: a toast with a key already shown is not shown again. */
  dedupeKey?: string;
}

/** Console-only reporting: push errors are never shown to the user (docs/product/behaviour.md). */
export type PushLog = (message: string, error?: unknown) => void;

export interface ForegroundHandlerDeps {
  showInfo: (toast: PushToast) => void;
  log: PushLog;
}

const text = (value: unknown): string | undefined =>
  typeof value === 'string' && value.trim() !== '' ? value : undefined;

/**
 * The `onMessage` handler: a message with a notification title and body shows one info
 * toast, once per `data.id` (messages without an id always show); anything else shows
 * nothing. It never throws: every error is logged as an onmessage error.
 */
export function createForegroundHandler({
  showInfo,
  log,
}: ForegroundHandlerDeps): (payload: PushPayload) => void {
  const shownIds = new Set<string>();
  return (payload) => {
    try {
      const title = text(payload.notification?.title);
      const body = text(payload.notification?.body);
      if (title === undefined || body === undefined) return;
      const id = text(payload.data?.id);
      if (id !== undefined && shownIds.has(id)) return;
      showInfo(id === undefined ? { title, body } : { title, body, dedupeKey: id });
      if (id !== undefined) shownIds.add(id);
    } catch (error) {
      log('[push] onmessage error', error);
    }
  };
}

export class PushTimeoutError extends Error {
  override name = 'PushTimeoutError';
}

/** Settles like `promise`, or rejects with a PushTimeoutError after `ms`. */
export function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new PushTimeoutError(`timed out after ${ms} ms`)), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error);
      },
    );
  });
}
