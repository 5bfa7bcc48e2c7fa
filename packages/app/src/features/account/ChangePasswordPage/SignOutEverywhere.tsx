import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Dialog, FormError, PageSection } from '@ajar/ui';
import { ApiRequestError } from '../../../shared/data/fetcher';
import { signOutEverywhere } from '../../../session/signOut';

/**
 * "Sign out of all devices", this one too, after a confirmation: what someone does when a
 * phone is lost or a shared computer was left signed in.
 */
export function SignOutEverywhere() {
  const { t } = useTranslation();
  const [isOpen, setOpen] = useState(false);
  const [isBusy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const cancel = useRef<HTMLButtonElement>(null);

  async function confirm() {
    setBusy(true);
    setError(null);
    try {
      // The member area's guard then takes the signed-out user to sign-in.
      await signOutEverywhere();
    } catch (e) {
      setError(e instanceof ApiRequestError ? e.message : t('sessions.failed'));
      setBusy(false);
    }
  }

  return (
    <PageSection title={t('sessions.title')} description={t('sessions.lead')}>
      <div>
        <Button variant="secondary" onClick={() => setOpen(true)}>
          {t('sessions.signOutAll')}
        </Button>
      </div>
      <Dialog
        isOpen={isOpen}
        onClose={() => setOpen(false)}
        title={t('sessions.confirmTitle')}
        description={t('sessions.confirmBody')}
        size="sm"
        initialFocusRef={cancel}
        footer={
          <>
            <Button ref={cancel} variant="secondary" onClick={() => setOpen(false)}>
              {t('sessions.cancel')}
            </Button>
            <Button
              variant="danger"
              isLoading={isBusy}
              loadingLabel={t('sessions.signingOut')}
              onClick={() => void confirm()}
            >
              {t('sessions.confirm')}
            </Button>
          </>
        }
      >
        <FormError errors={error ? [{ message: error }] : []} />
      </Dialog>
    </PageSection>
  );
}
