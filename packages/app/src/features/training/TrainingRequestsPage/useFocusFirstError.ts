import { useEffect, useRef, type RefObject } from 'react';
import type { FormikProps } from 'formik';
import { REQUEST_FIELDS, type NewRequestValues } from './newRequestSchema';

type FieldName = (typeof REQUEST_FIELDS)[number];
export type FieldRefs = Partial<Record<FieldName, RefObject<HTMLElement | null>>>;

/**
 * What takes focus inside a field's element: a radio of the kinds, the course's text field,
 * a date's first part; other fields are their own control.
 */
const TARGET: Partial<Record<FieldName, string>> = {
  kind: 'input:checked, input',
  courseId: 'input',
  startsOn: '[role="spinbutton"]',
  endsOn: '[role="spinbutton"]',
};

/**
 * Once per send, after the checks (the form's or the API's) ended with a field refused, focus
 * goes to the first such field, so its message is read with it. Not while a choice changes.
 */
export function useFocusFirstError(form: FormikProps<NewRequestValues>, fields: FieldRefs) {
  const focusedFor = useRef(0);
  const { isSubmitting, submitCount, errors } = form;
  const first = REQUEST_FIELDS.find((name) => errors[name] && fields[name]?.current);
  useEffect(() => {
    if (isSubmitting || submitCount === focusedFor.current) return;
    focusedFor.current = submitCount;
    if (!first) return;
    const field = fields[first]?.current;
    const selector = TARGET[first];
    (selector ? field?.querySelector<HTMLElement>(selector) : field)?.focus();
  }, [isSubmitting, submitCount, first, fields]);
}
