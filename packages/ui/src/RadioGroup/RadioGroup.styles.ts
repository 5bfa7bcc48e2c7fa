import styled, { css } from 'styled-components';
import { color, fontFamily, space } from '@ajar/tokens';
import { choiceInput } from '../internal/field';

export const Fieldset = styled.fieldset`
  display: flex;
  flex-direction: column;
  gap: ${space[1]};
  min-width: 0;
  margin: 0;
  padding: 0;
  border: 0;
  font-family: ${fontFamily.body};
  color: ${color.text};
`;

export const Options = styled.div<{ $orientation: 'horizontal' | 'vertical' }>`
  display: flex;
  padding-block: ${space[1]};
  ${({ $orientation }) =>
    $orientation === 'horizontal'
      ? css`
          flex-flow: row wrap;
          column-gap: ${space[6]};
          row-gap: ${space[2]};
        `
      : css`
          flex-direction: column;
          gap: ${space[2]};
        `}
`;

/**
 * Checked: a dot in `primaryBorder`, the brand step that keeps 3:1 on the surface even for
 * a pale tenant colour.
 */
export const RadioInput = styled.input<{ $isInvalid: boolean }>`
  ${choiceInput}
  border-radius: 50%;

  &:checked:not(:disabled) {
    border-color: ${color.primaryBorder};
    background: ${color.primaryBorder};
    box-shadow: inset 0 0 0 3px ${color.surface};
  }
  &:checked:disabled {
    background: ${color.textMuted};
    box-shadow: inset 0 0 0 3px ${color.surfaceSunken};
  }
`;
