import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, toast } from '@ajar/ui';
import { apiGet } from '../../../api';
import { dayInZone } from '../../../shared/dates/eventTime';
import { saveFile } from '../../../shared/files/saveFile';
import { teamDashboardCsvPath } from '../shared/teamReportKeys';

/**
 * Downloads the people table as CSV through the typed client (the token goes in a header, so
 * a plain link cannot fetch it), then hands the file to the browser.
 */
export function CsvDownload() {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  async function download() {
    setBusy(true);
    try {
      // Read as a Blob (asBlob); the operation's type names the CSV's text.
      const blob = (await apiGet(teamDashboardCsvPath, { asBlob: true })) as unknown as Blob;
      // Named as the API names it (Content-Disposition), on the company's calendar day.
      saveFile(blob, t('teamReports.dashboard.fileName', { day: dayInZone(Date.now()) }));
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
