import type { UnreadChangedEvent } from '@ajar/api/contract';
import { reconnectingStream, type StreamSetup } from '../../api/eventStream';
import { requestPath } from '../../api/paths';

export interface UnreadStreamOptions extends Omit<StreamSetup, 'log'> {
  token: string;
  /** Called with the unread count on connecting and at each change. */
  onUnread(unread: number): void;
}

/**
 * The user's unread count, live: `unread` comes on connecting and whenever a notification is
 * written or read, from any tab or server; a broken stream reopens after 5 s. Returns the
 * function that stops it.
 */
export function connectUnreadStream({ token, onUnread, ...setup }: UnreadStreamOptions) {
  const url = requestPath('get', '/notifications/events', { query: { access_token: token } });
  return reconnectingStream(
    url,
    'unread',
    (data) => {
      const unread = (data as Partial<UnreadChangedEvent> | null)?.unread;
      if (typeof unread === 'number') onUnread(unread);
    },
    setup,
  );
}
