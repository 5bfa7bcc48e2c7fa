import { CardGrid, EmptyState, PageSection } from '@ajar/ui';
import type { TrainingRequest } from '@ajar/api/contract';
import { RequestCard } from './RequestCard';

interface RequestSectionProps {
  title: string;
  description?: string;
  requests: TrainingRequest[];
  /** Said instead of the list when it is empty (a section shown only with requests has none). */
  empty?: { title: string; description?: string };
  showsRequester: boolean;
}

/** A titled list of requests, one card per row read top to bottom, or why there are none. */
export function RequestSection({
  title,
  description,
  requests,
  empty,
  showsRequester,
}: RequestSectionProps) {
  return (
    <PageSection title={title} description={requests.length > 0 ? description : undefined}>
      {requests.length === 0 ? (
        empty && <EmptyState title={empty.title} description={empty.description} headingLevel={3} />
      ) : (
        <CardGrid layout="stack">
          {requests.map((request) => (
            <RequestCard key={request.id} request={request} showsRequester={showsRequester} />
          ))}
        </CardGrid>
      )}
    </PageSection>
  );
}
