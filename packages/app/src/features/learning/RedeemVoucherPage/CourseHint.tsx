import { useTranslation } from 'react-i18next';
import { useLocalized } from '../../../shared/data/localized';
import { useApi } from '../../../shared/data/useApi';
import { AppLink } from '../../../shared/shell/AppLink';
import { parseCourseId } from '../../../shared/courses/courseId';
import { apiPath } from '../../../api';

/**
 * Coming from a paid course (`?course=`): which course the voucher is for, and the way
 * back. Only a hint, so while it loads or if it fails, nothing shows.
 */
export function CourseHint({ course }: { course: string | null }) {
  const { t } = useTranslation();
  const pick = useLocalized();
  const id = parseCourseId(course ?? undefined);
  const { data } = useApi(id === null ? null : apiPath('/courses/{id}', { path: { id } }));
  if (!data) return null;
  return (
    <p>
      {t('vouchers.forCourse', { title: pick(data.title) })}{' '}
      <AppLink to={`/courses/${data.id}`}>{t('vouchers.backToCourse')}</AppLink>
    </p>
  );
}
