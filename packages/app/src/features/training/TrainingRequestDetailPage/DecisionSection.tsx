import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, FormError, PageSection, TextArea, toast } from '@ajar/ui';
import type { TrainingDecision, TrainingRequest } from '@ajar/api/contract';
import { TRAINING_REQUEST_LIMITS } from '@ajar/api/contract/training-request-rules';
import { ApiRequestError } from '../../../shared/data/fetcher';
import { useLang } from '../../../shared/data/localized';
import { formMessages } from '../../../shared/forms/messages';
import { useFocusOnError } from '../../../shared/forms/useFocusOnError';
import { ForwardDialog } from './ForwardDialog';
import type { RequestActions } from './useRequestActions';

interface DecisionSectionProps {
  request: TrainingRequest;
  actions: RequestActions;
  /** Decided: the page shows the new state. */
  onDecided: () => void;
}

/**
 * The approver's decision: approve (with a comment if they like), reject (the comment is
 * required: the requester reads why), or, as the supervisor, approve and hand the last word
 * to a second approver. A request decided meanwhile is read again and the API says why.
 */
export function DecisionSection({ request, actions, onDecided }: DecisionSectionProps) {
  const { t } = useTranslation();
  const m = formMessages(useLang());
  const name = request.requester.name;
  const [comment, setComment] = useState('');
  const [commentError, setCommentError] = useState<string | undefined>();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState<TrainingDecision['decision'] | null>(null);
  const [isForwarding, setForwarding] = useState(false);
  const field = useRef<HTMLTextAreaElement>(null);
  const summary = useFocusOnError<HTMLDivElement>(error);

  /** Where the API's refusal belongs: the comment, the whole page (it changed), or here. */
  const refused = (e: unknown) => {
    if (e instanceof ApiRequestError && e.field === 'comment') {
      setCommentError(e.message);
      field.current?.focus();
    } else if (e instanceof ApiRequestError && e.status === 409) {
      toast.error({ description: e.message });
      void actions.refresh();
    } else setError(e instanceof ApiRequestError ? e.message : t('trainingRequests.detail.failed'));
  };

  async function decide(decision: TrainingDecision['decision']) {
    setCommentError(undefined);
    setError(null);
    const text = comment.trim();
    if (decision === 'reject' && !text) {
      setCommentError(m.required('comment'));
      field.current?.focus();
      return;
    }
    setBusy(decision);
    try {
      await actions.decide({ decision, ...(text ? { comment: text } : {}) });
      toast.success(
        decision === 'approve'
          ? t('trainingRequests.decide.approved', { name })
          : t('trainingRequests.decide.rejected', { name }),
      );
      onDecided();
    } catch (e) {
      refused(e);
    } finally {
      setBusy(null);
    }
  }

  async function forward(decision: TrainingDecision, approver: string) {
    await actions.decide(decision);
    setForwarding(false);
    toast.success(t('trainingRequests.forward.done', { name: approver }));
    onDecided();
  }

  return (
    <PageSection
      title={t('trainingRequests.decide.title')}
      description={t('trainingRequests.decide.lead', { name })}
    >
      <FormError errors={error ? [{ message: error }] : []} ref={summary} />
      <TextArea
        ref={field}
        name="comment"
        label={t('trainingRequests.decide.commentLabel')}
        hint={t('trainingRequests.decide.commentHint', { name })}
        maxLength={TRAINING_REQUEST_LIMITS.comment}
        rows={3}
        value={comment}
        onChange={(event) => setComment(event.target.value)}
        error={commentError}
      />
      {/* A row of its own, so the buttons keep their width in the section's column. */}
      <div>
        <Button
          isLoading={busy === 'approve'}
          loadingLabel={t('trainingRequests.decide.busy')}
          disabled={busy !== null}
          onClick={() => void decide('approve')}
        >
          {t('trainingRequests.decide.approve')}
        </Button>{' '}
        <Button
          variant="danger"
          isLoading={busy === 'reject'}
          loadingLabel={t('trainingRequests.decide.busy')}
          disabled={busy !== null}
          onClick={() => void decide('reject')}
        >
          {t('trainingRequests.decide.reject')}
        </Button>{' '}
        {request.can.forward && (
          <>
            <Button
              variant="secondary"
              disabled={busy !== null}
              onClick={() => setForwarding(true)}
            >
              {t('trainingRequests.forward.open')}
            </Button>
            <ForwardDialog
              isOpen={isForwarding}
              requester={name}
              comment={comment}
              onClose={() => setForwarding(false)}
              onForward={forward}
            />
          </>
        )}
      </div>
    </PageSection>
  );
}
