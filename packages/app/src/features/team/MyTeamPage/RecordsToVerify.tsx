import { useTranslation } from 'react-i18next';
import { Card, CardGrid, PageSection, Skeleton } from '@ajar/ui';
import type { TrainingRecord } from '@ajar/api/contract';
import { apiPath } from '../../../api';
import { useApi } from '../../../shared/data/useApi';
import { LoadPending } from '../../../shared/shell/LoadPending';
import { routerLink } from '../../../shared/shell/routerLink';
import { useTeamFormats } from '../shared/useTeamFormats';

/** My reports' records that wait for my check (the training record pages read it too). */
export const teamRecordsKey = apiPath('/training-records/team');

/** When a record was sent to me: its last `submitted` step. */
const sentAt = (record: TrainingRecord) =>
  record.steps.findLast((step) => step.action === 'submitted')?.at ?? record.createdAt;

/**
 * The training records my reports sent me to check, oldest wait first as the API lists them,
 * each a link to its page where I verify or return it. Fails on its own: the team still shows.
 */
export function RecordsToVerify() {
  const { t } = useTranslation();
  const format = useTeamFormats();
  const load = useApi(teamRecordsKey);
  const records = load.data?.toVerify;
  return (
    <PageSection
      title={t('trainingRecords.team.title')}
      description={records && records.length > 0 ? t('trainingRecords.team.lead') : undefined}
    >
      {!records ? (
        <LoadPending
          load={load}
          error={{ title: t('trainingRecords.team.error'), description: t('loadError.network') }}
          loadingLabel={t('trainingRecords.team.loading')}
        >
          <Skeleton lines={2} />
        </LoadPending>
      ) : records.length === 0 ? (
        <p>{t('trainingRecords.team.empty')}</p>
      ) : (
        <CardGrid layout="stack">
          {records.map((record) => (
            <Card
              key={record.id}
              as="article"
              title={record.title}
              headingLevel={3}
              href={`/training/${record.id}`}
              renderLink={routerLink}
            >
              <p>
                {t('trainingRecords.team.item', {
                  name: record.owner.name,
                  hours: format.hours(record.hours),
                  count: record.hours,
                  date: format.shortDay(sentAt(record)),
                })}
              </p>
            </Card>
          ))}
        </CardGrid>
      )}
    </PageSection>
  );
}
