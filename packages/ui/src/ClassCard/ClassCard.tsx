import type { HTMLAttributes, ReactNode, Ref } from 'react';
import { Badge } from '../Badge';
import type { CardHeadingLevel } from '../Card';
import type { EventMode } from '../EventCard';
import {
  BookIcon,
  CalendarIcon,
  LinkIcon,
  OfflineIcon,
  OnlineIcon,
  PlaceIcon,
  TrainerIcon,
} from '../internal/icons';
import { CardTitle } from '../internal/cardCover';
import type { RenderLink } from '../internal/link';
import { MetaList, type MetaEntry } from '../internal/meta/MetaList';
import { formatMessage } from '../internal/text';
import { useUiMessages } from '../messages';
import { Badges, Root } from './ClassCard.styles';
import { ClassDates } from './ClassDates';
import { ClassStatusBadge, type ClassStatus } from './classStatus';
import { PeopleIcon } from '../internal/icons';

export interface ClassCardProps extends Omit<HTMLAttributes<HTMLElement>, 'title'> {
  /** Class name, e.g. "Angkatan 3": the card's heading, and its link's name with `href`. */
  title: string;
  /**
   * Heading level of the title, to fit the page outline.
   * @default 3
   */
  headingLevel?: CardHeadingLevel;
  /** Opens the class: the whole card becomes one link, named by the title. */
  href?: string;
  /** Renders the link with the app's router link instead of `<a>`. */
  renderLink?: RenderLink;
  /** First day, a calendar date `YYYY-MM-DD`. */
  startsOn: string;
  /** Last day, `YYYY-MM-DD`. */
  endsOn: string;
  /**
   * Where the class is in time, shown as a badge.
   * @default 'upcoming'
   */
  status?: ClassStatus;
  /** Taking part online ("Daring") or on site ("Tatap muka"). */
  mode: EventMode;
  /** The place (offline) or the meeting platform (online), e.g. "Zoom". */
  location?: string;
  /** Trainer's name. */
  trainerName?: string;
  /** Learners placed in the class; with `capacity` shows "18 dari 25 peserta". */
  memberCount?: number;
  /** Places in the class (its quota). */
  capacity?: number;
  /** How many courses the class takes, already worded, e.g. "3 kursus" / "3 courses". */
  courseCountLabel?: string;
  /**
   * The reader is a member of this class: a "Kelas Anda" badge beside the status.
   * @default false
   */
  isMember?: boolean;
  /**
   * Text of the member badge.
   * @default built-in "Kelas Anda" / "Your class"
   */
  memberLabel?: string;
  /** One optional control; it stays clickable above the card's link. */
  action?: ReactNode;
  /** Forwarded to the `<article>`. */
  ref?: Ref<HTMLElement>;
}

/**
 * A class (a cohort of a program) in a list: its status, dates, how and where it meets, its
 * trainer and seats, and whether the reader is in it.
 */
export function ClassCard({
  title,
  headingLevel = 3,
  href,
  renderLink,
  startsOn,
  endsOn,
  status = 'upcoming',
  mode,
  location,
  trainerName,
  memberCount,
  capacity,
  courseCountLabel,
  isMember = false,
  memberLabel,
  action,
  ...rest
}: ClassCardProps) {
  const { messages } = useUiMessages();
  const isOnline = mode === 'online';
  const meta: MetaEntry[] = [
    {
      label: messages.eventSchedule,
      icon: <CalendarIcon />,
      value: <ClassDates startsOn={startsOn} endsOn={endsOn} />,
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
    { label: messages.courseCardTrainer, icon: <TrainerIcon />, value: trainerName },
    {
      label: messages.classCardSeatsLabel,
      icon: <PeopleIcon />,
      value:
        memberCount === undefined || capacity === undefined
          ? undefined
          : formatMessage(messages.classCardSeats, { count: memberCount, capacity }),
    },
    { label: messages.classCardCoursesLabel, icon: <BookIcon />, value: courseCountLabel },
  ];
  return (
    <Root
      forwardedAs="article"
      $hasLink={Boolean(href)}
      isInteractive={false}
      headingLevel={headingLevel}
      title={
        <CardTitle href={href} renderLink={renderLink}>
          {title}
        </CardTitle>
      }
      header={
        <Badges>
          <ClassStatusBadge status={status} />
          {isMember && <Badge tone="primary">{memberLabel ?? messages.classCardMember}</Badge>}
        </Badges>
      }
      footer={action}
      data-status={status}
      {...rest}
    >
      <MetaList entries={meta} />
    </Root>
  );
}
