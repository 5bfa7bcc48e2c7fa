import type { Guidelines } from '../docs/guidelines';

export const guidelines: Guidelines = {
  status: 'stable',
  use: [
    'The course player: one content of a kursus at a time, with the outline and previous/next.',
  ],
  avoid: [
    'Course pages outside the player (overview, results): use `MemberLayout`.',
    "A running quiz: put `QuizLayout` in the player's content.",
  ],
  variants: [
    {
      name: 'outline',
      guidance:
        'A `CourseOutline`: a column beside the content on wide screens (hideable), a drawer on phones. Without it, no column and no outline button.',
    },
    { name: 'footer', guidance: 'A `LearnPager`, kept in view under the content.' },
    { name: 'progress', guidance: 'A small `ProgressIndicator` of the kursus in the header.' },
    {
      name: 'scrollKey',
      guidance: "The content's id: the content scrolls back to the top when it changes.",
    },
    {
      name: 'isCompact',
      guidance: 'Forces the phone arrangement; otherwise it applies under 768 px.',
    },
  ],
  do: [
    "Let the content bring its own `<h1>`: the material's title.",
    "Pass `renderLink` so the back link uses the app's router.",
    'Name the outline the same everywhere: "Daftar materi".',
  ],
  dont: [
    'Put a second header or back link inside the content.',
    'Hide the outline on phones by leaving it out: the drawer is how phone users reach other materials.',
  ],
  keyboard: [
    'Tab from the top: the skip link first, then the back link, then the outline button.',
    'Enter or Space on the outline button: shows or hides the column (wide) or opens the drawer (phones).',
    'Escape in the drawer: closes it and returns focus to the outline button.',
  ],
  screenReader: [
    'The content is the `main` landmark and comes before the outline in reading order, so its `<h1>` is heard first.',
    'The outline button says whether the column is shown (`aria-expanded`); on phones it announces a dialog (`aria-haspopup`).',
    'In the drawer the outline is a navigation landmark named by `outlineLabel`.',
  ],
  content: [
    'Back link: "Kembali ke kursus" (hidden on phones, still read). English: "Back to course".',
    'Outline: "Daftar materi" / "Contents". Skip link: "Lewati ke konten" / "Skip to content".',
  ],
};
