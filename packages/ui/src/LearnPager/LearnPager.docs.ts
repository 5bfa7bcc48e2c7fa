import type { Guidelines } from '../docs/guidelines';

export const guidelines: Guidelines = {
  status: 'stable',
  use: ["Previous and next between the materials of a kursus, in `LearnLayout`'s footer."],
  avoid: [
    'Pages of a list: use `Pagination`.',
    'Moving between soal in a quiz: use `QuizNavigator`.',
  ],
  variants: [
    { name: 'previous', guidance: 'Leave it out on the first material.' },
    { name: 'next', guidance: 'Leave it out on the last material.' },
    {
      name: 'next.isDisabled',
      guidance:
        'The next material is locked: no link, and `disabledReason` shows under the bar: "Tandai materi ini selesai untuk lanjut".',
    },
    { name: 'position', guidance: 'Where the learner is: "Materi 3 dari 14".' },
  ],
  do: [
    "Give each step the material's `title`: sighted users on wide screens and every screen reader hear where it leads.",
    'Always say why next is locked, and what unlocks it.',
  ],
  dont: [
    'Remove next when it is locked: show it unavailable, so learners know there is more.',
    "Use it for a quiz's questions.",
  ],
  keyboard: [
    'Tab: reaches previous and next (when open); Enter follows the link.',
    'A locked next is not a Tab stop: its reason is written under the bar, where it is read in order.',
  ],
  screenReader: [
    'A navigation landmark named by `label`: "Navigasi materi".',
    'A locked next is a link with `aria-disabled="true"`, described by its reason.',
    'On phones the titles are hidden visually but still read, and previous shows only its arrow: its words stay its name.',
  ],
  content: [
    'Labels: "Sebelumnya" / "Previous", "Berikutnya" / "Next".',
    'Reason: an instruction, not blame: "Tandai materi ini selesai untuk lanjut".',
  ],
};
