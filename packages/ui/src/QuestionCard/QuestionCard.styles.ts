import styled from 'styled-components';
import {
  color,
  component,
  duration,
  fontFamily,
  fontSize,
  fontWeight,
  lineHeight,
  radius,
  shadow,
  space,
} from '@ajar/tokens';
import { canHover } from '../internal/a11y';

export const Root = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${space[4]};
  max-width: ${component.questionCardMaxWidth};
  padding: ${space[6]};
  border: 1px solid ${color.border};
  border-radius: ${radius.lg};
  background: ${color.surface};
  box-shadow: ${shadow.sm};
  font-family: ${fontFamily.body};
  color: ${color.text};
`;

export const Header = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${space[2]};
`;

export const QuestionNumber = styled.p`
  margin: 0;
  font-size: ${fontSize.sm};
  font-weight: ${fontWeight.medium};
  color: ${color.textMuted};
`;

export const FlagButton = styled.button`
  display: inline-flex;
  align-items: center;
  gap: ${space[2]};
  min-height: ${component.buttonHeightSm};
  padding: ${space[1]} ${space[3]};
  border: 1px solid ${color.borderStrong};
  border-radius: ${radius.pill};
  background: ${color.surface};
  color: ${color.text};
  font-family: inherit;
  font-size: ${fontSize.sm};
  font-weight: ${fontWeight.medium};
  cursor: pointer;

  &[aria-pressed='true'] {
    border-color: ${color.warning};
    background: ${color.warningSubtle};
    color: ${color.warning};
  }
  ${canHover} {
    &:hover:not(:disabled) {
      transition: border-color ${duration.fast};
      border-color: ${color.text};
    }
  }
  &:focus-visible {
    outline: 2px solid ${color.focusRing};
    outline-offset: 2px;
  }
  &:disabled {
    cursor: not-allowed;
    opacity: 0.6;
  }
  svg {
    width: ${component.quizIconSize};
    height: ${component.quizIconSize};
  }
`;

export const Fieldset = styled.fieldset`
  display: flex;
  flex-direction: column;
  gap: ${space[3]};
  min-width: 0;
  margin: 0;
  padding: 0;
  border: 0;
`;

export const Legend = styled.legend`
  padding: 0;
  margin-block-end: ${space[3]};
  font-size: ${fontSize.lg};
  font-weight: ${fontWeight.semibold};
  line-height: ${lineHeight.normal};
  overflow-wrap: anywhere;
`;

export const Media = styled.div`
  font-size: ${fontSize.md};
  line-height: ${lineHeight.normal};

  img,
  video {
    max-width: 100%;
    height: auto;
    border-radius: ${radius.md};
  }
`;

export const Hint = styled.p`
  margin: 0;
  font-size: ${fontSize.sm};
  color: ${color.textMuted};
`;

export const Options = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${space[2]};
`;

export const ReviewNote = styled.p<{ $isCorrect: boolean }>`
  display: flex;
  align-items: center;
  gap: ${space[1]};
  margin: 0;
  font-size: ${fontSize.sm};
  font-weight: ${fontWeight.semibold};
  color: ${({ $isCorrect }) => ($isCorrect ? color.success : color.danger)};

  svg {
    flex: none;
    width: ${component.quizIconSize};
    height: ${component.quizIconSize};
  }
`;
