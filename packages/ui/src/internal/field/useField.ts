import { useId, type ReactNode } from 'react';
import { hasHint } from './Field';

export interface FieldIds {
  /** The control's id: the caller's `id` when given, so labels and error links can use it. */
  inputId: string;
  labelId: string;
  hintId: string;
  errorId: string;
}

/** Stable ids for a field's control, label, hint and error message. */
export function useFieldIds(id?: string): FieldIds {
  const base = useId();
  return {
    inputId: id ?? `${base}control`,
    labelId: `${base}label`,
    hintId: `${base}hint`,
    errorId: `${base}error`,
  };
}

/** Joins the ids of the elements that describe a control, skipping absent ones. */
export function joinIds(...ids: (string | false | null | undefined)[]): string | undefined {
  const joined = ids.filter(Boolean).join(' ');
  return joined || undefined;
}

interface FieldAriaOptions {
  ids: FieldIds;
  hasHint: boolean;
  error?: string | undefined;
  isRequired?: boolean | undefined;
  /** Ids the caller passed in `aria-describedby`, kept after the field's own. */
  describedBy?: string | undefined;
  /** Further describing elements owned by the component (a counter, a size limit). */
  extraIds?: (string | false | undefined)[];
}

/**
 * The ARIA wiring every field control gets: described by its hint and error (in reading
 * order), invalid while an error shows, required when marked.
 */
export function fieldAria({
  ids,
  hasHint,
  error,
  isRequired,
  describedBy,
  extraIds = [],
}: FieldAriaOptions) {
  return {
    'aria-describedby': joinIds(
      hasHint && ids.hintId,
      ...extraIds,
      error && ids.errorId,
      describedBy,
    ),
    'aria-invalid': error ? true : undefined,
    'aria-required': isRequired ? true : undefined,
  } as const;
}

interface FieldControlOptions extends Omit<FieldAriaOptions, 'ids' | 'hasHint'> {
  /** The caller's `id` for the control, if any. */
  id?: string | undefined;
  /** The field's hint; only whether there is one matters here. */
  hint?: ReactNode;
}

/**
 * A field's ids and its control's ARIA wiring in one call: spread `aria` onto the control
 * and give it `id={ids.inputId}`; hand `ids` to `Field`.
 */
export function useFieldControl({ id, hint, ...options }: FieldControlOptions) {
  const ids = useFieldIds(id);
  return { ids, aria: fieldAria({ ids, hasHint: hasHint(hint), ...options }) };
}
