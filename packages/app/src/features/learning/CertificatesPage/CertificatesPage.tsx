import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import {
  Breadcrumb,
  Button,
  Card,
  CardGrid,
  EmptyState,
  PageHeader,
  Skeleton,
  SkeletonGroup,
} from '@ajar/ui';
import { LoadErrorState } from '../../../shared/shell/LoadErrorState';
import { useApi } from '../../../shared/data/useApi';
import { useHead } from '../../../shared/head/useHead';
import { routerLink } from '../../../shared/shell/routerLink';
import { useNavigateOnClick } from '../../../shared/navigation/useNavigateOnClick';
import { CertificateList } from './CertificateList';
import { CertificatePrintView } from './CertificatePrintView';
import { apiPath } from '../../../api';

const SKELETON_CARDS = 3;

/**
 * /certificate: the certificates I earned, each with its QR code to the public check; with
 * `?print=CODE`, that one certificate laid out for printing.
 */
export function CertificatesPage() {
  const { t } = useTranslation();
  const navigateOnClick = useNavigateOnClick();
  const printCode = useSearchParams()[0].get('print');
  const { data, error, isValidating, retry } = useApi(apiPath('/my/certificates'));
  const listTitle = t('pages.certificates.title');
  const title = printCode ? t('certificates.printTitle') : listTitle;
  useHead(title);

  let body;
  if (data && printCode) body = <CertificatePrintView certificates={data} code={printCode} />;
  else if (data && data.length === 0)
    body = (
      <EmptyState
        title={t('certificates.emptyTitle')}
        description={t('certificates.emptyDescription')}
        action={
          <Button href="/my-courses" onClick={navigateOnClick('/my-courses')}>
            {t('certificates.toMyCourses')}
          </Button>
        }
      />
    );
  else if (data) body = <CertificateList certificates={data} />;
  else if (error)
    body = (
      <LoadErrorState
        error={error}
        title={t('certificates.error')}
        description={t('certificates.errorHint')}
        onRetry={retry}
        isRetrying={isValidating}
      />
    );
  else
    body = (
      <SkeletonGroup label={t('certificates.loading')}>
        <CardGrid aria-hidden="true">
          {Array.from({ length: SKELETON_CARDS }, (_, index) => (
            <Card key={index}>
              <Skeleton lines={5} />
            </Card>
          ))}
        </CardGrid>
      </SkeletonGroup>
    );

  return (
    <>
      <PageHeader
        title={title}
        description={printCode ? undefined : t('certificates.lead')}
        breadcrumb={
          printCode ? (
            <Breadcrumb
              label={t('nav.breadcrumb')}
              renderLink={routerLink}
              items={[{ label: listTitle, href: '/certificate' }, { label: title }]}
            />
          ) : undefined
        }
      />
      {body}
    </>
  );
}
