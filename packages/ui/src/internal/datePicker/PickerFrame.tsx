import type { ReactNode } from 'react';
import { Calendar, Dialog, RangeCalendar } from 'react-aria-components';
import type { FieldBaseProps } from '../field';
import { CalendarMonth } from './CalendarMonth';
import { PickerErrorText, PickerHintText, PickerLabel, PickerOpenButton } from './PickerInput';
import { CalendarPopover, PickerGroup } from './picker.styles';

interface PickerFrameProps {
  /** The picker's own props: its label, hint and required mark. */
  field: Pick<FieldBaseProps, 'label' | 'hint' | 'isRequired'>;
  /** The message under the field: the app's error or the kit's own. */
  message: string | null | undefined;
  /** A range calendar (start and end) rather than one day's. */
  isRange?: boolean;
  /** The date parts inside the field's box, before the calendar button. */
  children: ReactNode;
}

/**
 * What both pickers draw inside React Aria's picker: label, hint, the field's box with the
 * calendar button, the message, and the month calendar in a popover below the field.
 */
export function PickerFrame({ field, message, isRange = false, children }: PickerFrameProps) {
  return (
    <>
      <PickerLabel label={field.label} isRequired={field.isRequired ?? false} />
      <PickerHintText hint={field.hint} />
      <PickerGroup>
        {children}
        <PickerOpenButton />
      </PickerGroup>
      <PickerErrorText message={message} />
      <CalendarPopover placement="bottom start">
        <Dialog>
          {isRange ? (
            <RangeCalendar>
              <CalendarMonth isRange />
            </RangeCalendar>
          ) : (
            <Calendar>
              <CalendarMonth />
            </Calendar>
          )}
        </Dialog>
      </CalendarPopover>
    </>
  );
}
