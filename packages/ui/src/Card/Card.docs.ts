import type { Guidelines } from '../docs/guidelines';

export const guidelines: Guidelines = {
  status: 'stable',
  use: [
    'A surface that groups content about one thing: a module, a summary, a setting.',
    'A whole-card link (`href`) to open that thing, with a title as the link’s name.',
  ],
  avoid: [
    'A course, class, event, programme or certificate: use `CourseCard`, `ClassCard`, `EventCard`, `ProgramCard` or `CertificateCard`.',
    'Just spacing or a section of a page: use `PageSection`.',
    'A message: use `Callout`.',
  ],
  variants: [
    {
      name: 'title + headingLevel',
      guidance: 'A heading (h3 by default); fit it to the page outline.',
    },
    { name: 'header', guidance: 'Under the title: a `Badge` or a subtitle.' },
    { name: 'media', guidance: 'An image or video edge to edge at the top.' },
    { name: 'footer', guidance: 'Actions or meta information, below a border.' },
    {
      name: 'href + renderLink',
      guidance: 'The title’s link stretches over the card; pass the app’s router link.',
    },
    { name: 'as', guidance: '`article` for a self-contained item, `li` inside a list.' },
  ],
  do: [
    {
      text: 'Keep one main link per card (its title), so the card is one tab stop; buttons go in the footer.',
      story: 'DoOneLinkPerCard',
    },
    'Put buttons in the footer; they stay clickable above the stretched link.',
    'Use a `CardGrid` to lay out several cards.',
  ],
  dont: [
    {
      text: 'Nest a card inside a card: two borders and two surfaces, and no clear unit. Use a list or a section inside.',
      story: 'DontNestCards',
    },
    'Put several links in a card that has `href`: only the title is the card’s link.',
    'Set `isInteractive` on a card that does nothing when clicked.',
  ],
  keyboard: [
    'With `href`: Tab moves to the title link (the focus ring surrounds the card); Enter opens it.',
    'Buttons inside keep their own tab stop.',
  ],
  screenReader: [
    'The title is a heading; with `href` it is a link named by the title.',
    'Use `as="article"` or `as="li"` so the card is announced as an item of its kind.',
  ],
  content: [
    'Title: the thing’s name, sentence case, no full stop: "Dasar-dasar K3".',
    'Footer actions start with a verb: "Lanjutkan belajar".',
  ],
};
