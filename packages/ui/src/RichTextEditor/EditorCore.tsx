import { useEffect, useId, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { EditorContent, Extension, useEditor, type AnyExtension, type Editor } from '@tiptap/react';
import { StarterKit } from '@tiptap/starter-kit';
import { Image } from '@tiptap/extension-image';
import { Placeholder } from '@tiptap/extension-placeholder';
import { Content, Frame } from './RichTextEditor.styles';
import { Toolbar } from './Toolbar';
import { ImageForm } from './ImageForm';
import { LinkForm } from './LinkForm';
import { isHttpUrl, isImageSource } from './httpUrl';
import { flushDraft, readDraft, scheduleDraft } from './draft';
import { MentionList, mentionAnnouncement, mentionOptionId } from './MentionList';
import { closeMentions, mentionExtension, type MentionSource, type MentionState } from './mentions';
import { useEditorMessages } from './useEditorMessages';
import { VisuallyHidden } from '../internal/field';

export interface EditorCoreProps {
  /** ARIA and id of the editable, from the field around it. */
  attributes: Record<string, string>;
  initialHtml: string;
  /** Controlled value; `undefined` when the editor keeps its own. */
  value: string | undefined;
  placeholder: string | undefined;
  isDisabled: boolean;
  isReadOnly: boolean;
  isInvalid: boolean;
  draftKey: string | undefined;
  extensions: AnyExtension[] | undefined;
  /** Where "@name" finds people; no mentions without it. */
  mentions: MentionSource | undefined;
  /** Every edit: the HTML ('' when empty) and its length in characters. */
  onEdit: (html: string, length: number) => void;
  /** The length of the text shown, after load and after a controlled value comes in. */
  onLength: (length: number) => void;
  onDraftRestored: () => void;
  onBlur: (() => void) | undefined;
}

const htmlOf = (editor: Editor) => (editor.isEmpty ? '' : editor.getHTML());
const lengthOf = (editor: Editor) => editor.state.doc.textContent.length;

/**
 * The TipTap part of `RichTextEditor`, loaded on first use. Whatever HTML comes in is parsed
 * into the editor's schema: elements and attributes it does not know (script, style, event
 * handlers, non-http links) are dropped, never rendered.
 */
export default function EditorCore({
  attributes,
  initialHtml,
  value,
  placeholder,
  isDisabled,
  isReadOnly,
  isInvalid,
  draftKey,
  extensions,
  mentions,
  onEdit,
  onLength,
  onDraftRestored,
  onBlur,
}: EditorCoreProps) {
  const linkPanelId = useId();
  const imagePanelId = useId();
  const mentionListId = useId();
  const messages = useEditorMessages();
  /** The one form open under the toolbar, if any: a link's or an image's. */
  const [panel, setPanel] = useState<'link' | 'image' | null>(null);
  const toggle = (which: 'link' | 'image') => setPanel((open) => (open === which ? null : which));
  const [mention, setMention] = useState<MentionState | null>(null);
  const [activeMention, setActiveMention] = useState(0);
  const mentionState = useRef({ mention, activeMention, mentions });
  // The editor and its extensions are created once; they call the latest props through these.
  const callbacks = useRef({ onEdit, onLength, onBlur, openLink: () => setPanel('link') });
  /** What the editor has sent out through `onEdit` and not yet seen come back as `value`. */
  const emitted = useRef<string[]>([]);
  const placeholderText = useRef(placeholder);
  useLayoutEffect(() => {
    callbacks.current = { ...callbacks.current, onEdit, onLength, onBlur };
    placeholderText.current = placeholder;
    mentionState.current = { mention, activeMention, mentions };
  });
  const [draft] = useState(() => (draftKey ? readDraft(draftKey) : undefined));

  // Created once: TipTap compares extensions by identity and would reconfigure on each render.
  // The refs are read in key handlers and when the placeholder is drawn, never during render.
  // eslint-disable-next-line react-hooks/refs
  const [allExtensions] = useState<AnyExtension[]>(() => [
    StarterKit.configure({
      // A post has paragraphs, lists, quotes and code; no headings, rules, strike or underline.
      heading: false,
      horizontalRule: false,
      strike: false,
      underline: false,
      // StarterKit 3 brings Link; configured here, not registered a second time.
      link: {
        openOnClick: false,
        defaultProtocol: 'https',
        HTMLAttributes: { target: null, rel: 'noopener noreferrer nofollow' },
        // Applies to typed, pasted and loaded links alike.
        isAllowedUri: (url) => isHttpUrl(url),
      },
    }),
    // Block images by an https address (or a path on this site), with their alternative text
    // (the image form asks for both); the server's sanitiser keeps the same (decision 0017).
    // Loaded or pasted images from anywhere else are dropped, never requested.
    Image.extend({
      parseHTML: () => [
        {
          tag: 'img[src]',
          getAttrs: (element) => (isImageSource(element.getAttribute('src') ?? '') ? null : false),
        },
      ],
    }).configure({ inline: false, allowBase64: false }),
    Placeholder.configure({ placeholder: () => placeholderText.current ?? '' }),
    Extension.create({
      name: 'linkShortcut',
      addKeyboardShortcuts: () => ({
        'Mod-k': () => {
          callbacks.current.openLink();
          return true;
        },
      }),
    }),
    ...(mentions
      ? [
          mentionExtension(() => mentionState.current.mentions, {
            onChange: (state) => {
              setMention(state);
              // A new list starts at its first name.
              if (state?.query !== mentionState.current.mention?.query) setActiveMention(0);
            },
            onKeyDown: (event, view) => {
              const { mention: open, activeMention: active } = mentionState.current;
              if (!open) return false;
              const count = open.items.length;
              if (event.key === 'Escape') {
                closeMentions(view);
                return true;
              }
              if (count === 0) return false;
              if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
                const step = event.key === 'ArrowDown' ? 1 : -1;
                setActiveMention((active + step + count) % count);
                return true;
              }
              if (event.key === 'Enter' || event.key === 'Tab') {
                open.select(open.items[Math.min(active, count - 1)]!);
                return true;
              }
              return false;
            },
          }),
        ]
      : []),
    ...(extensions ?? []),
  ]);

  const editorProps = useMemo(
    () => ({
      attributes: {
        ...attributes,
        role: 'textbox',
        'aria-multiline': 'true',
        ...(placeholder ? { 'aria-placeholder': placeholder } : {}),
        // Read-only text stays in the tab order, so it can be reached and read.
        ...(isReadOnly ? { 'aria-readonly': 'true', tabindex: '0' } : {}),
        ...(isDisabled ? { 'aria-disabled': 'true' } : {}),
      },
    }),
    [attributes, placeholder, isReadOnly, isDisabled],
  );

  const editor = useEditor({
    extensions: allExtensions,
    content: draft ?? initialHtml,
    editable: !isDisabled && !isReadOnly,
    // The kit writes ProseMirror's base rules in its own styles (see `Content`).
    injectCSS: false,
    immediatelyRender: true,
    shouldRerenderOnTransaction: false,
    editorProps,
    onCreate: ({ editor: created }) => {
      if (draft) {
        callbacks.current.onEdit(htmlOf(created), lengthOf(created));
        onDraftRestored();
      } else callbacks.current.onLength(lengthOf(created));
    },
    onUpdate: ({ editor: updated }) => {
      const html = htmlOf(updated);
      emitted.current.push(html);
      callbacks.current.onEdit(html, lengthOf(updated));
      if (draftKey) scheduleDraft(draftKey, html);
    },
    onBlur: () => callbacks.current.onBlur?.(),
  });

  // Leaving the page mid-pause still keeps what was typed.
  useEffect(
    () => () => {
      if (draftKey) flushDraft(draftKey);
    },
    [draftKey],
  );

  useEffect(() => {
    editor.setEditable(!isDisabled && !isReadOnly, false);
  }, [editor, isDisabled, isReadOnly]);

  // While names are offered, the text says which list it drives and which name is highlighted;
  // ProseMirror leaves attributes it did not set alone.
  const hasOptions = mention !== null && mention.items.length > 0;
  useEffect(() => {
    // Only once names are offered: before it is mounted, the editor has no view to read.
    if (!hasOptions) return;
    const text = editor.view.dom;
    text.setAttribute('aria-controls', mentionListId);
    text.setAttribute('aria-activedescendant', mentionOptionId(mentionListId, activeMention));
    return () => {
      text.removeAttribute('aria-controls');
      text.removeAttribute('aria-activedescendant');
    };
  }, [editor, hasOptions, activeMention, mentionListId]);

  // `<label for>` does not reach a <div>: a click on the field's label focuses the text.
  const labelId = attributes['aria-labelledby'];
  useEffect(() => {
    const label = labelId ? document.getElementById(labelId) : null;
    if (!label) return;
    const focusText = () => {
      if (!isDisabled) editor.commands.focus();
    };
    label.addEventListener('click', focusText);
    return () => label.removeEventListener('click', focusText);
  }, [editor, labelId, isDisabled]);

  // A controlled value set from outside (a reset, a loaded post) replaces the text. The
  // editor's own edits come back as values too, in order but possibly late (a form library
  // that updates its state after a tick): an echo of an earlier edit, arriving while the
  // learner has typed on, must not put the older text back over the newer.
  const isFirstValue = useRef(true);
  useEffect(() => {
    if (isFirstValue.current) {
      isFirstValue.current = false;
      return;
    }
    if (value === undefined) return;
    const echo = emitted.current.indexOf(value);
    if (echo !== -1) {
      emitted.current.splice(0, echo + 1);
      return;
    }
    emitted.current = [];
    if (value === htmlOf(editor)) return;
    editor.commands.setContent(value, { emitUpdate: false });
    callbacks.current.onLength(lengthOf(editor));
  }, [editor, value]);

  return (
    <Frame $isInvalid={isInvalid} $isDisabled={isDisabled}>
      {!isReadOnly && (
        <Toolbar
          editor={editor}
          isDisabled={isDisabled}
          onLink={() => toggle('link')}
          isLinkOpen={panel === 'link'}
          linkPanelId={linkPanelId}
          onImage={() => toggle('image')}
          isImageOpen={panel === 'image'}
          imagePanelId={imagePanelId}
          controls={attributes.id ?? ''}
        />
      )}
      {panel === 'link' && (
        <LinkForm id={linkPanelId} editor={editor} onClose={() => setPanel(null)} />
      )}
      {panel === 'image' && (
        <ImageForm id={imagePanelId} editor={editor} onClose={() => setPanel(null)} />
      )}
      <Content>
        <EditorContent editor={editor} />
      </Content>
      {mention && (
        <MentionList
          id={mentionListId}
          state={mention}
          active={activeMention}
          messages={messages}
        />
      )}
      {mentions && (
        <VisuallyHidden role="status">{mentionAnnouncement(mention, messages)}</VisuallyHidden>
      )}
    </Frame>
  );
}
