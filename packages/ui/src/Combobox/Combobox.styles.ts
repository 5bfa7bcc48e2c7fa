import styled, { css } from 'styled-components';
import {
  Button as AriaButton,
  ComboBox as AriaComboBox,
  Input as AriaInput,
  ListBox as AriaListBox,
  ListBoxItem as AriaListBoxItem,
  Popover as AriaPopover,
  Tag as AriaTag,
  TagList as AriaTagList,
} from 'react-aria-components';
import {
  POPOVER,
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
import { controlBox } from '../internal/field';

/** Its label, hint and field take part in the frame's column (FieldRoot) as if they were its own. */
export const Root = styled(AriaComboBox)`
  display: contents;
`;

export const Control = styled.div`
  position: relative;
`;

export const Input = styled(AriaInput)<{ $isInvalid: boolean }>`
  ${controlBox}
  padding-inline-end: calc(${component.selectChevronSpace} + ${space[6]});
`;

/** The end of the field: the loading spinner, then the chevron that opens the full list. */
export const EndSlot = styled.div`
  position: absolute;
  inset-block: 0;
  inset-inline-end: ${space[1]};
  display: flex;
  align-items: center;
  gap: ${space[1]};
  color: ${color.textMuted};
`;

export const ChevronButton = styled(AriaButton)`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  inline-size: ${component.passwordToggleSize};
  block-size: ${component.passwordToggleSize};
  padding: 0;
  border: 0;
  border-radius: ${radius.sm};
  background: transparent;
  color: ${color.textMuted};
  cursor: pointer;

  &[data-hovered] {
    transition: background-color ${duration.fast};
    background: ${color.surfaceSunken};
  }
  &[data-focus-visible] {
    outline: 2px solid ${color.focusRing};
    outline-offset: -2px;
  }
  &[data-disabled] {
    cursor: not-allowed;
  }
  svg {
    inline-size: ${component.fieldIconSize};
    block-size: ${component.fieldIconSize};
    transition: transform ${duration.fast};
  }
  [data-open] & svg {
    transform: rotate(180deg);
  }
`;

/** The list's box: as wide as the field, never wider than the window minus a margin. */
export const ListPopover = styled(AriaPopover)`
  z-index: ${zIndex.dialog};
  box-sizing: border-box;
  inline-size: var(--trigger-width);
  max-inline-size: calc(100vw - 2 * ${space[2]});
  border: 1px solid ${color.border};
  border-radius: ${radius.md};
  background: ${color.surface};
  box-shadow: ${shadow.md};
  overflow: hidden;
`;

export const List = styled(AriaListBox)`
  max-block-size: min(${POPOVER.listMaxHeight}, var(--visual-viewport-height, 100vh));
  margin: 0;
  padding: ${space[1]};
  overflow: auto;
  outline: none;
  font-family: ${fontFamily.body};
`;

/** An option's check mark: the chosen state shows in shape and weight, not in colour alone. */
export const Check = styled.span`
  display: inline-flex;
  flex: none;
  inline-size: ${component.fieldIconSize};
  block-size: calc(${fontSize.md} * ${lineHeight.normal});
  align-items: center;
  color: ${color.selected};

  svg {
    inline-size: 100%;
    block-size: ${component.fieldIconSize};
    visibility: hidden;
  }
`;

export const Option = styled(AriaListBoxItem)`
  display: flex;
  align-items: flex-start;
  gap: ${space[2]};
  padding: ${space[2]} ${space[3]} ${space[2]} ${space[2]};
  border-radius: ${radius.sm};
  color: ${color.text};
  font-size: ${fontSize.md};
  line-height: ${lineHeight.normal};
  cursor: pointer;
  outline: none;
  overflow-wrap: anywhere;

  &[data-focused] {
    background: ${color.surfaceSunken};
  }
  &[data-focus-visible] {
    box-shadow: inset 0 0 0 2px ${color.focusRing};
  }
  &[data-selected] {
    background: ${color.selectedSubtle};
    color: ${color.onSelectedSubtle};
    font-weight: ${fontWeight.medium};
  }
  &[data-selected] ${Check} svg {
    visibility: visible;
  }
  &[data-disabled] {
    color: ${color.textMuted};
    cursor: not-allowed;
  }
`;

export const OptionText = styled.span`
  display: flex;
  flex-direction: column;
  min-inline-size: 0;
`;

export const OptionDescription = styled.span`
  font-size: ${fontSize.sm};
  font-weight: ${fontWeight.regular};
  color: ${color.textMuted};

  [data-selected] & {
    color: ${color.onSelectedSubtle};
  }
`;

/** "No results" and "loading" inside the open list. */
export const ListMessage = styled.div`
  display: flex;
  align-items: center;
  gap: ${space[2]};
  padding: ${space[2]} ${space[3]};
  font-size: ${fontSize.sm};
  color: ${color.textMuted};
`;

export const Tags = styled(AriaTagList)`
  display: flex;
  flex-wrap: wrap;
  gap: ${space[1]};
  outline: none;
`;

const chip = css`
  display: inline-flex;
  align-items: center;
  gap: ${space[1]};
  max-inline-size: 100%;
  padding: ${space[1]} ${space[1]} ${space[1]} ${space[3]};
  border: 1px solid ${color.borderStrong};
  border-radius: ${radius.pill};
  background: ${color.surfaceSunken};
  color: ${color.text};
  font-size: ${fontSize.sm};
  line-height: ${lineHeight.tight};
`;

export const Chip = styled(AriaTag)`
  ${chip}
  outline: none;

  &[data-focus-visible] {
    outline: 2px solid ${color.focusRing};
    outline-offset: 2px;
  }
  &[data-disabled] {
    color: ${color.textMuted};
  }
`;

export const ChipText = styled.span`
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
`;

export const ChipRemove = styled(AriaButton)`
  display: inline-flex;
  flex: none;
  align-items: center;
  justify-content: center;
  inline-size: ${component.tagRemoveSize};
  block-size: ${component.tagRemoveSize};
  padding: 0;
  border: 0;
  border-radius: ${radius.pill};
  background: transparent;
  color: inherit;
  cursor: pointer;

  &[data-hovered] {
    transition: background-color ${duration.fast};
    background: ${color.surface};
  }
  &[data-focus-visible] {
    outline: 2px solid ${color.focusRing};
    outline-offset: 1px;
  }
  svg {
    inline-size: 60%;
    block-size: 60%;
  }
`;
