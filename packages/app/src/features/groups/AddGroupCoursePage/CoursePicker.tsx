import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useSWRConfig } from 'swr';
import { toast } from '@ajar/ui';
import { apiRequest } from '../../../api';
import { dayInZone } from '../../../shared/dates/eventTime';
import { useApi } from '../../../shared/data/useApi';
import { ApiForm } from '../../../shared/forms/ApiForm';
import { groupCourseOptionsKey, groupPath, showsGroups } from '../shared/groupKeys';
import { addCourseSchema, type AddCourseValues, type CourseOption } from './addCourseSchema';
import { CourseFields } from './CourseFields';
import { CourseSearch } from './CourseSearch';
import { LeadersOnly } from '../shared/ManageGroupPage';

/**
 * The API names the course in both its refusals (a paid course, one already in the group), but
 * the list it was picked from may have changed since: the message goes above the form.
 */
const FIELDS = ['dueOn'] as const;

/** Search by title, pick one course, maybe a due date, add it: the members are enrolled. */
export function CoursePicker({ groupId }: { groupId: number }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { mutate } = useSWRConfig();
  const [q, setQ] = useState('');
  const load = useApi(groupCourseOptionsKey(groupId, q), { keepPreviousData: true });
  // Kept apart from the results, so a search that no longer finds it does not hide the choice.
  const [picked, setPicked] = useState<CourseOption | null>(null);
  // A due date is a day in Jakarta, as the API reads it; the day the page opened is near enough.
  const [today] = useState(() => dayInZone(Date.now()));

  // Leadership can end while the page is open: the API then refuses the search.
  if (load.error?.status === 403) return <LeadersOnly page="addCourse" groupId={groupId} />;

  async function send(values: AddCourseValues) {
    const { enrolled } = await apiRequest('post', '/groups/{id}/courses', {
      path: { id: groupId },
      body: { courseId: Number(values.courseId), ...(values.dueOn ? { dueOn: values.dueOn } : {}) },
    });
    toast.success({ description: t('groups.addCourse.added', { count: enrolled }) });
    await mutate(showsGroups);
    await navigate(groupPath(groupId));
  }

  return (
    <>
      <CourseSearch q={q} found={load.data?.items.length} onSearch={setQ} />
      <ApiForm<AddCourseValues>
        label={t('groups.addCourse.formLabel')}
        initialValues={{ courseId: '', dueOn: '' }}
        schema={addCourseSchema(t, today)}
        fields={FIELDS}
        failed={t('groups.addCourse.failed')}
        send={send}
        submitLabel={t('groups.addCourse.submit')}
        loadingLabel={t('groups.addCourse.sending')}
      >
        {(form) => (
          <CourseFields
            form={form}
            q={q}
            load={load}
            picked={picked}
            onPick={setPicked}
            today={today}
          />
        )}
      </ApiForm>
    </>
  );
}
