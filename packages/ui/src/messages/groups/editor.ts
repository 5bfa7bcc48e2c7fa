/**
 * Built-in labels of RichTextEditor, Indonesian and English (same keys in both): the toolbar's
 * button names (also their visible tooltips), the link and image forms, the counter, the draft notice and
 * the list of names offered for a mention.
 * Kept out of `uiMessages`, which every page loads: only the editor's own code imports them
 * (`useEditorMessages`), so pages that do not write never download them. `UiProvider` still
 * takes overrides for them.
 */
export const editorMessages = {
  id: {
    editorToolbar: 'Format teks',
    editorBold: 'Tebal',
    editorItalic: 'Miring',
    editorBulletList: 'Daftar berbutir',
    editorOrderedList: 'Daftar bernomor',
    editorQuote: 'Kutipan',
    editorCode: 'Kode dalam teks',
    editorCodeBlock: 'Blok kode',
    editorLink: 'Tautan',
    editorUndo: 'Urungkan',
    editorRedo: 'Ulangi',
    editorLinkUrl: 'Alamat tautan',
    editorLinkApply: 'Pasang tautan',
    editorLinkRemove: 'Hapus tautan',
    editorLinkCancel: 'Batal',
    editorLinkInvalid: 'Alamat tautan harus diawali http:// atau https://',
    editorImage: 'Gambar',
    editorImageUrl: 'Alamat gambar',
    editorImageAlt: 'Teks alternatif',
    editorImageAltHint: 'Jelaskan isi gambar bagi pembaca yang tidak dapat melihatnya.',
    editorImageApply: 'Sisipkan gambar',
    editorImageCancel: 'Batal',
    editorImageInvalid: 'Alamat gambar harus diawali https://',
    editorImageAltRequired: 'Teks alternatif wajib diisi',
    editorCounter: '{count} dari {max} karakter',
    editorTooLong: 'Terlalu panjang: {over} karakter lebih dari batas {max}',
    editorDraftRestored: 'Draf yang belum terkirim dipulihkan.',
    editorLoading: 'Memuat editor',
    editorMentionList: 'Orang yang dapat disebut',
    editorMentionCount: 'Nama ditemukan: {count}. Pilih dengan panah atas atau bawah, lalu Enter.',
    editorMentionNone: 'Tidak ada nama yang cocok',
    editorMentionLoading: 'Mencari nama…',
  },
  en: {
    editorToolbar: 'Text formatting',
    editorBold: 'Bold',
    editorItalic: 'Italic',
    editorBulletList: 'Bulleted list',
    editorOrderedList: 'Numbered list',
    editorQuote: 'Quote',
    editorCode: 'Inline code',
    editorCodeBlock: 'Code block',
    editorLink: 'Link',
    editorUndo: 'Undo',
    editorRedo: 'Redo',
    editorLinkUrl: 'Link address',
    editorLinkApply: 'Add link',
    editorLinkRemove: 'Remove link',
    editorLinkCancel: 'Cancel',
    editorLinkInvalid: 'The link address must start with http:// or https://',
    editorImage: 'Image',
    editorImageUrl: 'Image address',
    editorImageAlt: 'Alternative text',
    editorImageAltHint: 'Describe the image for readers who cannot see it.',
    editorImageApply: 'Insert image',
    editorImageCancel: 'Cancel',
    editorImageInvalid: 'The image address must start with https://',
    editorImageAltRequired: 'Alternative text is required',
    editorCounter: '{count} of {max} characters',
    editorTooLong: 'Too long: {over} characters over the {max} limit',
    editorDraftRestored: 'Your unsent draft has been restored.',
    editorLoading: 'Loading the editor',
    editorMentionList: 'People to mention',
    editorMentionCount: 'Names found: {count}. Choose with the up or down arrow, then Enter.',
    editorMentionNone: 'No name matches',
    editorMentionLoading: 'Looking for names…',
  },
} as const;

export type EditorMessageKey = keyof (typeof editorMessages)['id'] &
  keyof (typeof editorMessages)['en'];
export type EditorMessages = Record<EditorMessageKey, string>;
