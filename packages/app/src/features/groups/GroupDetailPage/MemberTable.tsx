import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge, ProgressIndicator, Table, type TableColumn } from '@ajar/ui';
import type { GroupCourseSummary, GroupMember } from '@ajar/api/contract';
import { useLocalized } from '../../../shared/data/localized';
import { useFormatDay } from '../shared/useFormatDay';

interface MemberTableProps {
  caption: string;
  members: readonly GroupMember[];
  /** The signed-in person's row, marked as theirs. */
  meId: number | null;
  /** A column of each member's progress per course (only what the API let me see). */
  courses?: readonly GroupCourseSummary[];
  /** When each joined. */
  hasJoined?: boolean;
  /** The commands on a member, in the last column. */
  actions?: (member: GroupMember) => ReactNode;
}

/**
 * People of the group, one row each, named by a row header with their role. On a phone each
 * row becomes a block of its own (the kit's stacked layout), so the page never scrolls
 * sideways however many courses the group has.
 */
export function MemberTable({
  caption,
  members,
  meId,
  courses = [],
  hasJoined = false,
  actions,
}: MemberTableProps) {
  const { t } = useTranslation();
  const pick = useLocalized();
  const formatDay = useFormatDay();

  const columns: TableColumn<GroupMember>[] = [
    {
      key: 'name',
      header: t('groups.detail.members.name'),
      isRowHeader: true,
      render: (member) => (
        <>
          {member.name}{' '}
          {member.role === 'leader' && (
            <Badge tone="info">{t('groups.detail.members.role.leader')}</Badge>
          )}
        </>
      ),
    },
    ...(hasJoined
      ? [
          {
            key: 'joinedAt',
            header: t('groups.detail.members.joined'),
            render: (member: GroupMember) => (
              <time dateTime={member.joinedAt}>{formatDay(member.joinedAt)}</time>
            ),
          },
        ]
      : []),
    ...courses.map((course) => {
      const title = pick(course.title);
      return {
        key: `course-${course.courseId}`,
        header: title,
        render: (member: GroupMember) => {
          const progress = member.progress?.find((p) => p.courseId === course.courseId);
          if (!progress || progress.progress === null)
            return t('groups.detail.members.notEnrolled');
          return (
            <ProgressIndicator
              value={progress.progress}
              size="sm"
              label={t('groups.detail.members.progressOf', { name: member.name, title })}
              hasStateLabel={false}
            />
          );
        },
      };
    }),
    ...(actions
      ? [{ key: 'actions', header: t('groups.detail.members.actions'), render: actions }]
      : []),
  ];

  return (
    <Table
      caption={caption}
      columns={columns}
      rows={members}
      getRowKey={(member) => member.id}
      highlightRowKey={meId ?? undefined}
      highlightLabel={t('groups.detail.members.you')}
      narrowLayout="stack"
    />
  );
}
