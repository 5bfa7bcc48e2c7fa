import {
  useEffect,
  useId,
  useRef,
  type ElementType,
  type HTMLAttributes,
  type ReactNode,
  type Ref,
} from 'react';
import { Button } from '../Button';
import {
  formatDateTime,
  formatRelativeTime,
  toDate,
  type DateInput,
} from '../internal/date/format';
import type { RenderLink } from '../internal/link/link';
import { safeHref } from '../internal/link/safeHref';
import { StretchedLink } from '../internal/link/stretchedLink';
import { useNow } from '../internal/date/useNow';
import { VisuallyHidden } from '../internal/a11y';
import { useUiMessages } from '../messages';
import { Action, Body, Content, Dot, DotSpace, Root, Time, Title } from './NotificationItem.styles';

export interface NotificationItemProps extends Omit<HTMLAttributes<HTMLElement>, 'title'> {
  /** What happened, e.g. "Sertifikat Dasar-dasar K3 sudah terbit". */
  title: string;
  /** More detail, one or two sentences. */
  body?: ReactNode;
  /** When it happened; shown relative to `now` within a week, else as a date. */
  createdAt: DateInput;
  /**
   * The moment relative times count from; pass a fixed value in tests and stories.
   * @default the time of the first render
   */
  now?: DateInput;
  /** Time zone for the full date, e.g. "Asia/Jakarta". @default the browser's */
  timeZone?: string;
  /**
   * Whether the learner has seen it; unread items show a dot, "Belum dibaca" for screen
   * readers, a bold title and the mark-as-read button.
   * @default false
   */
  isRead?: boolean;
  /** Opens what the notification is about: the whole item becomes one link. */
  href?: string;
  /** Renders the link with the app's router link instead of `<a>`. */
  renderLink?: RenderLink;
  /** Called by the "Tandai sudah dibaca" button; without it there is no button. */
  onMarkRead?: () => void;
  /**
   * Text of the mark-as-read button.
   * @default built-in "Tandai sudah dibaca" / "Mark as read"
   */
  markReadLabel?: string;
  /**
   * Element of the item, e.g. `li` inside a list.
   * @default 'div'
   */
  as?: ElementType;
  /** Forwarded to the root element. */
  ref?: Ref<HTMLElement>;
}

/** One notification: unread mark, title, body and time, with a mark-as-read button. */
export function NotificationItem({
  title,
  body,
  createdAt,
  now,
  timeZone,
  isRead = false,
  href,
  renderLink,
  onMarkRead,
  markReadLabel,
  as,
  ref,
  ...rest
}: NotificationItemProps) {
  const { messages, locale } = useUiMessages();
  const reference = useNow(now);
  const titleId = useId();
  const rootRef = useRef<HTMLElement | null>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const hadFocus = useRef(false);
  // Only a web address or a path here becomes the item's link; anything else shows as text.
  const link = safeHref(href);

  // The button goes away once read: keep keyboard focus on the item instead of the page.
  useEffect(() => {
    if (isRead && hadFocus.current) rootRef.current?.focus();
    hadFocus.current = false;
  }, [isRead]);

  const setRef = (node: HTMLElement | null) => {
    rootRef.current = node;
    if (typeof ref === 'function') return ref(node);
    if (ref) ref.current = node;
  };

  return (
    <Root as={as} ref={setRef} tabIndex={-1} $hasLink={Boolean(link)} data-read={isRead} {...rest}>
      {isRead ? <DotSpace /> : <Dot aria-hidden="true" />}
      <Content>
        <Title id={titleId} $isRead={isRead}>
          {!isRead && <VisuallyHidden>{messages.notificationUnread}: </VisuallyHidden>}
          {link ? (
            <StretchedLink href={link} renderLink={renderLink}>
              {title}
            </StretchedLink>
          ) : (
            title
          )}
        </Title>
        {body && <Body>{body}</Body>}
        <Time
          dateTime={toDate(createdAt).toISOString()}
          title={formatDateTime(locale, createdAt, timeZone)}
        >
          {formatRelativeTime(locale, createdAt, reference, timeZone)}
        </Time>
      </Content>
      {!isRead && onMarkRead && (
        <Action>
          <Button
            ref={buttonRef}
            size="sm"
            variant="secondary"
            aria-describedby={titleId}
            onClick={() => {
              hadFocus.current = document.activeElement === buttonRef.current;
              onMarkRead();
            }}
          >
            {markReadLabel ?? messages.notificationMarkRead}
          </Button>
        </Action>
      )}
    </Root>
  );
}
