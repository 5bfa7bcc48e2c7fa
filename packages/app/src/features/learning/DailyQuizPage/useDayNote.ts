import { useTranslation } from 'react-i18next';
import type { DailyQuizToday } from '@ajar/api/contract';
import { useLang } from '../../../shared/data/localized';
import { INTL_LOCALES } from '../../../shared/dates/useFormatDateTime';

/** When the next quiz opens, in the company's zone and the reader's language. */
export function useDayNote(today: DailyQuizToday | undefined) {
  const { t } = useTranslation();
  const locale = INTL_LOCALES[useLang()];
  if (!today) return undefined;
  const next = new Intl.DateTimeFormat(locale, {
    timeZone: today.timeZone,
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    hour: '2-digit',
    minute: '2-digit',
    timeZoneName: 'short',
  }).format(new Date(today.nextDayAt));
  return t('dailyQuiz.today.dayNote', { zone: today.timeZone, next });
}
