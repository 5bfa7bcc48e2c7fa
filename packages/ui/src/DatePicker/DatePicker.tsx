import { useState } from 'react';
import type { DateValue } from '@internationalized/date';
import { AriaLanguage } from '../internal/ariaStrings';
import { PickerFrame } from '../internal/datePicker/PickerFrame';
import { PickerSegments } from '../internal/datePicker/PickerInput';
import { pickerRootProps, type PickerBaseProps } from '../internal/datePicker/pickerProps';
import { usePickerProblem } from '../internal/datePicker/usePickerProblem';
import { fromDateValue, toDateValue, type PickerGranularity } from '../internal/datePicker/values';
import { DatePickerRoot } from './DatePicker.styles';

export interface DatePickerProps extends PickerBaseProps {
  /**
   * The date as `YYYY-MM-DD` (with `granularity="minute"`: `YYYY-MM-DDTHH:mm`), `null` when
   * empty (controlled). Use with `onChange`.
   */
  value?: string | null;
  /** The initial date, same format (uncontrolled). */
  defaultValue?: string | null;
  /** Called with the new date, or `null` when it is cleared; not while a date is half typed. */
  onChange?: (value: string | null) => void;
  /**
   * `day` for a date, `minute` for a date and a time (24-hour clock).
   * @default 'day'
   */
  granularity?: PickerGranularity;
  /** Form field name: a hidden input then carries the value. */
  name?: string;
}

/**
 * One date, typed part by part or picked in a calendar. The parts follow the UI locale
 * (dd/mm/yyyy in Indonesian and English), month and weekday names too; the chosen day is
 * marked in the fixed `selected` colour, today by weight and a ring.
 */
export function DatePicker(props: DatePickerProps) {
  const { value, defaultValue = null, onChange, granularity = 'day', name } = props;
  const [ownValue, setOwnValue] = useState(defaultValue);
  const current = toDateValue(value === undefined ? ownValue : value, granularity);
  const { limits, rootProps } = pickerRootProps(props, granularity);
  const problem = usePickerProblem(current, limits);
  const message = props.error ?? problem;

  const change = (next: DateValue | null) => {
    const text = fromDateValue(next, granularity);
    if (value === undefined) setOwnValue(text);
    onChange?.(text);
  };

  return (
    <AriaLanguage>
      <DatePickerRoot
        {...rootProps}
        name={name}
        value={current}
        onChange={change}
        granularity={granularity}
        hourCycle={24}
        isInvalid={Boolean(message)}
      >
        <PickerFrame field={props} message={message}>
          <PickerSegments />
        </PickerFrame>
      </DatePickerRoot>
    </AriaLanguage>
  );
}
