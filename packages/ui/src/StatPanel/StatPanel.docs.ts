import type { Guidelines } from '../docs/guidelines';

export const guidelines: Guidelines = {
  status: 'stable',
  use: ['A few labelled figures side by side: progres, scores, dates, with actions under them.'],
  avoid: [
    'Many rows of the same figures: use `Table`.',
    'Progres against the batas lulus on its own: use `ProgressIndicator` (it can be a value here).',
  ],
  variants: [
    {
      name: 'items',
      guidance:
        'Label, value (a number, date, `Badge` or `ProgressIndicator`) and an optional hint ("dari 100"). Empty values are left out.',
    },
    {
      name: 'actions',
      guidance: 'One or two links or buttons under the figures: "Lanjutkan belajar".',
    },
  ],
  do: [
    'Keep to two to four figures, the ones that help decide the next step.',
    'Format numbers and dates for the locale.',
  ],
  dont: [
    'Show a figure as "0" or "-" when it does not exist yet: leave it out.',
    'Rely on colour for meaning in values: use words or a `Badge`.',
  ],
  keyboard: ['Only the actions take focus.'],
  screenReader: ['A description list: each label is read, then its value and hint.'],
  content: [
    'Labels are short nouns: "Tes awal", "Ujian akhir", "Progres" / "Pre test", "Final quiz", "Progress".',
  ],
};
