import type { Guidelines } from '../docs/guidelines';

export const guidelines: Guidelines = {
  status: 'new',
  use: [
    'A short description of a control on hover and keyboard focus: what an icon button does, a shortcut.',
  ],
  avoid: [
    'The only name of an icon button: give it an `aria-label` (`IconButton` requires one).',
    'Information people need to act: put it on the page as text or a `Callout`.',
    'Rich content or links: a popover (not yet in the kit).',
  ],
  variants: [
    {
      name: 'placement',
      guidance: '`top` by default, `bottom` when the trigger is at the top of the screen.',
    },
  ],
  do: [
    'Keep it to a few words: "Unduh sertifikat".',
    'Wrap exactly one focusable element: a button or a link.',
  ],
  dont: [
    'Wrap text or non-focusable elements: keyboard and touch users never see it.',
    "Repeat the trigger's label word for word.",
  ],
  keyboard: [
    'Focusing the trigger shows it after a short delay; Escape hides it; moving focus away hides it.',
  ],
  screenReader: [
    'A `role="tooltip"` always in the page, linked to the trigger with `aria-describedby`: read as its description at once, without waiting.',
    "It adds to the trigger's name, never replaces it.",
  ],
  content: ['A phrase, no full stop, sentence case: "Tandai untuk ditinjau" / "Flag for review".'],
};
