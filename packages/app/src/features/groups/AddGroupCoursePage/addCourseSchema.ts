import type { TFunction } from 'i18next';
import { object, string } from 'yup';
import type { GroupCourseOptionList } from '@ajar/api/contract';

export type CourseOption = GroupCourseOptionList['items'][number];

export interface AddCourseValues {
  /** The picked course's id, as the radio gives it. */
  courseId: string;
  /** `YYYY-MM-DD`, or '' for no due date. */
  dueOn: string;
}

/** One course picked; a due date, when given, not before `today` (`YYYY-MM-DD`, Jakarta). */
export function addCourseSchema(t: TFunction, today: string) {
  return object({
    courseId: string().required(t('groups.addCourse.chooseCourse')),
    // ISO dates compare as text.
    dueOn: string().test('notPast', t('groups.addCourse.duePast'), (day) => !day || day >= today),
  });
}
