import styled from 'styled-components';
import {
  color,
  component,
  duration,
  fontSize,
  fontWeight,
  lineHeight,
  radius,
  space,
} from '@ajar/tokens';
import { canHover } from '../internal/a11y';

/** Every point in one row at any width, even 320 px: a scale that wraps reads as two scales. */
export const Scale = styled.div<{ $points: number }>`
  display: grid;
  grid-template-columns: repeat(${({ $points }) => $points}, minmax(0, 1fr));
  gap: ${space[2]};
`;

/** One point: the label wraps the radio, its number and (at the ends) the anchor text. */
export const Point = styled.label<{ $isSelected: boolean }>`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${space[1]};
  min-width: 0;
  padding: ${space[2]} ${space[1]};
  border: 1px solid ${({ $isSelected }) => ($isSelected ? color.selected : color.border)};
  border-radius: ${radius.md};
  background: ${({ $isSelected }) => ($isSelected ? color.selectedSubtle : color.surface)};
  color: ${({ $isSelected }) => ($isSelected ? color.onSelectedSubtle : color.text)};
  box-shadow: ${({ $isSelected }) => ($isSelected ? `inset 0 0 0 1px ${color.selected}` : 'none')};
  text-align: center;
  cursor: pointer;

  ${canHover} {
    &:hover:not(:has(input:disabled)) {
      transition: border-color ${duration.fast};
      border-color: ${color.selected};
    }
  }
  &:has(input:focus-visible) {
    outline: 2px solid ${color.focusRing};
    outline-offset: 2px;
  }
  &:has(input:disabled) {
    cursor: default;
  }
`;

export const Radio = styled.input`
  appearance: none;
  width: ${component.answerOptionControlSize};
  height: ${component.answerOptionControlSize};
  margin: 0;
  border: 2px solid ${color.borderStrong};
  border-radius: 50%;
  background: ${color.surface};
  cursor: inherit;

  &:checked {
    border-color: ${color.selected};
    background: ${color.selected};
    box-shadow: inset 0 0 0 3px ${color.surface};
  }
  &:focus-visible {
    outline: none;
  }
`;

export const PointNumber = styled.span`
  font-size: ${fontSize.md};
  font-weight: ${fontWeight.medium};
`;

export const Anchor = styled.span`
  font-size: ${fontSize.xs};
  line-height: ${lineHeight.tight};
`;
