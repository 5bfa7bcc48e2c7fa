import { useEffect, useMemo, useRef, useState, type RefObject } from 'react';
import type { FormikProps } from 'formik';
import { useTranslation } from 'react-i18next';
import { useSWRConfig } from 'swr';
import { DatePicker, TextArea, toast } from '@ajar/ui';
import type { BulkAssignResult, TeamCourseAssignees } from '@ajar/api/contract';
import { TEAM_LIMITS } from '@ajar/api/contract/team-rules';
import { apiRequest } from '../../../api';
import { useLang } from '../../../shared/data/localized';
import { dueWindow, type DueWindow } from '../../../shared/dates/dueWindow';
import { dayInZone } from '../../../shared/dates/eventTime';
import { ApiForm } from '../../../shared/forms/ApiForm';
import { fieldProps } from '../../../shared/forms/fieldProps';
import { showsTeam } from '../shared/teamKeys';
import { useTeamFormats } from '../shared/useTeamFormats';
import { BULK_FIELDS, bulkAssignSchema, type BulkAssignValues } from './bulkAssignSchema';
import { PeopleChoice } from './PeopleChoice';

const EMPTY: BulkAssignValues = { userIds: [], dueOn: '', note: '' };

/** Once per failed send, focus goes to the first refused field: the people, then the date. */
function useFocusFirstError(
  form: FormikProps<BulkAssignValues>,
  people: RefObject<HTMLElement | null>,
  due: RefObject<HTMLElement | null>,
) {
  const handled = useRef(0);
  const { isSubmitting, submitCount, errors } = form;
  useEffect(() => {
    if (isSubmitting || submitCount === handled.current) return;
    handled.current = submitCount;
    if (errors.userIds) people.current?.querySelector<HTMLElement>('input:not(:disabled)')?.focus();
    else if (errors.dueOn) due.current?.querySelector<HTMLElement>('[role="spinbutton"]')?.focus();
  }, [isSubmitting, submitCount, errors, people, due]);
}

function Fields({
  form,
  data,
  due,
}: {
  form: FormikProps<BulkAssignValues>;
  data: TeamCourseAssignees;
  due: DueWindow;
}) {
  const { t } = useTranslation();
  const format = useTeamFormats();
  const peopleRef = useRef<HTMLFieldSetElement>(null);
  const dueRef = useRef<HTMLDivElement>(null);
  useFocusFirstError(form, peopleRef, dueRef);
  return (
    <>
      <PeopleChoice form={form} people={data.people} ref={peopleRef} />
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
        error={form.touched.dueOn || form.submitCount > 0 ? form.errors.dueOn : undefined}
      />
      <TextArea
        label={t('teamReports.assign.noteLabel')}
        hint={t('team.assign.noteHint')}
        maxLength={TEAM_LIMITS.note}
        rows={3}
        {...fieldProps(form, 'note')}
      />
    </>
  );
}

/**
 * Whom to give the course, its due date and a note; the API assigns each person with the
 * one-person rules and says who was refused and why, which the page then lists.
 */
export function BulkAssignForm({
  data,
  onDone,
}: {
  data: TeamCourseAssignees;
  onDone: (results: BulkAssignResult[]) => void;
}) {
  const { t } = useTranslation();
  const lang = useLang();
  const { mutate } = useSWRConfig();
  const [due] = useState(() => dueWindow(dayInZone(Date.now())));
  const schema = useMemo(
    () => bulkAssignSchema(lang, due, t('teamReports.assign.pickPeople')),
    [lang, due, t],
  );

  async function send(values: BulkAssignValues) {
    const note = values.note.trim();
    const { results } = await apiRequest('post', '/team-reports/courses/{id}/assignments', {
      path: { id: data.course.id },
      body: { userIds: values.userIds.map(Number), dueOn: values.dueOn, ...(note ? { note } : {}) },
    });
    const assigned = results.filter((r) => r.assigned).length;
    if (assigned > 0)
      toast.success({ description: t('teamReports.assign.done', { count: assigned }) });
    await mutate(showsTeam);
    onDone(results);
  }

  return (
    <ApiForm<BulkAssignValues>
      label={t('teamReports.assign.formLabel')}
      initialValues={EMPTY}
      schema={schema}
      fields={BULK_FIELDS}
      failed={t('team.assign.failed')}
      send={send}
      submitLabel={t('team.assign.submit')}
      loadingLabel={t('team.assign.sending')}
    >
      {(form) => <Fields form={form} data={data} due={due} />}
    </ApiForm>
  );
}
