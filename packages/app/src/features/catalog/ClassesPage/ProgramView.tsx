import { useTranslation } from 'react-i18next';
import { CardGrid, ClassCardSkeleton, EmptyState, SkeletonGroup } from '@ajar/ui';
import { useLocalized } from '../../../shared/data/localized';
import { useApi } from '../../../shared/data/useApi';
import { useHead } from '../../../shared/head/useHead';
import { LoadErrorState } from '../../../shared/shell/LoadErrorState';
import { isMissing, programApiPath } from './classesApi';
import { ClassesHeader } from './ClassesHeader';
import { ClassesNotFound } from './ClassesNotFound';
import { ProgramClasses } from './ProgramClasses';

const SKELETON_CARDS = 3;

/** /classes/{program}: a program and its classes, running now first. */
export function ProgramView({ program }: { program: string }) {
  const { t } = useTranslation();
  const pick = useLocalized();
  const { data, error, isValidating, retry } = useApi(programApiPath(program));
  const isNotFound = !data && isMissing(error);
  const title = data ? pick(data.title) : t('pages.classes.title');
  useHead(isNotFound ? t('classes.notFound.program') : title);
  if (isNotFound) return <ClassesNotFound kind="program" />;

  const header = (
    <ClassesHeader
      title={title}
      description={data && pick(data.description)}
      trail={data && [{ label: title }]}
    />
  );
  if (data)
    return (
      <>
        {header}
        {data.classes.length === 0 ? (
          <EmptyState
            headingLevel={2}
            title={t('classes.program.empty')}
            description={t('classes.program.emptyDescription')}
          />
        ) : (
          <ProgramClasses classes={data.classes} />
        )}
      </>
    );
  return (
    <>
      {header}
      {error ? (
        <LoadErrorState
          error={error}
          headingLevel={2}
          title={t('classes.program.error')}
          description={t('classes.errorDescription')}
          onRetry={retry}
          isRetrying={isValidating}
        />
      ) : (
        <SkeletonGroup label={t('classes.program.loading')}>
          <CardGrid aria-hidden="true">
            {Array.from({ length: SKELETON_CARDS }, (_, index) => (
              <ClassCardSkeleton key={index} />
            ))}
          </CardGrid>
        </SkeletonGroup>
      )}
    </>
  );
}
