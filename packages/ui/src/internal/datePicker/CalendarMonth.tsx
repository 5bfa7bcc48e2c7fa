import styled from 'styled-components';
import {
  CalendarGrid,
  CalendarGridBody,
  CalendarGridHeader,
  CalendarHeaderCell,
} from 'react-aria-components';
import { useUiMessages } from '../../messages';
import { ChevronLeftIcon, ChevronRightSmallIcon } from '../icons';
import {
  CalendarHeader,
  DayCell,
  MonthHeading,
  NavButton,
  RangeDayCell,
  gridStyles,
} from './picker.styles';

const Grid = styled(CalendarGrid)`
  ${gridStyles}
`;

/**
 * One month inside a `Calendar` or `RangeCalendar`: the month and year in the UI locale
 * between previous and next buttons, then weekday names (short: "Sen", "Mon") over the days.
 */
export function CalendarMonth({ isRange = false }: { isRange?: boolean }) {
  const { messages } = useUiMessages();
  const Cell = isRange ? RangeDayCell : DayCell;
  return (
    <>
      <CalendarHeader>
        <NavButton slot="previous" aria-label={messages.datePickerPreviousMonth}>
          <ChevronLeftIcon />
        </NavButton>
        <MonthHeading />
        <NavButton slot="next" aria-label={messages.datePickerNextMonth}>
          <ChevronRightSmallIcon />
        </NavButton>
      </CalendarHeader>
      <Grid weekdayStyle="short">
        <CalendarGridHeader>
          {(day) => <CalendarHeaderCell>{day}</CalendarHeaderCell>}
        </CalendarGridHeader>
        <CalendarGridBody>{(date) => <Cell date={date} />}</CalendarGridBody>
      </Grid>
    </>
  );
}
