import styled, { css } from 'styled-components';
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

export const BadgeRoot = styled.article<{ $isEarned: boolean }>`
  display: flex;
  align-items: flex-start;
  gap: ${space[3]};
  padding: ${space[3]};
  border: 1px ${({ $isEarned }) => ($isEarned ? 'solid' : 'dashed')} ${color.borderStrong};
  border-radius: ${radius.lg};
  background: ${color.surface};
  font-family: ${fontFamily.body};
  color: ${color.text};
`;

export const Medal = styled.span<{ $isEarned: boolean }>`
  position: relative;
  flex: none;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  inline-size: ${component.achievementMedalSize};
  block-size: ${component.achievementMedalSize};
  border-radius: ${radius.pill};
  ${({ $isEarned }) =>
    $isEarned
      ? css`
          background: ${component.achievementEarnedFill};
          color: ${component.achievementEarnedInk};
          box-shadow: inset 0 0 0 2px ${component.achievementEarnedInk};
        `
      : css`
          background: ${color.surfaceSunken};
          color: ${color.textMuted};
          box-shadow: inset 0 0 0 1px ${color.border};
        `}

  > svg {
    inline-size: 60%;
    block-size: 60%;
  }
  /* The padlock sits on the medal's edge, on a surface disc of its own. */
  > svg[data-lock] {
    position: absolute;
    inset-block-end: -2px;
    inset-inline-end: -2px;
    inline-size: 40%;
    block-size: 40%;
    padding: 2px;
    border-radius: ${radius.pill};
    background: ${color.surface};
    box-shadow: 0 0 0 1px ${color.borderStrong};
    color: ${color.text};
  }
`;

export const BadgeText = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${space[1]};
  min-inline-size: 0;
`;

export const BadgeTitle = styled.h3`
  margin: 0;
  font-size: ${fontSize.md};
  font-weight: ${fontWeight.semibold};
  line-height: ${lineHeight.tight};
  overflow-wrap: anywhere;
`;

export const BadgeDescription = styled.p`
  margin: 0;
  font-size: ${fontSize.sm};
  line-height: ${lineHeight.normal};
  color: ${color.textMuted};
`;

export const BadgeStatus = styled.p`
  margin: 0;
  font-size: ${fontSize.sm};
  font-weight: ${fontWeight.semibold};
  line-height: ${lineHeight.normal};
`;
