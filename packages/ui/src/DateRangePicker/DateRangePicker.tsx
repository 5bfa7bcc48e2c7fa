import { useState } from 'react';
import type { DateValue } from '@internationalized/date';
import { useUiMessages } from '../messages';
import { AriaLanguage } from '../internal/ariaStrings';
import { PickerFrame } from '../internal/datePicker/PickerFrame';
import { pickerRootProps, type PickerBaseProps } from '../internal/datePicker/pickerProps';
import { usePickerProblem } from '../internal/datePicker/usePickerProblem';
import { fromDateValue, toDateValue } from '../internal/datePicker/values';
import { DateRangePickerRoot, RangeDash } from './DateRangePicker.styles';
import { RangeEnd } from './RangeEnd';

/** A range of days, both ends `YYYY-MM-DD` and included. */
export interface DateRange {
  start: string;
  end: string;
}

export interface DateRangePickerProps extends PickerBaseProps {
  /** The range (controlled), `null` when empty. Use with `onChange`. */
  value?: DateRange | null;
  /** The initial range (uncontrolled). */
  defaultValue?: DateRange | null;
  /** Called with the new range once both ends are complete, or `null` when cleared. */
  onChange?: (value: DateRange | null) => void;
  /** Form field names of the two ends: hidden inputs then carry them. */
  startName?: string;
  endName?: string;
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
export function DateRangePicker(props: DateRangePickerProps) {
  const { value, defaultValue = null, onChange, startName, endName } = props;
  const { messages } = useUiMessages();
  const [ownValue, setOwnValue] = useState(defaultValue);
  const current = toRange(value === undefined ? ownValue : value);
  const { limits, rootProps } = pickerRootProps(props, 'day');
  const startProblem = usePickerProblem(current?.start ?? null, limits);
  const endProblem = usePickerProblem(current?.end ?? null, limits);
  const isReversed = Boolean(current && current.end.compare(current.start) < 0);
  const message =
    props.error ?? (isReversed ? messages.dateRangePickerReversed : (startProblem ?? endProblem));

  const change = (next: { start: DateValue; end: DateValue } | null) => {
    const start = next && fromDateValue(next.start, 'day');
    const end = next && fromDateValue(next.end, 'day');
    const range = start && end ? { start, end } : null;
    if (value === undefined) setOwnValue(range);
    onChange?.(range);
  };

  return (
    <AriaLanguage>
      <DateRangePickerRoot
        {...rootProps}
        startName={startName}
        endName={endName}
        value={current}
        onChange={change}
        isInvalid={Boolean(message)}
      >
        <PickerFrame field={props} message={message} isRange>
          <RangeEnd slot="start" name={messages.dateRangePickerStart} />
          <RangeDash aria-hidden="true">–</RangeDash>
          <RangeEnd slot="end" name={messages.dateRangePickerEnd} />
        </PickerFrame>
      </DateRangePickerRoot>
    </AriaLanguage>
  );
}
