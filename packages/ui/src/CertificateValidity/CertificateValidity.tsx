import { Fragment, type HTMLAttributes, type ReactNode, type Ref } from 'react';
import { Code, DetailList } from '../internal/meta/detailList';
import { formatDate, toDate, type DateInput } from '../internal/date/format';
import { useUiMessages, type UiMessageKey } from '../messages';
import { Body, Description, Heading, Icon, Root } from './CertificateValidity.styles';
import { ValidityIcon } from '../internal/icons';

export type CertificateValidityState = 'valid' | 'revoked' | 'expired' | 'notFound';
export type ValidityHeadingLevel = 1 | 2 | 3 | 4;

export interface CertificateValidityProps extends Omit<HTMLAttributes<HTMLElement>, 'title'> {
  /** The verification result. */
  state: CertificateValidityState;
  /**
   * Heading text.
   * @default built-in per state, e.g. "Sertifikat berlaku" / "Certificate is valid"
   */
  title?: string;
  /** One or two sentences under the heading, e.g. what to check when not found. */
  description?: ReactNode;
  /** Name on the certificate; not shown when not found. */
  learnerName?: string;
  /** Course title; not shown when not found. */
  courseTitle?: string;
  /** Certificate number that was checked. */
  code?: string;
  /** Date of issue. */
  issuedAt?: DateInput;
  /** Last day of validity (valid) or the day it expired (expired). */
  expiresAt?: DateInput;
  /** Day it was revoked (revoked only). */
  revokedAt?: DateInput;
  /**
   * Heading level, to fit the page outline.
   * @default 2
   */
  headingLevel?: ValidityHeadingLevel;
  /** Time zone for the dates, e.g. "Asia/Jakarta". @default the browser's */
  timeZone?: string;
  /** Forwarded to the `<section>`. */
  ref?: Ref<HTMLElement>;
}

const headingKey = {
  valid: 'certificateValidityValid',
  revoked: 'certificateValidityRevoked',
  expired: 'certificateValidityExpired',
  notFound: 'certificateValidityNotFound',
} as const satisfies Record<CertificateValidityState, UiMessageKey>;

/**
 * The result of checking a certificate number: valid, revoked, expired or not found, as a
 * status message with an icon, a heading and, when found, who earned it for what and when.
 */
export function CertificateValidity({
  state,
  title,
  description,
  learnerName,
  courseTitle,
  code,
  issuedAt,
  expiresAt,
  revokedAt,
  headingLevel = 2,
  timeZone,
  ...rest
}: CertificateValidityProps) {
  const { messages, locale } = useUiMessages();
  const isFound = state !== 'notFound';
  const rows: [string, ReactNode][] = [];
  const date = (value: DateInput) => (
    <time dateTime={toDate(value).toISOString()}>{formatDate(locale, value, timeZone)}</time>
  );
  if (isFound) {
    if (learnerName) rows.push([messages.certificateLearner, learnerName]);
    if (courseTitle) rows.push([messages.certificateCourse, courseTitle]);
    if (issuedAt !== undefined) rows.push([messages.certificateIssuedAt, date(issuedAt)]);
    if (expiresAt !== undefined && state !== 'revoked')
      rows.push([
        state === 'expired' ? messages.certificateExpiredAt : messages.certificateExpiresAt,
        date(expiresAt),
      ]);
    if (revokedAt !== undefined && state === 'revoked')
      rows.push([messages.certificateRevokedAt, date(revokedAt)]);
  }
  if (code) rows.push([messages.certificateCode, <Code key="code">{code}</Code>]);

  return (
    <Root role="status" $state={state} data-state={state} {...rest}>
      <Icon $state={state}>
        <ValidityIcon state={state} />
      </Icon>
      <Body>
        <Heading as={`h${headingLevel}`}>{title ?? messages[headingKey[state]]}</Heading>
        {description && <Description>{description}</Description>}
        {rows.length > 0 && (
          <DetailList>
            {rows.map(([label, value]) => (
              <Fragment key={label}>
                <dt>{label}</dt>
                <dd>{value}</dd>
              </Fragment>
            ))}
          </DetailList>
        )}
      </Body>
    </Root>
  );
}
