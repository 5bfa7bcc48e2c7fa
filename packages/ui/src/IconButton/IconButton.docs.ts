import type { Guidelines } from '../docs/guidelines';

export const guidelines: Guidelines = {
  status: 'new',
  use: [
    'An action shown only as an icon where space is tight and the icon is well known: close, bookmark, more.',
    'In toolbars, card corners and table rows.',
  ],
  avoid: [
    'An action whose icon is not obvious: use `Button` with text (and an icon, if it helps).',
    'The main action of a page: use `Button variant="primary"` with words.',
    'Moving to another page: use `Link`.',
  ],
  variants: [
    { name: 'variant="ghost"', guidance: 'The default: quiet actions in toolbars and cards.' },
    {
      name: 'variant="secondary"',
      guidance: 'When it needs an outline to be seen on a busy surface.',
    },
    { name: 'variant="primary"', guidance: 'Rarely: a floating main action.' },
    {
      name: 'variant="danger"',
      guidance: 'Deleting or removing ("Hapus"); confirm it in a `Dialog`.',
    },
    { name: 'size', guidance: '`sm`, `md` or `lg`, matching the heights of `Button` beside it.' },
    { name: 'label', guidance: 'Required: the name read out and the tooltip shown on hover.' },
  ],
  do: [
    'Write `label` as the action: "Simpan ke markah", "Tutup", "Hapus berkas".',
    'Use the same icon for the same action everywhere.',
  ],
  dont: [
    'Label by the icon’s look ("Bintang", "Silang"): say what it does.',
    'Put several icon buttons with unclear icons side by side.',
  ],
  keyboard: ['Tab: moves focus to it (a visible focus ring).', 'Enter or Space: presses it.'],
  screenReader: [
    'A button named by `label` (`aria-label`); the icon is hidden.',
    'When `disabled` it is skipped by Tab and read as dimmed; say nearby why it is unavailable.',
  ],
  content: [
    'Indonesian: a verb first, sentence case, two or three words: "Hapus berkas".',
    'English in British spelling: "Save to bookmarks", "Close".',
  ],
};
