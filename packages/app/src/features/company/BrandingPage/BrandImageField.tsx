import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BrandMark, Button, Card, FileField, safeHref, toast } from '@ajar/ui';
import {
  MAX_IMAGE_BYTES,
  brandImageProblem,
  type BrandImageKind,
} from '@ajar/api/contract/brand-images';
import { fieldLabel, formatMessage } from '@ajar/api/contract/messages';
import type { Language } from '@ajar/api/contract/languages';
import type { BrandingSettings } from '@ajar/api/contract';
import { apiRequest } from '../../../api';
import { ApiRequestError } from '../../../shared/data/fetcher';

const ACCEPT: Record<BrandImageKind, string> = {
  logo: 'image/png,image/jpeg,image/webp',
  favicon: 'image/x-icon,image/vnd.microsoft.icon,image/png,.ico',
};

function toBase64(bytes: Uint8Array): string {
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000)
    binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary);
}

export interface BrandImageFieldProps {
  kind: BrandImageKind;
  companyName: string;
  /** The image's current address, or null. */
  current: string | null;
  onSaved(settings: BrandingSettings): void;
}

/**
 * One brand image: its preview, a file picker that checks the file with the API's rules and
 * messages before sending it, and removal. The API checks again; its answer is shown the same.
 */
export function BrandImageField({ kind, companyName, current, onSaved }: BrandImageFieldProps) {
  const { t, i18n } = useTranslation();
  const lang = (i18n.resolvedLanguage === 'en' ? 'en' : 'id') as Language;
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const [files, setFiles] = useState<File[]>([]);
  const title = kind === 'logo' ? t('branding.logoTitle') : t('branding.faviconTitleImage');
  const limitKb = MAX_IMAGE_BYTES[kind] / 1024;

  async function send(run: () => Promise<BrandingSettings>, done: string) {
    setBusy(true);
    try {
      onSaved(await run());
      toast.success({ description: done });
      setFiles([]);
    } catch (failure) {
      setError(failure instanceof ApiRequestError ? failure.message : t('branding.uploadFailed'));
    } finally {
      setBusy(false);
    }
  }

  async function choose(chosen: File[]) {
    setError(undefined);
    setFiles(chosen);
    const file = chosen[0];
    if (!file) return;
    const bytes = new Uint8Array(await file.arrayBuffer());
    const problem = brandImageProblem(kind, bytes);
    if (problem) {
      const field = fieldLabel(lang, kind);
      setError(
        problem.key === 'imageTooLarge'
          ? formatMessage(lang, 'imageTooLarge', { field, n: problem.n })
          : formatMessage(lang, 'imageType', { field, list: problem.list }),
      );
      return;
    }
    await send(
      () =>
        apiRequest('put', '/company/branding/{kind}', {
          path: { kind },
          body: { image: toBase64(bytes) },
        }),
      t('branding.uploaded'),
    );
  }

  const src = safeHref(current);
  return (
    <Card>
      <p>{src ? t('branding.current') : t('branding.none')}</p>
      {/* The header's own mark, so the admin sees the image where visitors will. */}
      <BrandMark name={companyName} logoSrc={src} />
      {src && (
        <p>
          <Button
            variant="secondary"
            size="sm"
            disabled={busy}
            onClick={() =>
              void send(
                () => apiRequest('delete', '/company/branding/{kind}', { path: { kind } }),
                t('branding.removed'),
              )
            }
          >
            {t('branding.remove')}
          </Button>
        </p>
      )}
      <FileField
        label={title}
        hint={t(kind === 'logo' ? 'branding.logoHint' : 'branding.faviconHint', { n: limitKb })}
        chooseLabel={busy ? t('branding.uploading') : t('branding.choose')}
        accept={ACCEPT[kind]}
        value={files}
        isDisabled={busy}
        error={error}
        onChange={(chosen) => void choose(chosen)}
      />
    </Card>
  );
}
