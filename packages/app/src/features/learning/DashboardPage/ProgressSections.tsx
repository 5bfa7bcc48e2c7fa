import { useTranslation } from 'react-i18next';
import { Badge, Button, Card, CardGrid, PageSection, StatPanel } from '@ajar/ui';
import type { ProgressGlance, RecentCertificate } from '@ajar/api/contract';
import { useLocalized } from '../../../shared/data/localized';
import { useNavigateOnClick } from '../../../shared/navigation/useNavigateOnClick';
import { routerLink } from '../../../shared/shell/routerLink';
import { useFormatDateTime } from '../../../shared/dates/useFormatDateTime';
import { CERTIFICATES_PATH, MY_COURSES_PATH } from '../shared/myCoursePaths';

/** Courses in progress and completed, and certificates still valid. */
export function GlanceSection({ progress }: { progress: ProgressGlance }) {
  const { t } = useTranslation();
  const navigateOnClick = useNavigateOnClick();
  return (
    <PageSection title={t('dashboard.glance.title')}>
      <StatPanel
        items={[
          { label: t('dashboard.glance.inProgress'), value: progress.inProgress },
          { label: t('dashboard.glance.completed'), value: progress.completed },
          { label: t('dashboard.glance.certificates'), value: progress.certificates },
        ]}
        actions={
          <Button
            href={MY_COURSES_PATH}
            onClick={navigateOnClick(MY_COURSES_PATH)}
            size="sm"
            variant="secondary"
          >
            {t('dashboard.glance.myCourses')}
          </Button>
        }
      />
    </PageSection>
  );
}

const STATE_TONE = { valid: 'success', expired: 'warning', revoked: 'danger' } as const;

/** The newest certificates, each opening its public check. */
export function CertificatesSection({ certificates }: { certificates: RecentCertificate[] }) {
  const { t } = useTranslation();
  const pick = useLocalized();
  const formatDate = useFormatDateTime();
  const heading = t('dashboard.certificates.title');
  return (
    <PageSection
      title={heading}
      seeAllHref={CERTIFICATES_PATH}
      seeAllLabel={t('dashboard.certificates.all')}
      renderLink={routerLink}
    >
      {certificates.length === 0 ? (
        <p>{t('dashboard.certificates.empty')}</p>
      ) : (
        <CardGrid aria-label={t('dashboard.certificates.listLabel')}>
          {certificates.map((certificate) => (
            <Card
              key={certificate.code}
              as="article"
              title={pick(certificate.course.title)}
              href={`/certificate-is-valid?code=${encodeURIComponent(certificate.code)}`}
              renderLink={routerLink}
              header={
                <Badge tone={STATE_TONE[certificate.state]}>
                  {t(`dashboard.certificates.state.${certificate.state}`)}
                </Badge>
              }
            >
              <p>
                {t('dashboard.certificates.issuedOn', { date: formatDate(certificate.issuedAt) })}
              </p>
            </Card>
          ))}
        </CardGrid>
      )}
    </PageSection>
  );
}
