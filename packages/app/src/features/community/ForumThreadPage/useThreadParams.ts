import { useSearchParams } from 'react-router-dom';
import { forumPageOf } from '@ajar/api/contract/forum-rules';

const positive = (value: string | null) => {
  const n = Number(value);
  return Number.isInteger(n) && n > 0 ? n : undefined;
};

/**
 * /forum/topic/thread?id=&page=&post=: a post's deep link names its page; without either,
 * the API opens the thread at my first unread post.
 */
export function useThreadParams() {
  const [params, setParams] = useSearchParams();
  const id = positive(params.get('id'));
  const post = positive(params.get('post'));
  const page = positive(params.get('page')) ?? (post ? forumPageOf(post) : undefined);
  const goToPage = (next: number) => setParams({ id: String(id ?? ''), page: String(next) });
  return { id, post, page, goToPage };
}
