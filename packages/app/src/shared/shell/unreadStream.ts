import { SSE_RETRY_MS } from '@ajar/api/contract/limits';
import type { UnreadChangedEvent } from '@ajar/api/contract';
import { requestPath } from '../../api/paths';
import type { EventSourceLike } from '../../theme/stream';

export interface UnreadStreamOptions {
  token: string;
  /** Called with the unread count on connecting and at each change. */
  onUnread(unread: number): void;
  createSource?: (url: string) => EventSourceLike;
  retryMs?: number;
  setTimer?: (fn: () => void, ms: number) => unknown;
  clearTimer?: (timer: unknown) => void;
}

/**
 * The user's unread count, live: `unread` comes on connecting and whenever a notification is
 * written or read, from any tab or server. On error the stream closes and opens again after
 * 5 s (as the theme stream does). Returns the function that stops it.
 */
export function connectUnreadStream({
  token,
  onUnread,
  createSource = (url) => new EventSource(url),
  retryMs = SSE_RETRY_MS,
  setTimer = (fn, ms) => setTimeout(fn, ms),
  clearTimer = (timer) => clearTimeout(timer as ReturnType<typeof setTimeout>),
}: UnreadStreamOptions): () => void {
  let source: EventSourceLike | null = null;
  let timer: unknown = null;
  let stopped = false;

  const open = () => {
    timer = null;
    if (stopped) return;
    const current = createSource(
      requestPath('get', '/notifications/events', { query: { access_token: token } }),
    );
    source = current;
    current.addEventListener('unread', (event) => {
      try {
        const data = JSON.parse(event.data) as UnreadChangedEvent;
        if (typeof data.unread === 'number') onUnread(data.unread);
      } catch {
        /* a frame we cannot read changes nothing */
      }
    });
    current.onerror = () => {
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
