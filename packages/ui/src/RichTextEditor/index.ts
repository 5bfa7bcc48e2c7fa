export { RichTextEditor } from './RichTextEditor';
export type { RichTextEditorProps } from './RichTextEditor';
export { clearRichTextDraft } from './draft';
export type { MentionPerson, MentionSource } from './mentions';
