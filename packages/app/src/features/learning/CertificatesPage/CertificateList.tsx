import { useTranslation } from 'react-i18next';
import { Button, CardGrid, CertificateCard, QrCode } from '@ajar/ui';
import type { MyCertificate } from '@ajar/api/contract';
import { useLocalized } from '../../../shared/data/localized';
import { useNavigateOnClick } from '../../../shared/navigation/useNavigateOnClick';
import { verifyUrl } from './verifyUrl';

/** My certificates as cards: state, QR code to the public check, print and check actions. */
export function CertificateList({ certificates }: { certificates: MyCertificate[] }) {
  const { t } = useTranslation();
  const pick = useLocalized();
  const navigateOnClick = useNavigateOnClick();
  return (
    <CardGrid aria-label={t('certificates.listLabel')}>
      {certificates.map((certificate) => {
        const title = pick(certificate.course.title);
        const print = `/certificate?print=${encodeURIComponent(certificate.code)}`;
        const check = `/certificate-is-valid?code=${encodeURIComponent(certificate.code)}`;
        return (
          <CertificateCard
            key={certificate.id}
            headingLevel={2}
            courseTitle={title}
            learnerName={certificate.learnerName}
            issuedAt={certificate.issuedAt}
            expiresAt={certificate.expiresAt ?? undefined}
            code={certificate.code}
            status={certificate.state}
            actions={
              <>
                <Button
                  href={print}
                  onClick={navigateOnClick(print)}
                  size="sm"
                  aria-label={t('certificates.printLabel', { title })}
                >
                  {t('certificates.print')}
                </Button>
                <Button
                  href={check}
                  onClick={navigateOnClick(check)}
                  size="sm"
                  variant="secondary"
                  aria-label={t('certificates.verifyLabel', { code: certificate.code })}
                >
                  {t('certificates.verify')}
                </Button>
                <QrCode
                  value={verifyUrl(certificate.code)}
                  label={t('certificates.qrLabel', { code: certificate.code })}
                />
              </>
            }
          />
        );
      })}
    </CardGrid>
  );
}
