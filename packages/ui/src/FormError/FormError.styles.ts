import styled from 'styled-components';
import {
  color,
  component,
  fontFamily,
  fontSize,
  fontWeight,
  lineHeight,
  radius,
  space,
} from '@ajar/tokens';
import { focusOutline } from '../internal/field';

export const Summary = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${space[2]};
  padding: ${space[4]};
  border: 2px solid ${color.danger};
  border-inline-start-width: ${space[2]};
  border-radius: ${radius.md};
  background: ${color.surface};
  color: ${color.text};
  font-family: ${fontFamily.body};
  font-size: ${fontSize.md};
  line-height: ${lineHeight.normal};

  &:focus-visible,
  &:focus {
    ${focusOutline}
  }
`;

export const Title = styled.h2`
  display: flex;
  align-items: center;
  gap: ${space[2]};
  margin: 0;
  font-size: ${fontSize.lg};
  font-weight: ${fontWeight.semibold};
  line-height: ${lineHeight.tight};

  svg {
    flex: none;
    width: ${component.fieldIconSize};
    height: ${component.fieldIconSize};
    color: ${color.danger};
  }
`;

export const List = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${space[1]};
  margin: 0;
  padding-inline-start: ${space[6]};
`;

export const Link = styled.a`
  color: ${color.danger};
  font-weight: ${fontWeight.medium};
  text-decoration: underline;

  &:focus-visible {
    ${focusOutline}
  }
`;
