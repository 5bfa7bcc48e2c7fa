import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useSWRConfig } from 'swr';
import { RadioGroup, TextField, clearRichTextDraft } from '@ajar/ui';
import { FORUM_LIMITS, forumThreadPath } from '@ajar/api/contract/forum-rules';
import type { Language } from '@ajar/api/contract/languages';
import { apiRequest } from '../../../api';
import { PostEditor } from '../shared/PostEditor';
import { ApiForm } from '../../../shared/forms/ApiForm';
import { fieldProps } from '../../../shared/forms/fieldProps';
import { showsForumActivity } from '../shared/forumKeys';
import { NEW_THREAD_FIELDS, newThreadSchema, type NewThreadValues } from '../shared/forumSchema';

/** Starting a thread in a topic: a title, question or discussion, and the text. */
export function NewThreadForm({ topicId }: { topicId: number }) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const { mutate } = useSWRConfig();
  const lang = (i18n.resolvedLanguage === 'en' ? 'en' : 'id') as Language;
  const draftKey = `forum-thread:${topicId}`;

  async function send(values: NewThreadValues) {
    const started = await apiRequest('post', '/forum/topics/{id}/threads', {
      path: { id: topicId },
      body: { title: values.title.trim(), kind: values.kind, html: values.html },
    });
    clearRichTextDraft(draftKey);
    await mutate(showsForumActivity);
    await navigate(forumThreadPath(started.thread.id));
  }

  return (
    <ApiForm<NewThreadValues>
      label={t('forum.newThread')}
      initialValues={{ title: '', kind: 'question', html: '' }}
      schema={newThreadSchema(lang)}
      fields={NEW_THREAD_FIELDS}
      failed={t('forum.sendFailed')}
      send={send}
      submitLabel={t('forum.startThread')}
      loadingLabel={t('forum.sending')}
    >
      {(form) => (
        <>
          <TextField
            label={t('forum.titleLabel')}
            hint={t('forum.titleHint')}
            maxLength={FORUM_LIMITS.titleMaxLength}
            isRequired
            {...fieldProps(form, 'title')}
          />
          <RadioGroup
            label={t('forum.kindLabel')}
            orientation="horizontal"
            options={[
              { value: 'question', label: t('forum.kind.question') },
              { value: 'discussion', label: t('forum.kind.discussion') },
            ]}
            {...fieldProps(form, 'kind')}
          />
          <PostEditor
            form={form}
            topicId={topicId}
            label={t('forum.textLabel')}
            placeholder={t('forum.textPlaceholder')}
            draftKey={draftKey}
            isRequired
          />
        </>
      )}
    </ApiForm>
  );
}
