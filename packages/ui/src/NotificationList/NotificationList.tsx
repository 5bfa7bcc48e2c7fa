import type { HTMLAttributes, ReactNode, Ref } from 'react';
import { List, Root, Summary, Toolbar } from './NotificationList.styles';

export interface NotificationListProps extends HTMLAttributes<HTMLDivElement> {
  /**
   * The `NotificationItem`s, each rendered `as="li"`. Order is the caller's (unread first,
   * then newest).
   */
  children: ReactNode;
  /**
   * A short state line above the list, e.g. "3 belum dibaca". It is a polite live region,
   * so a screen reader hears the count change when an item is marked read.
   */
  summary?: ReactNode;
  /** One control beside the summary, e.g. a "Tandai semua sudah dibaca" button. */
  action?: ReactNode;
  /** Accessible name of the list, when the page has more than one. */
  listLabel?: string;
  /** Forwarded to the outer `<div>`. */
  ref?: Ref<HTMLDivElement>;
}

/** A learner's notifications in one box: the unread count and "mark all", then the items. */
export function NotificationList({
  children,
  summary,
  action,
  listLabel,
  ...rest
}: NotificationListProps) {
  const hasToolbar = summary !== undefined || action !== undefined;
  return (
    <Root {...rest}>
      {hasToolbar && (
        <Toolbar>
          <Summary role="status">{summary}</Summary>
          {action}
        </Toolbar>
      )}
      {/* `list-style: none` drops list semantics in Safari; the role keeps them. */}
      <List role="list" aria-label={listLabel}>
        {children}
      </List>
    </Root>
  );
}
