import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, FormError, TextArea } from '@ajar/ui';
import { fieldLabel, formatMessage } from '@ajar/api/contract/messages';
import { ApiRequestError } from '../../../shared/data/fetcher';
import { useLang } from '../../../shared/data/localized';
import { useFocusOnError } from '../../../shared/forms/useFocusOnError';

interface TextFormProps {
  /** The API's name of the field: its messages name it so. */
  field: 'answer' | 'reply';
  label: string;
  hint?: string;
  limits: { min: number; max: number };
  initial?: string;
  submitLabel: string;
  busyLabel: string;
  /** Sends the text; throwing an ApiRequestError shows the API's words. */
  onSend: (text: string) => Promise<void>;
  /** A state refusal (409): the caller shows it and reads the question again. */
  onRefused: (message: string) => void;
  cancel?: { label: string; onCancel: () => void };
}

/**
 * One plain-text field and its button: checked with the API's limits and words first (the
 * field takes focus with its message), then sent; the API's refusal of the field lands on it,
 * a refusal of the state goes to the caller, anything else above the field.
 */
export function TextForm(props: TextFormProps) {
  const { field, limits, onSend, onRefused } = props;
  const { t } = useTranslation();
  const lang = useLang();
  const [text, setText] = useState(props.initial ?? '');
  const [error, setError] = useState<string | undefined>();
  const [failed, setFailed] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const input = useRef<HTMLTextAreaElement>(null);
  const summary = useFocusOnError<HTMLDivElement>(failed);
  const name = fieldLabel(lang, field);

  const refuse = (message: string) => {
    setError(message);
    input.current?.focus();
  };

  async function send() {
    setError(undefined);
    setFailed(null);
    const value = text.trim();
    if (!value) return refuse(formatMessage(lang, 'required', { field: name }));
    if (value.length < limits.min)
      return refuse(formatMessage(lang, 'tooShort', { field: name, n: limits.min }));
    setBusy(true);
    try {
      await onSend(value);
    } catch (e) {
      if (e instanceof ApiRequestError && e.field === field) refuse(e.message);
      else if (e instanceof ApiRequestError && e.status === 409) onRefused(e.message);
      else setFailed(e instanceof ApiRequestError ? e.message : t('teamQuestions.failed'));
    } finally {
      setBusy(false);
    }
  }

  return (
    <form
      noValidate
      aria-label={props.label}
      onSubmit={(event) => {
        event.preventDefault();
        void send();
      }}
    >
      <FormError errors={failed ? [{ message: failed }] : []} ref={summary} />
      <TextArea
        ref={input}
        name={field}
        label={props.label}
        hint={props.hint}
        isRequired
        maxLength={limits.max}
        rows={4}
        value={text}
        onChange={(event) => setText(event.target.value)}
        error={error}
      />
      {/* A row of its own, so the buttons keep their width in the column. */}
      <div>
        <Button type="submit" isLoading={busy} loadingLabel={props.busyLabel}>
          {props.submitLabel}
        </Button>{' '}
        {props.cancel && (
          <Button variant="secondary" disabled={busy} onClick={props.cancel.onCancel}>
            {props.cancel.label}
          </Button>
        )}
      </div>
    </form>
  );
}
