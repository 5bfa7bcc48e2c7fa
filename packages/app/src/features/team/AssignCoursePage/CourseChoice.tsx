import type { ChangeEvent, FocusEvent, Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { RadioGroup } from '@ajar/ui';
import type { AssignableCourse } from '@ajar/api/contract';
import { useLocalized } from '../../../shared/data/localized';
import { useTeamFormats } from '../shared/useTeamFormats';

interface CourseChoiceProps {
  courses: readonly AssignableCourse[];
  /** Formik's props of the `courseId` field. */
  field: {
    name: string;
    value: string;
    error?: string;
    onChange: (event: ChangeEvent<HTMLInputElement>) => void;
    onBlur: (event: FocusEvent<HTMLInputElement>) => void;
  };
  ref: Ref<HTMLFieldSetElement>;
}

/**
 * The company's courses the person may be given. One they finished is shown, not chosen, and
 * says why; one they are taking says that assigning it dates it.
 */
export function CourseChoice({ courses, field, ref }: CourseChoiceProps) {
  const { t } = useTranslation();
  const pick = useLocalized();
  const format = useTeamFormats();
  return (
    <RadioGroup
      ref={ref}
      label={t('team.assign.courseLabel')}
      isRequired
      options={courses.map((course) => ({
        value: String(course.id),
        isDisabled: course.standing === 'completed',
        label: (
          <>
            {t('team.assign.courseOption', {
              title: pick(course.title),
              hours: format.hours(course.hours),
            })}
            {course.standing !== 'none' && <> — {t(`team.assign.${course.standing}`)}</>}
          </>
        ),
      }))}
      {...field}
    />
  );
}
