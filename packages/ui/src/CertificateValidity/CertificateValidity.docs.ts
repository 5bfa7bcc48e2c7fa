import type { Guidelines } from '../docs/guidelines';

export const guidelines: Guidelines = {
  status: 'stable',
  use: [
    'The result of checking a certificate number on the public check page (Cek sertifikat).',
    'It says the state in a heading and, when found, who earned it for which course and when.',
  ],
  avoid: [
    'The learner’s own list of certificates: use `CertificateCard`.',
    'The check form’s validation error (an empty or malformed number): use the field’s `error`.',
  ],
  variants: [
    {
      name: 'state="valid"',
      guidance: 'Found and still counts; shows "Berlaku hingga" when it expires.',
    },
    { name: 'state="expired"', guidance: 'Found but past its end; shows the day it expired.' },
    { name: 'state="revoked"', guidance: 'Found but withdrawn; shows the day it was revoked.' },
    {
      name: 'state="notFound"',
      guidance:
        'No certificate has that number; only the number checked is shown. Say in `description` what to check.',
    },
    { name: 'title', guidance: 'Replaces the built-in heading, e.g. with the company’s name.' },
  ],
  do: [
    'Show the number that was checked, so the reader can see a typo.',
    'For `notFound`, say what to do: "Periksa kembali nomor pada sertifikat, lalu cek lagi."',
    'Put it right under the check form, where focus and attention already are.',
  ],
  dont: [
    'Show a learner’s name or course for `notFound`: the component leaves them out.',
    'Rely on the icon colour: the heading says the state in words.',
  ],
  screenReader: [
    'It has `role="status"`, so a result that appears after the check is announced.',
    'The heading (h2 by default) names the state; the details are a description list (`dl`).',
    'Dates are `<time>` elements written per locale.',
  ],
  content: [
    'States: berlaku, kedaluwarsa, dicabut, tidak ditemukan; "Berlaku" not "valid" in Indonesian.',
    'Descriptions say what happened and what to do, with "Anda".',
    'English in British spelling: "Certificate revoked", "Check the number and try again."',
  ],
};
