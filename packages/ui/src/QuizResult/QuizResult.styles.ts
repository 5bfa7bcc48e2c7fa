import styled from 'styled-components';
import type { QuizOutcome } from './QuizResult';
import { color, component, fontSize, fontWeight, lineHeight, space } from '@ajar/tokens';

const statusColor = {
  Passed: color.success,
  NotPassed: color.danger,
  NoFinalQuiz: color.text,
} satisfies Record<QuizOutcome, string>;

export const StatusHeading = styled.span<{ $status: QuizOutcome }>`
  display: inline-flex;
  align-items: center;
  gap: ${space[2]};
  color: ${({ $status }) => statusColor[$status]};

  svg {
    flex: none;
    width: ${component.quizIconSize};
    height: ${component.quizIconSize};
  }
`;

export const QuizName = styled.p`
  margin: 0;
  font-size: ${fontSize.sm};
  color: ${color.textMuted};
`;

export const Description = styled.p`
  margin: 0;
  font-size: ${fontSize.md};
  line-height: ${lineHeight.normal};
`;

export const ScoreBlock = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${space[4]} ${space[6]};
`;

export const Facts = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${space[1]};
  margin: 0;
  padding: 0;
  list-style: none;
  font-size: ${fontSize.md};
`;

export const ScoreFact = styled.li`
  font-size: ${fontSize.xl};
  font-weight: ${fontWeight.semibold};
`;

export const Muted = styled.li`
  color: ${color.textMuted};
  font-size: ${fontSize.sm};
`;

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${space[2]};
`;
