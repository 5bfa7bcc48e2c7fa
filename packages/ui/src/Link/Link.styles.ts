import styled from 'styled-components';
import { color, component, duration, radius, space } from '@ajar/tokens';
import { minTarget } from '../internal/a11y';

export const StyledLink = styled.a<{ $isStandalone: boolean }>`
  ${({ $isStandalone }) => $isStandalone && minTarget}
  color: ${color.primaryText};
  text-decoration: underline;
  text-decoration-thickness: 1px;
  text-underline-offset: ${component.linkUnderlineOffset};
  border-radius: ${radius.sm};

  &:hover {
    /* Only hover transitions (see Button): a tenant colour change must not animate. */
    transition: text-decoration-thickness ${duration.fast};
    text-decoration-thickness: 2px;
  }
  &:focus-visible {
    outline: 2px solid ${color.focusRing};
    outline-offset: 2px;
  }
`;

export const ExternalIcon = styled.svg`
  display: inline-block;
  width: ${component.linkIconSize};
  height: ${component.linkIconSize};
  margin-inline-start: ${space[1]};
  vertical-align: middle;
`;
