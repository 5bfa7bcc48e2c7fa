import { useState, type Ref } from 'react';
import { Dialog, I18nProvider, RangeCalendar } from 'react-aria-components';
import type { DateValue } from '@internationalized/date';
import { useUiMessages } from '../messages';
import type { FieldBaseProps } from '../internal/field';
import { CalendarMonth } from '../internal/datePicker/CalendarMonth';
import {
  PickerErrorText,
  PickerHintText,
  PickerLabel,
  PickerOpenButton,
} from '../internal/datePicker/PickerInput';
import { CalendarPopover, PickerGroup } from '../internal/datePicker/picker.styles';
import { usePickerProblem } from '../internal/datePicker/usePickerProblem';
import { dateLocaleTag, fromDateValue, toDateValue } from '../internal/datePicker/values';
import { DateRangePickerRoot, RangeDash } from './DateRangePicker.styles';
import { RangeEnd } from './RangeEnd';

/** A range of days, both ends `YYYY-MM-DD` and included. */
export interface DateRange {
  start: string;
  end: string;
}

export interface DateRangePickerProps extends FieldBaseProps {
  /** The range (controlled), `null` when empty. Use with `onChange`. */
  value?: DateRange | null;
  /** The initial range (uncontrolled). */
  defaultValue?: DateRange | null;
  /** Called with the new range once both ends are complete, or `null` when cleared. */
  onChange?: (value: DateRange | null) => void;
  /** The earliest day allowed, `YYYY-MM-DD`. */
  minValue?: string;
  /** The latest day allowed, `YYYY-MM-DD`. */
  maxValue?: string;
  /** Days that cannot be part of a range, given `YYYY-MM-DD`. */
  isDateUnavailable?: (date: string) => boolean;
  /** The month the calendar opens on while the field is empty, `YYYY-MM-DD` (default: today). */
  placeholderValue?: string;
  /**
   * Opens the calendar on first render (uncontrolled).
   * @default false
   */
  defaultOpen?: boolean;
  /** Form field names of the two ends: hidden inputs then carry them. */
  startName?: string;
  endName?: string;
  /** Id of the field's outer element. */
  id?: string;
  /** Forwarded to the field's outer element. */
  ref?: Ref<HTMLDivElement>;
}

const toRange = (range: DateRange | null | undefined) => {
  const start = toDateValue(range?.start, 'day');
  const end = toDateValue(range?.end, 'day');
  return start && end ? { start, end } : null;
};

/**
 * A start and an end day, typed or picked in one calendar (training records, report
 * filters). An end before the start is refused with the kit's message in the UI locale.
 */
export function DateRangePicker({
  label,
  hint,
  error,
  isRequired = false,
  isDisabled = false,
  className,
  value,
  defaultValue = null,
  onChange,
  minValue,
  maxValue,
  isDateUnavailable,
  placeholderValue,
  defaultOpen = false,
  startName,
  endName,
  id,
  ref,
}: DateRangePickerProps) {
  const { locale, messages } = useUiMessages();
  const [ownValue, setOwnValue] = useState(defaultValue);
  const current = toRange(value === undefined ? ownValue : value);
  const limits = {
    minValue: toDateValue(minValue, 'day'),
    maxValue: toDateValue(maxValue, 'day'),
    isDateUnavailable: isDateUnavailable
      ? (date: DateValue) => isDateUnavailable(date.toString())
      : undefined,
  };
  const startProblem = usePickerProblem(current?.start ?? null, limits);
  const endProblem = usePickerProblem(current?.end ?? null, limits);
  const isReversed = Boolean(current && current.end.compare(current.start) < 0);
  const message =
    error ?? (isReversed ? messages.dateRangePickerReversed : (startProblem ?? endProblem));

  const change = (next: { start: DateValue; end: DateValue } | null) => {
    const start = next && fromDateValue(next.start, 'day');
    const end = next && fromDateValue(next.end, 'day');
    const range = start && end ? { start, end } : null;
    if (value === undefined) setOwnValue(range);
    onChange?.(range);
  };

  return (
    <I18nProvider locale={dateLocaleTag(locale)}>
      <DateRangePickerRoot
        ref={ref}
        id={id}
        className={className}
        startName={startName}
        endName={endName}
        value={current}
        onChange={change}
        minValue={limits.minValue}
        maxValue={limits.maxValue}
        isDateUnavailable={limits.isDateUnavailable}
        placeholderValue={toDateValue(placeholderValue, 'day')}
        shouldForceLeadingZeros
        isRequired={isRequired}
        isDisabled={isDisabled}
        isInvalid={Boolean(message)}
        validationBehavior="aria"
        defaultOpen={defaultOpen}
      >
        <PickerLabel label={label} isRequired={isRequired} />
        <PickerHintText hint={hint} />
        <PickerGroup>
          <RangeEnd slot="start" name={messages.dateRangePickerStart} />
          <RangeDash aria-hidden="true">–</RangeDash>
          <RangeEnd slot="end" name={messages.dateRangePickerEnd} />
          <PickerOpenButton />
        </PickerGroup>
        <PickerErrorText message={message} />
        <CalendarPopover placement="bottom start">
          <Dialog>
            <RangeCalendar>
              <CalendarMonth isRange />
            </RangeCalendar>
          </Dialog>
        </CalendarPopover>
      </DateRangePickerRoot>
    </I18nProvider>
  );
}
