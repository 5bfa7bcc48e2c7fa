import { useTranslation } from 'react-i18next';
import { CardGrid, ProgramCard, ProgramCardSkeleton, SkeletonGroup } from '@ajar/ui';
import type { ClassProgramSummary } from '@ajar/api/contract';
import { useLocalized } from '../../../shared/data/localized';
import { useApi } from '../../../shared/data/useApi';
import { useHead } from '../../../shared/head/useHead';
import { routerLink } from '../../../shared/shell/routerLink';
import { AsyncView } from '../../../shared/async/AsyncView';
import { classesHref, programsApiPath } from './classesApi';
import { ClassesHeader } from './ClassesHeader';

/** Placeholder cards while loading: one row on a wide screen. */
const SKELETON_CARDS = 3;

/** /classes: the company's programs, each with its number of classes and the next one. */
export function ProgramListView() {
  const { t } = useTranslation();
  const title = t('pages.classes.title');
  useHead(title);
  const programs = useApi(programsApiPath());
  return (
    <>
      <ClassesHeader title={title} description={t('classes.lead')} />
      <AsyncView
        {...programs}
        isEmpty={(data) => data.items.length === 0}
        skeleton={
          <SkeletonGroup label={t('classes.loading')}>
            <CardGrid aria-hidden="true">
              {Array.from({ length: SKELETON_CARDS }, (_, index) => (
                <ProgramCardSkeleton key={index} />
              ))}
            </CardGrid>
          </SkeletonGroup>
        }
        errorTitle={t('classes.error')}
        errorDescription={t('classes.errorDescription')}
        emptyTitle={t('classes.empty')}
        emptyDescription={t('classes.emptyDescription')}
        headingLevel={2}
      >
        {(data) => <ProgramGrid programs={data.items} />}
      </AsyncView>
    </>
  );
}

function ProgramGrid({ programs }: { programs: ClassProgramSummary[] }) {
  const { t } = useTranslation();
  const pick = useLocalized();
  return (
    <CardGrid aria-label={t('classes.listLabel')}>
      {programs.map((program) => {
        const next = program.nextClass;
        return (
          <ProgramCard
            key={program.id}
            title={pick(program.title)}
            headingLevel={2}
            description={pick(program.description)}
            classCountLabel={t('classes.classCount', { count: program.classCount })}
            href={classesHref(program.slug)}
            renderLink={routerLink}
            coverSrc={program.coverUrl ?? undefined}
            nextClass={
              next
                ? {
                    title: pick(next.title),
                    startsOn: next.startsOn,
                    endsOn: next.endsOn,
                    status: next.status,
                    isMember: next.isMember,
                  }
                : undefined
            }
          />
        );
      })}
    </CardGrid>
  );
}
