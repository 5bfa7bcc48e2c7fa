import styled, { css } from 'styled-components';
import { component } from '@ajar/tokens';
import { buttonBase, buttonVariants } from '../Button/Button.styles';
import type { IconButtonSize, IconButtonVariant } from './IconButton';

/** Square: the side is the matching Button height, so both line up in a toolbar. */
const sides = {
  sm: css`
    width: ${component.buttonHeightSm};
    height: ${component.buttonHeightSm};
  `,
  md: css`
    width: ${component.buttonHeightMd};
    height: ${component.buttonHeightMd};
  `,
  lg: css`
    width: ${component.buttonHeightLg};
    height: ${component.buttonHeightLg};
  `,
} satisfies Record<IconButtonSize, ReturnType<typeof css>>;

export const StyledIconButton = styled.button<{
  $variant: IconButtonVariant;
  $size: IconButtonSize;
}>`
  ${buttonBase}
  ${({ $variant }) => buttonVariants[$variant]}
  ${({ $size }) => sides[$size]}
  flex-shrink: 0;
  padding: 0;

  svg {
    display: block;
    width: ${component.iconButtonIconSize};
    height: ${component.iconButtonIconSize};
  }
`;
