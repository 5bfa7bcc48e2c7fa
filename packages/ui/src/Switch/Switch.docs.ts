import type { Guidelines } from '../docs/guidelines';

export const guidelines: Guidelines = {
  status: 'new',
  use: [
    'A setting that takes effect at once, with no save button: "Notifikasi email", "Pengingat kuis harian".',
    'A preference a person turns on and off again later, on a settings page.',
  ],
  avoid: [
    'A choice sent with a form ("Saya menyetujui syarat"): use `Checkbox`.',
    'A choice between more than two options: use `RadioGroup` or `Select`.',
    'Starting an action ("Mulai kuis"): use `Button`.',
  ],
  variants: [
    {
      name: 'isChecked / onChange',
      guidance:
        'Controlled: when the setting is saved to the server; flip it back if the save fails and say so.',
    },
    { name: 'defaultChecked', guidance: 'Uncontrolled: the switch keeps its own state.' },
    {
      name: 'hint',
      guidance: 'A line saying what changes when it is on, e.g. when a reminder is sent.',
    },
    {
      name: 'isDisabled',
      guidance: 'A setting that cannot change now; say nearby why (e.g. set by the admin).',
    },
  ],
  do: [
    'Name the setting, not the action: "Pengingat kuis harian", not "Aktifkan pengingat".',
    'Apply the change as soon as it flips; confirm with a `Toast` only if it is not visible.',
    'Use `hint` to say what "on" means: "Kirim pengingat setiap pukul 19.00".',
  ],
  dont: [
    'Put a switch in a form that needs "Simpan": a person expects a switch to act at once.',
    'Write "Aktif" / "Nonaktif" beside it: the switch already shows its state (thumb side and mark).',
    'Use a negative label ("Jangan kirim email"): on should always mean the thing happens.',
  ],
  keyboard: [
    'Tab: moves focus to the switch (a visible focus ring).',
    'Space or Enter: flips it on or off.',
  ],
  screenReader: [
    'Announced as "switch" with the label as its name and its state, "on" or "off" (`aria-checked`).',
    'The `hint` is read as its description (`aria-describedby`).',
    "On and off differ by the thumb's side and its mark (a check or a dash), never by colour alone.",
  ],
  content: [
    'Indonesian: a noun phrase in sentence case, no full stop: "Notifikasi email", "Pengingat acara".',
    'English: the same, in British spelling: "Email notifications", "Event reminders".',
    'Hint: one sentence addressed with "Anda" where needed, ending with a full stop.',
  ],
};
