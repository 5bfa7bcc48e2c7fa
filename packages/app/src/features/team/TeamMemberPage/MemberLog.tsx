import { useTranslation } from 'react-i18next';
import { PageSection } from '@ajar/ui';
import type { TeamMemberDetail } from '@ajar/api/contract';
import { useLocalized } from '../../../shared/data/localized';
import { useTeamFormats } from '../shared/useTeamFormats';

type Entry = TeamMemberDetail['log'][number];

/** What supervisors changed in the person's learning, newest first: "Rina menugaskan …". */
export function MemberLog({ detail }: { detail: TeamMemberDetail }) {
  const { t } = useTranslation();
  const pick = useLocalized();
  const format = useTeamFormats();
  const { name } = detail.member;

  const sentence = (entry: Entry) => {
    const values = {
      by: entry.by ?? t('team.member.log.someone'),
      title: entry.course ? pick(entry.course.title) : t('team.member.log.removedCourse'),
    };
    return entry.dueAt
      ? t('team.member.log.assigned', { ...values, due: format.shortDay(entry.dueAt) })
      : t('team.member.log.assignedNoDue', values);
  };

  return (
    <PageSection
      title={t('team.member.log.title')}
      description={detail.log.length > 0 ? t('team.member.log.description', { name }) : undefined}
    >
      {detail.log.length === 0 ? (
        <p>{t('team.member.log.empty', { name })}</p>
      ) : (
        <ol>
          {detail.log.map((entry) => (
            <li key={`${entry.at}-${entry.course?.id ?? ''}`}>
              <time dateTime={entry.at}>{format.day(entry.at)}</time>: {sentence(entry)}
            </li>
          ))}
        </ol>
      )}
    </PageSection>
  );
}
