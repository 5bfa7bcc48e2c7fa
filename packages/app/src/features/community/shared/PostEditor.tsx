import type { FormikProps } from 'formik';
import { RichTextEditor } from '@ajar/ui';
import { FORUM_LIMITS } from '@ajar/api/contract/forum-rules';
import { useMentionSource } from './useMentionSource';

interface PostEditorProps<Values extends { html: string }> {
  form: FormikProps<Values>;
  label: string;
  placeholder?: string;
  hint?: string;
  isRequired?: boolean;
  /** Where the text is kept in this browser until it is sent (or given up). */
  draftKey: string;
  /** Whom "@name" offers: the people who may read this topic. */
  topicId: number;
}

/** A post's text in a forum form: the editor with the forum's limit, drafts and mentions. */
export function PostEditor<Values extends { html: string }>({
  form,
  topicId,
  ...field
}: PostEditorProps<Values>) {
  const mentions = useMentionSource(topicId);
  return (
    <RichTextEditor
      {...field}
      mentions={mentions}
      maxLength={FORUM_LIMITS.bodyMaxLength}
      value={form.values.html}
      onChange={(html) => void form.setFieldValue('html', html)}
      onBlur={() => void form.setFieldTouched('html', true)}
      error={form.touched.html ? (form.errors.html as string | undefined) : undefined}
    />
  );
}
