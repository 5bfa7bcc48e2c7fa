import type { Ref } from 'react';
import { VisuallyHidden } from '../internal/a11y';
import { BellIcon } from '../internal/icons';
import type { RenderLink } from '../internal/link';
import { BellLink, CountBadge } from './NotificationBell.styles';

/** Counts above this show as "99+", so the badge keeps its size. */
export const NOTIFICATION_BELL_MAX = 99;

export interface NotificationBellProps {
  /** Where the bell goes: the notifications page. */
  href: string;
  /** Unread notifications; 0 shows the bell alone. */
  count: number;
  /**
   * The link's accessible name and tooltip, with the count in words:
   * "3 notifikasi belum dibaca", or "Notifikasi" when there are none.
   */
  label: string;
  renderLink?: RenderLink;
  /** Forwarded to the link. */
  ref?: Ref<HTMLAnchorElement>;
}

/** The header's bell: a link to the notifications with the unread count on it. */
export function NotificationBell({ href, count, label, renderLink, ref }: NotificationBellProps) {
  const shown = count > NOTIFICATION_BELL_MAX ? `${NOTIFICATION_BELL_MAX}+` : String(count);
  return (
    <BellLink href={href} renderLink={renderLink} title={label} ref={ref}>
      <BellIcon />
      {/* The name says the count in words; the figure ("99+") is for the eye only. */}
      <VisuallyHidden>{label}</VisuallyHidden>
      {count > 0 && <CountBadge aria-hidden="true">{shown}</CountBadge>}
    </BellLink>
  );
}
