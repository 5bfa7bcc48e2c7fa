import type { Guidelines } from '../docs/guidelines';

export const guidelines: Guidelines = {
  status: 'stable',
  use: ['An address to open from a phone: the page to "Cek" a sertifikat, an acara\'s attendance.'],
  avoid: [
    'Anything that must be read by people: show the text or a `Link` as well.',
    'Decoration: it is always a working code.',
  ],
  variants: [
    { name: 'size', guidance: '`md` beside other content, `lg` on its own or on paper.' },
    {
      name: 'errorCorrection',
      guidance:
        '`M` by default; `H` when it may be damaged or covered (printed, with a logo over it).',
    },
  ],
  do: [
    'Put the same address, or the code to type, next to it: "AJR-7K2M-Q9XD".',
    'Give it a `label` that says what it is for: "Kode QR untuk memeriksa sertifikat AJR-7K2M-Q9XD".',
  ],
  dont: [
    'Recolour it with the brand: it stays dark on light so every scanner reads it.',
    'Crop its light margin.',
  ],
  keyboard: ['It takes no focus.'],
  screenReader: ['An image (`role="img"`) named by `label`; the drawing itself is not read.'],
  content: [
    'Label: "Kode QR untuk …" and the purpose / "QR code to …".',
    'Nearby text: "Pindai untuk memeriksa sertifikat ini." / "Scan to check this certificate."',
  ],
};
