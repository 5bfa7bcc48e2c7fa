import styled, { css } from 'styled-components';
import { color, component, duration, fontSize, fontWeight, radius, space } from '@ajar/tokens';
import { focusOutline } from '../internal/field';

export const DropZone = styled.div<{
  $isDragging: boolean;
  $isInvalid: boolean;
  $isDisabled: boolean;
}>`
  position: relative;
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: ${space[1]};
  min-height: ${component.fileDropZoneMinHeight};
  padding: ${space[4]};
  border: 2px dashed ${({ $isInvalid }) => ($isInvalid ? color.danger : color.borderStrong)};
  border-radius: ${component.inputRadius};
  background: ${color.surface};
  color: ${color.text};
  text-align: center;

  > svg {
    width: ${component.fieldIconSize};
    height: ${component.fieldIconSize};
    color: ${color.textMuted};
  }
  &:hover {
    transition:
      border-color ${duration.fast},
      background-color ${duration.fast};
    border-color: ${({ $isInvalid }) => ($isInvalid ? color.danger : color.text)};
  }
  &:has(input:focus-visible) {
    ${focusOutline}
  }
  ${({ $isDragging }) =>
    $isDragging &&
    css`
      &,
      &:hover {
        border-color: ${color.primaryBorder};
        background: ${color.primarySubtle};
        color: ${color.onPrimarySubtle};
      }
      > svg {
        color: ${color.onPrimarySubtle};
      }
    `}
  ${({ $isDisabled }) =>
    $isDisabled &&
    css`
      &,
      &:hover {
        border-color: ${color.border};
        background: ${color.surfaceSunken};
        color: ${color.textMuted};
      }
    `}
`;

export const ChooseText = styled.span`
  font-weight: ${fontWeight.medium};
`;

export const LimitText = styled.span`
  font-size: ${fontSize.sm};
`;

/**
 * The real file input, invisible over the whole zone: a click anywhere opens the picker, a
 * dropped file lands in it natively, and keyboard focus and screen readers reach it as is.
 */
export const CoveringInput = styled.input`
  position: absolute;
  inset: 0;
  width: 100%;
  height: 100%;
  opacity: 0;
  cursor: pointer;

  &:disabled {
    cursor: not-allowed;
  }
`;

export const FileList = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${space[1]};
  margin: 0;
  padding: 0;
  list-style: none;
  font-size: ${fontSize.sm};

  li {
    padding: ${space[1]} ${space[2]};
    border-radius: ${radius.sm};
    background: ${color.surfaceSunken};
    overflow-wrap: anywhere;
  }
`;

export const FileSize = styled.span`
  color: ${color.textMuted};
`;
