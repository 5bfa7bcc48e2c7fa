import type { Guidelines } from '../docs/guidelines';

export const guidelines: Guidelines = {
  status: 'new',
  use: [
    "Showing a learner's habit over recent weeks: which days they finished a materi or took a kuis.",
    'Beside a streak or a count, on a dashboard or a profile, as encouragement.',
  ],
  avoid: [
    'Dates people act on (acara, deadlines): use `EventAgenda`.',
    'Exact numbers people compare: use a `Table` or a `StatPanel`.',
    'A trend of one number, such as kuis scores: use `Sparkline`.',
  ],
  variants: [
    {
      name: 'weeks',
      guidance:
        'How many weeks, ending with this one (default 12, which fits a 360 px phone). More only where the page is wide.',
    },
    {
      name: 'today / timeZone',
      guidance:
        'Which day is today (ringed, "hari ini"); later days stay empty. Pass `today` in tests and stories; the time zone defaults to Asia/Jakarta.',
    },
    {
      name: 'label',
      guidance:
        'Required: names the calendar (its caption), e.g. "Aktivitas belajar 12 minggu terakhir".',
    },
  ],
  do: [
    'Say in `label` what is counted and over how long: "Aktivitas belajar 12 minggu terakhir".',
    'Count one kind of thing per calendar, and say it: lessons finished, or kuis taken.',
    'Pass the days with activity only; the others count as none.',
  ],
  dont: [
    'Read meaning into the colour: it is one fixed colour in four steps, never good or bad, nor the brand.',
    'Use it to shame inactivity: no warnings on empty days.',
    "Convert dates to the browser's time zone before passing them: pass the calendar day, `YYYY-MM-DD`.",
  ],
  screenReader: [
    "A table with the label as its caption: weeks as columns (headed with their Monday's date), weekdays as rows.",
    'Each day is read in words: "Senin, 23 November 2026: 3 aktivitas", and today adds "(hari ini)".',
    'The legend\'s swatches are hidden; its words "Sedikit" and "Banyak" stay.',
  ],
  content: [
    'Indonesian label: a noun phrase in sentence case, no full stop: "Aktivitas belajar 12 minggu terakhir".',
    'English: the same, in British spelling: "Learning activity, last 12 weeks".',
    'Day names, months and digits follow the locale; do not format them yourself.',
  ],
};
