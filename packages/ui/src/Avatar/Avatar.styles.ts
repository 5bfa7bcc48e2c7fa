import styled, { css } from 'styled-components';
import { color, component, fontFamily, fontSize, fontWeight, radius } from '@ajar/tokens';
import type { AvatarSize } from './Avatar';

const sizes = {
  sm: css`
    width: ${component.avatarSizeSm};
    height: ${component.avatarSizeSm};
    font-size: ${fontSize.xs};
  `,
  md: css`
    width: ${component.avatarSizeMd};
    height: ${component.avatarSizeMd};
    font-size: ${fontSize.sm};
  `,
  lg: css`
    width: ${component.avatarSizeLg};
    height: ${component.avatarSizeLg};
    font-size: ${fontSize.lg};
  `,
} satisfies Record<AvatarSize, ReturnType<typeof css>>;

export const AvatarRoot = styled.span<{ $size: AvatarSize }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  flex-shrink: 0;
  overflow: hidden;
  border-radius: ${radius.pill};
  background: ${color.primarySubtle};
  /* An edge, so the initials' circle stays seen on tinted rows (the current user's, a card's). */
  box-shadow: inset 0 0 0 1px ${color.primaryBorder};
  color: ${color.onPrimarySubtle};
  font-family: ${fontFamily.body};
  font-weight: ${fontWeight.medium};
  user-select: none;
  ${({ $size }) => sizes[$size]}
`;

export const AvatarImage = styled.img`
  width: 100%;
  height: 100%;
  object-fit: cover;
`;
