import type { HTMLAttributes, ReactNode, Ref } from 'react';
import { Avatar } from '../Avatar';
import { Badge } from '../Badge';
import { useUiMessages } from '../messages';
import {
  formatDateTime,
  formatRelativeTime,
  toDate,
  useNow,
  type DateInput,
} from '../internal/date';
import { formatMessage } from '../internal/text';
import {
  Actions,
  AuthorName,
  Body,
  CommentRoot,
  Header,
  Main,
  Meta,
  Replies,
  Time,
} from './CommentItem.styles';

export interface CommentItemProps extends HTMLAttributes<HTMLElement> {
  /** Who wrote it. */
  authorName: string;
  /** The author's photo; initials show without it. */
  authorAvatarSrc?: string;
  /** The author's role beside the name, e.g. 'Trainer', in the app's words. */
  roleLabel?: string;
  /** When it was written; relative within a week ("2 jam yang lalu"), else a date. */
  postedAt: DateInput;
  /**
   * The moment relative times count from; pass a fixed value in tests and stories.
   * @default the time of the first render
   */
  now?: DateInput;
  /**
   * Time zone of the full date in the time's tooltip.
   * @default the browser's
   */
  timeZone?: string;
  /** The comment's text (paragraphs, or `RichText`). */
  children: ReactNode;
  /** Buttons under the body: reply, like, report. */
  actions?: ReactNode;
  /** Replies, as nested `CommentItem`s; indented under this one. */
  replies?: ReactNode;
  /** Forwarded to the `<article>`. */
  ref?: Ref<HTMLElement>;
}

/**
 * One comment or reply in a discussion: avatar, author and role, when (a `<time>` with the
 * full date on hover), the text, actions, and its replies indented beneath it. Indentation
 * shrinks on narrow containers and stops growing after two levels, so deep threads stay
 * readable on a 360 px phone.
 */
export function CommentItem({
  authorName,
  authorAvatarSrc,
  roleLabel,
  postedAt,
  now,
  timeZone,
  children,
  actions,
  replies,
  ref,
  ...rest
}: CommentItemProps) {
  const { messages, locale } = useUiMessages();
  const reference = useNow(now);
  return (
    <CommentRoot ref={ref} {...rest}>
      <Main>
        <Avatar name={authorName} src={authorAvatarSrc} size="sm" isDecorative />
        <Header>
          <Meta>
            <AuthorName>{authorName}</AuthorName>
            {roleLabel ? <Badge tone="neutral">{roleLabel}</Badge> : null}
            <Time
              dateTime={toDate(postedAt).toISOString()}
              title={formatDateTime(locale, postedAt, timeZone)}
            >
              {formatRelativeTime(locale, postedAt, reference, timeZone)}
            </Time>
          </Meta>
          <Body>{children}</Body>
          {actions ? <Actions>{actions}</Actions> : null}
        </Header>
      </Main>
      {replies ? (
        <Replies
          role="group"
          aria-label={formatMessage(messages.commentReplies, { author: authorName })}
        >
          {replies}
        </Replies>
      ) : null}
    </CommentRoot>
  );
}
