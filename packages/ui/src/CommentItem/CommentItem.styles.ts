import styled from 'styled-components';
import {
  breakpoint,
  color,
  fontFamily,
  fontSize,
  fontWeight,
  lineHeight,
  space,
} from '@ajar/tokens';

export const CommentRoot = styled.article`
  container: ajar-comment / inline-size;
  font-family: ${fontFamily.body};
  color: ${color.text};
`;

export const Main = styled.div`
  display: flex;
  align-items: flex-start;
  gap: ${space[3]};
`;

export const Header = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${space[1]};
  flex: 1;
  min-inline-size: 0;
`;

export const Meta = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  column-gap: ${space[2]};
  row-gap: ${space[1]};
  margin: 0;
  font-size: ${fontSize.sm};
  line-height: ${lineHeight.normal};
`;

export const AuthorName = styled.span`
  font-weight: ${fontWeight.semibold};
  overflow-wrap: anywhere;
`;

export const Time = styled.time`
  color: ${color.textMuted};
`;

export const Body = styled.div`
  font-size: ${fontSize.md};
  line-height: ${lineHeight.normal};
  overflow-wrap: anywhere;

  > :first-child {
    margin-block-start: 0;
  }
  > :last-child {
    margin-block-end: 0;
  }
`;

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${space[2]};
  margin-block-start: ${space[1]};
`;

/**
 * Replies sit under the parent's text, behind a thread line. On narrow containers the
 * indent drops to a few pixels, and after two levels it stops growing: a deep thread keeps
 * most of a phone's width for reading.
 */
export const Replies = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${space[4]};
  margin-block-start: ${space[4]};
  margin-inline-start: calc(${space[8]} / 2);
  padding-inline-start: ${space[6]};
  border-inline-start: 2px solid ${color.border};

  @container ajar-comment (width < ${breakpoint.sm}px) {
    margin-inline-start: 0;
    padding-inline-start: ${space[3]};
  }
  & & & {
    margin-inline-start: 0;
    padding-inline-start: 0;
    border-inline-start: 0;
  }
`;
