import { useTranslation } from 'react-i18next';
import { Badge } from '@ajar/ui';
import type { PointEvent } from '@ajar/api/contract';
import { useLocalized } from '../../../shared/data/localized';
import { AppLink } from '../../../shared/shell/AppLink';

/** Only a path of this app is followed: never another site, nor `//host` (another site too). */
const isAppPath = (href: string | null): href is string =>
  href !== null && href.startsWith('/') && !href.startsWith('//');

/**
 * Why a ledger line is there: the rule's name, what earned it (a course, a thread) linked to
 * where it lives, and whether the daily cap was reached or the points were taken back.
 */
export function HistoryReason({ event }: { event: PointEvent }) {
  const { t } = useTranslation();
  const pick = useLocalized();
  const subject = event.subject && pick(event.subject);
  return (
    <>
      {t(`points.rule.${event.rule}.name`)}
      {subject && (
        <>
          {': '}
          {isAppPath(event.href) ? <AppLink to={event.href}>{subject}</AppLink> : subject}
        </>
      )}
      {event.capped && (
        <>
          {' '}
          <Badge tone="warning">{t('points.history.capped')}</Badge>
        </>
      )}
      {event.reversal && (
        <>
          {' '}
          <Badge tone="neutral">{t('points.history.reversal')}</Badge>
        </>
      )}
    </>
  );
}
