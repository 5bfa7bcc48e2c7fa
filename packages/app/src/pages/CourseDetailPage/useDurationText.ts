import { useTranslation } from 'react-i18next';

/** A duration in minutes as "2 jam 30 menit" / "2 hours 30 minutes". */
export function useDurationText() {
  const { t } = useTranslation();
  return (totalMinutes: number) => {
    const hours = Math.floor(totalMinutes / 60);
    const minutes = totalMinutes % 60;
    if (hours === 0) return t('courses.duration.minutes', { count: minutes });
    if (minutes === 0) return t('courses.duration.hours', { count: hours });
    return t('courses.duration.hoursMinutes', {
      hours: t('courses.duration.hours', { count: hours }),
      minutes: t('courses.duration.minutes', { count: minutes }),
    });
  };
}
