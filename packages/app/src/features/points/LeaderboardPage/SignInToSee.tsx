import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { Button, Callout } from '@ajar/ui';
import { useNavigateOnClick } from '../../../shared/navigation/useNavigateOnClick';
import { signInPath } from '../../../shared/shell/RequireSession';

/** The boards show a company's people: a visitor signs in first and comes back to this board. */
export function SignInToSee() {
  const { t } = useTranslation();
  const { pathname, search } = useLocation();
  const navigateOnClick = useNavigateOnClick();
  const signIn = signInPath(pathname + search);
  return (
    <Callout
      tone="info"
      title={t('points.board.signedOut.title')}
      actions={
        <Button href={signIn} onClick={navigateOnClick(signIn)}>
          {t('points.board.signedOut.action')}
        </Button>
      }
    >
      {t('points.board.signedOut.description')}
    </Callout>
  );
}
