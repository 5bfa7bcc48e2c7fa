import styled, { css } from 'styled-components';
import { color, duration, shadow } from '@ajar/tokens';
import { LinkOrAnchor } from './link';

/** The one link of a clickable card: its box is stretched over the whole card. */
export const StretchedLink = styled(LinkOrAnchor)`
  color: inherit;
  text-decoration: none;

  &::after {
    content: '';
    position: absolute;
    inset: 0;
    border-radius: inherit;
  }
  &:focus-visible {
    outline: none;
  }
  &:hover {
    text-decoration: underline;
  }
`;

/**
 * Card-level hover and focus for a card containing a `StretchedLink` (the card must be
 * `position: relative`). Other controls sit above the link and stay clickable.
 */
export const stretchedCard = css`
  &:has(${StretchedLink}:hover) {
    transition:
      box-shadow ${duration.fast},
      border-color ${duration.fast};
    box-shadow: ${shadow.md};
    border-color: ${color.primaryBorder};
  }
  &:has(${StretchedLink}:focus-visible) {
    outline: 2px solid ${color.focusRing};
    outline-offset: 2px;
  }
  & :is(a, button, input, select, textarea, [tabindex]):not(${StretchedLink}) {
    position: relative;
    z-index: 1;
  }
`;
