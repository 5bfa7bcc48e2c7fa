import { useTranslation } from 'react-i18next';
import { Button, Callout } from '@ajar/ui';

/**
 * Posts written since the page was read: said (and announced) rather than slid in under the
 * reader's eyes; "show" brings them.
 */
export function NewPostsNotice({ count, onShow }: { count: number; onShow: () => void }) {
  const { t } = useTranslation();
  return (
    <Callout
      role="status"
      tone="info"
      title={t('forum.newPosts', { count })}
      actions={
        <Button size="sm" variant="secondary" onClick={onShow}>
          {t('forum.showNewPosts')}
        </Button>
      }
    />
  );
}
