import { useTranslation } from 'react-i18next';
import { PageSection } from '@ajar/ui';
import type { MyCourseDetail } from '@ajar/api/contract';
import { useLocalized } from '../../../shared/data/localized';
import { routerLink } from '../../../shared/shell/routerLink';
import { ContentScoreTable } from '../shared/ContentScoreTable';
import { sectionScorePath } from '../shared/myCoursePaths';

/** Each section of the course with its contents' scores and a link to its score page. */
export function CourseSections({ detail }: { detail: MyCourseDetail }) {
  const { t } = useTranslation();
  const pick = useLocalized();
  return (
    <>
      {detail.sections.map((section) => {
        const title = pick(section.title);
        return (
          <PageSection
            key={section.id}
            title={title}
            seeAllHref={sectionScorePath(detail.course.id, section.id)}
            seeAllLabel={t('myCourses.detail.scoreDetail')}
            renderLink={routerLink}
          >
            <ContentScoreTable
              courseId={detail.course.id}
              contents={section.contents}
              caption={t('myCourses.detail.sectionCaption', { title })}
              isCaptionHidden
            />
          </PageSection>
        );
      })}
    </>
  );
}
