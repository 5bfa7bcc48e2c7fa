import type { Ref } from 'react';
import type { FormikProps } from 'formik';
import { useTranslation } from 'react-i18next';
import { CardGrid, Checkbox, FormError } from '@ajar/ui';
import type { TeamCourseAssignee } from '@ajar/api/contract';
import type { BulkAssignValues } from './bulkAssignSchema';

/**
 * My direct reports to tick. One who finished the course is shown, not chosen, and says why;
 * one taking it says that assigning it dates it.
 */
export function PeopleChoice({
  form,
  people,
  ref,
}: {
  form: FormikProps<BulkAssignValues>;
  people: readonly TeamCourseAssignee[];
  ref: Ref<HTMLFieldSetElement>;
}) {
  const { t } = useTranslation();
  const chosen = new Set(form.values.userIds);
  const error = form.submitCount > 0 ? form.errors.userIds : undefined;
  const toggle = (id: string, on: boolean) =>
    void form.setFieldValue(
      'userIds',
      on ? [...form.values.userIds, id] : form.values.userIds.filter((x) => x !== id),
    );
  return (
    <fieldset ref={ref} aria-describedby={error ? 'bulk-people-error' : undefined}>
      <legend>{t('teamReports.assign.peopleLabel')}</legend>
      {typeof error === 'string' && (
        <div id="bulk-people-error">
          <FormError errors={[{ message: error }]} />
        </div>
      )}
      <CardGrid layout="stack">
        {people.map((person) => (
          <Checkbox
            key={person.id}
            name="userIds"
            value={String(person.id)}
            isDisabled={person.standing === 'completed'}
            isChecked={chosen.has(String(person.id))}
            onChange={(event) => toggle(String(person.id), event.target.checked)}
            label={
              <>
                {person.name}
                {person.standing !== 'none' && <> — {t(`teamReports.assign.${person.standing}`)}</>}
              </>
            }
          />
        ))}
      </CardGrid>
    </fieldset>
  );
}
