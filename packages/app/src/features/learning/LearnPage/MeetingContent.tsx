import { useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Link, MeetingDetails, RichText, safeHref } from '@ajar/ui';
import type { MeetingDetails as Meeting } from '@ajar/api/contract';
import { useLocalized } from '../../../shared/data/localized';
import { useEventTime } from '../../../shared/dates/useEventTime';
import { CompletionPanel } from './CompletionPanel';
import type { ContentViewProps } from './ContentView';
import { attendanceOpensAt } from './meetingTime';
import { sanitizeHtml } from './sanitizeHtml';
import { useCompletion } from './useCompletion';

/** A meeting: when, how and where, and "I attended" once attendance opens. */
export function MeetingContent({ courseId, content, next }: ContentViewProps) {
  const { t } = useTranslation();
  const pick = useLocalized();
  const source = content.body ? pick(content.body) : '';
  const html = useMemo(() => (source ? sanitizeHtml(source) : ''), [source]);
  const completion = useCompletion(courseId, content.id);
  return (
    <>
      {content.meeting && <Details meeting={content.meeting} completion={completion} />}
      {html && <RichText html={html} />}
      <CompletionPanel
        courseId={courseId}
        isDone={content.status === 'done'}
        next={next}
        completion={completion}
        isResultOnly
        failedTitle={t('learn.meeting.failed')}
      />
    </>
  );
}

function Details({
  meeting,
  completion,
}: {
  meeting: Meeting;
  completion: ReturnType<typeof useCompletion>;
}) {
  const { t } = useTranslation();
  const eventTime = useEventTime();
  const noteId = useId();
  const isOnline = meeting.mode === 'online';
  const { state, complete } = completion;

  const meetingUrl = safeHref(meeting.url);
  let location;
  if (isOnline)
    location = meetingUrl ? (
      <Link href={meetingUrl} isExternal>
        {meetingUrl}
      </Link>
    ) : (
      t('learn.meeting.linkPending')
    );
  else location = meeting.location ?? undefined;

  let note;
  if (meeting.attended)
    note =
      state.status === 'done' ? t('learn.meeting.justAttended') : t('learn.meeting.attendedNote');
  else if (!meeting.canAttend)
    note = t('learn.meeting.opensAt', {
      time: eventTime(
        { startsAt: new Date(attendanceOpensAt(meeting.startsAt)).toISOString() },
        'long',
      ),
    });

  return (
    <MeetingDetails
      title={t('learn.meeting.title')}
      schedule={<time dateTime={meeting.startsAt}>{eventTime(meeting, 'long')}</time>}
      mode={meeting.mode}
      location={location}
      locationLabel={isOnline ? t('learn.meeting.link') : undefined}
      status={
        meeting.attended
          ? { label: t('learn.meeting.attended'), tone: 'success' }
          : { label: t('learn.meeting.notAttended'), tone: 'neutral' }
      }
      action={
        !meeting.attended && (
          <Button
            disabled={!meeting.canAttend}
            isLoading={state.status === 'sending'}
            aria-describedby={note ? noteId : undefined}
            onClick={() => void complete()}
          >
            {t('learn.meeting.attend')}
          </Button>
        )
      }
      note={note && <span id={noteId}>{note}</span>}
    />
  );
}
