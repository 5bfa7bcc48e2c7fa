import { useState, type ReactNode } from 'react';
import { Formik, type FormikHelpers, type FormikProps, type FormikValues } from 'formik';
import type { AnyObjectSchema } from 'yup';
import { Button, FormError } from '@ajar/ui';
import { ApiRequestError } from '../data/fetcher';
import { useFocusOnError } from './useFocusOnError';

interface ApiFormProps<Values extends FormikValues> {
  /** The form's accessible name. */
  label: string;
  initialValues: Values;
  schema: AnyObjectSchema;
  /** The fields an API refusal may name: its message lands on that field. */
  fields: readonly (keyof Values & string)[];
  /** Said above the form when the request failed without the API's own words (offline). */
  failed: string;
  /** Sends the values; throwing an ApiRequestError shows the API's message. */
  send: (values: Values, helpers: FormikHelpers<Values>) => Promise<void>;
  submitLabel: string;
  loadingLabel: string;
  /** A way out beside the submit button (e.g. leaving an edit unchanged). */
  cancel?: { label: string; onCancel: () => void };
  children: (form: FormikProps<Values>) => ReactNode;
}

/**
 * A form whose answer comes from the API: checked in the browser with the spec's messages
 * first; the API's refusal lands on the field it names, or above the form (focused, so a
 * screen reader reads it) when it names none of this form's fields.
 */
export function ApiForm<Values extends FormikValues>({
  label,
  initialValues,
  schema,
  fields,
  failed,
  send,
  submitLabel,
  loadingLabel,
  cancel,
  children,
}: ApiFormProps<Values>) {
  const [formError, setFormError] = useState<string | null>(null);
  const summary = useFocusOnError<HTMLDivElement>(formError);

  async function submit(values: Values, helpers: FormikHelpers<Values>) {
    setFormError(null);
    try {
      await send(values, helpers);
    } catch (error) {
      const field = error instanceof ApiRequestError ? error.field : undefined;
      if (field && (fields as readonly string[]).includes(field))
        helpers.setFieldError(field, (error as ApiRequestError).message);
      else setFormError(error instanceof ApiRequestError ? error.message : failed);
    }
  }

  return (
    <Formik<Values> initialValues={initialValues} validationSchema={schema} onSubmit={submit}>
      {(form) => (
        <form noValidate onSubmit={form.handleSubmit} aria-label={label}>
          <FormError errors={formError ? [{ message: formError }] : []} ref={summary} />
          {children(form)}
          <Button type="submit" isLoading={form.isSubmitting} loadingLabel={loadingLabel}>
            {submitLabel}
          </Button>{' '}
          {cancel && (
            <Button variant="secondary" onClick={cancel.onCancel} disabled={form.isSubmitting}>
              {cancel.label}
            </Button>
          )}
        </form>
      )}
    </Formik>
  );
}
