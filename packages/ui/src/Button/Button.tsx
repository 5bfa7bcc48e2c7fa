import {
  useEffect,
  type AnchorHTMLAttributes,
  type ButtonHTMLAttributes,
  type MouseEvent,
  type ReactNode,
  type Ref,
} from 'react';
import { useUiMessages } from '../messages';
import {
  Content,
  IconSlot,
  Lead,
  LeadLabel,
  LeadStack,
  SpinnerSlot,
  StyledButton,
  StyledLinkButton,
} from './Button.styles';
import { announce, clearAnnouncement, ensureAnnouncer } from '../internal/a11y';
import { Spinner } from '../internal/spinner/Spinner';
import { VisuallyHidden } from '../internal/a11y';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger';
export type ButtonSize = 'sm' | 'md' | 'lg';

type LinkAttributes = Pick<
  AnchorHTMLAttributes<HTMLAnchorElement>,
  'href' | 'target' | 'rel' | 'download' | 'hrefLang'
>;

export interface ButtonProps
  extends
    Omit<ButtonHTMLAttributes<HTMLButtonElement | HTMLAnchorElement>, 'type'>,
    LinkAttributes {
  /**
   * Visual emphasis: `primary` is the tenant colour, for the one main action of a view;
   * `secondary` for the others, `ghost` for low-emphasis actions in dense places, `danger`
   * for destructive ones.
   * @default 'primary'
   */
  variant?: ButtonVariant;
  /**
   * Height, padding and text size.
   * @default 'md'
   */
  size?: ButtonSize;
  /**
   * Shows a spinner over the label (the width stays), sets `aria-busy`, ignores clicks and
   * announces the built-in "loading" label. The button stays focusable.
   * @default false
   */
  isLoading?: boolean;
  /**
   * What screen readers hear while `isLoading`.
   * @default the built-in `buttonLoading` label ("Memuat" / "Loading")
   */
  loadingLabel?: string;
  /**
   * A short line above the label, e.g. "Lanjutkan ke:" over a content's title. The label then
   * keeps to one line, cut with an ellipsis when too long; the button's name keeps it whole.
   */
  lead?: ReactNode;
  /** Decorative icon before the label (hidden from screen readers). */
  leadingIcon?: ReactNode;
  /** Decorative icon after the label (hidden from screen readers). */
  trailingIcon?: ReactNode;
  /**
   * Renders an `<a>` with the same look. A disabled or loading link drops its `href`, so it
   * cannot navigate.
   */
  href?: string;
  /**
   * The `<button>`'s type; ignored for links.
   * @default 'button'
   */
  type?: 'button' | 'submit' | 'reset';
  /** Forwarded to the `<button>` or `<a>`. */
  ref?: Ref<HTMLButtonElement | HTMLAnchorElement>;
}

/** A clickable action. Colours come from the tenant theme through CSS custom properties. */
export function Button({
  variant = 'primary',
  size = 'md',
  type = 'button',
  isLoading = false,
  loadingLabel,
  leadingIcon,
  trailingIcon,
  lead,
  href,
  disabled,
  onClick,
  children,
  ref,
  ...rest
}: ButtonProps) {
  const { messages } = useUiMessages();
  const busyLabel = loadingLabel ?? messages.buttonLoading;

  // The live region must exist before the first announcement to be read at all.
  useEffect(() => {
    ensureAnnouncer();
  }, []);
  useEffect(() => {
    if (!isLoading) return;
    announce(busyLabel);
    return () => clearAnnouncement(busyLabel);
  }, [isLoading, busyLabel]);

  const isLink = href !== undefined;
  const isBlocked = isLoading || (isLink && Boolean(disabled));
  const handleClick = (event: MouseEvent<HTMLButtonElement | HTMLAnchorElement>) => {
    if (isBlocked) {
      event.preventDefault();
      return;
    }
    onClick?.(event);
  };

  const content = (
    <>
      <Content $isHidden={isLoading}>
        {leadingIcon && <IconSlot aria-hidden="true">{leadingIcon}</IconSlot>}
        {lead === undefined ? (
          children
        ) : (
          // The space keeps the two parts apart in the button's name.
          <LeadStack>
            <Lead>{lead}</Lead> <LeadLabel>{children}</LeadLabel>
          </LeadStack>
        )}
        {trailingIcon && <IconSlot aria-hidden="true">{trailingIcon}</IconSlot>}
      </Content>
      {isLoading && (
        <>
          <SpinnerSlot>
            <Spinner />
          </SpinnerSlot>
          <VisuallyHidden> {busyLabel}</VisuallyHidden>
        </>
      )}
    </>
  );

  const shared = {
    $variant: variant,
    $size: size,
    'aria-busy': isLoading || undefined,
    onClick: handleClick,
    ...rest,
  };

  if (isLink) {
    // Without href an <a> is not a link; role and aria-disabled keep it one for assistive tech.
    return (
      <StyledLinkButton
        {...shared}
        ref={ref as Ref<HTMLAnchorElement>}
        href={isBlocked ? undefined : href}
        role={isBlocked ? 'link' : undefined}
        aria-disabled={isBlocked || undefined}
        tabIndex={isLoading ? 0 : rest.tabIndex}
      >
        {content}
      </StyledLinkButton>
    );
  }

  return (
    <StyledButton
      {...shared}
      ref={ref as Ref<HTMLButtonElement>}
      type={type}
      disabled={disabled}
      aria-disabled={isLoading || undefined}
    >
      {content}
    </StyledButton>
  );
}
