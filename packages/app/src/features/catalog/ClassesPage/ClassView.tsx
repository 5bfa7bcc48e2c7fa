import { useTranslation } from 'react-i18next';
import { EventDetailsSkeleton } from '@ajar/ui';
import { useLocalized } from '../../../shared/data/localized';
import { useApi } from '../../../shared/data/useApi';
import { useHead } from '../../../shared/head/useHead';
import { LoadErrorState } from '../../../shared/shell/LoadErrorState';
import { ClassCourses } from './ClassCourses';
import { ClassDetailsPanel } from './ClassDetailsPanel';
import { classApiPath, classesHref, isMissing } from './classesApi';
import { ClassesHeader } from './ClassesHeader';
import { ClassesNotFound } from './ClassesNotFound';

interface ClassViewProps {
  program: string;
  slug: string;
}

/** /classes/{program}/{class}: one class, how and where it meets, and its courses in order. */
export function ClassView({ program, slug }: ClassViewProps) {
  const { t } = useTranslation();
  const pick = useLocalized();
  const { data, error, isValidating, retry } = useApi(classApiPath(program, slug));
  const isNotFound = !data && isMissing(error);
  const title = data ? pick(data.title) : t('pages.classes.title');
  const programTitle = data ? pick(data.program.title) : '';
  useHead(
    isNotFound
      ? t('classes.notFound.class')
      : data
        ? t('classes.class.documentTitle', { title, program: programTitle })
        : title,
  );
  if (isNotFound) return <ClassesNotFound kind="class" />;

  return (
    <>
      <ClassesHeader
        title={title}
        description={data && t('classes.class.lead', { program: programTitle })}
        trail={
          data && [{ label: programTitle, href: classesHref(data.program.slug) }, { label: title }]
        }
      />
      {data ? (
        <>
          <ClassDetailsPanel detail={data} />
          <ClassCourses courses={data.courses} />
        </>
      ) : error ? (
        <LoadErrorState
          error={error}
          headingLevel={2}
          title={t('classes.class.error')}
          description={t('classes.errorDescription')}
          onRetry={retry}
          isRetrying={isValidating}
        />
      ) : (
        <EventDetailsSkeleton label={t('classes.class.loading')} />
      )}
    </>
  );
}
