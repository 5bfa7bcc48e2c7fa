import type { Guidelines } from '../docs/guidelines';

export const guidelines: Guidelines = {
  status: 'new',
  use: [
    'Several sections a person reads one or two of: "Pertanyaan umum" of a kursus, a long settings page.',
    'Grouping optional details under headings, so the page stays short on a phone.',
  ],
  avoid: [
    'One section on its own: use `Disclosure`.',
    'The modules of a kursus with progres: use `CourseOutline`.',
    'Content people compare side by side or need all of: show it in `PageSection`s.',
  ],
  variants: [
    {
      name: 'isSingleOpen',
      guidance:
        'Opening a section closes the other: a FAQ read one answer at a time. Leave it off when people compare sections.',
    },
    {
      name: 'headingLevel',
      guidance: 'One below the heading the accordion sits under (default 3, under an `h2`).',
    },
    {
      name: 'defaultValue / value',
      guidance:
        'Sections open at first (uncontrolled), or the open sections owned by the caller (controlled, with `onChange`).',
    },
    {
      name: 'isDisabled (item)',
      guidance:
        'A section that cannot open yet; the arrow keys skip it. Say why in its title or nearby.',
    },
  ],
  do: [
    'Give every section a title that is a question or names its content: "Apakah sertifikat berlaku selamanya?".',
    'Put it under a heading ("Pertanyaan umum") and set `headingLevel` one below it.',
    'Order sections by how often people need them.',
  ],
  dont: [
    'Hide the steps of a task in sections a person must open one by one: use `Stepper`.',
    'Put an accordion inside an accordion.',
    'Open every section by default: then it is a page, not an accordion.',
  ],
  keyboard: [
    "Tab: moves through the section headers (and into an open section's content).",
    'Enter or Space: opens or closes the focused section.',
    'Arrow down / Arrow up: the next or previous header, wrapping round; disabled ones are skipped.',
    'Home / End: the first or last header.',
  ],
  screenReader: [
    'Each header is a heading of `headingLevel` holding a button, read with "expanded" or "collapsed" (`aria-expanded`).',
    'An open section is a region named by its header (`aria-labelledby`); closed ones are `hidden`.',
    'A disabled section is announced as a dimmed button and cannot be opened.',
  ],
  content: [
    'Indonesian: sentence case; questions end with "?", other titles have no full stop.',
    'English: the same, in British spelling: "Is the certificate valid for ever?".',
    'Address people with "Anda" in answers: "Anda dapat mengulang ujian akhir dua kali."',
  ],
};
