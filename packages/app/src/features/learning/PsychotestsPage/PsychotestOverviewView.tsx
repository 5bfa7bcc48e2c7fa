import { useTranslation } from 'react-i18next';
import { CardGrid, EmptyState, PageSection } from '@ajar/ui';
import type { PsychotestOverview } from '@ajar/api/contract';
import { PsychotestCard } from './PsychotestCard';
import { PsychotestHistory } from './PsychotestHistory';
import { PsychotestNote } from './PsychotestNote';
import type { usePsychotestView } from './usePsychotestView';

/** The list: what the tests are for, a card per test, and the results I have. */
export function PsychotestOverviewView({
  overview,
  show,
}: {
  overview: PsychotestOverview;
  show: ReturnType<typeof usePsychotestView>['show'];
}) {
  const { t } = useTranslation();
  return (
    <>
      <PsychotestNote />
      <PageSection title={t('psychotests.tests.title')}>
        {overview.tests.length === 0 ? (
          <EmptyState
            headingLevel={3}
            title={t('psychotests.tests.emptyTitle')}
            description={t('psychotests.tests.empty')}
          />
        ) : (
          <CardGrid>
            {overview.tests.map((test) => (
              <PsychotestCard
                key={test.id}
                test={test}
                onOpen={() => show({ kind: 'take', instrument: test.id })}
              />
            ))}
          </CardGrid>
        )}
      </PageSection>
      <PsychotestHistory history={overview.history} />
    </>
  );
}
