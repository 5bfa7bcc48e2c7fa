import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Breadcrumb, type BreadcrumbItem } from '@ajar/ui';
import { MY_TEAM_PATH } from './teamKeys';
import { TEAM_COURSES_PATH, teamCoursePath } from './teamReportKeys';

/**
 * The way back from a team course's pages: my team, the team's courses, the course (by title,
 * once known), this page. The route table cannot link a parent whose path needs an id.
 */
export function TeamCourseCrumbs({
  course,
  current,
}: {
  course?: { id: number; title: string };
  current?: string;
}) {
  const { t } = useTranslation();
  const items: BreadcrumbItem[] = [
    { label: t('pages.myDashboard.title'), href: '/my-dashboard' },
    { label: t('pages.myTeam.title'), href: MY_TEAM_PATH },
    { label: t('pages.teamCourses.title'), href: TEAM_COURSES_PATH },
  ];
  if (course && current) items.push({ label: course.title, href: teamCoursePath(course.id) });
  items.push({ label: current ?? course?.title ?? t('pages.teamCourse.title') });
  return (
    <Breadcrumb
      items={items}
      label={t('nav.breadcrumb')}
      renderLink={({ href, children }) => <Link to={href}>{children}</Link>}
    />
  );
}
