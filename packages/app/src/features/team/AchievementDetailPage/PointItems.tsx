import { useTranslation } from 'react-i18next';
import { Badge, Table } from '@ajar/ui';
import type { PointEvent } from '@ajar/api/contract';
import type { MemberAchievements } from '@ajar/api/contract';
import { useLocalized } from '../../../shared/data/localized';
import { useAchievementFormats } from '../shared/useAchievementFormats';
import { useTeamFormats } from '../shared/useTeamFormats';

/** Why a line is there: the rule's name, what earned it, and whether it was capped or taken back. */
function Reason({ event }: { event: PointEvent }) {
  const { t } = useTranslation();
  const pick = useLocalized();
  const subject = event.subject && pick(event.subject);
  return (
    <>
      {t(`points.rule.${event.rule}.name`)}
      {subject && `: ${subject}`}
      {event.capped && (
        <>
          {' '}
          <Badge tone="warning">{t('points.history.capped')}</Badge>
        </>
      )}
      {event.reversal && (
        <>
          {' '}
          <Badge tone="neutral">{t('points.history.reversal')}</Badge>
        </>
      )}
    </>
  );
}

/** The person's points of the period line by line, newest first, each with its reason. */
export function PointItems({ data }: { data: MemberAchievements }) {
  const { t } = useTranslation();
  const dates = useTeamFormats();
  const format = useAchievementFormats();
  return (
    <Table<PointEvent>
      caption={t('teamAchievements.detail.caption.point', { name: data.member.name })}
      isCaptionHidden
      narrowLayout="stack"
      rows={data.points}
      getRowKey={(event) => event.id}
      columns={[
        {
          key: 'at',
          header: t('points.history.date'),
          render: (event) => <time dateTime={event.at}>{dates.day(event.at)}</time>,
        },
        {
          key: 'reason',
          header: t('points.history.reason'),
          isRowHeader: true,
          render: (event) => <Reason event={event} />,
        },
        {
          key: 'points',
          header: t('points.history.points'),
          align: 'end',
          render: (event) => format.signed(event.points),
        },
      ]}
    />
  );
}
