import { useTranslation } from 'react-i18next';
import { Button, Card } from '@ajar/ui';
import type { PsychotestSummary } from '@ajar/api/contract';
import { useLocalized } from '../../../shared/data/localized';
import { usePsychotestFormats } from './usePsychotestFormats';

/**
 * One test on my list: what it is, how long it takes, who sees the result, how often it may
 * be taken; and the way in: start, continue where I stopped, or the day it opens again.
 */
export function PsychotestCard({ test, onOpen }: { test: PsychotestSummary; onOpen: () => void }) {
  const { t } = useTranslation();
  const pick = useLocalized();
  const format = usePsychotestFormats();
  const title = pick(test.title);
  // The server says when I may take it again; an attempt already open can always go on.
  const blockedUntil = test.openAttempt ? null : test.nextAvailableAt;

  let action;
  if (blockedUntil)
    action = (
      <Button variant="secondary" disabled>
        {t('psychotests.tests.blocked', { date: format.day(blockedUntil) })}
      </Button>
    );
  else {
    const label = test.openAttempt
      ? t('psychotests.tests.continue', {
          answered: test.openAttempt.answered,
          total: test.itemCount,
        })
      : t('psychotests.tests.start');
    // Each card has its button: the test's name tells them apart to a screen reader.
    action = (
      <Button
        variant={test.openAttempt ? 'primary' : 'secondary'}
        onClick={onOpen}
        aria-label={t('psychotests.tests.actionFor', { action: label, title })}
      >
        {label}
      </Button>
    );
  }

  return (
    <Card as="article" title={title} headingLevel={3} footer={action}>
      <p>{pick(test.description)}</p>
      <p>
        {t('psychotests.tests.items', { count: test.itemCount })} ·{' '}
        {t('psychotests.tests.minutes', { count: test.minutes })}
      </p>
      <p>{t('psychotests.tests.privacy')}</p>
      <p>{t('psychotests.tests.retake', { count: test.retakeDays })}</p>
      {test.lastFinishedAt && (
        <p>{t('psychotests.tests.lastFinished', { date: format.day(test.lastFinishedAt) })}</p>
      )}
    </Card>
  );
}
