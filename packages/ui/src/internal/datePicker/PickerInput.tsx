import type { ReactNode } from 'react';
import { Label as AriaLabel } from 'react-aria-components';
import { useUiMessages } from '../../messages';
import { CalendarIcon, ErrorIcon } from '../icons';
import { Label, RequiredMark, hasHint } from '../field';
import { OpenButton, PickerError, PickerHint, Segment, Segments } from './picker.styles';

/**
 * The date parts in the locale's order and separators (dd/mm/yyyy in both languages), with
 * the kit's own placeholders ("hh/bb/tttt" in Indonesian), for one date or one end of a range.
 */
export function PickerSegments({ slot }: { slot?: 'start' | 'end' }) {
  const { messages } = useUiMessages();
  const placeholders: Partial<Record<string, string>> = {
    day: messages.datePickerPlaceholderDay,
    month: messages.datePickerPlaceholderMonth,
    year: messages.datePickerPlaceholderYear,
  };
  return (
    <Segments slot={slot}>
      {(segment) => (
        <Segment segment={segment}>
          {({ text, isPlaceholder, type }) => (isPlaceholder ? (placeholders[type] ?? text) : text)}
        </Segment>
      )}
    </Segments>
  );
}

/** The button at the end of the field that opens the calendar. */
export function PickerOpenButton() {
  const { messages } = useUiMessages();
  return (
    <OpenButton aria-label={messages.datePickerOpen}>
      <CalendarIcon />
    </OpenButton>
  );
}

/** The field's label with the required mark, as every other field shows it. */
export function PickerLabel({ label, isRequired }: { label: ReactNode; isRequired: boolean }) {
  return (
    <Label as={AriaLabel}>
      {label}
      {isRequired && <RequiredMark />}
    </Label>
  );
}

/** The hint under the label, read as the field's description. */
export function PickerHintText({ hint }: { hint?: ReactNode }) {
  if (!hasHint(hint)) return null;
  return <PickerHint slot="description">{hint}</PickerHint>;
}

/** The message under the field, with an icon so it never rests on colour. */
export function PickerErrorText({ message }: { message: string | null | undefined }) {
  if (!message) return null;
  return (
    <PickerError>
      <ErrorIcon />
      <span>{message}</span>
    </PickerError>
  );
}
