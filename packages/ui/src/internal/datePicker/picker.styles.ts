import styled, { css } from 'styled-components';
import {
  Button,
  CalendarCell,
  DateInput,
  DateSegment,
  FieldError,
  Group,
  Heading,
  Popover,
  Text,
} from 'react-aria-components';
import {
  color,
  component,
  duration,
  fontFamily,
  fontSize,
  fontWeight,
  lineHeight,
  radius,
  shadow,
  space,
  zIndex,
} from '@ajar/tokens';
import { errorText, focusOutline } from '../field';

/** Label, hint, field and message in reading order, spaced as every other field. */
export const pickerRoot = css`
  display: flex;
  flex-direction: column;
  gap: ${space[1]};
  font-family: ${fontFamily.body};
  color: ${color.text};
`;

/** Same look as every field's hint (`Field.styles.ts`), as React Aria's description slot. */
export const PickerHint = styled(Text)`
  margin: 0;
  font-size: ${fontSize.sm};
  line-height: ${lineHeight.normal};
  color: ${color.textMuted};
`;

/** Same look as every field's error, as React Aria's error slot (linked to the field). */
export const PickerError = styled(FieldError)`
  ${errorText}
`;

/**
 * The field's box, drawn as a text input's (`controlBox`): the segments and the calendar
 * button sit inside one edge, which takes the focus ring while any part has focus.
 */
export const PickerGroup = styled(Group)`
  display: flex;
  align-items: center;
  gap: ${space[1]};
  min-height: ${component.inputHeight};
  padding-inline: ${space[3]} ${space[1]};
  border: 1px solid ${color.borderStrong};
  border-radius: ${component.inputRadius};
  background: ${color.surface};
  color: ${color.text};
  font-family: ${fontFamily.body};
  font-size: ${fontSize.md};
  line-height: ${lineHeight.normal};

  &[data-hovered]:not([data-disabled]) {
    transition: border-color ${duration.fast};
    border-color: ${color.text};
  }
  &[data-focus-within] {
    ${focusOutline}
  }
  &[data-invalid],
  &[data-invalid][data-hovered] {
    border-color: ${color.danger};
    box-shadow: inset 0 0 0 1px ${color.danger};
  }
  &[data-disabled] {
    cursor: not-allowed;
    border-color: ${color.border};
    background: ${color.surfaceSunken};
    color: ${color.textMuted};
  }
`;

export const Segments = styled(DateInput)`
  display: flex;
  flex: 0 1 auto;
  flex-wrap: wrap;
  align-items: center;
  min-inline-size: 0;
  font-variant-numeric: tabular-nums;
`;

/** One part of the date; the focused part is filled so it is seen without the caret. */
export const Segment = styled(DateSegment)`
  padding-inline: 1px;
  border-radius: ${radius.sm};
  outline: none;

  &[data-placeholder] {
    color: ${color.textMuted};
  }
  &[data-type='literal'] {
    padding-inline: 0;
  }
  &[data-focused] {
    background: ${color.selected};
    color: ${color.surface};
  }
`;

const squareButton = css`
  display: inline-flex;
  flex: none;
  align-items: center;
  justify-content: center;
  inline-size: ${component.calendarCellSize};
  block-size: ${component.calendarCellSize};
  padding: 0;
  border: 0;
  border-radius: ${radius.sm};
  background: transparent;
  color: ${color.text};
  cursor: pointer;

  svg {
    inline-size: ${component.fieldIconSize};
    block-size: ${component.fieldIconSize};
  }
  &[data-hovered] {
    transition: background-color ${duration.fast};
    background: ${color.surfaceSunken};
  }
  &[data-focus-visible] {
    ${focusOutline}
  }
  &[data-disabled] {
    cursor: not-allowed;
    color: ${color.textMuted};
  }
`;

export const OpenButton = styled(Button)`
  ${squareButton}
  margin-inline-start: auto;
`;

export const NavButton = styled(Button)`
  ${squareButton}
`;

export const CalendarPopover = styled(Popover)`
  z-index: ${zIndex.dialog};
  max-inline-size: calc(100vw - ${space[4]});
  padding: ${space[3]};
  border: 1px solid ${color.border};
  border-radius: ${radius.md};
  background: ${color.surface};
  box-shadow: ${shadow.md};
  color: ${color.text};
  font-family: ${fontFamily.body};

  [role='dialog'] {
    outline: none;
  }
`;

export const CalendarHeader = styled.header`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${space[2]};
  margin-block-end: ${space[2]};
`;

export const MonthHeading = styled(Heading)`
  margin: 0;
  font-size: ${fontSize.md};
  font-weight: ${fontWeight.semibold};
  line-height: ${lineHeight.tight};
`;

export const gridStyles = css`
  border-collapse: collapse;

  th {
    padding-block-end: ${space[1]};
    font-size: ${fontSize.xs};
    font-weight: ${fontWeight.medium};
    color: ${color.textMuted};
    text-align: center;
  }
  td {
    padding: 0;
  }
`;

/**
 * A day. Today is bold and ringed; the chosen day is filled with the fixed `selected` colour
 * (never the brand, which may be red or green); unavailable days are struck through.
 */
export const DayCell = styled(CalendarCell)`
  display: flex;
  align-items: center;
  justify-content: center;
  inline-size: ${component.calendarCellSize};
  block-size: ${component.calendarCellSize};
  border-radius: ${radius.sm};
  font-size: ${fontSize.sm};
  font-variant-numeric: tabular-nums;
  cursor: pointer;
  outline: none;

  &[data-outside-month] {
    display: none;
  }
  &[data-hovered] {
    background: ${color.surfaceSunken};
  }
  &[data-today] {
    font-weight: ${fontWeight.bold};
    box-shadow: inset 0 0 0 2px ${color.borderStrong};
  }
  &[data-unavailable] {
    color: ${color.textMuted};
    text-decoration: line-through;
    cursor: not-allowed;
  }
  &[data-disabled] {
    color: ${color.textMuted};
    cursor: not-allowed;
  }
  &[data-selected] {
    background: ${color.selected};
    color: ${color.surface};
    font-weight: ${fontWeight.semibold};
  }
  &[data-focus-visible] {
    ${focusOutline}
  }
`;

/** A day of a range: the days between the ends are tinted, the two ends filled. */
export const RangeDayCell = styled(DayCell)`
  &[data-selected] {
    border-radius: 0;
    background: ${color.selectedSubtle};
    color: ${color.onSelectedSubtle};
  }
  &[data-selection-start],
  &[data-selection-end] {
    border-radius: ${radius.sm};
    background: ${color.selected};
    color: ${color.surface};
  }
`;
