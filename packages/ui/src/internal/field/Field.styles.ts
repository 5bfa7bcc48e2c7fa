import styled, { css } from 'styled-components';
import {
  color,
  component,
  duration,
  fontFamily,
  fontSize,
  fontWeight,
  lineHeight,
  space,
} from '@ajar/tokens';

export const FieldRoot = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${space[1]};
  font-family: ${fontFamily.body};
  color: ${color.text};
`;

const labelText = css`
  font-size: ${component.labelSize};
  font-weight: ${fontWeight.medium};
  line-height: ${lineHeight.tight};
  color: ${color.text};
`;

export const Label = styled.label`
  ${labelText}
`;

/** The legend of a fieldset, looking like a field label. */
export const Legend = styled.legend`
  ${labelText}
  padding: 0;
  margin-block-end: ${space[1]};
`;

export const Hint = styled.p`
  margin: 0;
  font-size: ${fontSize.sm};
  line-height: ${lineHeight.normal};
  color: ${color.textMuted};
`;

/** A field's error line: icon and text in the danger colour, for every field of the kit. */
export const errorText = css`
  display: flex;
  align-items: flex-start;
  gap: ${space[1]};
  margin: 0;
  font-size: ${fontSize.sm};
  font-weight: ${fontWeight.medium};
  line-height: ${lineHeight.normal};
  color: ${color.danger};

  svg {
    flex: none;
    width: ${component.fieldIconSize};
    height: ${component.fieldIconSize};
  }
`;

export const ErrorText = styled.p`
  ${errorText}
`;

export const RequiredStar = styled.span`
  margin-inline-start: ${space[1]};
  color: ${color.danger};
`;

export const focusOutline = css`
  outline: 2px solid ${color.focusRing};
  outline-offset: 2px;
`;

/**
 * The box of a text-like control (input, textarea, select). The resting edge is
 * `borderStrong` (3:1 on the surface, WCAG 1.4.11); an error doubles it in `danger`, and the
 * error text and icon say the same thing without colour.
 */
export const controlBox = css<{ $isInvalid: boolean }>`
  display: block;
  width: 100%;
  min-height: ${component.inputHeight};
  margin: 0;
  padding: ${space[2]} ${space[3]};
  border: 1px solid ${color.borderStrong};
  border-radius: ${component.inputRadius};
  background: ${color.surface};
  color: ${color.text};
  font-family: ${fontFamily.body};
  font-size: ${fontSize.md};
  line-height: ${lineHeight.normal};

  &::placeholder {
    color: ${color.textMuted};
  }
  &:hover:not(:disabled) {
    transition: border-color ${duration.fast};
    border-color: ${color.text};
  }
  &:focus-visible {
    ${focusOutline}
  }
  &:disabled {
    cursor: not-allowed;
    border-color: ${color.border};
    background: ${color.surfaceSunken};
    color: ${color.textMuted};
  }
  ${({ $isInvalid }) =>
    $isInvalid &&
    css`
      &,
      &:hover:not(:disabled) {
        border-color: ${color.danger};
        box-shadow: inset 0 0 0 1px ${color.danger};
      }
    `}
`;

export const TextInput = styled.input<{ $isInvalid: boolean }>`
  ${controlBox}
`;
