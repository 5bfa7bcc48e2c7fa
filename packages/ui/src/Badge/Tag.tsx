import type { HTMLAttributes, ReactNode, Ref } from 'react';
import { useUiMessages } from '../messages';
import type { BadgeTone } from './Badge';
import { RemoveButton, StyledTag, TagText } from './Badge.styles';
import { DismissIcon } from '../internal/icons';

export interface TagProps extends HTMLAttributes<HTMLSpanElement> {
  /** The option's text, e.g. a selected category. */
  children: ReactNode;
  /**
   * Colour family.
   * @default 'neutral'
   */
  tone?: BadgeTone;
  /** Called when the remove button is pressed; without it the tag has no remove button. */
  onRemove?: () => void;
  /**
   * Accessible name of the remove button.
   * @default built-in "Hapus {children}" / "Remove {children}" when children is text
   */
  removeLabel?: string;
  /**
   * Disables the remove button.
   * @default false
   */
  isDisabled?: boolean;
  /** Forwarded to the outer `<span>`. */
  ref?: Ref<HTMLSpanElement>;
}

/** A selected option, e.g. a filter, optionally removable. */
export function Tag({
  children,
  tone = 'neutral',
  onRemove,
  removeLabel,
  isDisabled = false,
  ...rest
}: TagProps) {
  const { messages } = useUiMessages();
  const text = typeof children === 'string' || typeof children === 'number' ? String(children) : '';
  return (
    <StyledTag $tone={tone} {...rest}>
      <TagText>{children}</TagText>
      {onRemove && (
        <RemoveButton
          type="button"
          aria-label={removeLabel ?? messages.tagRemove.replace('{label}', text).trim()}
          disabled={isDisabled}
          onClick={onRemove}
        >
          <DismissIcon />
        </RemoveButton>
      )}
    </StyledTag>
  );
}
