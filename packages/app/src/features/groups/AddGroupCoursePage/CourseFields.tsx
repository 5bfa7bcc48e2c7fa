import { useEffect, useRef } from 'react';
import type { FormikProps } from 'formik';
import { useTranslation } from 'react-i18next';
import { Badge, DateField, EmptyState, RadioGroup, Skeleton } from '@ajar/ui';
import type { GroupCourseOptionList } from '@ajar/api/contract';
import { GROUP_LIMITS } from '@ajar/api/contract/group-rules';
import { useLocalized } from '../../../shared/data/localized';
import type { ApiState } from '../../../shared/data/useApi';
import { fieldProps } from '../../../shared/forms/fieldProps';
import { LoadPending } from '../../../shared/shell/LoadPending';
import type { AddCourseValues, CourseOption } from './addCourseSchema';

interface CourseFieldsProps {
  form: FormikProps<AddCourseValues>;
  q: string;
  load: ApiState<GroupCourseOptionList>;
  /** The course picked, also when the current search does not find it. */
  picked: CourseOption | null;
  onPick: (course: CourseOption) => void;
  /** `YYYY-MM-DD` in Jakarta: no due date before it. */
  today: string;
}

/**
 * The courses found, one to pick (a paid course the leader may not add shows why, and cannot be
 * picked), and the due date. A refused send moves focus to the first field to fix.
 */
export function CourseFields({ form, q, load, picked, onPick, today }: CourseFieldsProps) {
  const { t } = useTranslation();
  const pick = useLocalized();
  const choices = useRef<HTMLFieldSetElement>(null);
  const due = useRef<HTMLInputElement>(null);
  const focusedFor = useRef(0);
  useEffect(() => {
    // Once per send, after the checks finished: not while a choice is being changed.
    if (form.isSubmitting || form.submitCount === focusedFor.current) return;
    focusedFor.current = form.submitCount;
    if (form.errors.courseId)
      choices.current?.querySelector<HTMLInputElement>('input:not(:disabled)')?.focus();
    else if (form.errors.dueOn) due.current?.focus();
  }, [form.isSubmitting, form.submitCount, form.errors.courseId, form.errors.dueOn]);

  const items = load.data?.items;
  const options =
    items && picked && !items.some((c) => c.id === picked.id) ? [picked, ...items] : items;
  const course = fieldProps(form, 'courseId');

  return (
    <>
      {!items ? (
        <LoadPending
          load={load}
          error={{ title: t('groups.addCourse.searchError'), description: t('loadError.network') }}
          loadingLabel={t('groups.addCourse.searching')}
        >
          <Skeleton lines={3} />
        </LoadPending>
      ) : (
        items.length === 0 && (
          <EmptyState
            title={q ? t('groups.addCourse.noMatch', { q }) : t('groups.addCourse.nothingLeft')}
            description={q ? t('groups.addCourse.noMatchHint') : undefined}
          />
        )
      )}
      {options && options.length > 0 && (
        <RadioGroup
          ref={choices}
          label={t('groups.addCourse.courseLabel')}
          hint={
            items && items.length >= GROUP_LIMITS.suggestions
              ? t('groups.addCourse.moreHint', { max: GROUP_LIMITS.suggestions })
              : undefined
          }
          isRequired
          options={options.map((option) => ({
            value: String(option.id),
            isDisabled: !option.canAdd,
            label: (
              <>
                {pick(option.title)}
                {!option.isFree && (
                  <>
                    {' '}
                    <Badge>{t('groups.addCourse.paid')}</Badge>
                  </>
                )}
                {!option.canAdd && <> {t('groups.addCourse.paidReason')}</>}
              </>
            ),
          }))}
          {...course}
          onChange={(event) => {
            course.onChange(event);
            const chosen = options.find((option) => String(option.id) === event.target.value);
            if (chosen) onPick(chosen);
          }}
        />
      )}
      <DateField
        ref={due}
        label={t('groups.addCourse.dueLabel')}
        hint={t('groups.addCourse.dueHint')}
        min={today}
        {...fieldProps(form, 'dueOn')}
      />
    </>
  );
}
