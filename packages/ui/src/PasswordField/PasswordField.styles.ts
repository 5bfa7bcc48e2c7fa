import styled from 'styled-components';
import { color, component, duration, radius, space } from '@ajar/tokens';
import { TextInput, focusOutline } from '../internal/field';

export const Wrapper = styled.div`
  position: relative;
`;

export const PasswordInput = styled(TextInput)`
  /* Room for the toggle so the text never runs under it. */
  padding-inline-end: calc(${component.passwordToggleSize} + ${space[2]});
`;

export const ToggleButton = styled.button`
  position: absolute;
  inset-block-start: 50%;
  inset-inline-end: ${space[1]};
  transform: translateY(-50%);
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: ${component.passwordToggleSize};
  height: ${component.passwordToggleSize};
  padding: 0;
  border: 0;
  border-radius: ${radius.sm};
  background: transparent;
  color: ${color.textMuted};
  cursor: pointer;

  svg {
    width: ${component.fieldIconSize};
    height: ${component.fieldIconSize};
  }
  &:hover:not(:disabled) {
    transition: color ${duration.fast};
    color: ${color.text};
  }
  &:focus-visible {
    ${focusOutline}
    outline-offset: 0;
  }
  &:disabled {
    cursor: not-allowed;
  }
`;
