import { Children, isValidElement, type HTMLAttributes, type ReactNode, type Ref } from 'react';
import { Footer, Item, List } from './CardGrid.styles';

export interface CardGridProps extends HTMLAttributes<HTMLUListElement> {
  /** The cards (CourseCard, Card, EventCard…); each one becomes a list item. */
  children?: ReactNode;
  /** Below the grid, centred, e.g. a `Pagination`. */
  footer?: ReactNode;
  /**
   * `stack`: one card per row at every width, for items read in order (forum threads).
   * @default 'grid'
   */
  layout?: 'grid' | 'stack';
  /** Forwarded to the `<ul>`. */
  ref?: Ref<HTMLUListElement>;
}

/**
 * A list of cards in responsive columns: as many as fit, one on a phone, cards in a row
 * of equal height. Screen readers hear a list and its number of items.
 */
export function CardGrid({ children, footer, layout = 'grid', ...rest }: CardGridProps) {
  return (
    <>
      <List $layout={layout} {...rest}>
        {Children.map(children, (child) =>
          // Children.map keeps each child's key on the item that wraps it.
          isValidElement(child) ? <Item>{child}</Item> : null,
        )}
      </List>
      {footer && <Footer>{footer}</Footer>}
    </>
  );
}
