import { useTranslation } from 'react-i18next';
import { object } from 'yup';
import { RichTextEditor, clearRichTextDraft } from '@ajar/ui';
import { FORUM_LIMITS } from '@ajar/api/contract/forum-rules';
import type { ForumPost } from '@ajar/api/contract';
import type { Language } from '@ajar/api/contract/languages';
import { apiRequest } from '../../../api';
import { ApiForm } from '../../../shared/forms/ApiForm';
import { postTextSchema } from '../shared/forumSchema';

/** A reply at the end of the thread; the text is kept in this browser until it is sent. */
export function ReplyForm({
  threadId,
  onSent,
}: {
  threadId: number;
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
        <RichTextEditor
          label={t('forum.replyLabel')}
          placeholder={t('forum.replyPlaceholder')}
          maxLength={FORUM_LIMITS.bodyMaxLength}
          draftKey={draftKey}
          value={form.values.html}
          onChange={(html) => void form.setFieldValue('html', html)}
          onBlur={() => void form.setFieldTouched('html', true)}
          error={form.touched.html ? form.errors.html : undefined}
        />
      )}
    </ApiForm>
  );
}
