import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AchievementPeriod } from '@ajar/api/contract/team-achievement-rules';
import { apiFetch } from '../../../shared/data/fetcher';
import { dayInZone } from '../../../shared/dates/eventTime';
import { saveFile } from '../../../shared/files/saveFile';
import { achievementsExportPath } from '../shared/achievementKeys';

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
      saveFile(file, t('teamAchievements.export.fileName', { period, day: dayInZone(Date.now()) }));
      setState('idle');
    } catch {
      setState('failed');
    }
  };
  return { download, isBusy: state === 'busy', hasFailed: state === 'failed' };
}
