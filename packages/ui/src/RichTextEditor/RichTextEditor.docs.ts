import type { Guidelines } from '../docs/guidelines';

export const guidelines: Guidelines = {
  status: 'new',
  use: [
    'Writing with formatting: a forum post or reply, where bold, lists, links, quotes, code and pictures help the reader.',
    'Only on pages that write: the editor (TipTap and ProseMirror, about 128 KiB gzip, measured with TipTap 3.34) is a separate chunk fetched when the first editor renders; a page that only reads never loads it.',
  ],
  avoid: [
    'Plain text (a review, a reason, feedback on an acara): use `TextArea`, which has no toolbar and loads nothing.',
    'One line (a title, a name): use `TextField`.',
    'Showing HTML someone wrote: use `RichText` with HTML the server has sanitised.',
  ],
  variants: [
    {
      name: 'value / onChange(html)',
      guidance:
        "Controlled: the HTML string of the text, `''` when empty. Send it as is: the SERVER sanitises it (allowing the same elements the toolbar makes) before storing or showing it; the editor is not a sanitiser for anyone else.",
    },
    { name: 'defaultValue', guidance: 'Uncontrolled: the editor keeps its own text.' },
    {
      name: 'maxLength',
      guidance:
        'Shows "120 dari 5000 karakter". Past it typing goes on (nothing is cut off), the counter says "Terlalu panjang: 12 karakter lebih dari batas 5000" with an icon and the field is invalid; refuse to send it.',
    },
    {
      name: 'draftKey',
      guidance:
        'Saves the text in this browser half a second after typing pauses, and brings it back when an editor with the same key opens ("Draf yang belum terkirim dipulihkan."). Use one key per place, e.g. `forum-reply:${threadId}`, and call `clearRichTextDraft(key)` after a successful submit, never before the server has accepted it.',
    },
    {
      name: 'isDisabled / isReadOnly',
      guidance:
        'Disabled greys the text and the toolbar out; read-only hides the toolbar and keeps the text focusable and readable.',
    },
    {
      name: 'extensions',
      guidance:
        "More TipTap extensions after the kit's own. Read once, when the editor is created.",
    },
    {
      name: 'images',
      guidance:
        'The image button inserts a picture by its https address with the alternative text a screen reader reads in its place; both are required (an address that is not https, or no description, is refused with its message). The picture loads from its own site, so use addresses the reader can reach.',
    },
    {
      name: 'label / hint / error / isRequired',
      guidance: 'As on `TextField`: the label names the text, hint and error describe it.',
    },
  ],
  do: [
    'Give a `placeholder` that invites the post: "Tulis pertanyaan atau jawaban Anda".',
    "Set `maxLength` to the server's limit, so the counter warns before the server refuses.",
    'Clear the draft only once the post is saved; on an error the text stays for another try.',
    'Render posts with `RichText` from the HTML the server returns, not from what was typed.',
  ],
  dont: [
    'Trust the HTML from `onChange` on the server: the browser is not in your control, sanitise it there.',
    "Put two editors with the same `draftKey` on one page: they would overwrite each other's draft.",
    'Import TipTap in the app to build another editor: the chunk would be loaded twice.',
  ],
  keyboard: [
    'Tab: into the toolbar (one stop, at the last used button), then into the text.',
    'Left and Right arrows, Home and End: move between toolbar buttons; Enter or Space presses one and returns to the text.',
    'Ctrl+B (Cmd+B on a Mac): bold. Ctrl+I: italic. Ctrl+E: inline code. Ctrl+K: add or edit a link.',
    'Ctrl+Z: undo. Ctrl+Shift+Z or Ctrl+Y: redo.',
    'In the link form: Enter adds the link, Escape cancels and returns to the text.',
    'Markdown-like typing: "- " or "1. " starts a list, "> " a quote, "```" a code block.',
  ],
  screenReader: [
    'The text is a multi-line textbox (`role="textbox"`, `aria-multiline`) named by the label and described by the hint, the error and the counter.',
    'The toolbar is announced as "Format teks"; each button has a name and says whether its format is on where the cursor is (`aria-pressed`), and its shortcut (`aria-keyshortcuts`).',
    'Over `maxLength` the text is `aria-invalid`; the count is announced politely once typing pauses.',
    "A refused link address is said in the link form's error, beside the field.",
  ],
  content: [
    'Label: what is being written, a noun phrase in sentence case: "Balasan", "Isi diskusi".',
    'Placeholder: an invitation, never the label or a rule: "Tulis pertanyaan atau jawaban Anda".',
    'English: the same, in British spelling: "Reply", "Write your question or answer".',
  ],
};
