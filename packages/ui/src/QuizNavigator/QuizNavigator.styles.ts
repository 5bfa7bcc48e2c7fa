import styled, { css } from 'styled-components';
import {
  color,
  component,
  duration,
  fontFamily,
  fontSize,
  fontWeight,
  radius,
  space,
} from '@ajar/tokens';
import { canHover } from '../internal/a11y';

export const Root = styled.nav`
  display: flex;
  flex-direction: column;
  gap: ${space[3]};
  font-family: ${fontFamily.body};
  color: ${color.text};
`;

export const Summary = styled.p`
  margin: 0;
  font-size: ${fontSize.sm};
  font-weight: ${fontWeight.medium};
`;

export const Grid = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${space[2]};
`;

export const Row = styled.div`
  display: flex;
  gap: ${space[2]};
`;

/** The look of one question's state; shared by the buttons and the key. */
const answered = css`
  border-style: solid;
  border-color: ${color.answered};
  background: ${color.answeredSubtle};
  color: ${color.onSelectedSubtle};
`;

const unanswered = css`
  /* Dashed, so "not answered" does not rest on the colour difference alone. */
  border-style: dashed;
  border-color: ${color.borderStrong};
  background: ${color.surface};
  color: ${color.text};
`;

const current = css`
  box-shadow:
    0 0 0 2px ${color.surface},
    0 0 0 4px ${color.text};
  font-weight: ${fontWeight.semibold};
  text-decoration: underline;
  text-underline-offset: 3px;
`;

export const Item = styled.button<{ $isAnswered: boolean; $isCurrent: boolean }>`
  position: relative;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: ${component.quizNavigatorItemSize};
  height: ${component.quizNavigatorItemSize};
  padding: 0;
  border: 2px solid;
  border-radius: ${radius.md};
  font-family: inherit;
  font-size: ${fontSize.md};
  font-weight: ${fontWeight.medium};
  cursor: pointer;
  ${({ $isAnswered }) => ($isAnswered ? answered : unanswered)}
  ${({ $isCurrent }) => $isCurrent && current}

  ${canHover} {
    &:hover {
      transition: border-color ${duration.fast};
      border-color: ${color.text};
    }
  }
  &:focus-visible {
    outline: 2px solid ${color.focusRing};
    outline-offset: 5px;
  }
`;

/** A small icon in a corner of a question button: flag top end, check bottom end. */
export const Corner = styled.span<{ $position: 'top' | 'bottom'; $tone: 'flag' | 'check' }>`
  position: absolute;
  inset-inline-end: 1px;
  ${({ $position }) => ($position === 'top' ? 'top: 1px;' : 'bottom: 1px;')}
  display: flex;
  width: ${component.quizNavigatorMarkerSize};
  height: ${component.quizNavigatorMarkerSize};
  color: ${({ $tone }) => ($tone === 'flag' ? color.warning : 'inherit')};

  svg {
    width: 100%;
    height: 100%;
  }
`;

export const Key = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${space[2]} ${space[4]};
  margin: 0;
  padding: 0;
  list-style: none;
  font-size: ${fontSize.sm};
  color: ${color.textMuted};
`;

export const KeyItem = styled.li`
  display: inline-flex;
  align-items: center;
  gap: ${space[2]};
`;

export const KeySwatch = styled.span<{ $look: 'answered' | 'unanswered' | 'flagged' | 'current' }>`
  position: relative;
  display: inline-flex;
  width: ${component.quizIconSize};
  height: ${component.quizIconSize};
  border: 2px solid;
  border-radius: ${radius.sm};
  ${({ $look }) =>
    $look === 'answered'
      ? answered
      : $look === 'current'
        ? css`
            ${unanswered}
            border-style: solid;
            border-color: ${color.text};
          `
        : unanswered}
  ${({ $look }) =>
    $look === 'flagged' &&
    css`
      border-color: transparent;
      color: ${color.warning};
    `}

  svg {
    width: 100%;
    height: 100%;
  }
`;
