import { useEffect, useState } from 'react';
import type { ForumThreadChangedEvent } from '@ajar/api/contract';
import { reconnectingStream } from '../../../api/eventStream';
import { requestPath } from '../../../api';
import { useSession } from '../../../session';

/**
 * How far the thread goes, live: the thread's stream says so on connecting and at each new
 * post, from any writer and any API process. Signed-in readers pass their token (EventSource
 * sends no headers); visitors of a public area read it without one.
 */
export function useLivePosts(threadId: number | undefined) {
  const session = useSession();
  const token = session?.kind === 'user' ? session.token : null;
  // Kept with its thread, so another thread's figure never shows while the new one connects.
  const [live, setLive] = useState<{ threadId: number; highest: number } | null>(null);
  useEffect(() => {
    if (!threadId) return;
    const url = requestPath('get', '/forum/threads/{id}/events', {
      path: { id: threadId },
      query: token ? { access_token: token } : {},
    });
    return reconnectingStream(url, 'posts', (data) => {
      const next = (data as Partial<ForumThreadChangedEvent> | null)?.highestPostNumber;
      if (typeof next === 'number') setLive({ threadId, highest: next });
    });
  }, [threadId, token]);
  return live && live.threadId === threadId ? live.highest : null;
}
