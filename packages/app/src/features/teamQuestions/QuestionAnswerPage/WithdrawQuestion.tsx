import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, toast } from '@ajar/ui';
import { ConfirmDialog } from '../../../shared/forms/ConfirmDialog';
import type { QuestionActions } from '../shared/useQuestionActions';

/** I take back a question not answered yet, after saying so twice. */
export function WithdrawQuestion({ actions, name }: { actions: QuestionActions; name: string }) {
  const { t } = useTranslation();
  const [isOpen, setOpen] = useState(false);

  async function withdraw() {
    await actions.withdraw();
    setOpen(false);
    toast.success(t('teamQuestions.withdraw.done'));
  }

  return (
    <>
      <Button size="sm" variant="secondary" onClick={() => setOpen(true)}>
        {t('teamQuestions.withdraw.open')}
      </Button>
      <ConfirmDialog
        isOpen={isOpen}
        title={t('teamQuestions.withdraw.title')}
        description={t('teamQuestions.withdraw.description', { name })}
        confirmLabel={t('teamQuestions.withdraw.confirm')}
        busyLabel={t('teamQuestions.withdraw.busy')}
        keepLabel={t('teamQuestions.withdraw.keep')}
        failedText={t('teamQuestions.failed')}
        refusedTitle={t('teamQuestions.withdraw.refused')}
        onClose={() => setOpen(false)}
        onConfirm={withdraw}
      />
    </>
  );
}
