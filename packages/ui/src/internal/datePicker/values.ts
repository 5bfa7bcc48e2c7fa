import {
  DateFormatter,
  getLocalTimeZone,
  parseDate,
  parseDateTime,
  type DateValue,
} from '@internationalized/date';
import type { UiLocale } from '../../messages';
import { ariaLocaleTag } from '../../messages/ariaLocale';

/** The pickers hold a day, or a day and a time to the minute. */
export type PickerGranularity = 'day' | 'minute';

/**
 * `YYYY-MM-DD` (or `YYYY-MM-DDTHH:mm` with a time) to the pickers' date; `null` when empty or
 * unreadable, so a bad prop shows an empty field rather than a crash.
 */
export function toDateValue(
  text: string | null | undefined,
  granularity: PickerGranularity,
): DateValue | null {
  if (!text) return null;
  try {
    return granularity === 'minute' ? parseDateTime(text) : parseDate(text.slice(0, 10));
  } catch {
    return null;
  }
}

/** The pickers' date back to `YYYY-MM-DD` or `YYYY-MM-DDTHH:mm`, the forms' format. */
export function fromDateValue(value: DateValue | null, granularity: PickerGranularity) {
  if (!value) return null;
  const text = value.toString();
  return granularity === 'minute' ? text.slice(0, 16) : text.slice(0, 10);
}

/** A date for a message ("1 September 2026"), in the locale's long form. */
export function formatLongDate(locale: UiLocale, value: DateValue): string {
  return new DateFormatter(ariaLocaleTag(locale), { dateStyle: 'long' }).format(
    value.toDate(getLocalTimeZone()),
  );
}

interface Limits {
  minValue: DateValue | null;
  maxValue: DateValue | null;
  isDateUnavailable?: ((date: DateValue) => boolean) | undefined;
}

/** Why a chosen date is refused, if it is: before the first, after the last, or unavailable. */
export function dateProblem(
  value: DateValue | null,
  { minValue, maxValue, isDateUnavailable }: Limits,
): 'tooEarly' | 'tooLate' | 'unavailable' | null {
  if (!value) return null;
  if (minValue && value.compare(minValue) < 0) return 'tooEarly';
  if (maxValue && value.compare(maxValue) > 0) return 'tooLate';
  if (isDateUnavailable?.(value)) return 'unavailable';
  return null;
}
