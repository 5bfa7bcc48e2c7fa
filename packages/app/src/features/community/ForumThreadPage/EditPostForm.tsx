import { useTranslation } from 'react-i18next';
import { object } from 'yup';
import { clearRichTextDraft } from '@ajar/ui';
import { FORUM_LIMITS } from '@ajar/api/contract/forum-rules';
import type { ForumPost } from '@ajar/api/contract';
import type { Language } from '@ajar/api/contract/languages';
import { apiRequest } from '../../../api';
import { ApiForm } from '../../../shared/forms/ApiForm';
import { postTextSchema } from '../shared/forumSchema';
import { PostEditor } from '../shared/PostEditor';

interface EditPostFormProps {
  post: ForumPost;
  /** Whom "@name" offers: the people who may read the thread's topic. */
  topicId: number;
  /** Its writer edits within a window (staff any time): only the writer is told of it. */
  isWriter: boolean;
  onSaved: (post: ForumPost) => Promise<void>;
  onCancel: () => void;
}

/**
 * A post's text in the editor, in place of the post. What is typed is kept in this browser
 * until it is saved or the change is given up; the API keeps the earlier text in the history.
 */
export function EditPostForm({ post, topicId, isWriter, onSaved, onCancel }: EditPostFormProps) {
  const { t, i18n } = useTranslation();
  const lang = (i18n.resolvedLanguage === 'en' ? 'en' : 'id') as Language;
  const draftKey = `forum-edit:${post.id}`;
  return (
    <ApiForm<{ html: string }>
      label={t('forum.edit.label')}
      initialValues={{ html: post.bodyHtml }}
      schema={object({ html: postTextSchema(lang) })}
      fields={['html']}
      failed={t('forum.sendFailed')}
      send={async (values) => {
        const saved = await apiRequest('patch', '/forum/posts/{id}', {
          path: { id: post.id },
          body: { html: values.html },
        });
        clearRichTextDraft(draftKey);
        await onSaved(saved);
      }}
      submitLabel={t('forum.edit.save')}
      loadingLabel={t('forum.edit.saving')}
      cancel={{
        label: t('forum.edit.cancel'),
        onCancel: () => {
          clearRichTextDraft(draftKey);
          onCancel();
        },
      }}
    >
      {(form) => (
        <PostEditor
          form={form}
          topicId={topicId}
          label={t('forum.edit.label')}
          hint={
            isWriter
              ? t('forum.edit.windowHint', { minutes: FORUM_LIMITS.editWindowMinutes })
              : undefined
          }
          draftKey={draftKey}
        />
      )}
    </ApiForm>
  );
}
