import type { Guidelines } from '../docs/guidelines';

export const guidelines: Guidelines = {
  status: 'stable',
  use: [
    'A message inside the page that stays while the situation lasts: a finished course, a locked item, a refused action.',
    'With `actions` when there is a next step: "Lihat sertifikat".',
  ],
  avoid: [
    'A short-lived confirmation of an action ("Perubahan disimpan"): use a toast.',
    'Errors of a form’s fields: use `FormError` and the fields’ own errors.',
    'A page or section that failed to load: use `ErrorState`; nothing to show yet: `EmptyState`.',
    'A one-word status: use `Badge`.',
  ],
  variants: [
    {
      name: 'tone="info"',
      guidance: 'Context or a rule: "Presensi dibuka 15 menit sebelum mulai".',
    },
    { name: 'tone="success"', guidance: 'Something done: "Selamat, kursus ini selesai!".' },
    {
      name: 'tone="warning"',
      guidance: 'Something blocks the way for now: "Materi ini masih terkunci".',
    },
    {
      name: 'tone="danger"',
      guidance:
        'Something went wrong or was refused, with what to do: "Belum bisa ditandai selesai".',
    },
    {
      name: 'headingLevel',
      guidance: 'Fit the page outline: 2 under the page title, 3 inside a section.',
    },
  ],
  do: [
    {
      text: 'Give a title that says the situation in a few words, and a sentence that says what to do.',
      story: 'DoOneMessage',
    },
    'Put it next to what it is about: at the top of the lesson it concerns, not at the page’s end.',
    'Pass `role="status"` (or `role="alert"` for an urgent problem) when it appears after an action, so it is announced.',
  ],
  dont: [
    {
      text: 'Stack several callouts: none stands out. Merge them, or keep the one that matters.',
      story: 'DontStackCallouts',
    },
    'Use the tone alone to carry meaning: the icon’s shape and the title say it too.',
    'Add `role="alert"` to a callout present on page load: it interrupts on every visit.',
  ],
  screenReader: [
    'The title is a real heading (`h2` by default), so it appears in the page’s outline.',
    'The icon is decorative; the title and text carry the meaning.',
    'It is not announced unless you pass `role="status"` or `role="alert"`.',
  ],
  content: [
    'Indonesian title: a short statement, sentence case: "Materi ini masih terkunci".',
    'Body: what happened, then what to do, with "Anda": "Selesaikan modul sebelumnya untuk membukanya."',
    'English in British spelling: "This item is still locked."',
  ],
};
