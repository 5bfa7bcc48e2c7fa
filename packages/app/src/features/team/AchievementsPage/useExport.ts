import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AchievementPeriod } from '@ajar/api/contract/team-achievement-rules';
import { apiFetch } from '../../../shared/data/fetcher';
import { dayInZone } from '../../../shared/dates/eventTime';
import { achievementsExportPath } from '../shared/achievementKeys';

/** Hands a file to the browser as a download, then lets go of it. */
function save(file: Blob, name: string) {
  const url = URL.createObjectURL(file);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.click();
  // The click has handed the file over; the next task may free it.
  setTimeout(() => URL.revokeObjectURL(url));
}

/**
 * The CSV download of the list: read through the app's fetch helper (the token and the
 * language go with it, so the header row is in the reader's language), then saved. A failed
 * download says so until the next try.
 */
export function useExport(period: AchievementPeriod) {
  const { t } = useTranslation();
  const [state, setState] = useState<'idle' | 'busy' | 'failed'>('idle');
  const download = async () => {
    setState('busy');
    try {
      const file = await apiFetch<Blob>(achievementsExportPath(period), { asBlob: true });
      save(file, t('teamAchievements.export.fileName', { period, day: dayInZone(Date.now()) }));
      setState('idle');
    } catch {
      setState('failed');
    }
  };
  return { download, isBusy: state === 'busy', hasFailed: state === 'failed' };
}
