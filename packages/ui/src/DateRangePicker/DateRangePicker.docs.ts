import type { Guidelines } from '../docs/guidelines';

export const guidelines: Guidelines = {
  status: 'new',
  use: [
    'A start and an end day together: the period of a training record, a report filter ("1–30 November 2026").',
    'When both ends are chosen in one calendar, so the person sees the whole stretch.',
  ],
  avoid: [
    'One date: use `DatePicker`.',
    'A start and an end with times: two `DatePicker`s with `granularity="minute"`, until the range picker holds times.',
  ],
  variants: [
    {
      name: 'value / defaultValue / onChange',
      guidance:
        '`{ start, end }` as `YYYY-MM-DD`, both included; `onChange` fires once both ends are complete.',
    },
    {
      name: 'minValue / maxValue / isDateUnavailable',
      guidance: 'As for `DatePicker`: a range may not cross an unavailable day.',
    },
    {
      name: 'startName / endName',
      guidance: 'Form field names of the two hidden inputs, for a plain form submit.',
    },
    { name: 'hint / error / isRequired / isDisabled', guidance: 'As for `TextField`.' },
  ],
  do: [
    'Let the picker refuse an end before the start: its message comes in Indonesian and English.',
    'Give report filters a sensible default range (this month) from the app, not from the picker.',
  ],
  dont: [
    'Add your own "end before start" check with another wording: one message, everywhere.',
    'Use two unrelated date fields for one period: the person loses the calendar view of the stretch.',
  ],
  keyboard: [
    'Tab: through the start date’s parts, the end date’s parts, then the calendar button.',
    'In the calendar: Enter picks the start, arrows move, Enter picks the end and closes; Escape closes; focus returns to the button.',
  ],
  screenReader: [
    'A group named by the label; the two dates are groups named "Tanggal mulai" and "Tanggal selesai" (from the kit’s messages).',
    'An end before the start makes the field invalid and its message its description.',
  ],
  content: [
    'Label: what the period is for: "Periode laporan", "Masa pelatihan".',
    'In text, write a range with an en dash: "2–6 November 2026".',
  ],
};
