import styled, { css } from 'styled-components';
import {
  color,
  component,
  duration,
  fontSize,
  fontWeight,
  lineHeight,
  shadow,
  space,
} from '@ajar/tokens';

export const Title = styled.h3`
  margin: 0;
  font-size: ${fontSize.lg};
  font-weight: ${fontWeight.semibold};
  line-height: ${lineHeight.tight};
`;

/**
 * Stretched link: the title's link (a plain `<a>` or the app's router link) covers the card
 * with its ::after, so a click anywhere opens it while the card keeps one tab stop.
 */
const stretchedLink = css`
  ${Title} a {
    color: inherit;
    text-decoration: none;
    &::after {
      content: '';
      position: absolute;
      inset: 0;
      border-radius: inherit;
    }
    /* The focus ring is drawn around the whole card instead. */
    &:focus-visible {
      outline: none;
    }
  }
  &:has(${Title} a:focus-visible) {
    outline: 2px solid ${color.focusRing};
    outline-offset: 2px;
  }
  /* Controls inside the card sit above the stretched link and stay clickable. Only in a
     card with a link: elsewhere the rule would undo controls that place themselves, such as
     the password field's show/hide button. */
  & :is(a, button, input, select, textarea, [tabindex]):not(${Title} a) {
    position: relative;
    z-index: 1;
  }
`;

const interactive = css`
  cursor: pointer;
  &:hover {
    transition:
      box-shadow ${duration.fast},
      border-color ${duration.fast};
    box-shadow: ${shadow.md};
    border-color: ${color.primaryBorder};
  }
  &:hover ${Title} a {
    text-decoration: underline;
  }
`;

export const CardRoot = styled.div<{ $isInteractive: boolean; $hasLink: boolean }>`
  position: relative;
  display: flex;
  flex-direction: column;
  min-width: 0;
  overflow: hidden;
  background: ${color.surface};
  color: ${color.text};
  border: 1px solid ${color.border};
  border-radius: ${component.cardRadius};
  box-shadow: ${shadow.sm};
  ${({ $hasLink }) => $hasLink && stretchedLink}
  ${({ $isInteractive }) => $isInteractive && interactive}
`;

export const Media = styled.div`
  & > img,
  & > video {
    display: block;
    width: 100%;
    height: auto;
  }
`;

export const Header = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${space[1]};
  padding: ${component.cardPadding} ${component.cardPadding} 0;
`;

export const Body = styled.div`
  flex: 1;
  padding: ${component.cardPadding};
`;

export const Footer = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${space[2]};
  padding: ${space[3]} ${component.cardPadding};
  border-block-start: 1px solid ${color.border};
`;
