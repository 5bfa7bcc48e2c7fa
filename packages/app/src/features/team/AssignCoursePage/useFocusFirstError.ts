import { useEffect, useRef, type RefObject } from 'react';
import type { FormikProps } from 'formik';
import type { AssignCourseValues } from './assignCourseSchema';

type FieldRefs = Record<keyof AssignCourseValues, RefObject<HTMLElement | null>>;

/** What takes focus inside each field: a radio of the list, the date's first part, the note. */
const TARGET: Record<keyof AssignCourseValues, string | null> = {
  courseId: 'input:checked:not(:disabled), input:not(:disabled)',
  dueOn: '[role="spinbutton"]',
  note: null,
};
const ORDER = ['courseId', 'dueOn', 'note'] as const;

/**
 * Once per send, after the checks (the form's or the API's) ended with a field refused, focus
 * goes to the first such field, so its message is read with it. Not while a choice changes.
 */
export function useFocusFirstError(form: FormikProps<AssignCourseValues>, fields: FieldRefs) {
  const focusedFor = useRef(0);
  const { isSubmitting, submitCount, errors } = form;
  const first = ORDER.find((name) => errors[name]);
  useEffect(() => {
    if (isSubmitting || submitCount === focusedFor.current) return;
    focusedFor.current = submitCount;
    if (!first) return;
    const field = fields[first].current;
    const selector = TARGET[first];
    (selector ? field?.querySelector<HTMLElement>(selector) : field)?.focus();
  }, [isSubmitting, submitCount, first, fields]);
}
