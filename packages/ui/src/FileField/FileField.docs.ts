import type { Guidelines } from '../docs/guidelines';

export const guidelines: Guidelines = {
  status: 'new',
  use: [
    'To attach a file in a form: an assignment, a proof of attendance, a profile photo.',
    'Click, keyboard or drop a file on the zone; the size limit is shown and larger files are refused.',
  ],
  avoid: [
    'Text the user could type: use `TextArea`.',
    'A link to a file somewhere else: use `TextField type="url"`.',
  ],
  variants: [
    {
      name: 'accept',
      guidance:
        'The types the picker offers (`.pdf,image/*`); dropped files are not filtered, so check the type where it is received.',
    },
    {
      name: 'maxSizeBytes',
      guidance:
        'Use `FILE_SIZE` from `@ajar/tokens` (`5 * FILE_SIZE.MB`); shown in the zone, and larger files never reach `onChange`.',
    },
    {
      name: 'isMultiple',
      guidance: 'Several files in one pick; one file over the limit refuses the whole pick.',
    },
    {
      name: 'value / onChange',
      guidance: 'Controlled list of files; `[]` clears it. There is no default file.',
    },
    { name: 'hint / error / isRequired / isDisabled', guidance: 'As for every field.' },
  ],
  do: [
    'Say the allowed types in `hint`: "PDF atau JPG".',
    'Check type and size again on the server.',
  ],
  dont: [
    'Hide the size limit: pass `maxSizeBytes` so it shows before the user picks.',
    'Upload the moment a file is chosen without showing which file it was.',
  ],
  keyboard: [
    'Tab: moves to the field (the whole zone shows focus).',
    'Enter or Space: opens the browser’s file picker.',
  ],
  screenReader: [
    'A native file input named by its label; the hint, the size limit and the error are its description.',
    'A refused file’s message ("Ukuran berkas maksimal 5 MB") is an alert, so it is read at once.',
    'The chosen files are a list named "Berkas terpilih" / "Selected files", each with its size.',
  ],
  content: [
    'Label: what the file is: "Bukti kehadiran", "Foto profil".',
    'The zone says "Pilih berkas atau tarik ke sini" / "Choose a file or drag it here" unless `chooseLabel` says better.',
    'Sizes are written per locale ("5 MB"); English in British spelling.',
  ],
};
