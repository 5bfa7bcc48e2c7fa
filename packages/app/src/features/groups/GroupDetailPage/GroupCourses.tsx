import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  Button,
  Card,
  CardGrid,
  EmptyState,
  PageSection,
  ProgressIndicator,
  toast,
} from '@ajar/ui';
import type { GroupCourseSummary, GroupDetail } from '@ajar/api/contract';
import { useLocalized } from '../../../shared/data/localized';
import { routerLink } from '../../../shared/shell/routerLink';
import { ConfirmDialog } from './ConfirmDialog';
import { useFocusAfterRender } from './useFocusAfterRender';
import { useFormatDay } from '../shared/useFormatDay';
import type { GroupWrites } from './useGroupWrites';

interface GroupCoursesProps {
  group: GroupDetail;
  writes: GroupWrites;
}

/** The courses the group takes: when each is due, my progress, and how many finished it. */
export function GroupCourses({ group, writes }: GroupCoursesProps) {
  const { t } = useTranslation();
  const pick = useLocalized();
  const formatDay = useFormatDay();
  const section = useRef<HTMLElement>(null);
  const focusAfterRender = useFocusAfterRender();
  const [removing, setRemoving] = useState<{ id: number; title: string } | null>(null);

  async function remove() {
    if (!removing) return;
    await writes.removeCourse(removing.id);
    toast.success(t('groups.detail.courses.removed', { title: removing.title }));
    setRemoving(null);
    // Its card, and the button that opened the dialog, are gone.
    focusAfterRender(() => section.current);
  }

  const card = (course: GroupCourseSummary) => {
    const title = pick(course.title);
    const share = course.memberCount ? (course.completedCount / course.memberCount) * 100 : 0;
    return (
      <Card
        key={course.courseId}
        as="article"
        title={title}
        // Staff looking after the group are not enrolled: the catalogue page is theirs to see.
        href={
          course.myProgress === null
            ? `/courses/${course.courseId}`
            : `/my-courses/${course.courseId}`
        }
        renderLink={routerLink}
        footer={
          group.canManage && (
            <Button
              size="sm"
              variant="secondary"
              aria-label={t('groups.detail.courses.removeFor', { title })}
              onClick={() => setRemoving({ id: course.courseId, title })}
            >
              {t('groups.detail.courses.remove')}
            </Button>
          )
        }
      >
        <p>
          {course.dueAt
            ? t('groups.detail.courses.dueOn', { date: formatDay(course.dueAt) })
            : t('groups.detail.courses.noDue')}
        </p>
        {course.myProgress !== null && (
          <>
            <p>{t('groups.detail.courses.myProgress')}</p>
            <ProgressIndicator
              value={course.myProgress}
              size="sm"
              label={t('groups.detail.courses.myProgressOf', { title })}
              hasStateLabel={false}
            />
          </>
        )}
        <p>
          {t('groups.detail.courses.completed', {
            completed: course.completedCount,
            count: course.memberCount,
          })}
        </p>
        <ProgressIndicator
          value={share}
          size="sm"
          label={t('groups.detail.courses.completedOf', { title })}
          hasStateLabel={false}
        />
      </Card>
    );
  };

  return (
    <PageSection
      ref={section}
      tabIndex={-1}
      title={t('groups.detail.courses.title')}
      description={t('groups.detail.courses.lead')}
    >
      {group.courses.length === 0 ? (
        <EmptyState
          headingLevel={3}
          title={t('groups.detail.courses.empty')}
          description={t(
            group.canManage
              ? 'groups.detail.courses.emptyHintManager'
              : 'groups.detail.courses.emptyHint',
          )}
        />
      ) : (
        <CardGrid aria-label={t('groups.detail.courses.listLabel')}>
          {group.courses.map(card)}
        </CardGrid>
      )}
      {group.canManage && (
        <ConfirmDialog
          isOpen={removing !== null}
          title={t('groups.detail.courses.removeTitle', { title: removing?.title ?? '' })}
          description={t('groups.detail.courses.removeBody')}
          confirmLabel={t('groups.detail.courses.removeConfirm')}
          busyLabel={t('groups.detail.courses.removing')}
          onClose={() => setRemoving(null)}
          onConfirm={remove}
        />
      )}
    </PageSection>
  );
}
