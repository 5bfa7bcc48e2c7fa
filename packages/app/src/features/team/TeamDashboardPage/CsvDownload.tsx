import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, toast } from '@ajar/ui';
import { apiGet } from '../../../api';
import { teamDashboardCsvPath } from '../shared/teamReportKeys';

/** `ajar-tim-2026-11-23.csv`, as the API names it in Content-Disposition. */
const fileName = (day: string, lang: string) => `ajar-${lang === 'en' ? 'team' : 'tim'}-${day}.csv`;

/**
 * Downloads the people table as CSV through the typed client (the token goes in a header, so
 * a plain link cannot fetch it), then hands the file to the browser.
 */
export function CsvDownload() {
  const { t, i18n } = useTranslation();
  const [busy, setBusy] = useState(false);
  async function download() {
    setBusy(true);
    try {
      // Read as a Blob (asBlob); the operation's type names the CSV's text.
      const blob = (await apiGet(teamDashboardCsvPath, { asBlob: true })) as unknown as Blob;
      const url = URL.createObjectURL(blob);
      const link = document.createElement('a');
      link.href = url;
      link.download = fileName(new Date().toISOString().slice(0, 10), i18n.language);
      link.click();
      URL.revokeObjectURL(url);
    } catch {
      toast.error({ description: t('teamReports.dashboard.csvFailed') });
    } finally {
      setBusy(false);
    }
  }
  return (
    <Button
      variant="secondary"
      onClick={() => void download()}
      isLoading={busy}
      loadingLabel={t('teamReports.dashboard.csvLoading')}
    >
      {t('teamReports.dashboard.csv')}
    </Button>
  );
}
