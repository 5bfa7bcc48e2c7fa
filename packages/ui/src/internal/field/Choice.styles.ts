/** Layout and look shared by Checkbox and RadioGroup options. */
import styled, { css } from 'styled-components';
import { color, component, duration, fontSize, lineHeight, space } from '@ajar/tokens';
import { focusOutline } from './Field.styles';

export const Row = styled.div`
  display: flex;
  align-items: flex-start;
  gap: ${space[2]};
`;

/** Hint and error line up with the label text, not with the box. */
export const Messages = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${space[1]};
  padding-inline-start: calc(${component.choiceSize} + ${space[2]});

  &:empty {
    display: none;
  }
`;

export const ChoiceLabel = styled.label<{ $isDisabled: boolean }>`
  font-size: ${fontSize.md};
  line-height: ${lineHeight.normal};
  color: ${color.text};
  cursor: ${({ $isDisabled }) => ($isDisabled ? 'not-allowed' : 'pointer')};
`;

/**
 * A native checkbox or radio without the platform look, so it can take the tenant colour.
 * Unchecked it is a `borderStrong` outline (3:1), checked it fills with `primary` and shows
 * a mark in `onPrimary`; the brand edge keeps a pale tenant colour visible.
 */
export const choiceInput = css<{ $isInvalid: boolean }>`
  appearance: none;
  flex: none;
  width: ${component.choiceSize};
  height: ${component.choiceSize};
  margin: 0;
  border: 2px solid ${({ $isInvalid }) => ($isInvalid ? color.danger : color.borderStrong)};
  background: ${color.surface};
  cursor: pointer;

  &:hover:not(:disabled) {
    transition: border-color ${duration.fast};
    border-color: ${({ $isInvalid }) => ($isInvalid ? color.danger : color.text)};
  }
  &:focus-visible {
    ${focusOutline}
  }
  &:disabled {
    cursor: not-allowed;
    border-color: ${color.border};
    background: ${color.surfaceSunken};
  }
`;

/** Box around the input and its marks; its height matches the first line of the label. */
export const Box = styled.span`
  position: relative;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  height: calc(${fontSize.md} * ${lineHeight.normal});

  svg {
    position: absolute;
    display: none;
    width: calc(${component.choiceSize} - 6px);
    height: calc(${component.choiceSize} - 6px);
    color: ${color.onPrimary};
    pointer-events: none;
  }
  input:checked:not(:indeterminate) ~ svg[data-mark='check'],
  input:indeterminate ~ svg[data-mark='mixed'] {
    display: block;
  }
  input:disabled ~ svg {
    color: ${color.surface};
  }
`;
