import type { Guidelines } from '../docs/guidelines';

export const guidelines: Guidelines = {
  status: 'stable',
  use: [
    'In place of a page or section whose data failed to load, with a way to try again.',
    'For an action that failed and left nothing to show, e.g. a quiz score that was not saved.',
  ],
  avoid: [
    'A list that loaded but is empty: use `EmptyState`.',
    'Errors of form fields: use the field’s `error` and `FormError`.',
    'A failed background action while the page still works: use a toast or `Callout`.',
  ],
  variants: [
    {
      name: 'title',
      guidance:
        'Defaults to "Terjadi kesalahan" / "Something went wrong"; say what failed instead.',
    },
    {
      name: 'description',
      guidance:
        'What to do: wait and try again, or check the connection when it was the connection.',
    },
    {
      name: 'onRetry + retryLabel',
      guidance: 'Adds the retry `Button` ("Coba lagi" / "Try again").',
    },
    {
      name: 'isRetrying',
      guidance: 'While the retry runs: the button shows loading and keeps focus.',
    },
    { name: 'action', guidance: 'Another way out beside retry, e.g. a link back to "Beranda".' },
  ],
  do: [
    'Name what failed: "Daftar kursus gagal dimuat".',
    'Offer retry whenever trying again can work.',
    'Keep the rest of the page usable: put the error in the failed section only.',
  ],
  dont: [
    'Blame the connection when the server failed: say "Silakan coba beberapa saat lagi."',
    'Show codes or English server text ("500", "Bad Gateway") to learners.',
  ],
  keyboard: ['Tab: to the retry button, then `action`; Enter or Space retries.'],
  screenReader: [
    'It has `role="alert"`, so it is announced when it appears.',
    'The title is a heading (h2 by default). While retrying, the button is `aria-busy` and reads "Memuat".',
  ],
  content: [
    'One phrasing for a failed load: "… gagal dimuat" / "… could not be loaded".',
    'Then what to do: "Silakan coba beberapa saat lagi." / "Please try again in a moment."',
    'Retry button: "Coba lagi" / "Try again".',
  ],
};
