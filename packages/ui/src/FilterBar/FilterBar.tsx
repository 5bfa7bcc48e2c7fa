import type { FormEvent, FormHTMLAttributes, ReactNode, Ref } from 'react';
import { Controls, Filters, Root, Summary } from './FilterBar.styles';

export interface FilterBarProps extends Omit<
  FormHTMLAttributes<HTMLFormElement>,
  'onSubmit' | 'role'
> {
  /** Name of the search landmark, e.g. "Cari dan filter kursus". */
  label: string;
  /** The main field, usually a `TextField type="search"`; the widest control of the row. */
  search: ReactNode;
  /** Further controls beside the search, e.g. a category `Select`. */
  filters?: ReactNode;
  /**
   * A line under the controls, e.g. "12 kursus ditemukan". A polite live region: screen
   * readers hear it change as the results do.
   */
  summary?: ReactNode;
  /**
   * Called when the form is submitted (Enter in the search field); the browser's own
   * submission is prevented.
   */
  onSubmit?: (event: FormEvent<HTMLFormElement>) => void;
  /** Forwarded to the `<form>`. */
  ref?: Ref<HTMLFormElement>;
}

/**
 * Search and filters above a list: a `search` landmark holding the fields, and a result line
 * announced as it changes. Stacked on narrow widths, one row on wider ones.
 */
export function FilterBar({ label, search, filters, summary, onSubmit, ...rest }: FilterBarProps) {
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSubmit?.(event);
  };
  return (
    <Root role="search" aria-label={label} noValidate onSubmit={submit} {...rest}>
      <Controls>
        {search}
        {filters && <Filters>{filters}</Filters>}
      </Controls>
      {/* Always rendered: a live region must exist before its first change to be read. */}
      <Summary aria-live="polite">{summary}</Summary>
    </Root>
  );
}
