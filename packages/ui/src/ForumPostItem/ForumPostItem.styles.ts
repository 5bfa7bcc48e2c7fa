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
import { LinkOrAnchor } from '../internal/link/link';

export const Root = styled.article<{ $isPinned: boolean }>`
  display: flex;
  flex-direction: column;
  gap: ${space[2]};
  padding: ${space[4]};
  border: 1px solid ${({ $isPinned }) => ($isPinned ? color.primaryBorder : color.border)};
  border-radius: ${radius.lg};
  background: ${color.surface};
  color: ${color.text};
  font-family: ${fontFamily.body};
  min-width: 0;
`;

export const Markers = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${space[1]};

  svg {
    width: ${component.forumPostIconSize};
    height: ${component.forumPostIconSize};
  }
`;

export const Title = styled.h3`
  margin: 0;
  font-size: ${fontSize.lg};
  font-weight: ${fontWeight.semibold};
  line-height: ${lineHeight.tight};
`;

export const TitleLink = styled(LinkOrAnchor)`
  color: ${color.primaryText};
  text-decoration: none;

  &:hover {
    text-decoration: underline;
  }
  &:focus-visible {
    outline: 2px solid ${color.focusRing};
    outline-offset: 2px;
    border-radius: ${radius.sm};
  }
`;

export const Byline = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${space[2]};
  margin: 0;
  font-size: ${fontSize.sm};
  color: ${color.textMuted};
`;

export const AuthorName = styled.span`
  font-weight: ${fontWeight.medium};
  color: ${color.text};
`;

/** Plain text, cut to a few lines with an ellipsis; the full post is one click away. */
export const Excerpt = styled.p`
  display: -webkit-box;
  margin: 0;
  overflow: hidden;
  -webkit-box-orient: vertical;
  -webkit-line-clamp: ${component.forumPostExcerptLines};
  line-clamp: ${component.forumPostExcerptLines};
  font-size: ${fontSize.sm};
  line-height: ${lineHeight.normal};
  overflow-wrap: anywhere;
`;

export const Stats = styled.ul`
  display: flex;
  gap: ${space[4]};
  margin: 0;
  padding: 0;
  list-style: none;
  font-size: ${fontSize.sm};
  color: ${color.textMuted};
`;

export const Stat = styled.li`
  display: inline-flex;
  align-items: center;
  gap: ${space[1]};
  font-variant-numeric: tabular-nums;

  svg {
    width: ${component.forumPostIconSize};
    height: ${component.forumPostIconSize};
  }
`;
