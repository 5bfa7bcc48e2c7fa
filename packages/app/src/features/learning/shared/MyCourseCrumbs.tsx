import { useTranslation } from 'react-i18next';
import { Breadcrumb, type BreadcrumbItem } from '@ajar/ui';
import { routerLink } from '../../../shared/shell/routerLink';
import { MY_COURSES_PATH } from './myCoursePaths';

/** The trail of the score pages: My courses, then the levels below it down to this page. */
export function MyCourseCrumbs({ items }: { items: BreadcrumbItem[] }) {
  const { t } = useTranslation();
  return (
    <Breadcrumb
      label={t('nav.breadcrumb')}
      renderLink={routerLink}
      items={[{ label: t('pages.myCourses.title'), href: MY_COURSES_PATH }, ...items]}
    />
  );
}
