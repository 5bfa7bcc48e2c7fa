import type { Guidelines } from '../docs/guidelines';

export const guidelines: Guidelines = {
  status: 'new',
  use: [
    'A word-sized trend beside a figure: the last ten kuis scores next to the latest one.',
    'In a table cell, so each row shows where its number is heading.',
  ],
  avoid: [
    'When the exact values matter: use a `Table` such as `ScoreHistoryTable`.',
    'A score against the Batas lulus: use `ProgressIndicator`.',
    'Activity per day over weeks: use `CalendarHeatmap`.',
  ],
  variants: [
    {
      name: 'formatValue',
      guidance:
        'How each number is written in the spoken summary: a unit or a percentage ("85%"). Defaults to the locale\'s digits with at most one decimal.',
    },
    {
      name: 'label',
      guidance: 'Required: what the numbers are, the start of its name, e.g. "Nilai kuis harian".',
    },
  ],
  do: [
    'Put the current figure next to it in text: the line has no axes or numbers.',
    'Pass the values oldest first, and at least three of them.',
    'Use the same kind of number across a column of sparklines.',
  ],
  dont: [
    'Colour it to mean good or bad: it is drawn in the text colour on purpose.',
    'Compare two sparklines by their height: each is scaled to its own lowest and highest value.',
    'Use it as the only place a number appears.',
  ],
  screenReader: [
    'One image (`role="img"`) named with the label and a summary in words: "Nilai kuis harian: dari 60 menjadi 85; terendah 55, tertinggi 90".',
    'With no values, it is named by the label only; say nearby that there is no data yet.',
  ],
  content: [
    'Indonesian label: a noun phrase in sentence case, no full stop: "Nilai kuis harian".',
    'English: the same, in British spelling: "Daily quiz scores".',
    "The summary's words come built in, in Indonesian and English.",
  ],
};
