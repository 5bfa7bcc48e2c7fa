import type { HTMLAttributes, ReactNode, Ref } from 'react';
import type { StateHeadingLevel } from '../EmptyState';
import { AlertIcon, CheckIcon, ErrorIcon, InfoIcon } from '../internal/icons';
import { Actions, Body, Content, IconSlot, Root, Title } from './Callout.styles';

export type CalloutTone = 'info' | 'success' | 'warning' | 'danger';

export interface CalloutProps extends Omit<HTMLAttributes<HTMLDivElement>, 'title'> {
  /**
   * What kind of message it is; the icon's shape and the title say it too, not colour alone.
   * @default 'info'
   */
  tone?: CalloutTone;
  /** The message in a few words, e.g. "Kursus selesai!". A heading (`headingLevel`). */
  title: ReactNode;
  /** One or two sentences under the title. */
  children?: ReactNode;
  /** Links or buttons for the next step, e.g. "Lihat sertifikat". */
  actions?: ReactNode;
  /**
   * Heading level of `title`, to fit the page outline.
   * @default 2
   */
  headingLevel?: StateHeadingLevel;
  /** Forwarded to the outer `<div>`. Pass `role="status"` or `role="alert"` to announce it. */
  ref?: Ref<HTMLDivElement>;
}

const icons = {
  info: InfoIcon,
  success: CheckIcon,
  warning: AlertIcon,
  danger: ErrorIcon,
} satisfies Record<CalloutTone, unknown>;

/**
 * A message inside the page, between its content: a finished course, a locked step, a
 * refused action. Unlike a toast it stays until the situation changes.
 */
export function Callout({
  tone = 'info',
  title,
  children,
  actions,
  headingLevel = 2,
  ...rest
}: CalloutProps) {
  const Icon = icons[tone];
  return (
    <Root $tone={tone} data-tone={tone} {...rest}>
      <IconSlot $tone={tone}>
        <Icon />
      </IconSlot>
      <Content>
        <Title as={`h${headingLevel}`}>{title}</Title>
        {children && <Body>{children}</Body>}
        {actions && <Actions>{actions}</Actions>}
      </Content>
    </Root>
  );
}
