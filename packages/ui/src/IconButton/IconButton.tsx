import type { ButtonHTMLAttributes, ReactNode, Ref } from 'react';
import type { ButtonSize, ButtonVariant } from '../Button';
import { StyledIconButton } from './IconButton.styles';

export type IconButtonVariant = ButtonVariant;
export type IconButtonSize = ButtonSize;

export interface IconButtonProps extends Omit<
  ButtonHTMLAttributes<HTMLButtonElement>,
  'children' | 'aria-label' | 'title'
> {
  /**
   * What the button does, in words: its accessible name and its hover tooltip (`title`).
   * Required, because an icon alone says nothing to a screen reader.
   */
  label: string;
  /** The icon, usually an inline `<svg>`; hidden from screen readers (the label speaks). */
  icon: ReactNode;
  /**
   * Visual emphasis, as on Button.
   * @default 'ghost'
   */
  variant?: IconButtonVariant;
  /**
   * Side of the square, matching Button's heights.
   * @default 'md'
   */
  size?: IconButtonSize;
  /** Forwarded to the `<button>`. */
  ref?: Ref<HTMLButtonElement>;
}

/** A square button showing only an icon, named by its required `label`. */
export function IconButton({
  label,
  icon,
  variant = 'ghost',
  size = 'md',
  type = 'button',
  ...rest
}: IconButtonProps) {
  return (
    <StyledIconButton
      $variant={variant}
      $size={size}
      type={type}
      aria-label={label}
      title={label}
      {...rest}
    >
      <span aria-hidden="true">{icon}</span>
    </StyledIconButton>
  );
}
