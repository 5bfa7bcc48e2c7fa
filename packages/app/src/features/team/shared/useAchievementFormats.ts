import { useTranslation } from 'react-i18next';
import type { BadgeAchievement } from '@ajar/api/contract';
import { INTL_LOCALES } from '../../../shared/dates/useFormatDateTime';
import { useLang } from '../../../shared/data/localized';

/** Counts, points and badge names as the achievements pages write them, in the reader's language. */
export function useAchievementFormats() {
  const { t } = useTranslation();
  const number = new Intl.NumberFormat(INTL_LOCALES[useLang()]);
  return {
    /** "1.250" / "1,250". */
    count: (value: number) => number.format(value),
    /** Points with their sign: "+50", "-15", "0". */
    signed: (value: number) => (value > 0 ? `+${number.format(value)}` : number.format(value)),
    /** "Kuis harian 7 hari berturut-turut", "Mencapai level 3". */
    badgeName: (badge: Pick<BadgeAchievement, 'kind' | 'value'>) =>
      t(`teamAchievements.badge.${badge.kind}`, { value: badge.value }),
  };
}
