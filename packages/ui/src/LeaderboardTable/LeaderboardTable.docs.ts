import type { Guidelines } from '../docs/guidelines';

export const guidelines: Guidelines = {
  status: 'new',
  use: [
    'To rank peserta by points in a course or a group, with the signed-in learner easy to find.',
  ],
  avoid: [
    'Scores of one learner over time: use `ScoreHistoryTable`.',
    'Any other data with sortable columns: use `Table`.',
    'A single number of the learner (points, rank): use `StatPanel`.',
  ],
  variants: [
    {
      name: 'currentUserId',
      guidance:
        'Highlights that learner\'s row with the current-user token (never danger or success) and adds "(Anda)".',
    },
    {
      name: 'caption',
      guidance:
        'Names the table; "Papan peringkat" by default. Name the scope: "Peringkat kursus K3".',
    },
    { name: 'emptyState', guidance: 'Shown with no entries; "Belum ada peringkat" by default.' },
  ],
  do: [
    'Pass `rank` from the server: tied learners share a rank ("2, 2, 4").',
    'Give `detail` a short second line, such as the department: "Gudang Cikarang".',
  ],
  dont: [
    "Re-sort or re-number rows in the browser: the order and ranks are the server's.",
    'Mark the current learner with the brand colour alone: the row has its own token and the word "Anda".',
  ],
  keyboard: ['Nothing in it takes focus; the page scrolls it as a normal table.'],
  screenReader: [
    "A real `<table>` with a caption; the learner's name is each row's header, so cells are read with it.",
    'The top three medals are named "Medali emas", "Medali perak", "Medali perunggu"; the icon is hidden.',
    'The current learner\'s row ends its name with "(Anda)" / "(you)".',
  ],
  content: [
    'Points are formatted for the locale: "1.250" in Indonesian, "1,250" in English.',
    'Indonesian column headings are built in: "Peringkat", "Peserta", "Poin".',
  ],
};
