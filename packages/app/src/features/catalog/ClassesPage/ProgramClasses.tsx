import { useTranslation } from 'react-i18next';
import { CardGrid, ClassCard, PageSection } from '@ajar/ui';
import type { ClassStatus, ClassSummary } from '@ajar/api/contract';
import { useClassCardProps } from './classCard';

/** Running now first, then what is coming, then what has ended (the API's order within each). */
const GROUPS: readonly ClassStatus[] = ['ongoing', 'upcoming', 'finished'];

/** A program's classes in one section per status; a status without classes is left out. */
export function ProgramClasses({ classes }: { classes: ClassSummary[] }) {
  const { t } = useTranslation();
  const cardProps = useClassCardProps();
  return GROUPS.map((status) => {
    const group = classes.filter((item) => item.status === status);
    if (group.length === 0) return null;
    const title = t(`classes.program.${status}`);
    return (
      <PageSection key={status} title={title}>
        <CardGrid aria-label={title}>
          {group.map((item) => (
            <ClassCard key={item.id} {...cardProps(item)} headingLevel={3} />
          ))}
        </CardGrid>
      </PageSection>
    );
  });
}
