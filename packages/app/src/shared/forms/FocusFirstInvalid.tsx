import { useEffect, useEffectEvent, type RefObject } from 'react';
import type { FormikProps } from 'formik';

interface Props<Values> {
  form: FormikProps<Values>;
  /** The form's fields in reading order, each with its control. */
  fields: readonly (readonly [keyof Values & string, RefObject<HTMLElement | null>])[];
}

/**
 * Once a submit ends with a field refused (by the form's own checks or by the API), focus
 * goes to the first such field, so its message is read out with it; ApiForm itself only
 * focuses its summary, for refusals that name no field.
 */
export function FocusFirstInvalid<Values>({ form, fields }: Props<Values>) {
  const { isSubmitting, submitCount } = form;
  // Not an effect dependency: the errors of the moment the submit ended are the ones wanted.
  const focusFirst = useEffectEvent(() => {
    const first = fields.find(([name]) => form.errors[name]);
    first?.[1].current?.focus();
  });
  useEffect(() => {
    if (!isSubmitting && submitCount > 0) focusFirst();
  }, [isSubmitting, submitCount]);
  return null;
}
