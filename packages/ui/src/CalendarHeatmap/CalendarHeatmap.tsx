import type { HTMLAttributes, Ref } from 'react';
import { useUiMessages, type UiMessages } from '../messages';
import { VisuallyHidden } from '../internal/a11y';
import { useNow, type DateInput } from '../internal/date';
import { formatMessage } from '../internal/text';
import { calendarWeeks, dayIn, dayToUtc, levelOf } from './calendar';
import {
  Caption,
  Cell,
  HeatmapRoot,
  Legend,
  LegendSwatches,
  Swatch,
  Table,
  WeekdayHeader,
  WeekHeader,
} from './CalendarHeatmap.styles';

export interface HeatmapDay {
  /** The calendar day, `YYYY-MM-DD`. */
  date: string;
  /** How much happened that day (lessons finished, quizzes taken). */
  count: number;
}

export interface CalendarHeatmapProps extends HTMLAttributes<HTMLDivElement> {
  /** Days with activity; days not listed count as none. */
  days: HeatmapDay[];
  /** Names the calendar (its table caption), e.g. 'Aktivitas belajar 12 minggu terakhir'. */
  label: string;
  /**
   * How many weeks to show, ending with this week. 12 fit a 360 px phone.
   * @default 12
   */
  weeks?: number;
  /**
   * Today, marked with a ring and "(hari ini)"; days after it stay empty.
   * @default the time of the first render
   */
  today?: DateInput;
  /**
   * Time zone that decides which calendar day "today" is.
   * @default 'Asia/Jakarta'
   */
  timeZone?: string;
  /** Forwarded to the root element. */
  ref?: Ref<HTMLDivElement>;
}

function countText(messages: UiMessages, number: Intl.NumberFormat, count: number) {
  if (count <= 0) return messages.heatmapNone;
  return formatMessage(count === 1 ? messages.heatmapCountOne : messages.heatmapCountOther, {
    count: number.format(count),
  });
}

/**
 * A streak calendar: weeks as columns (Monday on top), each day a square whose darkness
 * follows how much happened, from none to the busiest day in four steps of one fixed
 * colour. It is a table: each day is read as "Senin, 23 November 2026: 3 aktivitas".
 */
export function CalendarHeatmap({
  days,
  label,
  weeks = 12,
  today,
  timeZone = 'Asia/Jakarta',
  ref,
  ...rest
}: CalendarHeatmapProps) {
  const { messages, locale } = useUiMessages();
  const dateLocale = locale === 'en' ? 'en-GB' : 'id-ID';
  const number = new Intl.NumberFormat(dateLocale);
  const inUtc = (options: Intl.DateTimeFormatOptions) =>
    new Intl.DateTimeFormat(dateLocale, { ...options, timeZone: 'UTC' });
  const longDate = inUtc({ weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' });
  const weekdayShort = inUtc({ weekday: 'short' });
  const monthShort = inUtc({ month: 'short' });
  const dayMonth = inUtc({ day: 'numeric', month: 'short' });

  const todayDay = dayIn(useNow(today), timeZone);
  const columns = calendarWeeks(todayDay, weeks);
  const counts = new Map(days.map((day) => [day.date, day.count]));
  const max = Math.max(0, ...days.map((day) => day.count));

  return (
    <HeatmapRoot ref={ref} {...rest}>
      <Table>
        <Caption>{label}</Caption>
        <thead>
          <tr>
            <td />
            {columns.map((week, index) => {
              const monday = week[0]!;
              const previous = columns[index - 1]?.[0];
              // The month's name shows over the first week that starts in it.
              const isNewMonth = !previous || previous.slice(0, 7) !== monday.slice(0, 7);
              return (
                <WeekHeader key={monday} scope="col">
                  {isNewMonth ? (
                    <span aria-hidden="true">{monthShort.format(dayToUtc(monday))}</span>
                  ) : null}
                  <VisuallyHidden>{dayMonth.format(dayToUtc(monday))}</VisuallyHidden>
                </WeekHeader>
              );
            })}
          </tr>
        </thead>
        <tbody>
          {Array.from({ length: 7 }, (_, weekday) => (
            <tr key={weekday}>
              <WeekdayHeader scope="row">
                {weekdayShort.format(dayToUtc(columns[0]![weekday]!))}
              </WeekdayHeader>
              {columns.map((week) => {
                const day = week[weekday];
                if (!day) return <td key={weekday + (week[0] ?? '')} />;
                const count = counts.get(day) ?? 0;
                const dayText = formatMessage(messages.heatmapDay, {
                  date: longDate.format(dayToUtc(day)),
                  count: countText(messages, number, count),
                });
                const text =
                  day === todayDay
                    ? formatMessage(messages.heatmapToday, { day: dayText })
                    : dayText;
                return (
                  <td key={day}>
                    <Cell
                      $level={levelOf(count, max)}
                      $isToday={day === todayDay}
                      data-date={day}
                      title={text}
                    >
                      <VisuallyHidden>{text}</VisuallyHidden>
                    </Cell>
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </Table>
      <Legend>
        <span>{messages.heatmapLess}</span>
        <LegendSwatches aria-hidden="true">
          {([0, 1, 2, 3, 4] as const).map((level) => (
            <Swatch key={level} $level={level} />
          ))}
        </LegendSwatches>
        <span>{messages.heatmapMore}</span>
      </Legend>
    </HeatmapRoot>
  );
}
