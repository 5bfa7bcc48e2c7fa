import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { PageSection, StatPanel, type StatItem } from '@ajar/ui';
import type { TrainingRequest } from '@ajar/api/contract';
import { useLocalized } from '../../../shared/data/localized';
import { AppLink } from '../../../shared/shell/AppLink';
import { StatusBadge } from '../shared/StatusBadge';
import { useTrainingFormats } from '../shared/useTrainingFormats';

interface RequestSummaryProps {
  request: TrainingRequest;
  /** Takes focus after a decision, so the new state is read first. */
  ref?: Ref<HTMLElement>;
}

/**
 * What is asked (the course or event, linked, or the external training's dates, hours and
 * cost), its state and who decides it now, who asked and when, and why.
 */
export function RequestSummary({ request, ref }: RequestSummaryProps) {
  const { t } = useTranslation();
  const pick = useLocalized();
  const format = useTrainingFormats();
  const title = pick(request.title);
  const { course, event, external } = request;

  const subject: StatItem[] = [];
  if (course)
    subject.push(
      {
        label: t('trainingRequests.detail.course'),
        value: <AppLink to={`/courses/${course.id}`}>{title}</AppLink>,
      },
      {
        label: t('trainingRequests.detail.price'),
        value: course.price > 0 ? format.rupiah(course.price) : t('trainingRequests.detail.free'),
      },
    );
  if (event)
    subject.push(
      {
        label: t('trainingRequests.detail.event'),
        value: <AppLink to={`/events/${event.id}`}>{title}</AppLink>,
      },
      {
        label: t('trainingRequests.detail.eventStarts'),
        value: <time dateTime={event.startsAt}>{format.moment(event.startsAt)}</time>,
      },
    );
  if (external)
    subject.push(
      { label: t('trainingRequests.detail.provider'), value: external.provider },
      {
        label: t('trainingRequests.detail.dates'),
        value: format.days(external.startsOn, external.endsOn),
      },
      {
        label: t('trainingRequests.detail.hours'),
        value: t('trainingRequests.detail.hoursValue', {
          count: external.hours,
          hours: format.hours(external.hours),
        }),
      },
      { label: t('trainingRequests.detail.cost'), value: format.rupiah(external.costIdr) },
    );

  return (
    <PageSection ref={ref} tabIndex={-1} title={title}>
      <StatPanel
        items={[
          {
            label: t('trainingRequests.detail.kind'),
            value: t(`trainingRequests.kind.${request.kind}`),
          },
          { label: t('trainingRequests.detail.status'), value: <StatusBadge request={request} /> },
          {
            label: t('trainingRequests.detail.approver'),
            value: request.approver?.name,
          },
          {
            label: t('trainingRequests.detail.decidedAt'),
            value: request.decidedAt && (
              <time dateTime={request.decidedAt}>{format.day(request.decidedAt)}</time>
            ),
          },
          { label: t('trainingRequests.detail.requester'), value: request.requester.name },
          {
            label: t('trainingRequests.detail.createdAt'),
            value: <time dateTime={request.createdAt}>{format.day(request.createdAt)}</time>,
          },
          ...subject,
        ]}
      />
    </PageSection>
  );
}
