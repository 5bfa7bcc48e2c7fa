import type { Guidelines } from '../docs/guidelines';

/** Shared by `Rating` (giving a rating) and `RatingValue` (reading one): one docs file for the folder. */
export const guidelines: Guidelines = {
  status: 'new',
  use: [
    '`Rating`: asking a peserta to rate a kursus, a trainer or an acara, with one to five stars.',
    '`RatingValue`: showing a rating to read, such as a kursus\'s average, "4,5 dari 5".',
  ],
  avoid: [
    'A score or a Progres against a Batas lulus: use `ProgressIndicator`.',
    'A choice between named options ("Setuju", "Tidak setuju"): use `RadioGroup`.',
    'Asking for a rating with `RatingValue`, or showing one with `Rating`: each does one job.',
  ],
  variants: [
    {
      name: 'Rating: value / defaultValue',
      guidance:
        'The chosen number of stars, controlled (with `onChange`) or uncontrolled; `0` means none yet.',
    },
    { name: 'Rating: max', guidance: 'Number of stars (default 5); keep 5 across the product.' },
    {
      name: 'Rating: isDisabled',
      guidance: 'Shown but cannot change, e.g. after the rating was sent; say so nearby.',
    },
    {
      name: 'RatingValue: hasValueText',
      guidance:
        'Writes "4,5 dari 5" beside the stars (default). Turn it off where space is short, e.g. beside a kursus title: the stars stand alone and the text is only read out.',
    },
  ],
  do: [
    'Ask a clear question as the `label`: "Nilai kursus ini", and say in `hint` what the rating is for.',
    'Show the number of ratings beside a `RatingValue`: "4,5 dari 5 (128 penilaian)".',
    'Let people change their rating before they send the form.',
  ],
  dont: [
    'Label the stars with words like "Buruk" or "Sangat baik": the stars are named by their count.',
    'Round an average yourself: `RatingValue` draws it to the nearest tenth.',
    'Show an average of no ratings as "0 dari 5": write "Belum ada penilaian" instead.',
  ],
  keyboard: [
    'Tab: enters the group once, on the chosen star (or the first when none is chosen).',
    'Arrow right or down: chooses the next star; arrow left or up: the one before.',
    'Space: chooses the focused star. `RatingValue` is not focusable.',
  ],
  screenReader: [
    '`Rating` is a group (`fieldset`) named by the label, with the hint as its description; each star is a radio named "3 bintang" / "3 stars".',
    '`RatingValue` is read as its text, "4,5 dari 5" / "4.5 out of 5", in the locale\'s digits; the stars are hidden.',
    'The filled stars are never the only cue: the chosen radio and the text carry the value.',
  ],
  content: [
    'Indonesian label: a short request in sentence case, no full stop: "Nilai kursus ini", "Nilai trainer".',
    'English: the same, in British spelling: "Rate this course".',
    'Hint: one sentence with "Anda": "Penilaian Anda membantu trainer memperbaiki materi."',
  ],
};
