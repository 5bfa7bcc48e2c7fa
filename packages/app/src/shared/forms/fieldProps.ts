import type { FormikProps } from 'formik';

/**
 * What a ui form field needs from Formik for one value: name, value, handlers, and the
 * message once the field was visited (not while the learner is still on their first try).
 */
export function fieldProps<Values>(form: FormikProps<Values>, name: keyof Values & string) {
  const error = form.touched[name] ? form.errors[name] : undefined;
  return {
    name,
    value: String(form.values[name] ?? ''),
    onChange: form.handleChange,
    onBlur: form.handleBlur,
    error: typeof error === 'string' ? error : undefined,
  };
}
