import { useTranslation } from 'react-i18next';
import { Card } from '@ajar/ui';
import type { TrainingRequest } from '@ajar/api/contract';
import { useLocalized } from '../../../shared/data/localized';
import { routerLink } from '../../../shared/shell/routerLink';
import { StatusBadge } from '../shared/StatusBadge';
import { trainingRequestPath } from '../shared/trainingKeys';
import { useTrainingFormats } from '../shared/useTrainingFormats';

interface RequestCardProps {
  request: TrainingRequest;
  /** In the team's lists, who asked; my own requests need no name. */
  showsRequester: boolean;
}

/** One request: what is asked (the link to its page), its state, its kind, who asked and when. */
export function RequestCard({ request, showsRequester }: RequestCardProps) {
  const { t } = useTranslation();
  const pick = useLocalized();
  const format = useTrainingFormats();
  const date = format.day(request.createdAt);
  return (
    <Card
      as="article"
      title={pick(request.title)}
      headingLevel={3}
      href={trainingRequestPath(request.id)}
      renderLink={routerLink}
      header={
        // A block of its own, so the badge keeps its width in the header's column.
        <div>
          <StatusBadge request={request} />
        </div>
      }
    >
      <p>
        {t(`trainingRequests.kind.${request.kind}`)} ·{' '}
        {showsRequester
          ? t('trainingRequests.list.askedBy', { name: request.requester.name, date })
          : t('trainingRequests.list.asked', { date })}
      </p>
    </Card>
  );
}
