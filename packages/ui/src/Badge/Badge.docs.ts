import type { Guidelines } from '../docs/guidelines';

/** Shared by the Badge and Tag pages: a Tag is a Badge-shaped selected option. */
export const guidelines: Guidelines = {
  status: 'stable',
  use: [
    'Badge: a short status or label on a card or row: "Wajib", "Lulus", "Terlambat".',
    'Tag: an option the user selected, e.g. an active filter, that they can remove.',
  ],
  avoid: [
    'A message with a sentence or a next step: use `Callout`.',
    'The type of a course item (Modul, Pre-test, Ujian akhir): use `ContentTypeBadge`.',
    'Something to click that is not a removable choice: use `Button` or `Link`.',
  ],
  variants: [
    { name: 'tone="neutral"', guidance: 'Facts without judgement: "Wajib", "Draf".' },
    { name: 'tone="info"', guidance: 'Something new or to notice: "Baru".' },
    { name: 'tone="success"', guidance: 'A good outcome: "Lulus", "Selesai".' },
    { name: 'tone="warning"', guidance: 'Needs attention soon: "Segera berakhir".' },
    { name: 'tone="danger"', guidance: 'A problem or missed deadline: "Terlambat", "Dicabut".' },
    {
      name: 'tone="primary"',
      guidance: 'Brand emphasis with no meaning, e.g. "Rekomendasi"; never for a status.',
    },
    { name: 'icon', guidance: 'A small icon before the text, with `aria-hidden`.' },
    {
      name: 'Tag onRemove',
      guidance:
        'Adds a remove button; without it the tag is a plain label. `isDisabled` disables it.',
    },
  ],
  do: [
    {
      text: 'Say the status in words; the tone repeats it in colour: "Lulus" in success, "Belum lulus" in danger.',
      story: 'DoStatusInWords',
    },
    'Use one tone for one status across the product.',
    'Keep badges to one or two words.',
  ],
  dont: [
    'Rely on colour: a green badge saying "Status" tells nothing to someone who cannot see it.',
    {
      text: 'Use `primary` to mean success or danger: tenants choose any brand colour, and a passed and a failed status then look alike.',
      story: 'DontBrandForStatus',
    },
    'Put several badges of the same tone side by side; keep the one that matters.',
  ],
  keyboard: [
    'A Badge is not focusable.',
    'Tag: Tab moves to its remove button; Enter or Space removes the tag.',
  ],
  screenReader: [
    'A Badge is read as its text; there is no role, so put it beside what it describes.',
    'A Tag’s remove button is named "Hapus {label}" / "Remove {label}", e.g. "Hapus Keselamatan Kerja"; pass `removeLabel` when the tag’s content is not text.',
  ],
  content: [
    'Indonesian: sentence case, a noun or adjective, no full stop: "Lulus", "Segera berakhir".',
    'English in British spelling and sentence case: "Passed", "Ending soon".',
    'Glossary words: "Ujian akhir", "Progres", "Berlaku", "Tatap muka", never "Luring".',
  ],
};
