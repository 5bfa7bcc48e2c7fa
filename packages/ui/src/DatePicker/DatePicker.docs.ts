import type { Guidelines } from '../docs/guidelines';

export const guidelines: Guidelines = {
  status: 'new',
  use: [
    'One date a person types or picks in a calendar: the day of a training, a deadline, a session start with its time.',
    'When the calendar helps: seeing the weekday, days that cannot be chosen (weekends, full sessions), a window of allowed dates.',
  ],
  avoid: [
    'A start and an end: use `DateRangePicker`, which checks that the end is not before the start.',
    'A date of birth or another date far in the past: `DateField` (the browser’s own input) with `autoComplete="bday"` is quicker to type.',
    'A date the user only reads: write it as text, formatted per locale.',
  ],
  variants: [
    {
      name: 'value / defaultValue / onChange',
      guidance:
        '`YYYY-MM-DD` (with a time `YYYY-MM-DDTHH:mm`), `null` when empty; `onChange` fires once the date is complete.',
    },
    {
      name: 'minValue / maxValue',
      guidance:
        'The allowed window: days outside it are disabled in the calendar; a typed one shows the kit’s message ("Pilih tanggal paling lambat …").',
    },
    {
      name: 'isDateUnavailable',
      guidance:
        'Days inside the window that cannot be chosen: struck through, still focusable, refused with a message.',
    },
    {
      name: 'granularity="minute"',
      guidance: 'A date and a time, 24-hour in Indonesian and English ("23/11/2026, 09.30").',
    },
    {
      name: 'placeholderValue',
      guidance: 'The month the calendar opens on while empty, e.g. the first day of the session.',
    },
    { name: 'hint / error / isRequired / isDisabled', guidance: 'As for `TextField`.' },
  ],
  do: [
    'Check the date on the server too: the limits only guide the person.',
    'Say the allowed window in `hint` when there is one ("Sesi berlangsung 2–27 November 2026.").',
    'Pass a fixed `placeholderValue` in stories and screenshots, never today.',
  ],
  dont: [
    'Write the format in the label ("dd/mm/yyyy"): the empty parts already show it.',
    'Colour a day with the tenant colour: the chosen day uses the fixed `selected` colour.',
    'Parse the displayed text: `onChange` gives `YYYY-MM-DD`.',
  ],
  keyboard: [
    'Tab: into the day, month and year parts (then hour and minute), then the calendar button.',
    'Digits type a part and move to the next; Up and Down arrows change it; Backspace clears it.',
    'Enter or Space on the calendar button opens the calendar on the chosen day (or today).',
    'In the calendar: arrows move by day and week, Page Up and Page Down by month, Enter picks and closes, Escape closes; focus returns to the button.',
  ],
  screenReader: [
    'A group named by the label; each part is a spin button named "hari", "bulan", "tahun" (the browser’s names in the UI locale).',
    'The hint and the error are its description; with an error it is invalid.',
    'The calendar is a dialog with a grid: the month is its heading, each day is read with its weekday.',
    'React Aria’s own words come in the UI language from the kit (it ships no Indonesian): "Tanggal dipilih: Senin, 23 November 2026 pukul 09.30", "Hari ini, …", "…, dipilih", an empty part "Kosong".',
  ],
  content: [
    'Label: what the date is, sentence case: "Tanggal pelatihan", "Mulai sesi".',
    'Errors say what to do: "Pilih tanggal pelatihan." / "Choose the training date."',
    'Times are written 09.30 in Indonesian and 09:30 in English, 24-hour, with "pukul" in running Indonesian text.',
  ],
};
