import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { PageHeader } from '@ajar/ui';
import type { VoucherRedemption } from '@ajar/api/contract';
import { useHead } from '../../../shared/head/useHead';
import { usePartnerSession, useSession } from '../../../session';
import { useRouteEntry } from '../../../shared/shell/useRouteEntry';
import { CourseHint } from './CourseHint';
import { PartnerVouchers } from './PartnerVouchers';
import { RedeemForm } from './RedeemForm';
import { RedeemSuccess } from './RedeemSuccess';
import { SignInFirst } from './SignInFirst';

/**
 * Redeeming a voucher code for a course, at /redeem-voucher (public layout, its own h1)
 * and /redeem-voucher-p (informational layout, whose h1 is the layout's). A link may carry
 * the code (`?code=`) and the course it is for (`?course=`). A partner signed in with the
 * partner token finds their own state on /redeem-voucher-p.
 */
export function RedeemVoucherPage() {
  const { t } = useTranslation();
  const isInformational = useRouteEntry()?.layout === 'informational';
  const title = isInformational
    ? t('pages.redeemVoucherPartner.title')
    : t('pages.redeemVoucher.title');
  useHead(title);
  const isSignedIn = useSession() !== null;
  const partner = usePartnerSession();
  const [params, setParams] = useSearchParams();
  const [initialCode, setInitialCode] = useState(() => params.get('code')?.trim() ?? '');
  const [redemption, setRedemption] = useState<VoucherRedemption | null>(null);

  const redeemAnother = () => {
    setRedemption(null);
    setInitialCode('');
    setParams(
      (current) => {
        current.delete('code');
        return current;
      },
      { replace: true },
    );
  };

  // The partner's page, signed in with the partner token only (a learner's session wins).
  if (isInformational && !isSignedIn && partner) return <PartnerVouchers session={partner} />;

  let body;
  if (!isSignedIn) body = <SignInFirst isPartnerPage={isInformational} />;
  else if (redemption)
    body = <RedeemSuccess redemption={redemption} onRedeemAnother={redeemAnother} />;
  else body = <RedeemForm initialCode={initialCode} onRedeemed={setRedemption} />;

  return (
    <>
      {isInformational ? (
        <p>{t('vouchers.lead')}</p>
      ) : (
        <PageHeader title={title} description={t('vouchers.lead')} />
      )}
      {!redemption && <CourseHint course={params.get('course')} />}
      {body}
    </>
  );
}
