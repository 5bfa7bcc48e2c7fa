import { useTranslation } from 'react-i18next';
import { Table } from '@ajar/ui';
import type { MemberAchievements } from '@ajar/api/contract';
import { useLocalized } from '../../../shared/data/localized';
import { useTeamFormats } from '../shared/useTeamFormats';

type Certificate = MemberAchievements['certificates'][number];

/** Valid certificates issued in the period, newest first: number, course, issued, valid until. */
export function CertificateItems({ data }: { data: MemberAchievements }) {
  const { t } = useTranslation();
  const pick = useLocalized();
  const dates = useTeamFormats();
  return (
    <Table<Certificate>
      caption={t('teamAchievements.detail.caption.certificate', { name: data.member.name })}
      isCaptionHidden
      narrowLayout="stack"
      rows={data.certificates}
      getRowKey={(item) => item.code}
      columns={[
        { key: 'code', header: t('team.member.certs.code'), isRowHeader: true },
        {
          key: 'course',
          header: t('teamAchievements.detail.course'),
          render: (item) => pick(item.course.title),
        },
        {
          key: 'issuedAt',
          header: t('team.member.certs.issued'),
          render: (item) => <time dateTime={item.issuedAt}>{dates.day(item.issuedAt)}</time>,
        },
        {
          key: 'expiresAt',
          header: t('teamAchievements.detail.validUntil'),
          render: (item) =>
            item.expiresAt ? (
              <time dateTime={item.expiresAt}>{dates.day(item.expiresAt)}</time>
            ) : (
              t('teamAchievements.detail.noExpiry')
            ),
        },
      ]}
    />
  );
}
