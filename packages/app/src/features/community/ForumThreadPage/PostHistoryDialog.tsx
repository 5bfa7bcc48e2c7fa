import { useTranslation } from 'react-i18next';
import { Button, Card, CardGrid, Dialog, RichText, Skeleton } from '@ajar/ui';
import { useApi } from '../../../shared/data/useApi';
import { useFormatDateTime } from '../../../shared/dates/useFormatDateTime';
import { LoadPending } from '../../../shared/shell/LoadPending';
import { forumPostHistoryKey } from '../shared/forumKeys';
import { sanitizePost } from '../shared/sanitizePost';

interface PostHistoryDialogProps {
  /** The post whose history is shown, or null while the dialog is closed. */
  postId: number | null;
  onClose: () => void;
}

/** "Riwayat perubahan": a post's earlier texts, earliest first, each with who replaced it. */
export function PostHistoryDialog({ postId, onClose }: PostHistoryDialogProps) {
  const { t } = useTranslation();
  const formatDateTime = useFormatDateTime();
  const load = useApi(postId === null ? null : forumPostHistoryKey(postId));
  return (
    <Dialog
      isOpen={postId !== null}
      onClose={onClose}
      title={t('forum.history.title')}
      description={t('forum.history.description')}
      footer={
        <Button variant="secondary" onClick={onClose}>
          {t('forum.history.close')}
        </Button>
      }
    >
      {load.data ? (
        <CardGrid layout="stack" aria-label={t('forum.history.title')}>
          {load.data.revisions.map((revision) => {
            const when = formatDateTime(revision.replacedAt);
            return (
              <Card
                key={revision.version}
                headingLevel={3}
                title={t(
                  revision.version === 1 ? 'forum.history.original' : 'forum.history.version',
                  { version: revision.version },
                )}
                footer={
                  revision.replacedBy
                    ? t('forum.history.replaced', { when, name: revision.replacedBy.name })
                    : t('forum.history.replacedUnknown', { when })
                }
              >
                <RichText html={sanitizePost(revision.bodyHtml)} />
              </Card>
            );
          })}
        </CardGrid>
      ) : (
        <LoadPending
          load={load}
          error={{ title: t('forum.history.error'), description: t('loadError.network') }}
          loadingLabel={t('forum.history.loading')}
        >
          <Skeleton lines={3} />
        </LoadPending>
      )}
    </Dialog>
  );
}
