import type { Guidelines } from '../docs/guidelines';

export const guidelines: Guidelines = {
  status: 'new',
  use: [
    'Details a person may skip: "Syarat kelulusan" of a kursus, how a sertifikat is checked.',
    'A "show more" under a short summary, to keep a page short on a phone.',
  ],
  avoid: [
    'Several sections in a row (a FAQ): use `Accordion`.',
    'Content everyone needs to finish the task (the Batas lulus before a kuis): show it.',
    'Switching between views of the same thing: use `Tabs`.',
  ],
  variants: [
    {
      name: 'headingLevel',
      guidance:
        'Set it when the section belongs in the page outline: the button sits in a heading and the content becomes a named region. Leave it out for a plain "show more".',
    },
    { name: 'defaultExpanded', guidance: 'Open at first (uncontrolled), e.g. on a wide screen.' },
    {
      name: 'isExpanded / onExpandedChange',
      guidance: 'Controlled: when something else opens it, e.g. a link to the section.',
    },
  ],
  do: [
    'Write a title that says what is inside: "Syarat kelulusan", "Cara mendapatkan sertifikat".',
    'Pick a `headingLevel` one below the heading the disclosure sits under.',
    'Keep the hidden content short; a long page of its own deserves a `Link`.',
  ],
  dont: [
    'Hide errors, warnings or the Batas lulus behind it.',
    'Nest a disclosure inside another one.',
    'Write "Lihat selengkapnya" as the title: the words should name the content.',
  ],
  keyboard: ['Tab: moves focus to the button.', 'Enter or Space: shows or hides the content.'],
  screenReader: [
    'Announced as a button with the title as its name, "expanded" or "collapsed" (`aria-expanded`).',
    'With `headingLevel`, also read as a heading of that level, and the content is a region named by the title.',
    'Hidden content is `hidden`, so it is neither read nor reached with Tab.',
  ],
  content: [
    'Indonesian: a noun phrase in sentence case, no full stop: "Syarat kelulusan".',
    'English: the same, in British spelling: "Pass requirements".',
    'Keep the title to one line on a 360 px phone: five words at most.',
  ],
};
