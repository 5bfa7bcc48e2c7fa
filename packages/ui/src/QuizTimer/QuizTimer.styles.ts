import styled, { css } from 'styled-components';
import { color, component, fontFamily, fontSize, fontWeight, radius, space } from '@ajar/tokens';

export type TimerLook = 'normal' | 'warning' | 'expired';

const looks = {
  normal: css`
    background: ${color.surface};
    border-color: ${color.border};
    color: ${color.text};
  `,
  warning: css`
    background: ${color.warningSubtle};
    border-color: ${color.warning};
    color: ${color.warning};
  `,
  expired: css`
    background: ${color.dangerSubtle};
    border-color: ${color.danger};
    color: ${color.danger};
  `,
} satisfies Record<TimerLook, ReturnType<typeof css>>;

export const Root = styled.div<{ $look: TimerLook }>`
  display: inline-flex;
  align-items: center;
  gap: ${space[2]};
  padding: ${space[2]} ${space[3]};
  border: 1px solid;
  border-radius: ${radius.md};
  font-family: ${fontFamily.body};
  ${({ $look }) => looks[$look]}

  svg {
    flex: none;
    width: ${component.quizIconSize};
    height: ${component.quizIconSize};
  }
`;

export const Timer = styled.div`
  display: inline-flex;
  align-items: baseline;
  gap: ${space[2]};
`;

export const Label = styled.span`
  font-size: ${fontSize.sm};
  font-weight: ${fontWeight.medium};
`;

export const Digits = styled.time`
  min-width: ${component.quizTimerDigitsMinWidth};
  font-size: ${fontSize.lg};
  font-weight: ${fontWeight.bold};
  font-variant-numeric: tabular-nums;
`;
