import { SSE_RETRY_MS } from '@ajar/api/contract/limits';
import type { ThemeUpdatedEvent } from '@ajar/api/contract';
import { requestPath } from '../api/paths';

/** The part of EventSource the stream uses, so tests can hand in a fake. */
export interface EventSourceLike {
  addEventListener(type: string, listener: (event: MessageEvent<string>) => void): void;
  close(): void;
  onerror: ((event: Event) => void) | null;
}

export interface ThemeStreamOptions {
  /** The signed-in user's token; null for a signed-out page, which follows its host's company. */
  token: string | null;
  /** Called with each new colour from the server. */
  onColor(primaryColor: string): void;
  createSource?: (url: string) => EventSourceLike;
  retryMs?: number;
  log?: (message: string, detail?: unknown) => void;
  setTimer?: (fn: () => void, ms: number) => unknown;
  clearTimer?: (timer: unknown) => void;
}

/**
 * The live theme (docs/product/behaviour.md): `connected`, then `theme-updated` with the new colour. On error
 * the stream is logged, closed and opened again after 5 s, so a restarted server or a dropped
 * connection heals itself. Returns a function that stops it for good (sign-out).
 */
export function connectThemeStream({
  token,
  onColor,
  createSource = (url) => new EventSource(url),
  retryMs = SSE_RETRY_MS,
  log = (message, detail) => console.error(message, detail),
  setTimer = (fn, ms) => setTimeout(fn, ms),
  clearTimer = (timer) => clearTimeout(timer as ReturnType<typeof setTimeout>),
}: ThemeStreamOptions): () => void {
  let source: EventSourceLike | null = null;
  let timer: unknown = null;
  let stopped = false;

  const open = () => {
    timer = null;
    if (stopped) return;
    // EventSource cannot send headers, so the token travels as a query parameter.
    const current = createSource(
      token === null
        ? requestPath('get', '/company/theme/host-events')
        : requestPath('get', '/company/theme/events', { query: { access_token: token } }),
    );
    source = current;
    current.addEventListener('theme-updated', (event) => {
      try {
        const data = JSON.parse(event.data) as ThemeUpdatedEvent;
        if (typeof data.theme?.primaryColor === 'string') onColor(data.theme.primaryColor);
      } catch (error) {
        log('theme stream: unreadable theme-updated event', error);
      }
    });
    current.onerror = (event) => {
      log('theme stream error; reconnecting in 5 s', event);
      current.close();
      if (source === current) source = null;
      if (!stopped && timer === null) timer = setTimer(open, retryMs);
    };
  };

  open();
  return () => {
    stopped = true;
    source?.close();
    if (timer !== null) clearTimer(timer);
  };
}
