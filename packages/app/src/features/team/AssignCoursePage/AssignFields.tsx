import { useRef } from 'react';
import type { FormikProps } from 'formik';
import { useTranslation } from 'react-i18next';
import { DatePicker, TextArea } from '@ajar/ui';
import type { AssignableCourse } from '@ajar/api/contract';
import { fieldProps } from '../../../shared/forms/fieldProps';
import { useTeamFormats } from '../shared/useTeamFormats';
import type { DueWindow } from '../../../shared/dates/dueWindow';
import { NOTE_MAX_LENGTH, type AssignCourseValues } from './assignCourseSchema';
import { CourseChoice } from './CourseChoice';
import { useFocusFirstError } from './useFocusFirstError';

interface AssignFieldsProps {
  form: FormikProps<AssignCourseValues>;
  courses: readonly AssignableCourse[];
  /** The person's name, as the note's label says it. */
  name: string;
  due: DueWindow;
}

/** The course, the due date within the days allowed, and an optional note to the person. */
export function AssignFields({ form, courses, name, due }: AssignFieldsProps) {
  const { t } = useTranslation();
  const format = useTeamFormats();
  const courseRef = useRef<HTMLFieldSetElement>(null);
  const dueRef = useRef<HTMLDivElement>(null);
  const noteRef = useRef<HTMLTextAreaElement>(null);
  useFocusFirstError(form, { courseId: courseRef, dueOn: dueRef, note: noteRef });
  const dueError = form.touched.dueOn ? form.errors.dueOn : undefined;
  return (
    <>
      <CourseChoice courses={courses} field={fieldProps(form, 'courseId')} ref={courseRef} />
      <DatePicker
        ref={dueRef}
        name="dueOn"
        label={t('team.assign.dueLabel')}
        hint={t('team.assign.dueHint', { last: format.day(due.last) })}
        isRequired
        minValue={due.first}
        maxValue={due.last}
        value={form.values.dueOn || null}
        onChange={(day) => void form.setFieldValue('dueOn', day ?? '')}
        error={dueError}
      />
      <TextArea
        ref={noteRef}
        label={t('team.assign.noteLabel', { name })}
        hint={t('team.assign.noteHint')}
        maxLength={NOTE_MAX_LENGTH}
        rows={3}
        {...fieldProps(form, 'note')}
      />
    </>
  );
}
