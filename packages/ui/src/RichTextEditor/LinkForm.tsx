import { useEffect, useRef, useState } from 'react';
import type { Editor } from '@tiptap/react';
import { useEditorMessages } from './useEditorMessages';
import { Button } from '../Button';
import { TextField } from '../TextField';
import { LinkPanel } from './RichTextEditor.styles';
import { isHttpUrl } from './httpUrl';

interface LinkFormProps {
  id: string;
  editor: Editor;
  /** Closes the form; focus goes back to the text. */
  onClose: () => void;
}

/**
 * Adds, changes or removes the link at the cursor. Not a <form>: the editor usually sits in
 * the page's own form, and forms do not nest. Enter applies, Escape cancels.
 */
export function LinkForm({ id, editor, onClose }: LinkFormProps) {
  const messages = useEditorMessages();
  const existing = editor.getAttributes('link').href as string | undefined;
  const [url, setUrl] = useState(existing ?? '');
  const [error, setError] = useState<string | undefined>();
  const input = useRef<HTMLInputElement>(null);

  useEffect(() => input.current?.focus(), []);

  const close = () => {
    onClose();
    editor.commands.focus();
  };

  const apply = () => {
    const href = url.trim();
    if (!isHttpUrl(href)) {
      setError(messages.editorLinkInvalid);
      input.current?.focus();
      return;
    }
    const chain = editor.chain().focus();
    if (editor.state.selection.empty && !editor.isActive('link')) {
      // Nothing selected: the address itself becomes the linked text.
      chain.insertContent({ type: 'text', text: href, marks: [{ type: 'link', attrs: { href } }] });
    } else {
      chain.extendMarkRange('link').setLink({ href });
    }
    chain.run();
    onClose();
  };

  return (
    <LinkPanel id={id}>
      <TextField
        ref={input}
        type="url"
        label={messages.editorLinkUrl}
        value={url}
        error={error}
        inputMode="url"
        placeholder="https://"
        onChange={(event) => {
          setUrl(event.target.value);
          setError(undefined);
        }}
        onKeyDown={(event) => {
          if (event.key === 'Enter') {
            event.preventDefault();
            apply();
          } else if (event.key === 'Escape') {
            event.preventDefault();
            close();
          }
        }}
      />
      <Button size="sm" onClick={apply}>
        {messages.editorLinkApply}
      </Button>
      {existing && (
        <Button
          size="sm"
          variant="secondary"
          onClick={() => {
            editor.chain().focus().extendMarkRange('link').unsetLink().run();
            onClose();
          }}
        >
          {messages.editorLinkRemove}
        </Button>
      )}
      <Button size="sm" variant="ghost" onClick={close}>
        {messages.editorLinkCancel}
      </Button>
    </LinkPanel>
  );
}
