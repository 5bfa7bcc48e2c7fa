import type { Guidelines } from '../docs/guidelines';

export const guidelines: Guidelines = {
  status: 'stable',
  use: [
    'Progres through a kursus, or a score against its batas lulus, as a bar or a ring with the percentage and the state in words.',
  ],
  avoid: [
    'A page or route loading: use `RouteProgressBar` or `LoadingScreen`.',
    'Steps of a task: use `StepList`.',
    'A plain number without a threshold: use `StatPanel`.',
  ],
  variants: [
    { name: 'bar', guidance: 'In cards, tables and headers: the default.' },
    { name: 'ring', guidance: 'A single score or progres standing out, e.g. on a result.' },
    {
      name: 'size',
      guidance: "`sm` in dense places (the course player's header), `md` elsewhere.",
    },
    {
      name: 'threshold',
      guidance:
        "The batas lulus (50 by default, the contract's). Grey at 0, red below it, green from it.",
    },
    {
      name: 'isLabelVisible',
      guidance: 'Shows `label` above it; otherwise it only names it for screen readers.',
    },
    {
      name: 'hasStateLabel',
      guidance: 'Keep it on: the state in words ("Lulus") so colour is never the only signal.',
    },
  ],
  do: [
    'Name it with what it measures: "Progres Dasar-dasar K3".',
    "Pass the kursus' own batas lulus when it is not 50.",
  ],
  dont: [
    'Turn off the state label where the colour would be the only cue.',
    'Use it for a timer or a countdown: use `QuizTimer`.',
  ],
  screenReader: [
    'A `progressbar` from 0 to 100, named by `label` ("Progres" by default).',
    'Its value text is the percentage and the state: "40%, Di bawah batas lulus".',
    "The ring's drawing is hidden; values out of range are clamped.",
  ],
  content: [
    'States are built in: "Belum dimulai", "Di bawah batas lulus", "Lulus" / "Not started", "Below passing", "Passed".',
    'Say "Progres", never "Kemajuan".',
  ],
};
