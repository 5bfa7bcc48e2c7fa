import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { EmptyState, PageHeader, PageSection, Skeleton } from '@ajar/ui';
import { parseCourseId } from '../../../shared/courses/courseId';
import { ApiRequestError } from '../../../shared/data/fetcher';
import { useLocalized } from '../../../shared/data/localized';
import { useApi } from '../../../shared/data/useApi';
import { useHead } from '../../../shared/head/useHead';
import { AppLink } from '../../../shared/shell/AppLink';
import { LoadPending } from '../../../shared/shell/LoadPending';
import { PageCrumbs } from '../../../shared/shell/PageCrumbs';
import { useRouteEntry } from '../../../shared/shell/useRouteEntry';
import { useSession } from '../../../session';
import { trainingRequestKey, TRAINING_REQUESTS_PATH } from '../shared/trainingKeys';
import { CancelRequest } from './CancelRequest';
import { DecisionSection } from './DecisionSection';
import { PaidCourseOpen } from './PaidCourseOpen';
import { RequestHistory } from './RequestHistory';
import { RequestSummary } from './RequestSummary';
import { useRequestActions } from './useRequestActions';

/**
 * The API answers 404 for a request one is not part of (it does not say whether it exists),
 * and a malformed id is refused before that: nothing of mine here either way.
 */
const isMissing = (error: unknown) =>
  error instanceof ApiRequestError && [400, 404].includes(error.status);

/**
 * /my-team/training-request/:id: one request, what is asked and why, its state and history,
 * and what I may do with it now (the API's `can`): decide, forward, or cancel my own.
 */
export function TrainingRequestDetailPage() {
  const { t } = useTranslation();
  const pick = useLocalized();
  const entry = useRouteEntry();
  const session = useSession();
  // The same rule as a course id: a positive whole number the API's integer can hold.
  const id = parseCourseId(useParams().id);
  const load = useApi(id === null ? null : trainingRequestKey(id));
  const actions = useRequestActions(id ?? 0);
  const summary = useRef<HTMLElement>(null);
  const isGone = id === null || isMissing(load.error);
  const request = isGone ? undefined : load.data;
  // The page's own name stays the heading; what is asked is the section's.
  const title = t('pages.trainingRequestDetail.title');
  useHead(request ? pick(request.title) : title);
  // After a change the sections it ends are gone: focus goes to the new state.
  const showChange = () => summary.current?.focus();

  const header = (
    <PageHeader
      title={title}
      breadcrumb={entry && <PageCrumbs entry={entry} />}
      actions={request?.can.cancel && <CancelRequest actions={actions} onCancelled={showChange} />}
    />
  );
  if (isGone)
    return (
      <>
        {header}
        <EmptyState
          title={t('trainingRequests.detail.notFound')}
          description={t('trainingRequests.detail.notFoundHint')}
          action={
            <AppLink to={TRAINING_REQUESTS_PATH}>{t('trainingRequests.detail.back')}</AppLink>
          }
        />
      </>
    );
  if (!request)
    return (
      <>
        {header}
        <LoadPending
          load={load}
          error={{ title: t('trainingRequests.detail.error'), description: t('loadError.network') }}
          loadingLabel={t('trainingRequests.detail.loading')}
        >
          <Skeleton variant="rect" />
          <Skeleton lines={4} />
        </LoadPending>
      </>
    );

  const isMine = session?.kind === 'user' && session.userId === request.requester.id;
  return (
    <>
      {header}
      {isMine && request.status === 'approved' && request.course && request.course.price > 0 && (
        <PaidCourseOpen courseId={request.course.id} />
      )}
      <RequestSummary request={request} ref={summary} />
      <PageSection title={t('trainingRequests.detail.reason')}>
        <p>{request.reason}</p>
      </PageSection>
      {request.can.decide && (
        <DecisionSection request={request} actions={actions} onDecided={showChange} />
      )}
      <RequestHistory request={request} />
    </>
  );
}
