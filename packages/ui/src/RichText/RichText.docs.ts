import type { Guidelines } from '../docs/guidelines';

export const guidelines: Guidelines = {
  status: 'stable',
  use: [
    "Long-form text written by a course author or trainer: a material's body, an acara's description.",
  ],
  avoid: [
    'Interface text: use the components (`PageHeader`, `Callout`…).',
    'Video or PDF: use `MediaFrame`.',
  ],
  variants: [
    {
      name: 'html',
      guidance: "The author's HTML, SANITISED by the caller: the kit renders it as given.",
    },
    { name: 'children', guidance: 'React content styled the same way, when there is no HTML.' },
  ],
  do: [
    'Sanitise `html` on the server or before passing it; only http(s) links.',
    "Let authors use headings from `h2` down, under the page's `h1`.",
  ],
  dont: [
    'Pass unsanitised HTML from an API.',
    "Style inside it with classes: it gives paragraphs, lists, tables, quotes and code the kit's look.",
  ],
  keyboard: ['Only the links inside take focus.'],
  screenReader: [
    "Adds no roles: the author's headings, lists and tables are read as they are, so they must be real ones.",
    "Images need the author's `alt` text.",
  ],
  content: ["The author's words; keep lines at the reading measure it sets."],
};
