import type { HTMLAttributes, Ref } from 'react';
import { Badge } from '../Badge';
import type { CardHeadingLevel } from '../Card';
import { ClassDates } from '../ClassCard/ClassDates';
import { ClassStatusBadge, type ClassStatus } from '../ClassCard/classStatus';
import { PeopleIcon } from '../internal/icons';
import { CardCover, CardTitle } from '../internal/cardCover';
import type { RenderLink } from '../internal/link';
import { useUiMessages } from '../messages';
import {
  Badges,
  Body,
  Count,
  Description,
  NextClass,
  NextLabel,
  NextTitle,
  NoClass,
  Root,
} from './ProgramCard.styles';

/** The class a program card points out: the one running now or the next to start. */
export interface ProgramCardClass {
  /** Class name, e.g. "Angkatan 3". */
  title: string;
  /** First day, `YYYY-MM-DD`. */
  startsOn: string;
  /** Last day, `YYYY-MM-DD`. */
  endsOn: string;
  /** Where it is in time; `ongoing` is labelled as running now, otherwise as the next. */
  status: ClassStatus;
  /** The reader is a member of it: a "Kelas Anda" badge. */
  isMember?: boolean;
}

export interface ProgramCardProps extends Omit<HTMLAttributes<HTMLElement>, 'title'> {
  /** Program title: the card's heading, and its link's name when `href` is set. */
  title: string;
  /**
   * Heading level of the title, to fit the page outline.
   * @default 3
   */
  headingLevel?: CardHeadingLevel;
  /** What the program teaches and who it is for; cut to three lines. */
  description?: string;
  /** How many classes it has run or planned, already worded, e.g. "3 kelas" / "3 classes". */
  classCountLabel?: string;
  /**
   * The class running now or starting next; without one the card says none is scheduled.
   */
  nextClass?: ProgramCardClass;
  /**
   * What the card says when no class is running or planned.
   * @default built-in "Belum ada kelas terjadwal" / "No class scheduled yet"
   */
  noClassLabel?: string;
  /** Opens the program: the whole card becomes one link, named by the title. */
  href?: string;
  /** Renders the link with the app's router link instead of `<a>`. */
  renderLink?: RenderLink;
  /**
   * Cover image address; decorative (the title says what it is). Without it (or when it
   * fails) a tinted block with a mortarboard shows.
   */
  coverSrc?: string;
  /** Forwarded to the `<article>`. */
  ref?: Ref<HTMLElement>;
}

/** A learning program in a list: cover, title, description, its classes and the next one. */
export function ProgramCard({
  title,
  headingLevel = 3,
  description,
  classCountLabel,
  nextClass,
  noClassLabel,
  href,
  renderLink,
  coverSrc,
  ...rest
}: ProgramCardProps) {
  const { messages } = useUiMessages();
  const media = <CardCover src={coverSrc} alt="" art="program" />;
  return (
    <Root
      forwardedAs="article"
      $hasLink={Boolean(href)}
      isInteractive={false}
      media={media}
      headingLevel={headingLevel}
      title={
        <CardTitle href={href} renderLink={renderLink}>
          {title}
        </CardTitle>
      }
      {...rest}
    >
      <Body>
        {description && <Description>{description}</Description>}
        {classCountLabel && (
          <Count>
            <PeopleIcon />
            {classCountLabel}
          </Count>
        )}
        {nextClass ? (
          <NextClass data-status={nextClass.status}>
            <NextLabel>
              {nextClass.status === 'ongoing'
                ? messages.programCardCurrentClass
                : messages.programCardNextClass}
            </NextLabel>
            <NextTitle>{nextClass.title}</NextTitle>
            <ClassDates startsOn={nextClass.startsOn} endsOn={nextClass.endsOn} />
            <Badges>
              <ClassStatusBadge status={nextClass.status} />
              {nextClass.isMember && <Badge tone="primary">{messages.classCardMember}</Badge>}
            </Badges>
          </NextClass>
        ) : (
          <NoClass>{noClassLabel ?? messages.programCardNoClass}</NoClass>
        )}
      </Body>
    </Root>
  );
}
