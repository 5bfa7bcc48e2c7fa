import styled, { css } from 'styled-components';
import {
  color,
  component,
  duration,
  fontFamily,
  fontSize,
  fontWeight,
  lineHeight,
  radius,
  space,
} from '@ajar/tokens';
import { visuallyHidden } from '../internal/a11y';
import { compactOnly, layoutContainer, whenCompact, wideOnly } from '../internal/layout';
import { LinkOrAnchor } from '../internal/link';

/** The player fills the window: header, then outline and content side by side, then the bar. */
export const Root = styled.div`
  ${layoutContainer}
  position: relative;
  display: grid;
  grid-template-rows: auto minmax(0, 1fr) auto;
  /* As wide as the window, whatever the content: a line that cannot wrap (a cut button
     label) is clipped or scrolls inside the content, never widens the player. */
  grid-template-columns: minmax(0, 1fr);
  block-size: 100dvh;
  background: ${color.surface};
  color: ${color.text};
  font-family: ${fontFamily.body};
`;

export const Header = styled.header`
  display: grid;
  grid-template-columns: auto minmax(0, 1fr) minmax(0, ${component.learnProgressWidth}) auto;
  grid-template-areas: 'back title progress toggle';
  align-items: center;
  gap: ${space[2]} ${space[4]};
  min-block-size: ${component.layoutHeaderHeight};
  padding: ${space[2]} ${space[4]};
  border-block-end: 1px solid ${color.border};
  background: ${color.surface};

  /* Phones: one row between the two buttons, the title with the progress bar under it, and
     slim padding: with the pager the chrome stays within 120 px of a 780 px screen. */
  ${whenCompact(css`
    grid-template-columns: auto minmax(0, 1fr) auto;
    grid-template-areas:
      'back title toggle'
      'back progress toggle';
    gap: ${space[1]} ${space[2]};
    min-block-size: 0;
    padding: ${space[1]} ${space[3]};
  `)}
`;

const control = css`
  display: inline-flex;
  align-items: center;
  gap: ${space[2]};
  min-block-size: ${component.layoutMenuButtonSize};
  padding: ${space[2]} ${space[3]};
  border-radius: ${radius.md};
  font: inherit;
  font-size: ${fontSize.sm};
  font-weight: ${fontWeight.medium};
  cursor: pointer;

  &:focus-visible {
    outline: 2px solid ${color.focusRing};
    outline-offset: 2px;
  }
  svg {
    flex: none;
    inline-size: ${component.buttonIconSize};
    block-size: ${component.buttonIconSize};
  }
`;

export const BackLink = styled(LinkOrAnchor)`
  ${control}
  grid-area: back;
  color: ${color.primaryText};
  text-decoration: none;

  &:hover {
    transition: background-color ${duration.fast};
    background: ${color.surfaceSunken};
    text-decoration: underline;
  }
  ${whenCompact(css`
    padding-inline: ${space[2]};
  `)}
`;

/** On phones only the arrow shows; the words stay for screen readers. */
export const BackText = styled.span`
  ${whenCompact(visuallyHidden)}
`;

/**
 * Up to two lines, broken between words: on one line a phone cut the course's name mid-word
 * ("Microsoft Excel untuk Ana..."). Only a name longer than two lines ends in an ellipsis.
 */
export const CourseTitle = styled.p`
  display: -webkit-box;
  grid-area: title;
  margin: 0;
  overflow: hidden;
  -webkit-box-orient: vertical;
  -webkit-line-clamp: 2;
  font-size: ${fontSize.md};
  font-weight: ${fontWeight.medium};
  line-height: ${lineHeight.tight};
  ${whenCompact(css`
    align-self: end;
    font-size: ${fontSize.sm};
  `)}
`;

export const Progress = styled.div`
  grid-area: progress;
  min-inline-size: 0;
  ${whenCompact(css`
    align-self: start;
  `)}
`;

const toggle = css`
  ${control}
  grid-area: toggle;
  border: 1px solid ${color.border};
  background: ${color.surface};
  color: ${color.text};

  &:hover {
    transition: background-color ${duration.fast};
    background: ${color.surfaceSunken};
  }
`;

/** Wide screens: shows or hides the outline column. */
export const ToggleWide = styled.button`
  ${toggle}
  ${wideOnly}
`;

/** Phones: opens the outline in a drawer. */
export const ToggleCompact = styled.button`
  ${toggle}
  ${compactOnly('inline-flex')}
  justify-content: center;
  min-inline-size: ${component.layoutMenuButtonSize};
  padding-inline: ${space[2]};
`;

/** On phones the button shows only its icon; the words stay its accessible name. */
export const ToggleText = styled.span`
  ${whenCompact(visuallyHidden)}
`;

export const Body = styled.div`
  display: flex;
  min-block-size: 0;
`;

/** After the content in the document (see LearnLayout), drawn before it. */
export const Sidebar = styled.nav`
  flex: none;
  order: -1;
  inline-size: ${component.learnSidebarWidth};
  overflow-y: auto;
  padding: ${space[4]};
  border-inline-end: 1px solid ${color.border};
  background: ${color.surfaceSunken};
  ${wideOnly}

  &[hidden] {
    display: none;
  }
`;

export const SidebarTitle = styled.h2`
  margin: 0 0 ${space[3]};
  font-size: ${fontSize.md};
  font-weight: ${fontWeight.semibold};
  line-height: ${lineHeight.tight};
`;

export const Main = styled.main`
  flex: 1;
  min-inline-size: 0;
  overflow-y: auto;
  padding: ${space[6]} ${space[6]} ${space[8]};

  &:focus {
    outline: none;
  }
  ${whenCompact(css`
    padding: ${space[4]} ${space[4]} ${space[6]};
  `)}
`;

export const MainInner = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${space[6]};
  max-inline-size: ${component.documentMaxWidth};
  margin-inline: auto;
`;

export const Footer = styled.div`
  border-block-start: 1px solid ${color.border};
  background: ${color.surface};
`;
