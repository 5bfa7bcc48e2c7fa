import { lazy, Suspense, useId, useMemo, useState } from 'react';
import type { AnyExtension } from '@tiptap/react';
import { useEditorMessages } from './useEditorMessages';
import {
  Field,
  VisuallyHidden,
  fieldAria,
  formatMessage,
  hasHint,
  joinIds,
  useFieldIds,
  type FieldBaseProps,
} from '../internal/field';
import { ErrorIcon } from '../internal/icons';
import { useCounterAnnouncement } from '../TextArea/useCounterAnnouncement';
import { Counter, Footer, Notice } from './RichTextEditor.styles';
import { EditorSkeleton } from './EditorSkeleton';
import { textLength } from './textLength';
import type { MentionSource } from './mentions';

// The editor (TipTap and ProseMirror) is its own chunk, fetched the first time an editor
// renders: pages that only read never download it.
const EditorCore = lazy(() => import('./EditorCore'));

export interface RichTextEditorProps extends FieldBaseProps {
  /** Current HTML (controlled). Use with `onChange`. */
  value?: string;
  /** Initial HTML (uncontrolled). */
  defaultValue?: string;
  /**
   * Called on every edit with the HTML of the text, `''` when it is empty. The HTML holds
   * only what the toolbar makes (p, strong, em, ul, ol, li, blockquote, code, pre, a with an
   * http(s) href, br); the SERVER still sanitises it before storing or showing it.
   */
  onChange?: (html: string) => void;
  /** Called when the text loses focus (e.g. to validate on blur). */
  onBlur?: () => void;
  /** Shown in the empty text, e.g. 'Tulis pertanyaan atau jawaban Anda'. */
  placeholder?: string;
  /**
   * Most characters the text may have. The counter shows under the editor; typing past it is
   * allowed (nothing is cut off) but the field says by how much it is too long and is marked
   * invalid. The form should refuse to send it.
   */
  maxLength?: number;
  /**
   * Saves the text to this browser while typing (after a short pause) and restores it when an
   * editor with the same key opens again, e.g. `forum-reply:${threadId}`. Clear it with
   * `clearRichTextDraft(key)` once the text has been sent successfully.
   */
  draftKey?: string;
  /**
   * Shows the text without toolbar, not editable but focusable and readable.
   * @default false
   */
  isReadOnly?: boolean;
  /**
   * More TipTap extensions, added after the kit's own.
   * Read once, when the editor is created.
   */
  extensions?: AnyExtension[];
  /**
   * Typing "@" offers people to mention, found by `search` (e.g. those who may read the
   * thread); the chosen name is written as a mention (`<span data-type="mention" data-id>`),
   * which the server turns into a notification. Read once, when the editor is created.
   */
  mentions?: MentionSource;
  /** Form field name: a hidden input carries the HTML when the editor is in a native form. */
  name?: string;
  /** Id of the editable element; generated when absent. */
  id?: string;
  /** Ids of more elements describing the text, read after the field's own. */
  'aria-describedby'?: string;
}

/**
 * Formatted text for posts and replies: bold, italic, lists, links, quotes and code, with
 * undo. A light shell: the editor itself loads on first use behind a skeleton of its size.
 */
export function RichTextEditor({
  label,
  hint,
  error,
  isRequired = false,
  isDisabled = false,
  isReadOnly = false,
  className,
  value,
  defaultValue,
  onChange,
  onBlur,
  placeholder,
  maxLength,
  draftKey,
  extensions,
  mentions,
  name,
  id,
  'aria-describedby': describedBy,
}: RichTextEditorProps) {
  const messages = useEditorMessages();
  const ids = useFieldIds(id);
  const counterId = useId();
  const noticeId = useId();
  const [initialHtml] = useState(() => value ?? defaultValue ?? '');
  const [ownHtml, setOwnHtml] = useState(initialHtml);
  const [length, setLength] = useState(() => textLength(initialHtml));
  const [isDraftRestored, setIsDraftRestored] = useState(false);
  const [announcement, announce] = useCounterAnnouncement();

  const hasCounter = maxLength !== undefined;
  const isTooLong = hasCounter && length > maxLength;
  const counterText = (count: number) =>
    maxLength !== undefined && count > maxLength
      ? formatMessage(messages.editorTooLong, { over: count - maxLength, max: maxLength })
      : formatMessage(messages.editorCounter, { count, max: maxLength ?? 0 });

  const aria = fieldAria({
    ids,
    hasHint: hasHint(hint),
    error,
    isRequired,
    extraIds: [isDraftRestored && noticeId],
    describedBy: joinIds(hasCounter && counterId, describedBy),
  });
  const isInvalid = Boolean(error) || isTooLong;
  const { inputId, labelId } = ids;
  const descriptionIds = aria['aria-describedby'];
  // The editable is a <div>: it is named by the label's id, not by `<label for>`.
  const attributes = useMemo(() => {
    const all: Record<string, string | undefined> = {
      id: inputId,
      'aria-labelledby': labelId,
      'aria-describedby': descriptionIds,
      'aria-invalid': isInvalid ? 'true' : undefined,
      'aria-required': isRequired ? 'true' : undefined,
    };
    return Object.fromEntries(
      Object.entries(all).filter((entry): entry is [string, string] => entry[1] !== undefined),
    );
  }, [inputId, labelId, descriptionIds, isInvalid, isRequired]);

  return (
    <Field
      ids={ids}
      label={label}
      hint={hint}
      error={error}
      isRequired={isRequired}
      className={className}
      footer={
        (hasCounter || isDraftRestored) && (
          <Footer>
            {isDraftRestored && (
              <Notice id={noticeId} role="status">
                {messages.editorDraftRestored}
              </Notice>
            )}
            {hasCounter && (
              <>
                <Counter id={counterId} $isOver={isTooLong}>
                  {isTooLong && <ErrorIcon />}
                  <span>{counterText(length)}</span>
                </Counter>
                <VisuallyHidden role="status">{announcement}</VisuallyHidden>
              </>
            )}
          </Footer>
        )
      }
    >
      <Suspense fallback={<EditorSkeleton hasToolbar={!isReadOnly} />}>
        <EditorCore
          attributes={attributes}
          initialHtml={initialHtml}
          value={value}
          placeholder={placeholder}
          isDisabled={isDisabled}
          isReadOnly={isReadOnly}
          isInvalid={isInvalid}
          draftKey={draftKey}
          extensions={extensions}
          mentions={mentions}
          onEdit={(html, count) => {
            setOwnHtml(html);
            setLength(count);
            if (hasCounter) announce(counterText(count));
            onChange?.(html);
          }}
          onLength={setLength}
          onDraftRestored={() => setIsDraftRestored(true)}
          onBlur={onBlur}
        />
      </Suspense>
      {name && <input type="hidden" name={name} value={value ?? ownHtml} />}
    </Field>
  );
}
