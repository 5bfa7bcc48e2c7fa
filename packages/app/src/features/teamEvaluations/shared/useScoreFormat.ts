import { useLang } from '../../../shared/data/localized';
import { INTL_LOCALES } from '../../../shared/dates/useFormatDateTime';

/** A score of 0 to 100 as the API rounds it, to one decimal: "72,5" / "72.5". */
export function useScoreFormat() {
  const number = new Intl.NumberFormat(INTL_LOCALES[useLang()], { maximumFractionDigits: 1 });
  return (score: number) => number.format(score);
}
