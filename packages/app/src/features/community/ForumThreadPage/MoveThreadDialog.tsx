import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Dialog, Select } from '@ajar/ui';
import type { ForumThread } from '@ajar/api/contract';
import { useApi } from '../../../shared/data/useApi';
import { useLocalized } from '../../../shared/data/localized';
import { forumModulesKey } from '../shared/forumKeys';

interface MoveThreadDialogProps {
  thread: ForumThread;
  isOpen: boolean;
  onClose: () => void;
  onMove: (topicId: number) => Promise<void>;
}

/** Staff: "Pindahkan diskusi" to another topic of the company, chosen as "Area › Topik". */
export function MoveThreadDialog({ thread, isOpen, onClose, onMove }: MoveThreadDialogProps) {
  const { t } = useTranslation();
  const pick = useLocalized();
  const { data } = useApi(isOpen ? forumModulesKey : null);
  const [topicId, setTopicId] = useState('');
  const [isBusy, setBusy] = useState(false);
  const options = (data?.items ?? []).flatMap((area) =>
    area.topics
      .filter((topic) => topic.id !== thread.topic.id)
      .map((topic) => ({
        value: String(topic.id),
        label: `${pick(area.title)} › ${pick(topic.title)}`,
      })),
  );

  async function move() {
    if (!topicId) return;
    setBusy(true);
    try {
      await onMove(Number(topicId));
      setTopicId('');
      onClose();
    } finally {
      setBusy(false);
    }
  }

  return (
    <Dialog
      isOpen={isOpen}
      onClose={onClose}
      title={t('forum.move.title')}
      description={t('forum.move.description', { topic: pick(thread.topic.title) })}
      size="sm"
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t('forum.move.cancel')}
          </Button>
          <Button
            onClick={() => void move()}
            disabled={!topicId}
            isLoading={isBusy}
            loadingLabel={t('forum.sending')}
          >
            {t('forum.move.confirm')}
          </Button>
        </>
      }
    >
      <Select
        label={t('forum.move.topic')}
        placeholder={t('forum.move.choose')}
        options={options}
        value={topicId}
        onChange={(event) => setTopicId(event.target.value)}
      />
    </Dialog>
  );
}
