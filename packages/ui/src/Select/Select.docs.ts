import type { Guidelines } from '../docs/guidelines';

export const guidelines: Guidelines = {
  status: 'stable',
  use: ['One choice from a list too long to show at once: department, city, kursus category.'],
  avoid: [
    'Two to about six options: use `RadioGroup`, so all are visible.',
    'Several choices: use checkboxes.',
    'Searching a long list by typing: a combobox (not yet in the kit).',
  ],
  variants: [
    {
      name: 'placeholder',
      guidance:
        'An empty first entry, "Pilih departemen", while nothing is chosen; without it the first option is selected.',
    },
    {
      name: 'hint / error',
      guidance: 'Help under the label; what is missing: "Pilih departemen Anda."',
    },
    { name: 'isRequired', guidance: 'A visible `*` and "wajib" for screen readers.' },
  ],
  do: [
    'Sort options in a way people expect: alphabetically, or by size for ranges.',
    'Use a placeholder when there is no sensible default.',
  ],
  dont: [
    'Use it for navigation: a change should not move the page.',
    'Put long sentences in options.',
  ],
  keyboard: [
    'The native select: Tab to reach it; Space, Enter or the arrow keys open it or change the choice; typing jumps to a match.',
  ],
  screenReader: [
    'A native `select` named by its label, described by hint and error; `aria-invalid` with an error.',
  ],
  content: [
    'Label: a noun: "Departemen". Placeholder: "Pilih departemen" / "Choose a department".',
  ],
};
