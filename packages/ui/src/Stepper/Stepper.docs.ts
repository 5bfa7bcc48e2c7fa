import type { Guidelines } from '../docs/guidelines';

export const guidelines: Guidelines = {
  status: 'new',
  use: [
    'Showing where a person is in a task of a few screens: registering peserta, building a kursus.',
    'Marking which steps are done and which one needs fixing before the task can be sent.',
  ],
  avoid: [
    'A learning path of kursus to take in order: use `StepList`.',
    'Progres through a kursus or a score: use `ProgressIndicator`.',
    'Moving between the soal of a kuis: use `QuizNavigator`.',
    'A task of one screen: a form with headings is enough.',
  ],
  variants: [
    {
      name: 'status',
      guidance:
        'Per step: `complete` (a check), `current` (a ring, bold name; exactly one), `upcoming` (a number), `error` (an alert sign; say what to fix in `description`).',
    },
    {
      name: 'orientation',
      guidance:
        '`auto` (default): side by side where the stepper itself is at least `breakpoint.md` wide, else one under another. `vertical` in a side column; `horizontal` only for three or four short names.',
    },
    { name: 'label', guidance: 'Names the list when a page has two, e.g. "Langkah pendaftaran".' },
  ],
  do: [
    'Keep to three to six steps, each named for what it holds: "Data diri", "Pilih kursus", "Konfirmasi".',
    'Mark exactly one step `current`, and update it as the person moves on.',
    'On an `error` step, write in `description` what needs fixing: "Nomor telepon belum diisi".',
  ],
  dont: [
    'Restyle the markers with colours to mean done or wrong: their shape and the spoken state already carry it.',
    'Expect the steps to be clickable: they are not links; put "Kembali" and "Lanjut" buttons in the form.',
    'Number the names yourself ("1. Data diri"): the marker and the screen reader text already do.',
  ],
  screenReader: [
    'A navigation landmark named "Langkah" / "Steps" (or `label`), with one list item per step.',
    'Each step is read with its position and state in words: "Langkah 2 dari 4: Data diri, sedang dikerjakan".',
    'The current step has `aria-current="step"`; the drawn markers are hidden (`aria-hidden`).',
  ],
  content: [
    'Indonesian: a short noun phrase in sentence case, no full stop: "Data diri", "Pembayaran".',
    'English: the same, in British spelling: "Personal details", "Enrolment".',
    'Descriptions: one short line; for an error, what happened and what to do.',
  ],
};
