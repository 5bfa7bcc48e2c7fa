import styled from 'styled-components';
import { color, component, fontSize, fontWeight, space } from '@ajar/tokens';

export const Field = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${space[1]};
`;

export const Label = styled.label`
  font-size: ${component.labelSize};
  font-weight: ${fontWeight.medium};
`;

export const Input = styled.textarea`
  min-height: ${component.inputHeight};
  /* Grows line by line as the answer wraps; browsers without field-sizing scroll instead. */
  field-sizing: content;
  resize: none;
  overflow-wrap: anywhere;
  padding: ${space[2]} ${space[3]};
  border: 1px solid ${color.borderStrong};
  border-radius: ${component.inputRadius};
  background: ${color.surface};
  color: ${color.text};
  font: inherit;
  font-size: ${fontSize.md};

  &:focus-visible {
    outline: 2px solid ${color.focusRing};
    outline-offset: 2px;
  }
  &:disabled,
  &:read-only {
    background: ${color.surfaceSunken};
  }
  &:disabled {
    cursor: not-allowed;
    opacity: 0.6;
  }
`;

export const Counter = styled.p`
  margin: 0;
  font-size: ${fontSize.sm};
  color: ${color.textMuted};
  text-align: end;
`;
