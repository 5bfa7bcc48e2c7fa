import { useSearchParams } from 'react-router-dom';
import {
  ACHIEVEMENT_PERIODS,
  DEFAULT_ACHIEVEMENT_PERIOD,
  type AchievementPeriod,
} from '@ajar/api/contract/team-achievement-rules';

/**
 * The achievements' period and page in the address (`?period=all&page=2`), so a reload, a
 * shared link and the back button keep them. This year is the period without a `period`; an
 * unknown value reads as it. Changing the period starts again at the first page.
 */
export function usePeriodParam() {
  const [params, setParams] = useSearchParams();
  const period =
    ACHIEVEMENT_PERIODS.find((p) => p === params.get('period')) ?? DEFAULT_ACHIEVEMENT_PERIOD;
  const asked = Number(params.get('page'));
  const page = Number.isInteger(asked) && asked > 1 ? asked : 1;
  const update = (changes: { period?: AchievementPeriod; page?: number }) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      if (changes.period) {
        if (changes.period === DEFAULT_ACHIEVEMENT_PERIOD) next.delete('period');
        else next.set('period', changes.period);
        next.delete('page');
      }
      if (changes.page !== undefined) {
        if (changes.page > 1) next.set('page', String(changes.page));
        else next.delete('page');
      }
      return next;
    });
  return {
    period,
    page,
    setPeriod: (next: AchievementPeriod) => update({ period: next }),
    setPage: (next: number) => update({ page: next }),
  };
}
