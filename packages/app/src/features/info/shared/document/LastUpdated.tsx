import { Trans, useTranslation } from 'react-i18next';
import type { DocumentName } from './blocks';

/** "Terakhir diperbarui: 23 November 2026", the date written the interface language's way. */
export function LastUpdated({ doc, date }: { doc: DocumentName; date: string }) {
  const { i18n } = useTranslation();
  // An ISO date parses as UTC midnight; formatting in UTC keeps the same day everywhere.
  const formatted = new Intl.DateTimeFormat(i18n.resolvedLanguage ?? i18n.language, {
    dateStyle: 'long',
    timeZone: 'UTC',
  }).format(new Date(date));
  return (
    <p>
      <Trans
        i18nKey={`${doc}.updated`}
        values={{ date: formatted }}
        components={{ time: <time dateTime={date} /> }}
      />
    </p>
  );
}
