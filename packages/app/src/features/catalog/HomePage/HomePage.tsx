import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { Button, PageHeader } from '@ajar/ui';
import { useHead } from '../../../shared/head/useHead';
import { FeaturedCourses } from './FeaturedCourses';
import { HomeCategories } from './HomeCategories';
import { HomeRoadmaps } from './HomeRoadmaps';
import { UpcomingEvents } from './UpcomingEvents';

/**
 * The front door: a welcome, then courses, roadmaps, events and categories. Each section
 * loads and fails on its own, so one slow or broken list never blanks the page.
 */
export function HomePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  useHead();
  return (
    <>
      <PageHeader title={t('home.title')} description={t('home.lead')} />
      <Button size="lg" onClick={() => navigate('/courses')}>
        {t('home.cta')}
      </Button>
      <FeaturedCourses />
      <HomeRoadmaps />
      <UpcomingEvents />
      <HomeCategories />
    </>
  );
}
