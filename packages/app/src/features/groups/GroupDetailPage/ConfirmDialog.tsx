import type { ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog as SharedConfirmDialog } from '../../../shared/forms/ConfirmDialog';

type Props = Omit<
  ComponentProps<typeof SharedConfirmDialog>,
  'keepLabel' | 'failedText' | 'refusedTitle'
> & { keepLabel?: string };

/** The app's confirmation in the group page's words. */
export function ConfirmDialog({ keepLabel, ...props }: Props) {
  const { t } = useTranslation();
  return (
    <SharedConfirmDialog
      {...props}
      keepLabel={keepLabel ?? t('groups.detail.cancel')}
      failedText={t('groups.detail.saveFailed')}
      refusedTitle={t('groups.detail.refused')}
    />
  );
}
