import { useTranslation } from 'react-i18next';
import { ProgressIndicator, Table, type TableColumn } from '@ajar/ui';
import type { GroupCourseSummary, GroupSummary } from '@ajar/api/contract';
import { useLocalized } from '../../../shared/data/localized';
import { useFormatDay } from '../shared/useFormatDay';

/** A group's courses with my progress in each and the day it is due. */
export function GroupCourses({ group }: { group: GroupSummary }) {
  const { t } = useTranslation();
  const pick = useLocalized();
  const formatDay = useFormatDay();
  if (group.courses.length === 0) return <p>{t('groups.list.noCourses')}</p>;

  const columns: TableColumn<GroupCourseSummary>[] = [
    {
      key: 'title',
      header: t('groups.list.courses.course'),
      isRowHeader: true,
      render: (course) => pick(course.title),
    },
    {
      key: 'progress',
      header: t('groups.list.courses.progress'),
      render: (course) =>
        course.myProgress === null ? (
          t('groups.list.notEnrolled')
        ) : (
          // A ring has a size of its own: a bar takes its cell's width, which a stacked
          // row (on a phone) leaves at nothing.
          <ProgressIndicator
            value={course.myProgress}
            variant="ring"
            size="sm"
            label={t('groups.list.progress', { title: pick(course.title) })}
            hasStateLabel={false}
          />
        ),
    },
    {
      key: 'due',
      header: t('groups.list.courses.due'),
      render: (course) =>
        course.dueAt ? (
          <time dateTime={course.dueAt}>{formatDay(course.dueAt)}</time>
        ) : (
          t('groups.list.noDue')
        ),
    },
  ];
  return (
    <Table
      caption={t('groups.list.courses.caption', { name: group.name })}
      isCaptionHidden
      narrowLayout="stack"
      columns={columns}
      rows={group.courses}
      getRowKey={(course) => course.courseId}
    />
  );
}
