import styled from 'styled-components';
import {
  color,
  component,
  fontFamily,
  fontSize,
  fontWeight,
  lineHeight,
  space,
} from '@ajar/tokens';
import { stretchedCard } from '../internal/link/stretchedLink';

export const Root = styled.div<{ $hasLink: boolean }>`
  position: relative;
  /* The action sits beside the text when there is room, under it on a phone. */
  display: flex;
  flex-wrap: wrap;
  align-items: flex-start;
  gap: ${space[3]};
  padding: ${space[3]} ${space[4]};
  border-block-end: 1px solid ${color.border};
  background: ${color.surface};
  color: ${color.text};
  font-family: ${fontFamily.body};
  ${({ $hasLink }) => $hasLink && stretchedCard}

  &:focus-visible {
    outline: 2px solid ${color.focusRing};
    outline-offset: -2px;
  }
`;

/** The unread mark: a dot in the tenant's border colour (3:1 on the surface). */
export const Dot = styled.span`
  flex: none;
  width: ${component.notificationDotSize};
  height: ${component.notificationDotSize};
  margin-block-start: ${space[2]};
  border-radius: 50%;
  background: ${color.primaryBorder};
`;

export const Content = styled.div`
  flex: 1 1 ${component.notificationTextMinWidth};
  display: flex;
  flex-direction: column;
  gap: ${space[1]};
  min-width: 0;
`;

export const Title = styled.p<{ $isRead: boolean }>`
  margin: 0;
  font-size: ${fontSize.md};
  line-height: ${lineHeight.normal};
  font-weight: ${({ $isRead }) => ($isRead ? fontWeight.regular : fontWeight.bold)};
`;

export const Body = styled.p`
  margin: 0;
  font-size: ${fontSize.sm};
  line-height: ${lineHeight.normal};
  color: ${color.textMuted};
  overflow-wrap: anywhere;
`;

export const Time = styled.time`
  font-size: ${fontSize.xs};
  color: ${color.textMuted};
`;

/** Keeps the read item's text in line with the unread ones' (the dot's place). */
export const DotSpace = styled.span`
  flex: none;
  width: ${component.notificationDotSize};
`;

/** At the end of the row, or of its own row under the text. */
export const Action = styled.div`
  margin-inline-start: auto;
`;
