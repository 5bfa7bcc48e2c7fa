import { useTranslation } from 'react-i18next';
import { EmptyState, PageHeader } from '@ajar/ui';
import { useHead } from '../../../shared/head/useHead';
import { PageCrumbs } from '../../../shared/shell/PageCrumbs';
import { useRouteEntry } from '../../../shared/shell/useRouteEntry';

/**
 * What a route shows until its page is built: its translated title and an honest empty
 * state, never a blank screen. Informational pages get their title from the layout.
 */
export function PlaceholderPage() {
  const { t } = useTranslation();
  const entry = useRouteEntry();
  const title = entry ? t(`pages.${entry.key}.title`) : t('app.title');
  useHead(title);
  const empty = (
    <EmptyState
      headingLevel={2}
      title={t('placeholder.title')}
      description={t('placeholder.description')}
    />
  );
  if (entry?.layout === 'informational') return empty;
  return (
    <>
      <PageHeader title={title} breadcrumb={entry && <PageCrumbs entry={entry} />} />
      {empty}
    </>
  );
}
