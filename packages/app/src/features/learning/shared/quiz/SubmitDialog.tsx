import { useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Dialog } from '@ajar/ui';
import { useLang } from '../../../../shared/data/localized';

interface SubmitDialogProps {
  isOpen: boolean;
  onClose: () => void;
  onConfirm: () => void;
  /** Question numbers (from 1) without an answer. */
  unanswered: number[];
  /** Question numbers (from 1) the learner flagged for review. */
  flagged: number[];
  total: number;
  /** Unanswered questions count as wrong (not in an evaluation). */
  isScored: boolean;
  isOffline: boolean;
  /** Closes the dialog on that question (index from 0). */
  onGoTo: (index: number) => void;
}

/**
 * "Submit your answers?" naming what is still open: unanswered and flagged questions, with a
 * way straight back to the first of them. The safe choice has the focus.
 */
export function SubmitDialog({
  isOpen,
  onClose,
  onConfirm,
  unanswered,
  flagged,
  total,
  isScored,
  isOffline,
  onGoTo,
}: SubmitDialogProps) {
  const { t } = useTranslation();
  const list = new Intl.ListFormat(useLang(), { type: 'conjunction' });
  const back = useRef<HTMLButtonElement>(null);
  const summaryId = useId();
  const firstOpen = unanswered[0] ?? flagged[0];
  const format = (numbers: number[]) => list.format(numbers.map(String));

  return (
    <Dialog
      isOpen={isOpen}
      onClose={onClose}
      title={t('quiz.confirm.title')}
      initialFocusRef={back}
      // The summary is what the learner must weigh: read with the title when it opens.
      aria-describedby={summaryId}
      footer={
        <>
          <Button
            ref={back}
            variant="secondary"
            onClick={firstOpen === undefined ? onClose : () => onGoTo(firstOpen - 1)}
          >
            {firstOpen === undefined
              ? t('quiz.confirm.back')
              : t('quiz.confirm.goTo', { number: firstOpen })}
          </Button>
          <Button onClick={onConfirm}>{t('quiz.confirm.submit')}</Button>
        </>
      }
    >
      <div id={summaryId}>
        {unanswered.length === 0 ? (
          <p>{t('quiz.confirm.allAnswered', { count: total })}</p>
        ) : (
          <p>
            {t('quiz.confirm.unanswered', { count: unanswered.length, list: format(unanswered) })}
            {isScored && ` ${t('quiz.confirm.unansweredScore')}`}
          </p>
        )}
        {flagged.length > 0 && (
          <p>{t('quiz.confirm.flagged', { count: flagged.length, list: format(flagged) })}</p>
        )}
        {isOffline && <p>{t('quiz.confirm.offline')}</p>}
        <p>{t('quiz.confirm.final')}</p>
      </div>
    </Dialog>
  );
}
