import type { ReactNode } from 'react';
import { formatDate, toDate, type DateInput } from '../date/format';
import { useUiMessages } from '../../messages';
import { Code, DetailList } from './detailList';

export interface CertificateFactsProps {
  /** Shown first when given (the card names the learner here; the printed sheet above). */
  learnerName?: ReactNode;
  issuedAt: DateInput;
  expiresAt?: DateInput;
  /** Past its end date: the end date is labelled "expired on" instead of "valid until". */
  expired: boolean;
  code: string;
  timeZone?: string;
}

/** A certificate's dates and number, as the card and the printed sheet both list them. */
export function CertificateFacts({
  learnerName,
  issuedAt,
  expiresAt,
  expired,
  code,
  timeZone,
}: CertificateFactsProps) {
  const { messages, locale } = useUiMessages();
  const date = (value: DateInput) => (
    <time dateTime={toDate(value).toISOString()}>{formatDate(locale, value, timeZone)}</time>
  );
  return (
    <DetailList>
      {learnerName !== undefined && (
        <>
          <dt>{messages.certificateLearner}</dt>
          <dd>{learnerName}</dd>
        </>
      )}
      <dt>{messages.certificateIssuedAt}</dt>
      <dd>{date(issuedAt)}</dd>
      {expiresAt !== undefined && (
        <>
          <dt>{expired ? messages.certificateExpiredAt : messages.certificateExpiresAt}</dt>
          <dd>{date(expiresAt)}</dd>
        </>
      )}
      <dt>{messages.certificateCode}</dt>
      <dd>
        <Code>{code}</Code>
      </dd>
    </DetailList>
  );
}
