import type { AnchorHTMLAttributes, Ref } from 'react';
import { useUiMessages } from '../messages';
import { VisuallyHidden } from '../internal/a11y';
import { ExternalIcon, StyledLink } from './Link.styles';

export interface LinkProps extends AnchorHTMLAttributes<HTMLAnchorElement> {
  /** Where the link goes. */
  href: string;
  /**
   * Opens in a new tab (`target="_blank"`, `rel="noopener noreferrer"`), with an icon and
   * a hidden "(opens in new tab)" for screen readers.
   * @default false
   */
  isExternal?: boolean;
  /**
   * What screen readers hear after the text of an external link.
   * @default the built-in `linkExternal` label ("(membuka tab baru)" / "(opens in new tab)")
   */
  externalLabel?: string;
  /**
   * A link on its own line or in a row of actions ("Cek nomor lain", a calendar file), not a
   * word in a sentence: it gets a 24 x 24 px target (WCAG 2.2, 2.5.8).
   * @default false
   */
  isStandalone?: boolean;
  /** Forwarded to the `<a>`. */
  ref?: Ref<HTMLAnchorElement>;
}

/** A text link in the tenant's readable brand colour, always underlined. */
export function Link({
  isExternal = false,
  isStandalone = false,
  externalLabel,
  rel,
  children,
  ...rest
}: LinkProps) {
  const { messages } = useUiMessages();
  if (!isExternal)
    return (
      <StyledLink rel={rel} $isStandalone={isStandalone} {...rest}>
        {children}
      </StyledLink>
    );

  // Keep any rel the caller adds (e.g. "nofollow") next to the safety pair.
  const safeRel = new Set(['noopener', 'noreferrer', ...(rel?.split(/\s+/).filter(Boolean) ?? [])]);
  return (
    <StyledLink target="_blank" rel={[...safeRel].join(' ')} $isStandalone={isStandalone} {...rest}>
      {children}
      <ExternalIcon
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        aria-hidden="true"
        focusable="false"
      >
        <path d="M14 4h6v6M20 4l-9 9M18 14v6H4V6h6" />
      </ExternalIcon>
      <VisuallyHidden> {externalLabel ?? messages.linkExternal}</VisuallyHidden>
    </StyledLink>
  );
}
