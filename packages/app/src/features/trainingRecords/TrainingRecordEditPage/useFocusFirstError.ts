import { useEffect, useRef, type RefObject } from 'react';
import type { FormikProps } from 'formik';
import { RECORD_FIELDS, type RecordFieldName, type RecordValues } from './recordSchema';

export type FieldRefs = Partial<Record<RecordFieldName, RefObject<HTMLElement | null>>>;

/** What takes focus inside a field's element: a radio of a choice, a date's first part. */
const TARGET: Partial<Record<RecordFieldName, string>> = {
  delivery: 'input:checked, input',
  fundedBy: 'input:checked, input',
  startsOn: '[role="spinbutton"]',
  endsOn: '[role="spinbutton"]',
};

/**
 * Once per save, after the checks (the form's or the API's) ended with a field refused, focus
 * goes to the first such field, so its message is read with it.
 */
export function useFocusFirstError(form: FormikProps<RecordValues>, fields: FieldRefs) {
  const focusedFor = useRef(0);
  const { isSubmitting, submitCount, errors } = form;
  const first = RECORD_FIELDS.find((name) => errors[name] && fields[name]?.current);
  useEffect(() => {
    if (isSubmitting || submitCount === focusedFor.current) return;
    focusedFor.current = submitCount;
    if (!first) return;
    const field = fields[first]?.current;
    const selector = TARGET[first];
    (selector ? field?.querySelector<HTMLElement>(selector) : field)?.focus();
  }, [isSubmitting, submitCount, first, fields]);
}
