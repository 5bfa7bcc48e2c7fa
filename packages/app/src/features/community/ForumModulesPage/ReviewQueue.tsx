import { useTranslation } from 'react-i18next';
import { Badge, Button, CardGrid, CommentItem, PageSection, toast } from '@ajar/ui';
import { forumThreadPath } from '@ajar/api/contract/forum-rules';
import { apiPath, apiRequest } from '../../../api';
import { useApi } from '../../../shared/data/useApi';
import { useNavigateOnClick } from '../../../shared/navigation/useNavigateOnClick';

export const REVIEW_QUEUE_PATH = apiPath('/forum/reports');

/** For staff: reported posts waiting for a decision, hide or keep, oldest report first. */
export function ReviewQueue() {
  const { t } = useTranslation();
  const { data, mutate } = useApi(REVIEW_QUEUE_PATH);
  const navigateOnClick = useNavigateOnClick();
  if (!data || data.items.length === 0) return null;

  const decide = async (postId: number, action: 'hide' | 'dismiss') => {
    try {
      await apiRequest('put', '/forum/reports/{id}', { path: { id: postId }, body: { action } });
      await mutate(
        (queue) => queue && { items: queue.items.filter((item) => item.postId !== postId) },
        { revalidate: false },
      );
      toast.success({
        description: t(action === 'hide' ? 'forum.hiddenToast' : 'forum.queue.kept'),
      });
    } catch {
      toast.warning({ description: t('forum.actionFailed') });
      void mutate();
    }
  };

  return (
    <PageSection title={t('forum.queue.title')} description={t('forum.queue.description')}>
      <CardGrid layout="stack" aria-label={t('forum.queue.title')}>
        {data.items.map((item) => (
          <CommentItem
            key={item.postId}
            authorName={item.authorName}
            postedAt={item.firstReportedAt}
            actions={
              <>
                <Button
                  size="sm"
                  href={forumThreadPath(item.threadId, item.postNumber)}
                  onClick={navigateOnClick(forumThreadPath(item.threadId, item.postNumber))}
                  variant="ghost"
                >
                  {item.threadTitle}
                </Button>
                <Button size="sm" variant="danger" onClick={() => void decide(item.postId, 'hide')}>
                  {t('forum.hide')}
                </Button>
                <Button
                  size="sm"
                  variant="secondary"
                  onClick={() => void decide(item.postId, 'dismiss')}
                >
                  {t('forum.queue.keep')}
                </Button>
              </>
            }
          >
            <Badge tone="warning">
              {t('forum.queue.reports', { count: item.reports })}
              {' · '}
              {item.reasons.map((r) => t(`forum.report.reasons.${r}`)).join(', ')}
            </Badge>
            <p>{item.excerpt}</p>
          </CommentItem>
        ))}
      </CardGrid>
    </PageSection>
  );
}
