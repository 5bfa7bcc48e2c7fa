import type { HTMLAttributes, Ref } from 'react';
import { initials } from '../Avatar/initials';
import { VisuallyHidden } from '../internal/a11y';
import { Mark, MarkImage, Name, Root } from './BrandMark.styles';

export interface BrandMarkProps extends HTMLAttributes<HTMLSpanElement> {
  /** The company's name, written beside the mark (and its initials when there is no logo). */
  name: string;
  /** Square logo address; decorative, since the name is written next to it. */
  logoSrc?: string;
  /**
   * Shows only the mark, e.g. in a narrow header; the name stays for screen readers.
   * @default false
   */
  isCompact?: boolean;
  /** Forwarded to the outer `<span>`. */
  ref?: Ref<HTMLSpanElement>;
}

/**
 * The tenant's identity in the header: a square in the brand colour (the logo, or the
 * initials) and the company's name. Put it inside the home link.
 */
export function BrandMark({ name, logoSrc, isCompact = false, ...rest }: BrandMarkProps) {
  return (
    <Root {...rest}>
      <Mark aria-hidden="true">
        {logoSrc ? <MarkImage src={logoSrc} alt="" /> : initials(name)}
      </Mark>
      {isCompact ? <VisuallyHidden>{name}</VisuallyHidden> : <Name>{name}</Name>}
    </Root>
  );
}
