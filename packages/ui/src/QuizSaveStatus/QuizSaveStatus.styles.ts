import styled, { css } from 'styled-components';
import {
  color,
  component,
  fontFamily,
  fontSize,
  fontWeight,
  lineHeight,
  space,
} from '@ajar/tokens';
import type { QuizSaveState } from './QuizSaveStatus';

const looks = {
  idle: css`
    color: ${color.textMuted};
  `,
  saving: css`
    color: ${color.textMuted};
  `,
  saved: css`
    color: ${color.success};
  `,
  offline: css`
    color: ${color.warning};
  `,
  error: css`
    color: ${color.danger};
  `,
} satisfies Record<QuizSaveState, ReturnType<typeof css>>;

export const Root = styled.p<{ $state: QuizSaveState }>`
  display: inline-flex;
  align-items: flex-start;
  gap: ${space[2]};
  margin: 0;
  font-family: ${fontFamily.body};
  font-size: ${fontSize.sm};
  font-weight: ${fontWeight.medium};
  line-height: ${lineHeight.normal};
  ${({ $state }) => looks[$state]}

  & > svg {
    flex: none;
    width: ${component.quizIconSize};
    height: ${component.quizIconSize};
  }
`;

export const Text = styled.span`
  overflow-wrap: anywhere;
`;
