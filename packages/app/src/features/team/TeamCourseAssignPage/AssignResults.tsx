import { useTranslation } from 'react-i18next';
import { Callout } from '@ajar/ui';
import type { BulkAssignResult } from '@ajar/api/contract';
import { useTeamFormats } from '../shared/useTeamFormats';

/** Each person's outcome: assigned until a date, or refused with the API's reason. */
export function AssignResults({ results }: { results: readonly BulkAssignResult[] }) {
  const { t } = useTranslation();
  const format = useTeamFormats();
  const refused = results.filter((r) => !r.assigned);
  return (
    <Callout
      tone={refused.length > 0 ? 'warning' : 'success'}
      title={t('teamReports.assign.resultsTitle')}
      headingLevel={2}
    >
      <ul aria-label={t('teamReports.assign.resultsTitle')}>
        {results.map((r) => (
          <li key={r.userId}>
            {r.assigned
              ? t('teamReports.assign.assignedOne', { name: r.name, due: format.day(r.dueAt!) })
              : t('teamReports.assign.refusedOne', { name: r.name, reason: r.refusal?.message })}
          </li>
        ))}
      </ul>
    </Callout>
  );
}
