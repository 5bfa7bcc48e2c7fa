import { useTranslation } from 'react-i18next';
import { Badge, Button, Card, CardGrid, PageSection } from '@ajar/ui';
import type { MyGroupList } from '@ajar/api/contract';
import { useNavigateOnClick } from '../../../shared/navigation/useNavigateOnClick';
import { useFormatDay } from '../shared/useFormatDay';

const JOIN_PAGE = '/my-group/join';
const STATE_TONE = { requested: 'info', rejected: 'warning' } as const;

/** Groups I asked to join that have not let me in: still waiting, or turned down. */
export function MyRequests({ requests }: { requests: MyGroupList['requests'] }) {
  const { t } = useTranslation();
  const formatDay = useFormatDay();
  const navigateOnClick = useNavigateOnClick();
  return (
    <PageSection
      title={t('groups.list.requests.title')}
      description={t('groups.list.requests.lead')}
    >
      <CardGrid>
        {requests.map((request) => (
          <Card
            key={request.groupId}
            as="article"
            title={request.name}
            headingLevel={3}
            header={
              // A block of its own, so the badge keeps its width in the header's column.
              <div>
                <Badge tone={STATE_TONE[request.state]}>
                  {t(`groups.list.requests.${request.state}`)}
                </Badge>
              </div>
            }
            footer={
              // Asking again happens where every group of the company is offered.
              request.state === 'rejected' && (
                <Button
                  size="sm"
                  variant="secondary"
                  href={JOIN_PAGE}
                  onClick={navigateOnClick(JOIN_PAGE)}
                  aria-label={t('groups.list.requests.askAgainFor', { name: request.name })}
                >
                  {t('groups.list.requests.askAgain')}
                </Button>
              )
            }
          >
            <p>{t('groups.list.requests.requestedAt', { date: formatDay(request.requestedAt) })}</p>
          </Card>
        ))}
      </CardGrid>
    </PageSection>
  );
}
