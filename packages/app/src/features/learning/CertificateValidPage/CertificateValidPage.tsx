import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { Button, CertificateValidity, EmptyState, Skeleton, SkeletonGroup } from '@ajar/ui';
import type { CertificateState } from '@ajar/api/contract';
import { ApiRequestError } from '../../../shared/data/fetcher';
import { useLocalized } from '../../../shared/data/localized';
import { useApi } from '../../../shared/data/useApi';
import { useHead } from '../../../shared/head/useHead';
import { AppLink } from '../../../shared/shell/AppLink';
import { LoadErrorState } from '../../../shared/shell/LoadErrorState';
import { normalizeCertificateCode } from '../shared/certificateCode';
import { useNavigateOnClick } from '../../../shared/navigation/useNavigateOnClick';
import { apiGet, apiPath } from '../../../api';

const descriptionKey = {
  valid: 'certificates.validity.validDescription',
  revoked: 'certificates.validity.revokedDescription',
  expired: 'certificates.validity.expiredDescription',
} as const satisfies Record<CertificateState, string>;

/**
 * /certificate-is-valid?code=… (informational: the layout's h1), where a certificate's QR
 * code leads: whether the number is valid, revoked, expired or unknown, and, when found,
 * only the name, course, dates and number. Public: works signed out, asks without a token.
 */
export function CertificateValidPage() {
  const { t } = useTranslation();
  const pick = useLocalized();
  const navigateOnClick = useNavigateOnClick();
  useHead(t('pages.certificateValid.title'));
  const raw = (useSearchParams()[0].get('code') ?? '').trim();
  const code = normalizeCertificateCode(raw);
  const { data, error, isValidating, retry } = useApi(
    code ? apiPath('/certificates/{code}', { path: { code } }) : null,
    // A public check: no token, so a refused one cannot end the reader's session here.
    { fetcher: (path) => apiGet(path, { anonymous: true }) },
  );

  if (!raw)
    return (
      <EmptyState
        title={t('certificates.validity.missingTitle')}
        description={t('certificates.validity.missingDescription')}
        action={
          <Button href="/certificate-check" onClick={navigateOnClick('/certificate-check')}>
            {t('pages.certificateCheck.title')}
          </Button>
        }
      />
    );

  const isNotFound =
    code === null || (error instanceof ApiRequestError && error.status === 404 && !data);
  const checkAnother = (prefill?: string) => (
    <p>
      <AppLink
        isStandalone
        to={
          prefill ? `/certificate-check?code=${encodeURIComponent(prefill)}` : '/certificate-check'
        }
      >
        {t('certificates.validity.checkAnother')}
      </AppLink>
    </p>
  );

  if (isNotFound)
    return (
      <>
        <CertificateValidity
          state="notFound"
          code={code ?? raw}
          description={t('certificates.validity.notFoundDescription')}
        />
        {checkAnother(raw)}
      </>
    );

  if (data)
    return (
      <>
        <CertificateValidity
          state={data.state}
          description={t(descriptionKey[data.state])}
          learnerName={data.learnerName}
          courseTitle={pick(data.courseTitle)}
          code={data.code}
          issuedAt={data.issuedAt}
          expiresAt={data.expiresAt ?? undefined}
          revokedAt={data.revokedAt ?? undefined}
        />
        {checkAnother()}
      </>
    );

  if (error)
    return (
      <LoadErrorState
        error={error}
        title={t('certificates.validity.error')}
        onRetry={retry}
        isRetrying={isValidating}
      />
    );

  return (
    <SkeletonGroup label={t('certificates.validity.loading')}>
      <Skeleton lines={5} />
    </SkeletonGroup>
  );
}
