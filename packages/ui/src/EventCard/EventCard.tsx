import type { HTMLAttributes, ReactNode, Ref } from 'react';
import { Badge, type BadgeTone } from '../Badge';
import type { CardHeadingLevel } from '../Card';
import { formatSchedule, toDate, type DateInput } from '../internal/date/format';
import type { RenderLink } from '../internal/link/link';
import { MetaList } from '../internal/meta/MetaList';
import { StretchedLink } from '../internal/link/stretchedLink';
import { useUiMessages, type UiMessageKey } from '../messages';
import { Root } from './EventCard.styles';
import { CalendarIcon, LinkIcon, OfflineIcon, OnlineIcon, PlaceIcon } from '../internal/icons';

export type EventMode = 'online' | 'offline';
export type EventStatus = 'upcoming' | 'ongoing' | 'past';

export interface EventCardProps extends Omit<HTMLAttributes<HTMLElement>, 'title'> {
  /** Event name: the card's heading, and its link's name when `href` is set. */
  title: string;
  /**
   * Heading level of the title.
   * @default 3
   */
  headingLevel?: CardHeadingLevel;
  /** Opens the event: the whole card becomes one link, named by the title. */
  href?: string;
  /** Renders the link with the app's router link instead of `<a>`. */
  renderLink?: RenderLink;
  /** Start (ISO string or `Date`). */
  startAt: DateInput;
  /** End; on the same day only its time is shown: "Sen, 23 Nov 2026 · 09.00–11.00". */
  endAt?: DateInput;
  /** Time zone of the schedule, e.g. "Asia/Jakarta". @default the browser's */
  timeZone?: string;
  /**
   * The schedule as the app words it, in place of the built-in format, e.g.
   * "Sel, 4 Mar 2031 · 10.00–12.00 WIB (11.00–13.00 waktu Anda)".
   */
  scheduleText?: string;
  /** Taking part online ("Daring") or on site ("Tatap muka"). */
  mode: EventMode;
  /** The place (offline) or the meeting platform (online), e.g. "Zoom". */
  location?: string;
  /**
   * Where the event is in time.
   * @default 'upcoming'
   */
  status?: EventStatus;
  /** One optional control, e.g. a register button; it stays clickable above the link. */
  action?: ReactNode;
  /** Forwarded to the `<article>`. */
  ref?: Ref<HTMLElement>;
}

const statusBadge = {
  upcoming: { tone: 'info', label: 'eventUpcoming' },
  ongoing: { tone: 'success', label: 'eventOngoing' },
  past: { tone: 'neutral', label: 'eventPast' },
} as const satisfies Record<EventStatus, { tone: BadgeTone; label: UiMessageKey }>;

/** A training event or webinar: when, how to attend, where, and whether it has started. */
export function EventCard({
  title,
  headingLevel = 3,
  href,
  renderLink,
  startAt,
  endAt,
  timeZone,
  scheduleText,
  mode,
  location,
  status = 'upcoming',
  action,
  ...rest
}: EventCardProps) {
  const { messages, locale } = useUiMessages();
  const badge = statusBadge[status];
  const isOnline = mode === 'online';
  return (
    <Root
      forwardedAs="article"
      $hasLink={Boolean(href)}
      isInteractive={false}
      headingLevel={headingLevel}
      title={
        href ? (
          <StretchedLink href={href} renderLink={renderLink}>
            {title}
          </StretchedLink>
        ) : (
          title
        )
      }
      header={
        <span>
          <Badge tone={badge.tone}>{messages[badge.label]}</Badge>
        </span>
      }
      footer={action}
      data-status={status}
      {...rest}
    >
      <MetaList
        entries={[
          {
            label: messages.eventSchedule,
            icon: <CalendarIcon />,
            value: (
              <time dateTime={toDate(startAt).toISOString()}>
                {scheduleText ?? formatSchedule(locale, startAt, endAt, timeZone)}
              </time>
            ),
          },
          {
            label: messages.eventMode,
            icon: isOnline ? <OnlineIcon /> : <OfflineIcon />,
            value: isOnline ? messages.eventOnline : messages.eventOffline,
          },
          {
            label: messages.eventLocation,
            icon: isOnline ? <LinkIcon /> : <PlaceIcon />,
            value: location,
          },
        ]}
      />
    </Root>
  );
}
