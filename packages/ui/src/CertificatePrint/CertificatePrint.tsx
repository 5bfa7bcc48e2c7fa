import type { HTMLAttributes, ReactNode, Ref } from 'react';
import { Badge } from '../Badge';
import { Button } from '../Button';
import { certificateStatus, type CertificateStatus } from '../CertificateCard/CertificateCard';
import type { DateInput } from '../internal/date/format';
import { SealIcon } from '../internal/icons';
import { CertificateFacts } from '../internal/meta/CertificateFacts';
import { useUiMessages } from '../messages';
import { QrCode } from '../QrCode';
import {
  Caption,
  Course,
  Footer,
  Heading,
  Lead,
  Name,
  Root,
  Seal,
  Sheet,
  Toolbar,
  Verify,
} from './CertificatePrint.styles';
import { PRINT_ATTRIBUTE, PrintOnlyCertificate } from './CertificatePrint.print';

export interface CertificatePrintProps extends Omit<HTMLAttributes<HTMLElement>, 'title'> {
  /** The certificate's heading, e.g. "Sertifikat Penyelesaian". */
  title: string;
  /** Words before the name, e.g. "Diberikan kepada". */
  presentedTo?: string;
  /** Name on the certificate. */
  learnerName: string;
  /** Words before the course, e.g. "yang telah berhasil menyelesaikan kursus". */
  achievement?: string;
  /** Title of the completed course. */
  courseTitle: string;
  /** Date of issue (ISO string or `Date`), written per locale. */
  issuedAt: DateInput;
  /** Last day of validity, for certificates that expire. */
  expiresAt?: DateInput;
  /** Certificate number, as entered on the verification page. */
  code: string;
  /**
   * Whether the certificate still counts; a revoked or expired one says so on the paper.
   * @default 'valid'
   */
  status?: CertificateStatus;
  /** Address of the public verification page; the QR code holds it. */
  verifyUrl: string;
  /** Accessible name of the QR code, e.g. "Kode QR pemeriksaan sertifikat AJR-7K2M-Q9XD". */
  qrLabel: string;
  /** Visible words under the QR code, e.g. "Pindai untuk memeriksa keabsahan". */
  qrCaption?: string;
  /** Text of the print button, e.g. "Cetak". */
  printLabel: string;
  /**
   * Called by the print button.
   * @default window.print
   */
  onPrint?: () => void;
  /** More screen-only controls beside the print button, e.g. a link back. */
  actions?: ReactNode;
  /**
   * Heading level of `title`, to fit the page outline.
   * @default 2
   */
  headingLevel?: 2 | 3;
  /** Time zone for the dates, e.g. "Asia/Jakarta". @default the browser's */
  timeZone?: string;
  /** Forwarded to the outer `<section>`. */
  ref?: Ref<HTMLElement>;
}

/**
 * A certificate laid out for paper: who earned it for which course, when, its number and a
 * QR code to the verification page. While it is on the page, printing prints only the
 * certificate; the print button and `actions` stay on screen.
 */
export function CertificatePrint({
  title,
  presentedTo,
  learnerName,
  achievement,
  courseTitle,
  issuedAt,
  expiresAt,
  code,
  status = 'valid',
  verifyUrl,
  qrLabel,
  qrCaption,
  printLabel,
  onPrint = () => window.print(),
  actions,
  headingLevel = 2,
  timeZone,
  ...rest
}: CertificatePrintProps) {
  const { messages } = useUiMessages();
  const { tone, label } = certificateStatus[status];
  return (
    <Root {...rest}>
      <PrintOnlyCertificate />
      <Toolbar>
        {actions}
        <Button onClick={onPrint}>{printLabel}</Button>
      </Toolbar>
      <Sheet {...{ [PRINT_ATTRIBUTE]: '' }} data-status={status}>
        <Seal aria-hidden="true">
          <SealIcon />
        </Seal>
        <Heading as={`h${headingLevel}`}>{title}</Heading>
        {status !== 'valid' && (
          <Badge tone={tone}>
            {messages.certificateStatus}: {messages[label]}
          </Badge>
        )}
        {presentedTo && <Lead>{presentedTo}</Lead>}
        <Name>{learnerName}</Name>
        {achievement && <Lead>{achievement}</Lead>}
        <Course>{courseTitle}</Course>
        <Footer>
          <CertificateFacts
            issuedAt={issuedAt}
            expiresAt={expiresAt}
            expired={status === 'expired'}
            code={code}
            timeZone={timeZone}
          />
          <Verify>
            <QrCode value={verifyUrl} label={qrLabel} size="lg" />
            {qrCaption && <Caption>{qrCaption}</Caption>}
          </Verify>
        </Footer>
      </Sheet>
    </Root>
  );
}
