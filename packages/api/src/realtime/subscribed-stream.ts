import { z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { SSE_RETRY_MS } from '../contract/limits';
import { ApiError } from '../http/errors';
import { errorResponse, errors } from '../http/openapi';
import { eventStream } from './sse-response';
import type { streamLimit } from './stream-limit';
import { sseOpening, type StreamClient } from './theme-hub';

/** What every event-stream route documents: the stream itself, the per-key limit, shutdown. */
export const streamResponses = {
  200: {
    description: 'text/event-stream',
    content: { 'text/event-stream': { schema: z.string() } },
  },
  429: errors[429],
  503: errorResponse('The server is shutting down; see Retry-After'),
} as const;

interface SubscribedStream<K extends number | string> {
  /** True while the server shuts down: the client is told to come back after the retry delay. */
  closing: () => boolean;
  streams: ReturnType<typeof streamLimit<K>>;
  /** Whose open streams are counted (a user, or an address for signed-out pages). */
  key: K;
  /** The data of the `connected` frame. */
  opening: unknown;
  /** Starts sending the client its events; answers how to stop. */
  subscribe: (client: StreamClient) => () => void;
  /** The token was checked at connect only, so the stream lives no longer than it. */
  expiresAt?: number | null;
}

/**
 * Opens an event stream subscribed to a hub, within the key's stream limit; everything it
 * holds (the subscription, the limit's slot, the expiry timer) is let go once, whichever of
 * the stream's end or the reader's leaving comes first.
 */
export function subscribedStream<K extends number | string>(
  c: Context,
  { closing, streams, key, opening, subscribe, expiresAt }: SubscribedStream<K>,
): Response {
  if (closing()) {
    const seconds = SSE_RETRY_MS / 1000;
    throw new ApiError(503, 'restarting', { seconds }, 'restarting', {
      'retry-after': String(seconds),
    });
  }
  const release = streams.open(key);
  if (!release) throw new ApiError(429, 'tooManyStreams', { n: streams.max }, 'too_many_streams');
  return eventStream(c, sseOpening(opening), (client) => {
    const unsubscribe = subscribe(client);
    const left = Math.min((expiresAt ?? Infinity) - Date.now(), 2 ** 31 - 1);
    const expiry =
      expiresAt == null ? undefined : setTimeout(() => client.end(), Math.max(left, 0));
    let detached = false;
    return () => {
      if (detached) return;
      detached = true;
      clearTimeout(expiry);
      unsubscribe();
      release();
    };
  });
}
