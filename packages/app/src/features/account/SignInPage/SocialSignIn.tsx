import { useTranslation } from 'react-i18next';
import { Button, toast } from '@ajar/ui';
import { loadScript, readSocialConfig, SDK_URLS } from './socialConfig';

const config = readSocialConfig();

/**
 * The provider buttons, only for configured providers. A click loads that provider's SDK
 * (not before: it is a third-party script and a weight the page does not need), and says
 * plainly when it cannot be reached.
 */
export function SocialSignIn() {
  const { t } = useTranslation();
  const providers: { id: string; label: string; sdk: string }[] = [];
  if (config.googleClientId)
    providers.push({ id: 'google', label: t('auth.withGoogle'), sdk: SDK_URLS.google });
  if (config.facebookAppId)
    providers.push({ id: 'facebook', label: t('auth.withFacebook'), sdk: SDK_URLS.facebook });
  if (providers.length === 0) return null;
  return (
    <div>
      <p>{t('auth.or')}</p>
      {providers.map((p) => (
        <Button
          key={p.id}
          variant="secondary"
          onClick={() =>
            loadScript(p.sdk)
              .then(() => toast.info({ description: t('auth.socialUnavailable') }))
              .catch((error: unknown) => {
                console.error(error);
                toast.warning({ description: t('auth.socialUnreachable') });
              })
          }
        >
          {p.label}
        </Button>
      ))}
    </div>
  );
}
