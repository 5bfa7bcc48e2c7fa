import { useTranslation } from 'react-i18next';
import { elapsedSeconds } from '@ajar/api/contract/durations';
import { useLang } from '../../../shared/data/localized';
import { INTL_LOCALES } from '../../../shared/dates/useFormatDateTime';

/** A score as the reader's language writes it: "82,5" / "82.5". */
export function useFormatScore() {
  const lang = useLang();
  const format = new Intl.NumberFormat(INTL_LOCALES[lang], { maximumFractionDigits: 1 });
  return (score: number) => format.format(score);
}

/** "12 mnt 30 dtk" / "12 min 30 s"; an hour or more drops the seconds. */
export function useFormatDuration() {
  const { t } = useTranslation();
  return (totalSeconds: number) => {
    const safe = Math.max(0, Math.round(totalSeconds));
    const hours = Math.floor(safe / 3600);
    const minutes = Math.floor((safe % 3600) / 60);
    const seconds = safe % 60;
    if (hours > 0) return t('myCourses.duration.hours', { hours, minutes });
    if (minutes > 0) return t('myCourses.duration.minutes', { minutes, seconds });
    return t('myCourses.duration.seconds', { seconds });
  };
}

/** Seconds between two instants of the API, by the API's own rule for `durationSeconds`. */
export const secondsBetween = (from: string, to: string) => elapsedSeconds(from, to);
