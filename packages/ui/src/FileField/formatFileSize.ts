import { FILE_SIZE } from '@ajar/tokens';
import type { UiLocale } from '../messages';

/** Units from the smallest, each with its size in bytes (binary: 1 KB = 1024 B). */
const UNITS = [
  ['B', 1],
  ['KB', FILE_SIZE.KB],
  ['MB', FILE_SIZE.MB],
  ['GB', FILE_SIZE.GB],
] as const;

const LOCALE_TAGS: Record<UiLocale, string> = { id: 'id-ID', en: 'en-GB' };

/**
 * A byte count in the largest unit it reaches, with at most one decimal in the locale's
 * notation: `1572864` is '1,5 MB' in `id` and '1.5 MB' in `en`; `1023` stays '1023 B'.
 */
export function formatFileSize(bytes: number, locale: UiLocale): string {
  const size = Number.isFinite(bytes) ? Math.max(0, Math.round(bytes)) : 0;
  const format = new Intl.NumberFormat(LOCALE_TAGS[locale], {
    maximumFractionDigits: 1,
    useGrouping: false,
  });
  let index = UNITS.findLastIndex(([, factor]) => size >= factor);
  if (index < 0) index = 0;
  // 1048575 B is 1023.999 KB, which rounds to '1024 KB': say '1 MB' instead.
  const rounded = (i: number) => Math.round((size / UNITS[i]![1]) * 10) / 10;
  if (index < UNITS.length - 1 && rounded(index) >= FILE_SIZE.KB) index += 1;
  const [unit] = UNITS[index]!;
  return `${format.format(rounded(index))} ${unit}`;
}
