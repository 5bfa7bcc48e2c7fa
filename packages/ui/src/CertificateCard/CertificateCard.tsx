import type { HTMLAttributes, ReactNode, Ref } from 'react';
import { Badge, type BadgeTone } from '../Badge';
import type { CardHeadingLevel } from '../Card';
import { CertificateFacts } from '../internal/meta/CertificateFacts';
import type { DateInput } from '../internal/date/format';
import { VisuallyHidden } from '../internal/a11y';
import { useUiMessages, type UiMessageKey } from '../messages';
import { Content, Root, Seal } from './CertificateCard.styles';
import { SealIcon } from '../internal/icons';

export type CertificateStatus = 'valid' | 'revoked' | 'expired';

export interface CertificateCardProps extends Omit<HTMLAttributes<HTMLElement>, 'title'> {
  /** Title of the completed course: the card's heading. */
  courseTitle: string;
  /** Name on the certificate. */
  learnerName: string;
  /** Date of issue (ISO string or `Date`), written per locale: "14 Maret 2026". */
  issuedAt: DateInput;
  /** Last day of validity, for certificates that expire. */
  expiresAt?: DateInput;
  /** Certificate number, as printed and as entered on the verification page. */
  code: string;
  /**
   * Whether the certificate still counts.
   * @default 'valid'
   */
  status?: CertificateStatus;
  /** Download, print or share controls (links or buttons). */
  actions?: ReactNode;
  /**
   * Heading level of the course title.
   * @default 3
   */
  headingLevel?: CardHeadingLevel;
  /** Time zone for the dates, e.g. "Asia/Jakarta". @default the browser's */
  timeZone?: string;
  /** Forwarded to the `<article>`. */
  ref?: Ref<HTMLElement>;
}

export const certificateStatus = {
  valid: { tone: 'success', label: 'certificateStatusValid' },
  revoked: { tone: 'danger', label: 'certificateStatusRevoked' },
  expired: { tone: 'warning', label: 'certificateStatusExpired' },
} as const satisfies Record<CertificateStatus, { tone: BadgeTone; label: UiMessageKey }>;

/** A certificate the learner earned: course, name, date, number, status and actions. */
export function CertificateCard({
  courseTitle,
  learnerName,
  issuedAt,
  expiresAt,
  code,
  status = 'valid',
  actions,
  headingLevel = 3,
  timeZone,
  ...rest
}: CertificateCardProps) {
  const { messages } = useUiMessages();
  const { tone, label } = certificateStatus[status];
  return (
    <Root
      forwardedAs="article"
      $status={status}
      title={courseTitle}
      headingLevel={headingLevel}
      header={
        <span>
          <Badge tone={tone}>
            <VisuallyHidden>{messages.certificateStatus}: </VisuallyHidden>
            {messages[label]}
          </Badge>
        </span>
      }
      footer={actions}
      data-status={status}
      {...rest}
    >
      <Content>
        <Seal aria-hidden="true">
          <SealIcon />
        </Seal>
        <CertificateFacts
          learnerName={learnerName}
          issuedAt={issuedAt}
          expiresAt={expiresAt}
          expired={status === 'expired'}
          code={code}
          timeZone={timeZone}
        />
      </Content>
    </Root>
  );
}
