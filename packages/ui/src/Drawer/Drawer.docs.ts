import type { Guidelines } from '../docs/guidelines';

export const guidelines: Guidelines = {
  status: 'stable',
  use: [
    'A panel from the side for content that supports the page: the navigation menu on a phone, filters for the catalogue.',
    'When the person should see the page is still there, behind it.',
  ],
  avoid: [
    'A confirmation or a short required decision: use `Dialog`.',
    'A short list of actions under a button: use `DropdownMenu`.',
    'Content people read for long: give it its own page.',
  ],
  variants: [
    { name: 'placement="start"', guidance: 'The default, from the left: navigation.' },
    { name: 'placement="end"', guidance: 'From the right: filters or details for the page.' },
    { name: 'footer', guidance: 'Pinned to the bottom: "Terapkan filter" and "Atur ulang".' },
    {
      name: 'isDismissable',
      guidance: '`false` stops a backdrop click from closing it; Escape still does.',
    },
  ],
  do: [
    'Title it by what it holds: "Filter kursus", "Menu".',
    'Apply filters with a button in `footer`, and close the drawer after.',
  ],
  dont: [
    'Stack a drawer on a dialog, or a dialog on a drawer.',
    'Put the page’s main task in a drawer.',
  ],
  keyboard: [
    'On open: focus moves to the first focusable element (or `initialFocusRef`).',
    'Tab and Shift+Tab: stay inside the drawer.',
    'Escape: closes it; focus returns to the element that opened it.',
  ],
  screenReader: [
    '`role="dialog"` with `aria-modal`, named by its title.',
    'The close button is named "Tutup" / "Close" (`closeLabel`).',
  ],
  content: [
    'Title: a noun, sentence case: "Filter kursus"; glossary word "filter", not "saring".',
    'Footer buttons start with a verb: "Terapkan", "Atur ulang"; English in British spelling.',
  ],
};
