import type { Guidelines } from '../docs/guidelines';

export const guidelines: Guidelines = {
  status: 'new',
  use: [
    'One calendar date in a form: a date of birth, the day of an acara, a deadline.',
    'It is the browser’s own date input: its picker, its keyboard entry, shown in the user’s locale.',
  ],
  avoid: [
    'A time, or a date with a time: use `DatePicker` with `granularity="minute"`.',
    'A range of dates: use `DateRangePicker`.',
    'Unavailable days or a calendar the product draws in its own colours: use `DatePicker`.',
    'A date the user only reads: write it as text, formatted per locale.',
  ],
  variants: [
    {
      name: 'value / defaultValue',
      guidance: "`YYYY-MM-DD`, whatever the display format; `''` when empty.",
    },
    {
      name: 'min / max',
      guidance: 'The earliest and latest allowed days; the picker greys out the rest.',
    },
    {
      name: 'hint',
      guidance:
        'A rule the user needs before choosing, e.g. "Paling lambat 30 hari dari sekarang".',
    },
    { name: 'error', guidance: 'What is wrong and what to do.' },
    { name: 'isRequired / isDisabled', guidance: 'As for every field.' },
  ],
  do: [
    'Check the value on the server too: `min` and `max` only guide the picker.',
    'Treat `\'\'` as "not finished": the value stays empty while a typed date is incomplete.',
    'Set `autoComplete="bday"` for a date of birth.',
  ],
  dont: [
    'Write the expected format in the label ("dd/mm/yyyy"): the browser shows its own.',
    'Parse the displayed text: read `event.target.value`, which is always `YYYY-MM-DD`.',
  ],
  keyboard: [
    'Tab: moves into the field, then between its day, month and year parts (as the browser orders them).',
    'Up and Down arrows: change the focused part; digits type it.',
    'The browser’s picker button opens the calendar (Enter or Space on it).',
  ],
  screenReader: [
    'A native date input named by its label; the hint and the error are its description.',
    'With an error it is `aria-invalid`; required adds `aria-required` and reads "wajib" / "required".',
  ],
  content: [
    'Label: what the date is, sentence case: "Tanggal lahir", "Tanggal acara".',
    'Errors say what to do: "Pilih tanggal setelah hari ini." / "Choose a date after today."',
    'Dates elsewhere in text: "26 November 2026" or "26/11/2026".',
  ],
};
