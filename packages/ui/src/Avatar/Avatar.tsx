import { useState, type HTMLAttributes, type Ref } from 'react';
import { AvatarImage, AvatarRoot } from './Avatar.styles';
import { initials } from './initials';

export type AvatarSize = 'sm' | 'md' | 'lg';

export interface AvatarProps extends HTMLAttributes<HTMLSpanElement> {
  /** The person's name: the image's alternative text and the source of the initials. */
  name: string;
  /** Photo address; without it, or when it fails to load, the initials show. */
  src?: string;
  /**
   * Diameter.
   * @default 'md'
   */
  size?: AvatarSize;
  /**
   * Hides the avatar from assistive technology, for when the name is already written next
   * to it.
   * @default false
   */
  isDecorative?: boolean;
  /** Forwarded to the outer `<span>`. */
  ref?: Ref<HTMLSpanElement>;
}

/** A person's photo, or their initials when there is none. */
export function Avatar({ name, src, size = 'md', isDecorative = false, ...rest }: AvatarProps) {
  // Remembering which address failed (not just "failed") retries when `src` changes.
  const [failedSrc, setFailedSrc] = useState<string>();
  const showImage = Boolean(src) && src !== failedSrc;
  const a11y = isDecorative
    ? { 'aria-hidden': true }
    : showImage
      ? {}
      : { role: 'img', 'aria-label': name };
  return (
    <AvatarRoot $size={size} {...a11y} {...rest}>
      {showImage ? (
        <AvatarImage src={src} alt={isDecorative ? '' : name} onError={() => setFailedSrc(src)} />
      ) : (
        <span aria-hidden="true">{initials(name)}</span>
      )}
    </AvatarRoot>
  );
}
