import { useId, type MouseEvent, type Ref } from 'react';
import { useUiMessages } from '../messages';
import { ErrorIcon } from '../internal/icons';
import { Link, List, Summary, Title } from './FormError.styles';
import { focusField } from './focusField';

export interface FormErrorItem {
  /** Id of the control the message is about; the message then links to it. */
  fieldId?: string;
  /** The message, as shown under the field, e.g. 'Email tidak valid'. */
  message: string;
}

export interface FormErrorProps {
  /** What is wrong, in the order of the fields. Nothing renders while it is empty. */
  errors: readonly FormErrorItem[];
  /**
   * Heading of the summary.
   * @default built-in 'Periksa kembali isian berikut' / 'Please check the following'
   */
  title?: string;
  /**
   * Level of the heading, to fit the page outline.
   * @default 2
   */
  headingLevel?: 2 | 3 | 4;
  /** Class of the summary box. */
  className?: string;
  /**
   * Forwarded to the summary box, which takes focus (`tabIndex -1`): after a failed submit,
   * call `ref.current.focus()` so keyboard and screen reader users start from the list.
   */
  ref?: Ref<HTMLDivElement>;
}

/**
 * The form-level error summary: announced as an alert when it appears, each message a link
 * that moves focus to its field.
 */
export function FormError({ errors, title, headingLevel = 2, className, ref }: FormErrorProps) {
  const { messages } = useUiMessages();
  const titleId = useId();
  if (errors.length === 0) return null;

  const follow = (event: MouseEvent<HTMLAnchorElement>, fieldId: string) => {
    // Without a matching control, the link behaves as a normal in-page link.
    if (focusField(fieldId)) event.preventDefault();
  };

  return (
    <Summary ref={ref} className={className} role="alert" tabIndex={-1} aria-labelledby={titleId}>
      <Title as={`h${headingLevel}`} id={titleId}>
        <ErrorIcon />
        {title ?? messages.formErrorTitle}
      </Title>
      <List>
        {errors.map(({ fieldId, message }, index) => (
          <li key={`${index}-${fieldId ?? ''}`}>
            {fieldId ? (
              <Link href={`#${fieldId}`} onClick={(event) => follow(event, fieldId)}>
                {message}
              </Link>
            ) : (
              message
            )}
          </li>
        ))}
      </List>
    </Summary>
  );
}
