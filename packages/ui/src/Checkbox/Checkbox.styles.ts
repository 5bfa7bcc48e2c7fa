import styled from 'styled-components';
import { color, radius } from '@ajar/tokens';
import { choiceInput } from '../internal/field';

export const CheckboxInput = styled.input<{ $isInvalid: boolean }>`
  ${choiceInput}
  border-radius: ${radius.sm};

  &:checked:not(:disabled),
  &:indeterminate:not(:disabled) {
    background: ${color.primaryFill};
    border-color: ${color.primaryBorder};
  }
  &:checked:disabled,
  &:indeterminate:disabled {
    background: ${color.textMuted};
    border-color: ${color.textMuted};
  }
`;
