import type { HTMLAttributes, ReactNode, Ref } from 'react';
import { Root } from './EventListToolbar.styles';

export interface EventListToolbarProps extends HTMLAttributes<HTMLDivElement> {
  /** The list's filters, e.g. a `Select` of the event type. */
  children: ReactNode;
  /** Forwarded to the `<div>`. */
  ref?: Ref<HTMLDivElement>;
}

/**
 * A row of filters above a list of events (a `CardGrid` of `EventCard`s), each at its
 * natural width, wrapping on a phone. Unlike `FilterBar` it has no search field.
 */
export function EventListToolbar({ children, ...rest }: EventListToolbarProps) {
  return <Root {...rest}>{children}</Root>;
}
