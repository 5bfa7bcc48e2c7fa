import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { Button } from '@ajar/ui';
import type { ClassDetail } from '@ajar/api/contract';
import { useSession } from '../../../session';
import { signInPath } from '../../../shared/shell/RequireSession';
import { useNavigateOnClick } from '../../../shared/navigation/useNavigateOnClick';

/**
 * What the reader can do about a class. Companies place learners in classes, so there is no
 * sign-up: a member goes on to the first course; anyone else learns how places are given.
 */
export function ClassAction({ detail }: { detail: ClassDetail }) {
  const { t } = useTranslation();
  const isSignedIn = useSession() !== null;
  const { pathname } = useLocation();
  const navigateOnClick = useNavigateOnClick();
  const first = detail.courses[0];

  if (detail.isMember) {
    const to = first && `/courses/${first.id}`;
    return (
      <>
        <p>{t('classes.class.memberNote')}</p>
        {to && (
          <Button href={to} onClick={navigateOnClick(to)}>
            {t('classes.class.continue')}
          </Button>
        )}
      </>
    );
  }
  const signIn = signInPath(pathname);
  return (
    <>
      <p>{t('classes.class.placedNote')}</p>
      {!isSignedIn && (
        <Button variant="secondary" href={signIn} onClick={navigateOnClick(signIn)}>
          {t('classes.class.signIn')}
        </Button>
      )}
    </>
  );
}
