import type { Guidelines } from '../docs/guidelines';

export const guidelines: Guidelines = {
  status: 'new',
  use: [
    'A little more about something on the page, opened on request: who reacted to a post, a help note beside a field, a few filter options.',
    'Content a person may want to act on (a link, a checkbox), which a `Tooltip` cannot hold.',
  ],
  avoid: [
    'A short label of an icon button on hover: use `Tooltip`.',
    'A list of actions: use `DropdownMenu`.',
    'A task with its own steps or a form sent to the server: use `Dialog` (a popover closes on an outside click and the work is lost).',
    'Choosing one item of many: use `Select` or `Combobox`.',
  ],
  variants: [
    {
      name: 'title',
      guidance:
        'Give one when the content is more than a sentence ("Yang menyukai"); it names the dialog. Without it the trigger names it.',
    },
    {
      name: 'placement',
      guidance:
        '`bottom start` by default. Near an edge it flips on its own; pick `top` only for triggers at the bottom of a screen.',
    },
    {
      name: 'triggerLabel',
      guidance:
        'Required when the trigger is an icon or a bare number ("12"): "12 orang menyukai".',
    },
    { name: 'triggerVariant', guidance: '`ghost` inside a line of text or a card footer.' },
  ],
  do: [
    'Keep it short: a few lines or a short list; link to a page for the rest.',
    'Name the trigger for what opens: "Lihat yang menyukai", not "Lainnya".',
  ],
  dont: [
    'Nest a popover in a popover.',
    'Put information people need to finish a task only in a popover: it is hidden until asked for.',
    'Open it on hover: it opens on press only, so it works the same on a phone.',
  ],
  keyboard: [
    'Enter or Space on the trigger: opens it and moves focus into it.',
    'Tab: moves through its content.',
    'Escape: closes it and returns focus to the trigger; so does a click outside.',
  ],
  screenReader: [
    'The trigger is announced as a button that opens a dialog, expanded or collapsed.',
    'The popover is a dialog named by its title (or by the trigger); the page behind it is hidden from readers while it is open.',
    'Hidden close buttons at its edges, for readers that cannot press Escape, are named "Tutup" / "Dismiss".',
  ],
  content: [
    'Title: a noun phrase in sentence case, no full stop: "Yang menyukai", "Tentang nilai lulus".',
    'English: the same, in British spelling: "Liked by", "About the pass mark".',
    'Body: plain sentences addressed with "Anda" where needed.',
  ],
};
