import type { HTMLAttributes, ReactNode, Ref } from 'react';
import { Actions, Figure, Hint, Item, List, Root, Term } from './StatPanel.styles';

export interface StatItem {
  /** What the figure is, e.g. "Pre-test". */
  label: string;
  /** The figure: a number, a date, a Badge or a ProgressIndicator. Empty values are left out. */
  value: ReactNode;
  /** A short line under the value, e.g. "dari 100". */
  hint?: ReactNode;
}

export interface StatPanelProps extends HTMLAttributes<HTMLDivElement> {
  /** The figures, in reading order; each becomes a term and its description. */
  items: StatItem[];
  /** Links or buttons under the figures, e.g. "Lanjutkan belajar". */
  actions?: ReactNode;
  /** Forwarded to the outer `<div>`. */
  ref?: Ref<HTMLDivElement>;
}

/**
 * A panel of labelled figures (progress, scores, dates) as a description list, in as many
 * columns as fit, with an optional row of actions under them.
 */
export function StatPanel({ items, actions, ...rest }: StatPanelProps) {
  const shown = items.filter((item) => item.value !== undefined && item.value !== null);
  return (
    <Root {...rest}>
      {shown.length > 0 && (
        <List>
          {shown.map(({ label, value, hint }) => (
            <Item key={label}>
              <Term>{label}</Term>
              <Figure>
                {value}
                {hint && <Hint>{hint}</Hint>}
              </Figure>
            </Item>
          ))}
        </List>
      )}
      {actions && <Actions>{actions}</Actions>}
    </Root>
  );
}
