import { useTranslation } from 'react-i18next';
import { object } from 'yup';
import { clearRichTextDraft } from '@ajar/ui';
import type { ForumPost } from '@ajar/api/contract';
import type { Language } from '@ajar/api/contract/languages';
import { apiRequest } from '../../../api';
import { ApiForm } from '../../../shared/forms/ApiForm';
import { postTextSchema } from '../shared/forumSchema';
import { PostEditor } from '../shared/PostEditor';

/** A reply at the end of the thread; the text is kept in this browser until it is sent. */
export function ReplyForm({
  threadId,
  topicId,
  onSent,
}: {
  threadId: number;
  /** Whom "@name" offers: the people who may read the thread's topic. */
  topicId: number;
  onSent: (post: ForumPost) => Promise<void>;
}) {
  const { t, i18n } = useTranslation();
  const lang = (i18n.resolvedLanguage === 'en' ? 'en' : 'id') as Language;
  const draftKey = `forum-reply:${threadId}`;
  return (
    <ApiForm<{ html: string }>
      label={t('forum.reply')}
      initialValues={{ html: '' }}
      schema={object({ html: postTextSchema(lang) })}
      fields={['html']}
      failed={t('forum.sendFailed')}
      send={async (values, helpers) => {
        const post = await apiRequest('post', '/forum/threads/{id}/posts', {
          path: { id: threadId },
          body: { html: values.html },
        });
        clearRichTextDraft(draftKey);
        helpers.resetForm();
        await onSent(post);
      }}
      submitLabel={t('forum.sendReply')}
      loadingLabel={t('forum.sending')}
    >
      {(form) => (
        <PostEditor
          form={form}
          topicId={topicId}
          label={t('forum.replyLabel')}
          placeholder={t('forum.replyPlaceholder')}
          draftKey={draftKey}
        />
      )}
    </ApiForm>
  );
}
