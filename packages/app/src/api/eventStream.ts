import { SSE_RETRY_MS } from '@ajar/api/contract/limits';

/** The part of EventSource the streams use, so tests can hand in a fake. */
export interface EventSourceLike {
  addEventListener(type: string, listener: (event: MessageEvent<string>) => void): void;
  close(): void;
  onerror: ((event: Event) => void) | null;
}

/** How a stream connects and waits; tests hand in fakes. */
export interface StreamSetup {
  createSource?: (url: string) => EventSourceLike;
  retryMs?: number;
  log?: (message: string, detail?: unknown) => void;
  setTimer?: (fn: () => void, ms: number) => unknown;
  clearTimer?: (timer: unknown) => void;
}

/**
 * One of the API's event streams, kept open: each `event` frame's JSON goes to `onData`. On
 * error the stream is closed and opened again after 5 s, so a restarted server or a dropped
 * connection heals itself. Answers the function that stops it for good (sign-out).
 */
export function reconnectingStream(
  url: string,
  event: string,
  onData: (data: unknown) => void,
  {
    createSource = (address) => new EventSource(address),
    retryMs = SSE_RETRY_MS,
    log = () => {},
    setTimer = (fn, ms) => setTimeout(fn, ms),
    clearTimer = (timer) => clearTimeout(timer as ReturnType<typeof setTimeout>),
  }: StreamSetup = {},
): () => void {
  let source: EventSourceLike | null = null;
  let timer: unknown = null;
  let stopped = false;

  const open = () => {
    timer = null;
    if (stopped) return;
    const current = createSource(url);
    source = current;
    current.addEventListener(event, (frame) => {
      try {
        onData(JSON.parse(frame.data));
      } catch (error) {
        log(`${event}: unreadable frame`, error);
      }
    });
    current.onerror = (error) => {
      log(`${event}: stream error; reconnecting in ${retryMs / 1000} s`, error);
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
