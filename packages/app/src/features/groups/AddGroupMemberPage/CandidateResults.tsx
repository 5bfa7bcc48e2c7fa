import { useTranslation } from 'react-i18next';
import { CardGrid, Checkbox, EmptyState, PageSection, Skeleton } from '@ajar/ui';
import type { GroupCandidateList } from '@ajar/api/contract';
import { GROUP_LIMITS } from '@ajar/api/contract/group-rules';
import type { ApiState } from '../../../shared/data/useApi';
import { LoadPending } from '../../../shared/shell/LoadPending';

export type Person = GroupCandidateList['items'][number];

interface CandidateResultsProps {
  q: string;
  load: ApiState<GroupCandidateList>;
  chosen: readonly Person[];
  /** As many chosen as may be added at once: the others cannot be ticked. */
  isFull: boolean;
  onToggle: (person: Person, on: boolean) => void;
}

/**
 * What the search found, each person a checkbox; and below, those ticked in an earlier search
 * that this one does not show, so nobody is added unseen.
 */
export function CandidateResults({ q, load, chosen, isFull, onToggle }: CandidateResultsProps) {
  const { t } = useTranslation();
  const items = load.data?.items;
  const shown = new Set(items?.map((person) => person.id));
  const earlier = chosen.filter((person) => !shown.has(person.id));
  const isChosen = (person: Person) => chosen.some((other) => other.id === person.id);
  const box = (person: Person) => (
    <Checkbox
      key={person.id}
      label={person.name}
      isChecked={isChosen(person)}
      isDisabled={isFull && !isChosen(person)}
      onChange={(event) => onToggle(person, event.target.checked)}
    />
  );

  return (
    <>
      <PageSection title={t('groups.addMember.resultsTitle')}>
        {!items ? (
          <LoadPending
            load={load}
            error={{
              title: t('groups.addMember.searchError'),
              description: t('loadError.network'),
            }}
            loadingLabel={t('groups.addMember.searching')}
          >
            <Skeleton lines={3} />
          </LoadPending>
        ) : items.length === 0 ? (
          <EmptyState
            headingLevel={3}
            title={q ? t('groups.addMember.noMatch', { q }) : t('groups.addMember.nobodyLeft')}
            description={q ? t('groups.addMember.noMatchHint') : undefined}
          />
        ) : (
          <>
            <CardGrid layout="stack" aria-label={t('groups.addMember.resultsLabel')}>
              {items.map(box)}
            </CardGrid>
            {items.length >= GROUP_LIMITS.suggestions && (
              <p>{t('groups.addMember.moreHint', { max: GROUP_LIMITS.suggestions })}</p>
            )}
          </>
        )}
      </PageSection>
      {earlier.length > 0 && (
        <PageSection title={t('groups.addMember.chosenTitle')}>
          <CardGrid layout="stack" aria-label={t('groups.addMember.chosenLabel')}>
            {earlier.map(box)}
          </CardGrid>
        </PageSection>
      )}
    </>
  );
}
