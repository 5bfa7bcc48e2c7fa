import type { Guidelines } from '../docs/guidelines';

export const guidelines: Guidelines = {
  status: 'stable',
  use: [
    'The certificate page: the certificate laid out for paper, with a print button and a QR code to the check page.',
    'While it is on the page, the browser’s own Print (Ctrl+P) prints only the certificate.',
  ],
  avoid: [
    'A list of a learner’s certificates: use `CertificateCard`.',
    'The public check result: use `CertificateValidity`.',
  ],
  variants: [
    {
      name: 'status',
      guidance:
        '`expired` and `revoked` print the status on the paper, so a printed copy cannot pass as valid.',
    },
    {
      name: 'presentedTo / achievement',
      guidance: 'The lines around the name and the course; optional.',
    },
    {
      name: 'verifyUrl + qrLabel + qrCaption',
      guidance: 'The check page’s address in the QR code, its name and the words under it.',
    },
    { name: 'onPrint', guidance: 'Defaults to `window.print`; replace it only to log the print.' },
    { name: 'actions', guidance: 'Screen-only controls beside the print button, e.g. "Kembali".' },
  ],
  do: [
    'Pass the app’s translated words for `title`, `printLabel`, `qrLabel` and `qrCaption`: the component has no built-in text for them.',
    'Name the QR code with its number: "Kode QR pemeriksaan sertifikat AJR-7K2M-Q9XD".',
    'Check the print preview on A4 landscape and on a phone screen.',
  ],
  dont: [
    'Put two certificates on one page: both would print, and the page would not say which one the button is for.',
    'Add print styles to the page around it: while it is shown, printing already leaves out everything else.',
  ],
  keyboard: ['Tab moves to `actions` and the print button; Enter or Space prints.'],
  screenReader: [
    '`title` is a heading (h2 by default); the seal is decorative.',
    'The QR code is an image named by `qrLabel`; the number is written as text too.',
    'A revoked or expired certificate reads "Status: Dicabut" or "Status: Kedaluwarsa" on the sheet.',
  ],
  content: [
    'Indonesian: "Sertifikat Penyelesaian", "Diberikan kepada", "atas keberhasilan menyelesaikan kursus".',
    'The print button is "Cetak" / "Print"; the QR caption says what to do: "Pindai untuk cek keabsahan".',
    'English in British spelling: "Certificate of Completion", "Presented to".',
  ],
};
