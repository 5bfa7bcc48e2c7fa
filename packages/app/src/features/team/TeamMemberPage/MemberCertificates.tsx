import { useTranslation } from 'react-i18next';
import { Badge, PageSection, Table, type BadgeTone, type TableColumn } from '@ajar/ui';
import type { TeamMemberDetail } from '@ajar/api/contract';
import type { CertificateState } from '@ajar/api/contract/certificates';
import { useLocalized } from '../../../shared/data/localized';
import { useTeamFormats } from '../shared/useTeamFormats';

type Certificate = TeamMemberDetail['certificates'][number];

const TONE: Record<CertificateState, BadgeTone> = {
  valid: 'success',
  expired: 'warning',
  revoked: 'danger',
};

/** The person's certificates, newest first, each with whether it still holds. */
export function MemberCertificates({ detail }: { detail: TeamMemberDetail }) {
  const { t } = useTranslation();
  const pick = useLocalized();
  const format = useTeamFormats();
  const { name } = detail.member;

  const columns: TableColumn<Certificate>[] = [
    { key: 'code', header: t('team.member.certs.code'), isRowHeader: true },
    {
      key: 'course',
      header: t('team.member.certs.course'),
      render: (certificate) => pick(certificate.course.title),
    },
    {
      key: 'issuedAt',
      header: t('team.member.certs.issued'),
      render: (certificate) => (
        <time dateTime={certificate.issuedAt}>{format.day(certificate.issuedAt)}</time>
      ),
    },
    {
      key: 'state',
      header: t('team.member.certs.state'),
      render: (certificate) => (
        <Badge tone={TONE[certificate.state]}>{t(`team.member.certs.${certificate.state}`)}</Badge>
      ),
    },
  ];

  return (
    <PageSection title={t('team.member.certs.title')}>
      <Table
        caption={t('team.member.certs.caption', { name })}
        isCaptionHidden
        columns={columns}
        rows={detail.certificates}
        getRowKey={(certificate) => certificate.code}
        emptyState={t('team.member.certs.empty', { name })}
        narrowLayout="stack"
      />
    </PageSection>
  );
}
