import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { Avatar, Button, DropdownMenu } from '@ajar/ui';
import { apiPath } from '../../api';
import { useSession } from '../../session';
import { useApi } from '../data/useApi';
import { usePhotoUrl } from '../data/usePhotoUrl';
import { signOut } from '../../session/signOut';
import { signInPath } from './RequireSession';
import { routerLink } from './routerLink';

/** Sign-in for visitors; for a signed-in user, a menu to their area and sign-out. */
export function UserMenu() {
  const { t } = useTranslation();
  const session = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  // The same read as the profile page's, so a new photo shows here as soon as it is saved.
  const { data: profile } = useApi(session ? apiPath('/me/profile') : null);
  const photo = usePhotoUrl(profile?.id, profile?.photo?.etag);
  if (!session) {
    const signIn = signInPath(location.pathname + location.search);
    const onSignIn = location.pathname === '/sign-in';
    return onSignIn ? null : (
      <Button
        size="sm"
        href={signIn}
        onClick={(e) => {
          e.preventDefault();
          navigate(signIn);
        }}
      >
        {t('auth.signIn')}
      </Button>
    );
  }
  return (
    <DropdownMenu
      label={
        photo && profile ? (
          <>
            <Avatar
              name={profile.name}
              src={photo}
              size="sm"
              isDecorative
              data-testid="user-photo"
            />
            {t('auth.account')}
          </>
        ) : (
          t('auth.account')
        )
      }
      align="end"
      triggerVariant="secondary"
      renderLink={routerLink}
      items={[
        { id: 'dashboard', label: t('pages.myDashboard.title'), href: '/my-dashboard' },
        { id: 'profile', label: t('pages.profile.title'), href: '/profile' },
        {
          id: 'sign-out',
          label: t('auth.signOut'),
          // The member area's guard takes a signed-out user home; other pages stay put.
          onSelect: () => void signOut(),
        },
      ]}
    />
  );
}
