import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { Button, EmptyState } from '@ajar/ui';
import { signInPath } from '../../../shared/shell/RequireSession';

/** Back here after signing in. */
const SIGN_IN = signInPath('/notifications');

/** Notifications belong to an account: a visitor is asked to sign in first. */
export function SignedOutNotice() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <EmptyState
      title={t('notificationsPage.signedOut.title')}
      description={t('notificationsPage.signedOut.description')}
      action={
        <Button
          href={SIGN_IN}
          onClick={(event) => {
            // A modified click (new tab) keeps the browser's own behaviour.
            if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
            event.preventDefault();
            void navigate(SIGN_IN);
          }}
        >
          {t('notificationsPage.signedOut.action')}
        </Button>
      }
    />
  );
}
