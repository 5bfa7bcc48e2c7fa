import { useTranslation } from 'react-i18next';
import { CardGrid, CourseCard, PageSection } from '@ajar/ui';
import { useApi } from '../../../shared/data/useApi';
import { routerLink } from '../../../shared/shell/routerLink';
import { useCourseCardProps } from '../../../shared/courses/courseCard';
import { AsyncView } from '../../../shared/async/AsyncView';
import { FEATURED_COURSES, HOME_PATHS } from './homeQueries';

/** The first courses of the catalogue, with a link to all of them. */
export function FeaturedCourses() {
  const { t } = useTranslation();
  const cardProps = useCourseCardProps();
  const courses = useApi(HOME_PATHS.courses);
  const label = t('homePage.featured.title');
  return (
    <PageSection
      title={label}
      seeAllHref="/courses"
      seeAllLabel={t('homePage.seeAll')}
      renderLink={routerLink}
    >
      <AsyncView
        {...courses}
        isEmpty={(data) => data.items.length === 0}
        skeleton={
          <CardGrid aria-label={t('homePage.featured.loading')} aria-busy="true">
            {Array.from({ length: FEATURED_COURSES }, (_, index) => (
              <CourseCard key={`loading-${index}`} title="" isLoading />
            ))}
          </CardGrid>
        }
        errorTitle={t('homePage.featured.error')}
        emptyTitle={t('homePage.featured.empty')}
        emptyDescription={t('homePage.featured.emptyDescription')}
        headingLevel={3}
      >
        {(data) => (
          <CardGrid aria-label={label}>
            {data.items.map((course) => (
              <CourseCard key={course.id} {...cardProps(course)} headingLevel={3} />
            ))}
          </CardGrid>
        )}
      </AsyncView>
    </PageSection>
  );
}
