import { useTranslation } from 'react-i18next';
import { EmptyState, PageHeader, Skeleton, Tabs } from '@ajar/ui';
import { LoadPending } from '../../../shared/shell/LoadPending';
import type { MyCourse } from '@ajar/api/contract';
import { useApi } from '../../../shared/data/useApi';
import { useHead } from '../../../shared/head/useHead';
import { BrowseCourses, MyCourseList } from './MyCourseList';
import { MY_COURSE_TABS, useMyCoursesTab } from './useMyCoursesTab';
import { myCoursesKey } from '../../../shared/data/myCourseKeys';

/** A course counts as completed once the API has marked its enrolment complete. */
const isCompleted = (item: MyCourse) => item.enrolment.completedAt !== null;

/** /my-courses: the learner's courses, in progress or completed, each with its progress. */
export function MyCoursesPage() {
  const { t } = useTranslation();
  const [tab, setTab] = useMyCoursesTab();
  const load = useApi(myCoursesKey);
  const { data } = load;
  const title = t('pages.myCourses.title');
  useHead(title);
  const header = <PageHeader title={title} description={t('myCourses.lead')} />;

  if (!data)
    return (
      <>
        {header}
        <LoadPending
          load={load}
          error={{ title: t('myCourses.error'), description: t('myCourses.errorDescription') }}
          loadingLabel={t('myCourses.loading')}
        >
          <Skeleton lines={1} width="40%" />
          <Skeleton variant="rect" />
        </LoadPending>
      </>
    );
  if (data.length === 0)
    return (
      <>
        {header}
        <EmptyState
          title={t('myCourses.empty.title')}
          description={t('myCourses.empty.description')}
          action={<BrowseCourses />}
        />
      </>
    );

  const byTab = {
    inProgress: data.filter((item) => !isCompleted(item)),
    completed: data.filter(isCompleted),
  };
  return (
    <>
      {header}
      <Tabs
        label={t('myCourses.tabsLabel')}
        value={tab}
        onChange={setTab}
        items={MY_COURSE_TABS.map((value) => ({
          value,
          label: t(`myCourses.tabs.${value}`, { count: byTab[value].length }),
          content: <MyCourseList courses={byTab[value]} tab={value} />,
        }))}
      />
    </>
  );
}
