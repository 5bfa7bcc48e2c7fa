import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { Button, Card } from '@ajar/ui';
import { PARTNER_SIGN_IN_PATH } from '../../../session';
import { AppLink } from '../../../shared/shell/AppLink';
import { signInPath } from '../../../shared/shell/RequireSession';
import { useNavigateOnClick } from '../../../shared/navigation/useNavigateOnClick';

/**
 * A voucher is redeemed on an account: visitors sign in first and come back to this very
 * address, the code from their link (`?code=`) still in it.
 */
export function SignInFirst({ isPartnerPage = false }: { isPartnerPage?: boolean }) {
  const { t } = useTranslation();
  const { pathname, search } = useLocation();
  const navigateOnClick = useNavigateOnClick();
  const signIn = signInPath(pathname + search);
  return (
    <Card
      as="section"
      title={t('vouchers.signInTitle')}
      headingLevel={2}
      footer={
        <Button href={signIn} onClick={navigateOnClick(signIn)}>
          {t('vouchers.signIn')}
        </Button>
      }
    >
      <p>{t('vouchers.signInDescription')}</p>
      {/* The partners' page also offers their own sign-in, which keeps them out of the member area. */}
      {isPartnerPage && (
        <AppLink to={PARTNER_SIGN_IN_PATH} isStandalone>
          {t('partner.signInLink')}
        </AppLink>
      )}
    </Card>
  );
}
