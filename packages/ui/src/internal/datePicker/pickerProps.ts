import type { Ref } from 'react';
import type { DateValue } from '@internationalized/date';
import type { FieldBaseProps } from '../field';
import { toDateValue, type PickerGranularity } from './values';

/** The props DatePicker and DateRangePicker share: the field's, the limits, the calendar's. */
export interface PickerBaseProps extends FieldBaseProps {
  /** The earliest date allowed, `YYYY-MM-DD`: earlier days cannot be picked. */
  minValue?: string;
  /** The latest date allowed, `YYYY-MM-DD`. */
  maxValue?: string;
  /** Days that cannot be chosen (a holiday, a full session), given `YYYY-MM-DD`. */
  isDateUnavailable?: (date: string) => boolean;
  /** The month the calendar opens on while the field is empty, `YYYY-MM-DD` (default: today). */
  placeholderValue?: string;
  /**
   * Opens the calendar on first render (uncontrolled).
   * @default false
   */
  defaultOpen?: boolean;
  /** Id of the field's outer element. */
  id?: string;
  /** Forwarded to the field's outer element. */
  ref?: Ref<HTMLDivElement>;
}

/**
 * The shared props as React Aria's DatePicker and DateRangePicker take them (dates as
 * `DateValue`, validation left to the kit's messages), plus the limits for those messages.
 */
export function pickerRootProps(props: PickerBaseProps, granularity: PickerGranularity) {
  const { isDateUnavailable } = props;
  const limits = {
    minValue: toDateValue(props.minValue, granularity),
    maxValue: toDateValue(props.maxValue, granularity),
    isDateUnavailable: isDateUnavailable
      ? (date: DateValue) => isDateUnavailable(date.toString().slice(0, 10))
      : undefined,
  };
  const rootProps = {
    ref: props.ref,
    id: props.id,
    className: props.className,
    ...limits,
    placeholderValue: toDateValue(props.placeholderValue, granularity),
    shouldForceLeadingZeros: true,
    isRequired: props.isRequired ?? false,
    isDisabled: props.isDisabled ?? false,
    validationBehavior: 'aria' as const,
    defaultOpen: props.defaultOpen ?? false,
  };
  return { limits, rootProps };
}
