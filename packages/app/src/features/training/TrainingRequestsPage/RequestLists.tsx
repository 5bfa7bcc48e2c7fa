import { useTranslation } from 'react-i18next';
import type { TrainingRequestList } from '@ajar/api/contract';
import { RequestSection } from './RequestSection';

/**
 * What waits for my decision (only for those who decide any), what I asked, and what my team
 * asked that I decided or sent on. A member without a team sees only their own.
 */
export function RequestLists({ list }: { list: TrainingRequestList }) {
  const { t } = useTranslation();
  const decides = list.toDecide.length > 0 || list.team.length > 0;
  return (
    <>
      {list.toDecide.length > 0 && (
        <RequestSection
          title={t('trainingRequests.list.toDecide.title')}
          description={t('trainingRequests.list.toDecide.lead')}
          requests={list.toDecide}
          showsRequester
        />
      )}
      <RequestSection
        title={t('trainingRequests.list.mine.title')}
        description={t('trainingRequests.list.mine.lead')}
        requests={list.mine}
        empty={{
          title: t('trainingRequests.list.mine.empty'),
          description: list.supervisor
            ? t('trainingRequests.list.mine.emptyHint', { name: list.supervisor.name })
            : undefined,
        }}
        showsRequester={false}
      />
      {decides && (
        <RequestSection
          title={t('trainingRequests.list.team.title')}
          description={t('trainingRequests.list.team.lead')}
          requests={list.team}
          empty={{
            title: t('trainingRequests.list.team.empty'),
            description: t('trainingRequests.list.team.emptyHint'),
          }}
          showsRequester
        />
      )}
    </>
  );
}
