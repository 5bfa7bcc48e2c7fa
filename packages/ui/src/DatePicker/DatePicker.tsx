import { useState, type Ref } from 'react';
import { Calendar, Dialog, I18nProvider } from 'react-aria-components';
import type { DateValue } from '@internationalized/date';
import { useUiMessages } from '../messages';
import type { FieldBaseProps } from '../internal/field';
import { CalendarMonth } from '../internal/datePicker/CalendarMonth';
import {
  PickerErrorText,
  PickerHintText,
  PickerLabel,
  PickerOpenButton,
  PickerSegments,
} from '../internal/datePicker/PickerInput';
import { CalendarPopover, PickerGroup } from '../internal/datePicker/picker.styles';
import { usePickerProblem } from '../internal/datePicker/usePickerProblem';
import {
  dateLocaleTag,
  fromDateValue,
  toDateValue,
  type PickerGranularity,
} from '../internal/datePicker/values';
import { DatePickerRoot } from './DatePicker.styles';

export interface DatePickerProps extends FieldBaseProps {
  /**
   * The date as `YYYY-MM-DD` (with `granularity="minute"`: `YYYY-MM-DDTHH:mm`), `null` when
   * empty (controlled). Use with `onChange`.
   */
  value?: string | null;
  /** The initial date, same format (uncontrolled). */
  defaultValue?: string | null;
  /** Called with the new date, or `null` when it is cleared; not while a date is half typed. */
  onChange?: (value: string | null) => void;
  /** The earliest date allowed, `YYYY-MM-DD`: earlier days cannot be picked. */
  minValue?: string;
  /** The latest date allowed, `YYYY-MM-DD`. */
  maxValue?: string;
  /** Days that cannot be chosen (a holiday, a full session), given `YYYY-MM-DD`. */
  isDateUnavailable?: (date: string) => boolean;
  /**
   * `day` for a date, `minute` for a date and a time (24-hour clock).
   * @default 'day'
   */
  granularity?: PickerGranularity;
  /** The month the calendar opens on while the field is empty, `YYYY-MM-DD` (default: today). */
  placeholderValue?: string;
  /**
   * Opens the calendar on first render (uncontrolled).
   * @default false
   */
  defaultOpen?: boolean;
  /** Form field name: a hidden input then carries the value. */
  name?: string;
  /** Id of the field's outer element. */
  id?: string;
  /** Forwarded to the field's outer element. */
  ref?: Ref<HTMLDivElement>;
}

/**
 * One date, typed part by part or picked in a calendar. The parts follow the UI locale
 * (dd/mm/yyyy in Indonesian and English), month and weekday names too; the chosen day is
 * marked in the fixed `selected` colour, today by weight and a ring.
 */
export function DatePicker({
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
  granularity = 'day',
  placeholderValue,
  defaultOpen = false,
  name,
  id,
  ref,
}: DatePickerProps) {
  const { locale } = useUiMessages();
  const [ownValue, setOwnValue] = useState(defaultValue);
  const current = toDateValue(value === undefined ? ownValue : value, granularity);
  const limits = {
    minValue: toDateValue(minValue, granularity),
    maxValue: toDateValue(maxValue, granularity),
    isDateUnavailable: isDateUnavailable
      ? (date: DateValue) => isDateUnavailable(date.toString().slice(0, 10))
      : undefined,
  };
  const problem = usePickerProblem(current, limits);
  const message = error ?? problem;

  const change = (next: DateValue | null) => {
    const text = fromDateValue(next, granularity);
    if (value === undefined) setOwnValue(text);
    onChange?.(text);
  };

  return (
    <I18nProvider locale={dateLocaleTag(locale)}>
      <DatePickerRoot
        ref={ref}
        id={id}
        className={className}
        name={name}
        value={current}
        onChange={change}
        minValue={limits.minValue}
        maxValue={limits.maxValue}
        isDateUnavailable={limits.isDateUnavailable}
        placeholderValue={toDateValue(placeholderValue, granularity)}
        granularity={granularity}
        hourCycle={24}
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
          <PickerSegments />
          <PickerOpenButton />
        </PickerGroup>
        <PickerErrorText message={message} />
        <CalendarPopover placement="bottom start">
          <Dialog>
            <Calendar>
              <CalendarMonth />
            </Calendar>
          </Dialog>
        </CalendarPopover>
      </DatePickerRoot>
    </I18nProvider>
  );
}
