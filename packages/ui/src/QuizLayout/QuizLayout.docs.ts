import type { Guidelines } from '../docs/guidelines';

export const guidelines: Guidelines = {
  status: 'stable',
  use: [
    'The screen of a quiz being taken: timer and save status in view, the soal with previous/next, the navigator beside it.',
    "Without `status` and `aside`: the intro or result at a soal's width.",
  ],
  avoid: ["Pages that are not a quiz: use the page's layout and `CardGrid` or `PageSection`."],
  variants: [
    { name: 'status', guidance: '`QuizTimer` and `QuizSaveStatus`, kept in view at the top.' },
    { name: 'actions', guidance: '"Sebelumnya" / "Berikutnya" buttons under the soal.' },
    {
      name: 'aside',
      guidance:
        '`QuizNavigator` and "Kumpulkan jawaban": beside the soal when there is room, under it on a phone.',
    },
  ],
  do: [
    'Put one `QuestionCard` in `children`.',
    'Keep the submit action in `aside`, away from "Berikutnya", so it is not pressed by mistake.',
  ],
  dont: [
    'Add landmarks in it: the page around it owns them.',
    'Put a second "Berikutnya" in the page on phones.',
  ],
  keyboard: ['No keys of its own; order is status, soal, actions, then the navigator.'],
  screenReader: [
    'It adds no landmarks or names; reading order puts the answer before the navigator on phones too.',
  ],
  content: [
    'Actions: "Sebelumnya", "Berikutnya", "Kumpulkan jawaban" / "Previous", "Next", "Submit answers".',
  ],
};
