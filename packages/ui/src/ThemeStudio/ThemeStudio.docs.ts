import type { Guidelines } from '../docs/guidelines';

export const guidelines: Guidelines = {
  status: 'new',
  use: [
    'Where a company picks its brand colour: check it, compare it with others, preview the pages and export it.',
  ],
  avoid: [
    'Only the derived palette: use `ThemePreview`.',
    'Product pages for learners: it is a tool for admins and designers.',
  ],
  variants: [
    { name: 'defaultValue', guidance: "The colour to start from, e.g. the tenant's current one." },
    { name: 'onChange', guidance: 'Called with each valid colour, lower-case `#rrggbb`.' },
    { name: 'compareWith', guidance: 'Other companies side by side, so a look-alike is noticed.' },
    {
      name: 'previews',
      guidance:
        'Pages in the edited colour, one tab each: "Beranda", "Masuk", "Area anggota", "Sertifikat".',
    },
  ],
  do: [
    'Read the warnings before saving: a brand close to danger, success or white confuses meaning.',
    'Save only what `onChange` returned: invalid input never reaches it.',
  ],
  dont: [
    'Pick a red or green brand without checking the warnings.',
    'Build previews from anything but kit components.',
  ],
  keyboard: [
    'Tab: the hex field, the colour picker ("Pilih warna dari palet"), then the preview tabs and the export.',
    'In the preview tabs: Left/Right arrows, Home and End switch pages.',
  ],
  screenReader: [
    'The picker is named by its label; warnings are in a `Callout` with a heading.',
    'The hex field is named "Warna merek" and described by its hint and error.',
    'Contrast figures are text; copying an export is confirmed in a `role="status"` message: "Disalin ke papan klip."',
  ],
  content: [
    'Warnings say what the colour looks like and what the kit does about it: "Mirip merah tanda bahaya. Tombol hapus tetap bergaris tepi, …".',
    'Invalid input says what to type: "Warna belum dikenali. Tulis kode hex, misalnya #FF4048."',
    'Preview tab labels are page names: "Beranda", "Masuk".',
  ],
};
