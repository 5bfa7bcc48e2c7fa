import type { Guidelines } from '../docs/guidelines';

export const guidelines: Guidelines = {
  status: 'stable',
  use: [
    'One certificate the learner earned, in their list of certificates: course, name, dates, number, status.',
    'With `actions` to open, print or share it.',
  ],
  avoid: [
    'The certificate itself, for paper: use `CertificatePrint`.',
    'The result of checking a certificate number: use `CertificateValidity`.',
    'A course still in progress: use `CourseCard`.',
  ],
  variants: [
    { name: 'status="valid"', guidance: 'The default: a "Berlaku" / "Valid" badge.' },
    {
      name: 'status="expired"',
      guidance: 'Past `expiresAt`: a "Kedaluwarsa" badge and the date it expired.',
    },
    { name: 'status="revoked"', guidance: 'Withdrawn by the company: a "Dicabut" badge.' },
    { name: 'expiresAt', guidance: 'Only for certificates that expire; otherwise leave it out.' },
    {
      name: 'timeZone',
      guidance: 'The company’s zone (e.g. "Asia/Jakarta"), so dates match the paper.',
    },
  ],
  do: [
    'Show the certificate number exactly as printed, so a learner can read it out to be checked.',
    'Order the list with the newest first; keep expired and revoked ones in it, as they are history.',
    'Pass `headingLevel` to fit under the page’s heading.',
  ],
  dont: [
    'Hide the status of an expired or revoked certificate.',
    'Put actions that do the same thing twice (a "Lihat" link and a "Buka" button).',
  ],
  keyboard: ['Tab moves to the card’s actions; the card itself is not focusable.'],
  screenReader: [
    'An `article` whose heading is the course title.',
    'The badge reads "Status: Berlaku" ("Status: Valid"): the word "Status" is visually hidden.',
    'Dates are written per locale ("14 Maret 2026"); the seal is decorative.',
  ],
  content: [
    'Actions start with a verb: "Lihat sertifikat", "Unduh PDF"; English: "View certificate".',
    'Say "Berlaku" for a valid certificate and "Cek" for checking one, as in the glossary.',
  ],
};
