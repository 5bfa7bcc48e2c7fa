import { useTranslation } from 'react-i18next';
import { CardGrid, RoadmapCard, type CardHeadingLevel } from '@ajar/ui';
import type { RoadmapSummary } from '@ajar/api/contract';
import { useLocalized } from '../../../shared/data/localized';
import { routerLink } from '../../../shared/shell/routerLink';

/** The API's roadmap list answer. */
export interface Roadmaps {
  items: RoadmapSummary[];
}

interface RoadmapGridProps {
  roadmaps: RoadmapSummary[];
  /** Name of the list. */
  label: string;
  /** Heading level of each card's title, to fit the page outline. */
  headingLevel: CardHeadingLevel;
}

/** Roadmaps as cards, each opening its ordered course list. */
export function RoadmapGrid({ roadmaps, label, headingLevel }: RoadmapGridProps) {
  const { t } = useTranslation();
  const pick = useLocalized();
  return (
    <CardGrid aria-label={label}>
      {roadmaps.map((roadmap) => (
        <RoadmapCard
          key={roadmap.id}
          title={pick(roadmap.title)}
          headingLevel={headingLevel}
          description={pick(roadmap.description)}
          courseCountLabel={t('roadmaps.courseCount', { count: roadmap.courseCount })}
          href={`/roadmaps/${roadmap.id}`}
          renderLink={routerLink}
          coverSrc={roadmap.coverUrl ?? undefined}
        />
      ))}
    </CardGrid>
  );
}

/** Placeholder cards in the grid's shape while roadmaps load. */
export function RoadmapGridSkeleton({ label, count }: { label: string; count: number }) {
  return (
    <CardGrid aria-label={label} aria-busy="true">
      {Array.from({ length: count }, (_, index) => (
        <RoadmapCard key={`loading-${index}`} title="" isLoading loadingLabel={label} />
      ))}
    </CardGrid>
  );
}
