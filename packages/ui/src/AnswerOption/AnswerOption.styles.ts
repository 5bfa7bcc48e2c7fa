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
import { canHover } from '../internal/a11y';

/** What the option looks like: chosen, or marked by review mode. */
export type OptionLook = 'idle' | 'selected' | 'correct' | 'incorrect';

const looks = {
  idle: css`
    background: ${color.surface};
    border-color: ${color.border};
    color: ${color.text};
  `,
  /* Fixed blue, not the brand: a red tenant's choice would read as wrong, a green one's as right. */
  selected: css`
    background: ${color.selectedSubtle};
    border-color: ${color.selected};
    box-shadow: inset 0 0 0 1px ${color.selected};
    color: ${color.onSelectedSubtle};
  `,
  correct: css`
    background: ${color.successSubtle};
    border-color: ${color.success};
    box-shadow: inset 0 0 0 1px ${color.success};
    color: ${color.text};
  `,
  incorrect: css`
    background: ${color.dangerSubtle};
    border-color: ${color.danger};
    box-shadow: inset 0 0 0 1px ${color.danger};
    color: ${color.text};
  `,
} satisfies Record<OptionLook, ReturnType<typeof css>>;

/** The whole row is the `<label>`, so the hit area is the full width of the option. */
export const OptionRoot = styled.label<{ $look: OptionLook; $isDimmed: boolean }>`
  display: flex;
  /* On a phone the review's words go under the answer rather than squeeze it. */
  flex-wrap: wrap;
  align-items: center;
  gap: ${space[3]};
  min-height: ${component.answerOptionMinHeight};
  padding: ${space[2]} ${space[4]};
  border: 1px solid;
  border-radius: ${radius.md};
  font-family: ${fontFamily.body};
  font-size: ${fontSize.md};
  line-height: ${lineHeight.normal};
  cursor: pointer;
  ${({ $look }) => looks[$look]}

  ${canHover} {
    &:hover:not(:has(input:disabled)) {
      transition: border-color ${duration.fast};
      border-color: ${({ $look }) => ($look === 'idle' ? color.borderStrong : color.selected)};
    }
  }
  &:has(input:focus-visible) {
    outline: 2px solid ${color.focusRing};
    outline-offset: 2px;
  }
  &:has(input:disabled) {
    cursor: default;
  }
  ${({ $isDimmed }) =>
    $isDimmed &&
    css`
      cursor: not-allowed;
      opacity: 0.6;
    `}
`;

/** Holds the native input (restyled) and, for checkboxes, the check mark drawn over it. */
export const Control = styled.span`
  position: relative;
  display: inline-flex;
  flex: none;
`;

export const Input = styled.input`
  appearance: none;
  display: block;
  width: ${component.answerOptionControlSize};
  height: ${component.answerOptionControlSize};
  margin: 0;
  border: 2px solid ${color.borderStrong};
  border-radius: ${({ type }) => (type === 'radio' ? '50%' : radius.sm)};
  background: ${color.surface};
  cursor: inherit;

  &:checked {
    border-color: ${color.selected};
  }
  &[type='radio']:checked {
    /* The dot: the selection colour inside a ring of surface. */
    background: ${color.selected};
    box-shadow: inset 0 0 0 3px ${color.surface};
  }
  &:focus-visible {
    outline: none;
  }
`;

export const CheckMark = styled.span`
  position: absolute;
  inset: 0;
  display: none;
  color: ${color.selected};
  pointer-events: none;

  input:checked + & {
    display: block;
  }
  svg {
    width: 100%;
    height: 100%;
    padding: 3px;
  }
`;

export const Letter = styled.span<{ $look: OptionLook }>`
  display: inline-flex;
  flex: none;
  align-items: center;
  justify-content: center;
  width: ${component.answerOptionMarkerSize};
  height: ${component.answerOptionMarkerSize};
  border: 1px solid ${({ $look }) => ($look === 'selected' ? color.selected : color.borderStrong)};
  border-radius: 50%;
  background: ${color.surface};
  color: ${color.text};
  font-size: ${fontSize.sm};
  font-weight: ${fontWeight.medium};
`;

export const Text = styled.span`
  flex: 1 1 ${component.answerOptionTextMinWidth};
  min-width: 0;
  overflow-wrap: anywhere;
`;

export const Status = styled.span<{ $isCorrect: boolean }>`
  display: inline-flex;
  flex: none;
  margin-inline-start: auto;
  align-items: center;
  gap: ${space[1]};
  font-size: ${fontSize.sm};
  font-weight: ${fontWeight.semibold};
  color: ${({ $isCorrect }) => ($isCorrect ? color.success : color.danger)};

  svg {
    width: ${component.quizIconSize};
    height: ${component.quizIconSize};
  }
`;
