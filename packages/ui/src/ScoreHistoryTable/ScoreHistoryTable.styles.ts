import styled from 'styled-components';
import { color, fontWeight } from '@ajar/tokens';
import { minTarget } from '../internal/a11y';

/** Styles the attempt link, whether it is a plain `<a>` or the app's router link. */
export const LinkSlot = styled.span`
  a {
    ${minTarget}
    color: ${color.primaryText};
    font-weight: ${fontWeight.medium};
    text-decoration: underline;
    text-underline-offset: 2px;
  }
  a:hover {
    text-decoration-thickness: 2px;
  }
  a:focus-visible {
    outline: 2px solid ${color.focusRing};
    outline-offset: 2px;
    border-radius: 2px;
  }
`;

export const ScoreValue = styled.span`
  font-variant-numeric: tabular-nums;
  font-weight: ${fontWeight.semibold};
`;
