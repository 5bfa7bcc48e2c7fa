import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Avatar, Button, Card, FileField, PageSection, ProgressIndicator, toast } from '@ajar/ui';
import type { Profile } from '@ajar/api/contract';
import type { Language } from '@ajar/api/contract/languages';
import { formatMessage } from '@ajar/api/contract/messages';
import { MAX_PHOTO_BYTES, PHOTO_TYPES } from '@ajar/api/contract/profile-rules';
import { apiRequest } from '../../../api';
import { ApiRequestError } from '../../../shared/data/fetcher';
import { dataUrlOf, usePhotoUrl } from '../../../shared/data/usePhotoUrl';
import { uploadPhoto } from './uploadPhoto';

/**
 * The photo, its upload (with progress, the chosen file shown meanwhile) and its removal. A
 * refused file leaves the stored photo in place and says why; the next pick clears that.
 */
export function PhotoSection({
  profile,
  onSaved,
}: {
  profile: Profile;
  onSaved: (profile: Profile) => void;
}) {
  const { t, i18n } = useTranslation();
  const lang = (i18n.resolvedLanguage === 'en' ? 'en' : 'id') as Language;
  const stored = usePhotoUrl(profile.id, profile.photo?.etag);
  const [preview, setPreview] = useState<string>();
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<string>();
  const [isRemoving, setRemoving] = useState(false);

  async function send(file: File) {
    setError(undefined);
    // The browser's word on the type is only a first check; the server reads the bytes.
    if (!(PHOTO_TYPES as readonly string[]).includes(file.type)) {
      setError(formatMessage(lang, 'photoType'));
      return;
    }
    setProgress(0);
    try {
      setPreview(await dataUrlOf(file));
      onSaved(await uploadPhoto(file, setProgress));
      toast.success({ description: t('profile.photo.saved') });
    } catch (failure) {
      setError(failure instanceof ApiRequestError ? failure.message : t('profile.photo.failed'));
    } finally {
      setPreview(undefined);
      setProgress(null);
    }
  }

  async function remove() {
    setError(undefined);
    setRemoving(true);
    try {
      onSaved(await apiRequest('delete', '/me/photo'));
      toast.success({ description: t('profile.photo.removed') });
    } catch (failure) {
      setError(failure instanceof ApiRequestError ? failure.message : t('profile.photo.failed'));
    } finally {
      setRemoving(false);
    }
  }

  const uploading = progress !== null;
  return (
    <PageSection title={t('profile.photo.title')} description={t('profile.photo.lead')}>
      <Card>
        <Avatar name={profile.name} src={preview ?? stored} size="lg" data-testid="profile-photo" />
        {uploading && (
          <ProgressIndicator
            value={progress}
            threshold={0}
            hasStateLabel={false}
            isLabelVisible
            label={t('profile.photo.uploading')}
          />
        )}
        <FileField
          id="profile-photo-file"
          label={t('profile.photo.choose')}
          hint={t('profile.photo.rule', { n: MAX_PHOTO_BYTES / (1024 * 1024) })}
          accept={PHOTO_TYPES.join(',')}
          maxSizeBytes={MAX_PHOTO_BYTES}
          value={[]}
          isDisabled={uploading}
          error={error}
          onChange={(files) => {
            const [file] = files;
            if (file) void send(file);
          }}
        />
        {profile.photo && (
          <Button
            variant="secondary"
            onClick={() => void remove()}
            isLoading={isRemoving}
            loadingLabel={t('profile.photo.removing')}
            disabled={uploading}
          >
            {t('profile.photo.remove')}
          </Button>
        )}
      </Card>
    </PageSection>
  );
}
