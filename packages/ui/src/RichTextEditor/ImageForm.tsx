import { useEffect, useRef, useState } from 'react';
import type { Editor } from '@tiptap/react';
import { useEditorMessages } from './useEditorMessages';
import { Button } from '../Button';
import { TextField } from '../TextField';
import { LinkPanel } from './RichTextEditor.styles';
import { isHttpsUrl } from './httpUrl';

/** Longer than any useful description; a caption belongs in the text. */
const ALT_MAX_LENGTH = 250;

interface ImageFormProps {
  id: string;
  editor: Editor;
  /** Closes the form; focus goes back to the text. */
  onClose: () => void;
}

/**
 * Inserts an image by its https address, with the alternative text a screen reader reads in
 * its place (required: an image nobody can describe tells a blind reader nothing). Not a
 * <form>, as the editor usually sits in the page's own form. Enter applies, Escape cancels.
 */
export function ImageForm({ id, editor, onClose }: ImageFormProps) {
  const messages = useEditorMessages();
  const [url, setUrl] = useState('');
  const [alt, setAlt] = useState('');
  const [errors, setErrors] = useState<{ url?: string; alt?: string }>({});
  const urlInput = useRef<HTMLInputElement>(null);
  const altInput = useRef<HTMLInputElement>(null);

  useEffect(() => urlInput.current?.focus(), []);

  const close = () => {
    onClose();
    editor.commands.focus();
  };

  const apply = () => {
    const src = url.trim();
    const text = alt.trim();
    const found = {
      url: isHttpsUrl(src) ? undefined : messages.editorImageInvalid,
      alt: text ? undefined : messages.editorImageAltRequired,
    };
    if (found.url || found.alt) {
      setErrors(found);
      (found.url ? urlInput : altInput).current?.focus();
      return;
    }
    editor.chain().focus().setImage({ src, alt: text }).run();
    onClose();
  };

  const keys = (event: React.KeyboardEvent) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      apply();
    } else if (event.key === 'Escape') {
      event.preventDefault();
      close();
    }
  };

  return (
    <LinkPanel id={id}>
      <TextField
        ref={urlInput}
        type="url"
        label={messages.editorImageUrl}
        value={url}
        error={errors.url}
        inputMode="url"
        placeholder="https://"
        onChange={(event) => {
          setUrl(event.target.value);
          setErrors((e) => ({ ...e, url: undefined }));
        }}
        onKeyDown={keys}
      />
      <TextField
        ref={altInput}
        label={messages.editorImageAlt}
        hint={messages.editorImageAltHint}
        value={alt}
        error={errors.alt}
        maxLength={ALT_MAX_LENGTH}
        onChange={(event) => {
          setAlt(event.target.value);
          setErrors((e) => ({ ...e, alt: undefined }));
        }}
        onKeyDown={keys}
      />
      <Button size="sm" onClick={apply}>
        {messages.editorImageApply}
      </Button>
      <Button size="sm" variant="ghost" onClick={close}>
        {messages.editorImageCancel}
      </Button>
    </LinkPanel>
  );
}
