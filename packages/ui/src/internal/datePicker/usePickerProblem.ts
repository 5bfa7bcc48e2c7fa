import type { DateValue } from '@internationalized/date';
import { useUiMessages } from '../../messages';
import { formatMessage } from '../text';
import { dateProblem, formatLongDate } from './values';

type Limits = Parameters<typeof dateProblem>[1];

/**
 * The kit's own message for a date outside the limits or unavailable, in the UI locale
 * (React Aria's built-in ones have no Indonesian): "Pilih tanggal mulai 1 September 2026."
 */
export function usePickerProblem(value: DateValue | null, limits: Limits): string | undefined {
  const { locale, messages } = useUiMessages();
  switch (dateProblem(value, limits)) {
    case 'tooEarly':
      return formatMessage(messages.datePickerTooEarly, {
        date: formatLongDate(locale, limits.minValue as DateValue),
      });
    case 'tooLate':
      return formatMessage(messages.datePickerTooLate, {
        date: formatLongDate(locale, limits.maxValue as DateValue),
      });
    case 'unavailable':
      return messages.datePickerUnavailable;
    default:
      return undefined;
  }
}
