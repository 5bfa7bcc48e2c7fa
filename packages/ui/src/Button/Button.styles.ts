import styled, { css } from 'styled-components';
import {
  color,
  component,
  duration,
  fontFamily,
  fontSize,
  fontWeight,
  lineHeight,
  space,
} from '@ajar/tokens';
import type { ButtonSize, ButtonVariant } from './Button';

/** Not disabled, not loading: the only states that react to the pointer. */
const interactive = `:not(:disabled):not([aria-disabled='true'])`;

/**
 * Colours per variant. Only `:hover` transitions: on a resting state a tenant colour change
 * would start one transition per element (measured 380 ms for 5000 buttons).
 */
export const buttonVariants = {
  primary: css`
    background: ${color.primaryFill};
    /* A pale brand on white still needs a visible edge (3:1), hence primaryBorder. */
    border-color: ${color.primaryBorder};
    color: ${color.onPrimary};
    &:hover${interactive} {
      transition: background-color ${duration.fast};
      background: ${color.primaryHover};
      color: ${color.onPrimaryHover};
    }
    &:active${interactive} {
      background: ${color.primaryActive};
      color: ${color.onPrimaryActive};
    }
  `,
  secondary: css`
    background: ${color.surface};
    border-color: ${color.text};
    color: ${color.text};
    &:hover${interactive} {
      transition: background-color ${duration.fast};
      background: ${color.surfaceSunken};
    }
  `,
  ghost: css`
    background: transparent;
    color: ${color.primaryText};
    &:hover${interactive} {
      transition: background-color ${duration.fast};
      background: ${color.primarySubtle};
      color: ${color.onPrimarySubtle};
    }
  `,
  /*
   * Outlined at rest, as Primer does: with a red tenant a solid danger button looked like the
   * primary one. It fills only under the pointer, when the choice is being made.
   */
  danger: css`
    background: ${color.surface};
    border-color: ${color.danger};
    color: ${color.danger};
    &:hover${interactive} {
      transition: background-color ${duration.fast};
      background: ${color.danger};
      /* danger is a dark red: the surface colour on it reads at 4.5:1 and more. */
      color: ${color.surface};
    }
  `,
} satisfies Record<ButtonVariant, ReturnType<typeof css>>;

const sizes = {
  sm: css`
    min-height: ${component.buttonHeightSm};
    padding: ${space[1]} ${space[3]};
    font-size: ${fontSize.sm};
  `,
  md: css`
    min-height: ${component.buttonHeightMd};
    padding: ${space[2]} ${space[4]};
    font-size: ${fontSize.md};
  `,
  lg: css`
    min-height: ${component.buttonHeightLg};
    padding: ${space[3]} ${space[6]};
    font-size: ${fontSize.lg};
  `,
} satisfies Record<ButtonSize, ReturnType<typeof css>>;

/** Shared by Button and IconButton: box, type, focus ring and the disabled look. */
export const buttonBase = css`
  position: relative;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  border: 1px solid transparent;
  border-radius: ${component.buttonRadius};
  font-family: ${fontFamily.body};
  font-weight: ${fontWeight.medium};
  line-height: ${lineHeight.tight};
  text-decoration: none;
  cursor: pointer;
  /* Never wider than its column: a label that cannot wrap (see Lead) is cut instead. */
  max-inline-size: 100%;

  &:focus-visible {
    outline: 2px solid ${color.focusRing};
    outline-offset: 2px;
  }
  &:disabled,
  &[aria-disabled='true'] {
    cursor: not-allowed;
  }
  /* Loading keeps full colour (it is busy, not unavailable); disabled fades. */
  &:disabled,
  &[aria-disabled='true']:not([aria-busy='true']) {
    opacity: 0.6;
  }
`;

/** A lead line over a one-line label: two lines at most, however long the label. */
export const LeadStack = styled.span`
  display: flex;
  flex-direction: column;
  min-inline-size: 0;
  text-align: start;
`;

export const Lead = styled.span`
  font-size: ${fontSize.xs};
  font-weight: ${fontWeight.regular};
`;

export const LeadLabel = styled.span`
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
`;

interface StyleProps {
  $variant: ButtonVariant;
  $size: ButtonSize;
}

const buttonCss = css<StyleProps>`
  ${buttonBase}
  ${({ $variant }) => buttonVariants[$variant]}
  ${({ $size }) => sizes[$size]}

  /* In a row of actions (a flex item) it may shrink below its one-line label, which is cut. */
  &:has(${LeadStack}) {
    min-inline-size: 0;
  }
`;

export const StyledButton = styled.button<StyleProps>`
  ${buttonCss}
`;

export const StyledLinkButton = styled.a<StyleProps>`
  ${buttonCss}
`;

/** The label and icons; made transparent (not removed) while loading so the width stays. */
export const Content = styled.span<{ $isHidden: boolean }>`
  display: inline-flex;
  align-items: center;
  gap: ${space[2]};
  min-inline-size: 0;
  opacity: ${({ $isHidden }) => ($isHidden ? 0 : 1)};
`;

export const IconSlot = styled.span`
  display: inline-flex;
  flex-shrink: 0;

  svg {
    width: ${component.buttonIconSize};
    height: ${component.buttonIconSize};
  }
`;

/** Centred over the transparent label while loading. */
export const SpinnerSlot = styled.span`
  position: absolute;
  inset: 0;
  display: flex;
  align-items: center;
  justify-content: center;
`;
