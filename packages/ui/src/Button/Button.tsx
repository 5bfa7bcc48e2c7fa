import type { ButtonHTMLAttributes, Ref } from 'react';
import { StyledButton } from './Button.styles';

export type ButtonVariant = 'primary' | 'secondary';
export type ButtonSize = 'sm' | 'md';

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  /**
   * Visual emphasis: `primary` is the tenant colour, for the one main action of a view.
   * @default 'primary'
   */
  variant?: ButtonVariant;
  /**
   * Padding and text size.
   * @default 'md'
   */
  size?: ButtonSize;
  /** Forwarded to the underlying `<button>`. */
  ref?: Ref<HTMLButtonElement>;
}

/** A clickable action. Colours come from the tenant theme through CSS custom properties. */
export function Button({
  variant = 'primary',
  size = 'md',
  type = 'button',
  ...rest
}: ButtonProps) {
  return <StyledButton $variant={variant} $size={size} type={type} {...rest} />;
}
