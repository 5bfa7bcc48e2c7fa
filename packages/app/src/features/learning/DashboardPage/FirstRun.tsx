import { useTranslation } from 'react-i18next';
import { Button, EmptyState } from '@ajar/ui';
import { useNavigateOnClick } from '../../../shared/navigation/useNavigateOnClick';

/** An account with nothing yet: the two ways into a first course, the catalogue and a voucher. */
export function FirstRun() {
  const { t } = useTranslation();
  const navigateOnClick = useNavigateOnClick();
  return (
    <EmptyState
      title={t('dashboard.firstRun.title')}
      description={t('dashboard.firstRun.description')}
      action={
        <>
          <Button href="/courses" onClick={navigateOnClick('/courses')}>
            {t('dashboard.firstRun.browse')}
          </Button>
          <Button
            href="/redeem-voucher"
            onClick={navigateOnClick('/redeem-voucher')}
            variant="secondary"
          >
            {t('dashboard.firstRun.redeem')}
          </Button>
        </>
      }
    />
  );
}
