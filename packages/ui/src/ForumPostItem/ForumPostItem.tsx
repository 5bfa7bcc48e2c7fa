import type { ElementType, HTMLAttributes, Ref } from 'react';
import { Avatar } from '../Avatar';
import { Badge } from '../Badge';
import {
  formatDateTime,
  formatRelativeTime,
  toDate,
  type DateInput,
} from '../internal/date/format';
import { formatMessage } from '../internal/text';
import type { RenderLink } from '../internal/link/link';
import { VisuallyHidden } from '../internal/a11y';
import { useUiMessages } from '../messages';
import {
  AuthorName,
  Byline,
  Excerpt,
  Markers,
  Root,
  Stat,
  Stats,
  Title,
  TitleLink,
} from './ForumPostItem.styles';
import { LikeIcon, PinIcon, ReplyIcon, SolvedIcon } from '../internal/icons';
import { useNow } from '../internal/date/useNow';

export type ForumHeadingLevel = 2 | 3 | 4 | 5 | 6;

export interface ForumPostItemProps extends Omit<HTMLAttributes<HTMLElement>, 'title'> {
  /** Thread title; a link when `href` is set. */
  title: string;
  /** Opens the thread. */
  href?: string;
  /** Renders the link with the app's router link instead of `<a>`. */
  renderLink?: RenderLink;
  /**
   * Heading level of the title.
   * @default 3
   */
  headingLevel?: ForumHeadingLevel;
  /** Author's name, written next to their avatar. */
  authorName: string;
  /** Author's photo address; initials show without it. */
  authorAvatarSrc?: string;
  /** When the post was written; shown relative to `now` within a week, else as a date. */
  createdAt: DateInput;
  /**
   * The moment relative times count from; pass a fixed value in tests and stories.
   * @default the time of the first render
   */
  now?: DateInput;
  /** Time zone for the full date, e.g. "Asia/Jakarta". @default the browser's */
  timeZone?: string;
  /** Start of the post as plain text (no HTML); cut to two lines. */
  excerpt?: string;
  /** Number of replies; hidden when undefined. */
  replyCount?: number;
  /** Number of likes; hidden when undefined. */
  likeCount?: number;
  /**
   * Pinned by a moderator to the top of the forum.
   * @default false
   */
  isPinned?: boolean;
  /**
   * The question has an accepted answer.
   * @default false
   */
  isSolved?: boolean;
  /**
   * Element of the item, e.g. `li` inside a list.
   * @default 'article'
   */
  as?: ElementType;
  /** Forwarded to the root element. */
  ref?: Ref<HTMLElement>;
}

/** A thread in a forum list: markers, title, author and time, excerpt and counts. */
export function ForumPostItem({
  title,
  href,
  renderLink,
  headingLevel = 3,
  authorName,
  authorAvatarSrc,
  createdAt,
  now,
  timeZone,
  excerpt,
  replyCount,
  likeCount,
  isPinned = false,
  isSolved = false,
  as,
  ...rest
}: ForumPostItemProps) {
  const { messages, locale } = useUiMessages();
  const reference = useNow(now);
  const plural = new Intl.PluralRules(locale);
  const number = new Intl.NumberFormat(locale);
  const count = (value: number, one: string, other: string) =>
    formatMessage(plural.select(value) === 'one' ? one : other, { count: number.format(value) });

  return (
    <Root as={as} $isPinned={isPinned} data-pinned={isPinned || undefined} {...rest}>
      {(isPinned || isSolved) && (
        <Markers>
          {isPinned && (
            <Badge tone="primary" icon={<PinIcon />}>
              {messages.forumPinned}
            </Badge>
          )}
          {isSolved && (
            <Badge tone="success" icon={<SolvedIcon />}>
              {messages.forumSolved}
            </Badge>
          )}
        </Markers>
      )}
      <Title as={`h${headingLevel}`}>
        {href ? (
          <TitleLink href={href} renderLink={renderLink}>
            {title}
          </TitleLink>
        ) : (
          title
        )}
      </Title>
      <Byline>
        <Avatar name={authorName} src={authorAvatarSrc} size="sm" isDecorative />
        <span>
          <VisuallyHidden>{messages.forumAuthor} </VisuallyHidden>
          <AuthorName>{authorName}</AuthorName>
        </span>
        <span aria-hidden="true">·</span>
        <time
          dateTime={toDate(createdAt).toISOString()}
          title={formatDateTime(locale, createdAt, timeZone)}
        >
          {formatRelativeTime(locale, createdAt, reference, timeZone)}
        </time>
      </Byline>
      {excerpt && <Excerpt>{excerpt}</Excerpt>}
      {(replyCount !== undefined || likeCount !== undefined) && (
        <Stats>
          {replyCount !== undefined && (
            <Stat>
              <ReplyIcon />
              <span aria-hidden="true">{number.format(replyCount)}</span>
              <VisuallyHidden>
                {count(replyCount, messages.forumRepliesOne, messages.forumRepliesOther)}
              </VisuallyHidden>
            </Stat>
          )}
          {likeCount !== undefined && (
            <Stat>
              <LikeIcon />
              <span aria-hidden="true">{number.format(likeCount)}</span>
              <VisuallyHidden>
                {count(likeCount, messages.forumLikesOne, messages.forumLikesOther)}
              </VisuallyHidden>
            </Stat>
          )}
        </Stats>
      )}
    </Root>
  );
}
