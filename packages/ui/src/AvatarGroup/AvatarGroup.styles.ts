import styled, { css } from 'styled-components';
import { color, component, fontFamily, fontSize, fontWeight, radius, space } from '@ajar/tokens';
import type { AvatarSize } from '../Avatar';

export const AvatarGroupRoot = styled.span`
  display: inline-flex;
  align-items: center;
`;

/** A ring in the surface colour separates each avatar from the one it overlaps. */
export const Slot = styled.span`
  display: inline-flex;
  border-radius: ${radius.pill};
  box-shadow: 0 0 0 2px ${color.surface};

  & + & {
    margin-inline-start: calc(-1 * ${space[2]});
  }
`;

const sizes = {
  sm: css`
    min-inline-size: ${component.avatarSizeSm};
    block-size: ${component.avatarSizeSm};
    font-size: ${fontSize.xs};
  `,
  md: css`
    min-inline-size: ${component.avatarSizeMd};
    block-size: ${component.avatarSizeMd};
    font-size: ${fontSize.sm};
  `,
  lg: css`
    min-inline-size: ${component.avatarSizeLg};
    block-size: ${component.avatarSizeLg};
    font-size: ${fontSize.md};
  `,
} satisfies Record<AvatarSize, ReturnType<typeof css>>;

export const Overflow = styled.span<{ $size: AvatarSize }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  padding-inline: ${space[1]};
  border-radius: ${radius.pill};
  background: ${color.surfaceSunken};
  box-shadow: inset 0 0 0 1px ${color.borderStrong};
  color: ${color.text};
  font-family: ${fontFamily.body};
  font-weight: ${fontWeight.semibold};
  ${({ $size }) => sizes[$size]}
`;
