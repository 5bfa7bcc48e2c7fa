import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useSWRConfig } from 'swr';
import { EmptyState, Skeleton, toast } from '@ajar/ui';
import { apiRequest } from '../../../api';
import { useLang } from '../../../shared/data/localized';
import { useApi } from '../../../shared/data/useApi';
import { dayInZone } from '../../../shared/dates/eventTime';
import { dueWindow } from '../../../shared/dates/dueWindow';
import { ApiForm } from '../../../shared/forms/ApiForm';
import { AppLink } from '../../../shared/shell/AppLink';
import { LoadPending } from '../../../shared/shell/LoadPending';
import { assignableCoursesKey, memberPath, showsTeam } from '../shared/teamKeys';
import { ASSIGN_FIELDS, assignCourseSchema, type AssignCourseValues } from './assignCourseSchema';
import { AssignFields } from './AssignFields';

const EMPTY: AssignCourseValues = { courseId: '', dueOn: '', note: '' };

/**
 * The course, its due date and a note, once the courses that may be assigned are known (with
 * none, the way back instead). The form checks what the API checks, with its words;
 * the API's refusal lands on the field it names (a course finished meanwhile, a day that
 * turned); a failed request keeps what was typed. On success, back to the person's page.
 */
export function AssignCourseForm({ member }: { member: { id: number; name: string } }) {
  const { t } = useTranslation();
  const lang = useLang();
  const navigate = useNavigate();
  const { mutate } = useSWRConfig();
  const courses = useApi(assignableCoursesKey(member.id));
  // A due date is a day in Jakarta, as the API reads it; the day the page opened is near enough.
  const [due] = useState(() => dueWindow(dayInZone(Date.now())));
  const schema = useMemo(() => assignCourseSchema(lang, due), [lang, due]);
  const back = memberPath(member.id);

  async function send(values: AssignCourseValues) {
    const note = values.note.trim();
    await apiRequest('post', '/team/members/{id}/assignments', {
      path: { id: member.id },
      body: { courseId: Number(values.courseId), dueOn: values.dueOn, ...(note ? { note } : {}) },
    });
    toast.success({ description: t('team.assign.assigned', { name: member.name }) });
    await mutate(showsTeam);
    await navigate(back);
  }

  const items = courses.data?.items;
  if (!items)
    return (
      <LoadPending
        load={courses}
        error={{ title: t('team.assign.coursesError'), description: t('loadError.network') }}
        loadingLabel={t('team.assign.coursesLoading')}
      >
        <Skeleton lines={6} />
      </LoadPending>
    );
  if (items.length === 0)
    return (
      <EmptyState
        title={t('team.assign.noCourses')}
        description={t('team.assign.noCoursesHint')}
        action={<AppLink to={back}>{t('team.assign.back', { name: member.name })}</AppLink>}
      />
    );
  return (
    <ApiForm<AssignCourseValues>
      label={t('team.assign.formLabel', { name: member.name })}
      initialValues={EMPTY}
      schema={schema}
      fields={ASSIGN_FIELDS}
      failed={t('team.assign.failed')}
      send={send}
      submitLabel={t('team.assign.submit')}
      loadingLabel={t('team.assign.sending')}
      cancel={{ label: t('team.assign.cancel'), onCancel: () => void navigate(back) }}
    >
      {(form) => <AssignFields form={form} courses={items} name={member.name} due={due} />}
    </ApiForm>
  );
}
