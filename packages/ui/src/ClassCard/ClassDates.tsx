import type { HTMLAttributes, Ref } from 'react';
import { useUiMessages } from '../messages';
import { formatClassDates, type ClassDatesLength } from './classDates';

export interface ClassDatesProps extends Omit<HTMLAttributes<HTMLTimeElement>, 'children'> {
  /** First day, a calendar date `YYYY-MM-DD` (no time, no zone). */
  startsOn: string;
  /** Last day, `YYYY-MM-DD`; the same as `startsOn` for a one-day class. */
  endsOn: string;
  /**
   * `short` abbreviates the month (cards), `long` writes it out (a class's page).
   * @default 'short'
   */
  length?: ClassDatesLength;
  /** Forwarded to the `<time>`. */
  ref?: Ref<HTMLTimeElement>;
}

/**
 * A class's days in the kit's language, "3–14 Mar 2026" / "Mar 3 – 14, 2026", as a `<time>`
 * carrying the first day. Pages pass it where a schedule is expected (`EventDetails`).
 */
export function ClassDates({ startsOn, endsOn, length = 'short', ...rest }: ClassDatesProps) {
  const { locale } = useUiMessages();
  return (
    <time dateTime={startsOn.slice(0, 10)} {...rest}>
      {formatClassDates(locale, startsOn, endsOn, length)}
    </time>
  );
}
