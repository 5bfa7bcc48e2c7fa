import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import useSWR from 'swr';
import { Button, Card, Skeleton, SkeletonGroup } from '@ajar/ui';
import { apiGet, apiPath } from '../../../api';
import { ApiRequestError } from '../../../shared/data/fetcher';
import { partnerSession, type Session } from '../../../session';
import { AppLink } from '../../../shared/shell/AppLink';
import { LoadErrorState } from '../../../shared/shell/LoadErrorState';

/**
 * A partner on their voucher page. The API lets only learners redeem (a partner token is
 * refused there), so this says so plainly: who is signed in, how their learners redeem the
 * codes they hand out, and the way out of the partner account.
 */
export function PartnerVouchers({ session }: { session: Session }) {
  const { t } = useTranslation();
  const { data, error, mutate, isValidating } = useSWR(
    [apiPath('/auth/me'), session.token],
    ([path, token]) => apiGet(path, { token }),
  );
  // A refused partner token (expired, revoked) will never load: sign out so the page offers
  // signing in again instead. apiFetch leaves this to us, as it only ends the member session.
  const isRefused = error instanceof ApiRequestError && error.status === 401;
  useEffect(() => {
    if (isRefused) partnerSession.signOut();
  }, [isRefused]);
  let account;
  if (data) {
    account = (
      <p>{t('vouchers.partnerAccount', { name: data.name, company: data.company.name })}</p>
    );
  } else if (error) {
    account = (
      <LoadErrorState
        error={error}
        title={t('vouchers.partnerError')}
        onRetry={() => void mutate()}
        isRetrying={isValidating}
      />
    );
  } else {
    account = (
      <SkeletonGroup label={t('vouchers.partnerLoading')}>
        <Skeleton lines={1} width="40%" />
      </SkeletonGroup>
    );
  }
  return (
    <Card
      as="section"
      title={t('vouchers.partnerTitle')}
      headingLevel={2}
      footer={
        <Button variant="secondary" onClick={() => partnerSession.signOut()}>
          {t('vouchers.partnerSignOut')}
        </Button>
      }
    >
      {account}
      <p>{t('vouchers.partnerDescription')}</p>
      <p>
        <AppLink to="/redeem-voucher">{t('vouchers.partnerLearnerPage')}</AppLink>
      </p>
    </Card>
  );
}
