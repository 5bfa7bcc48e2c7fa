import styled, { css } from 'styled-components';
import {
  color,
  component,
  duration,
  fontFamily,
  fontSize,
  fontWeight,
  letterSpacing,
  lineHeight,
  radius,
  space,
} from '@ajar/tokens';
import type { BadgeTone } from './Badge';

/** Each tone pairs a subtle background with a text colour readable on it (>= 4.5:1). */
export const tones = {
  neutral: css`
    background: ${color.surfaceSunken};
    color: ${color.text};
    border-color: ${color.border};
  `,
  info: css`
    background: ${color.infoSubtle};
    color: ${color.info};
  `,
  success: css`
    background: ${color.successSubtle};
    color: ${color.success};
  `,
  warning: css`
    background: ${color.warningSubtle};
    color: ${color.warning};
  `,
  danger: css`
    background: ${color.dangerSubtle};
    color: ${color.danger};
  `,
  primary: css`
    background: ${color.primarySubtle};
    color: ${color.onPrimarySubtle};
    border-color: ${color.primaryBorder};
  `,
} satisfies Record<BadgeTone, ReturnType<typeof css>>;

const pill = css`
  display: inline-flex;
  align-items: center;
  gap: ${space[1]};
  max-width: 100%;
  border: 1px solid transparent;
  border-radius: ${radius.pill};
  font-family: ${fontFamily.body};
  font-size: ${fontSize.xs};
  font-weight: ${fontWeight.medium};
  /* 12 px reads at 500 with a little tracking; 600 closed the counters up. */
  letter-spacing: ${letterSpacing.wide};
  line-height: ${lineHeight.tight};
  white-space: nowrap;
`;

export const StyledBadge = styled.span<{ $tone: BadgeTone }>`
  ${pill}
  padding: ${space[1]} ${space[2]};
  ${({ $tone }) => tones[$tone]}
`;

export const StyledTag = styled.span<{ $tone: BadgeTone }>`
  ${pill}
  font-size: ${fontSize.sm};
  padding: ${space[1]} ${space[1]} ${space[1]} ${space[3]};
  ${({ $tone }) => tones[$tone]}
`;

export const TagText = styled.span`
  overflow: hidden;
  text-overflow: ellipsis;
`;

export const RemoveButton = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  flex-shrink: 0;
  width: ${component.tagRemoveSize};
  height: ${component.tagRemoveSize};
  padding: 0;
  border: 0;
  border-radius: ${radius.pill};
  background: transparent;
  color: inherit;
  cursor: pointer;

  &:hover:not(:disabled) {
    transition: background-color ${duration.fast};
    background: ${color.surface};
  }
  &:focus-visible {
    outline: 2px solid ${color.focusRing};
    outline-offset: 1px;
  }
  &:disabled {
    cursor: not-allowed;
    opacity: 0.6;
  }
  svg {
    width: 60%;
    height: 60%;
  }
`;
