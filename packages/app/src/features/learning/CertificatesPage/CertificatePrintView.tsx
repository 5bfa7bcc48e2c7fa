import { useTranslation } from 'react-i18next';
import { Button, CertificatePrint, EmptyState } from '@ajar/ui';
import type { MyCertificate } from '@ajar/api/contract';
import { useLocalized } from '../../../shared/data/localized';
import { AppLink } from '../../../shared/shell/AppLink';
import { useNavigateOnClick } from '../../../shared/navigation/useNavigateOnClick';
import { verifyUrl } from './verifyUrl';

interface CertificatePrintViewProps {
  certificates: MyCertificate[];
  /** The certificate number from `?print=`. */
  code: string;
}

/** One of my certificates, ready for paper; a number that is not mine finds nothing. */
export function CertificatePrintView({ certificates, code }: CertificatePrintViewProps) {
  const { t } = useTranslation();
  const pick = useLocalized();
  const navigateOnClick = useNavigateOnClick();
  const certificate = certificates.find((c) => c.code.toUpperCase() === code.toUpperCase());
  if (!certificate)
    return (
      <EmptyState
        title={t('certificates.notFoundTitle')}
        description={t('certificates.notFoundDescription')}
        action={
          <Button href="/certificate" onClick={navigateOnClick('/certificate')}>
            {t('certificates.backToList')}
          </Button>
        }
      />
    );
  return (
    <CertificatePrint
      title={t('certificates.documentTitle')}
      presentedTo={t('certificates.presentedTo')}
      learnerName={certificate.learnerName}
      achievement={t('certificates.achievement')}
      courseTitle={pick(certificate.course.title)}
      issuedAt={certificate.issuedAt}
      expiresAt={certificate.expiresAt ?? undefined}
      code={certificate.code}
      status={certificate.state}
      verifyUrl={verifyUrl(certificate.code)}
      qrLabel={t('certificates.qrLabel', { code: certificate.code })}
      qrCaption={t('certificates.qrCaption')}
      printLabel={t('certificates.print')}
      actions={<AppLink to="/certificate">{t('certificates.backToList')}</AppLink>}
    />
  );
}
