import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Dialog, FormError, RadioGroup, TextArea, toast } from '@ajar/ui';
import {
  FORUM_FLAG_REASONS,
  FORUM_LIMITS,
  type ForumFlagReason,
} from '@ajar/api/contract/forum-rules';
import { apiRequest } from '../../../api';
import { ApiRequestError } from '../../../shared/data/fetcher';

interface ReportDialogProps {
  /** The post being reported, or null while the dialog is closed. */
  postId: number | null;
  onClose: () => void;
}

/** "Laporkan tulisan": why, and a note for the moderators; one report per person and post. */
export function ReportDialog({ postId, onClose }: ReportDialogProps) {
  const { t } = useTranslation();
  const [reason, setReason] = useState<ForumFlagReason>('spam');
  const [note, setNote] = useState('');
  const [isBusy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const close = () => {
    setError(null);
    setNote('');
    onClose();
  };

  async function send() {
    if (postId === null) return;
    setBusy(true);
    setError(null);
    try {
      await apiRequest('post', '/forum/posts/{id}/reports', {
        path: { id: postId },
        body: { reason, note: note.trim() },
      });
      toast.success(t('forum.report.sent'));
      close();
    } catch (e) {
      setError(e instanceof ApiRequestError ? e.message : t('forum.sendFailed'));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Dialog
      isOpen={postId !== null}
      onClose={close}
      title={t('forum.report.title')}
      description={t('forum.report.description')}
      size="sm"
      footer={
        <>
          <Button variant="secondary" onClick={close}>
            {t('forum.report.cancel')}
          </Button>
          <Button onClick={() => void send()} isLoading={isBusy} loadingLabel={t('forum.sending')}>
            {t('forum.report.send')}
          </Button>
        </>
      }
    >
      <FormError errors={error ? [{ message: error }] : []} />
      <RadioGroup
        label={t('forum.report.reason')}
        value={reason}
        options={FORUM_FLAG_REASONS.map((value) => ({
          value,
          label: t(`forum.report.reasons.${value}`),
        }))}
        onChange={(event) => setReason(event.target.value as ForumFlagReason)}
      />
      <TextArea
        label={t('forum.report.note')}
        value={note}
        maxLength={FORUM_LIMITS.flagNoteMaxLength}
        onChange={(event) => setNote(event.target.value)}
      />
    </Dialog>
  );
}
