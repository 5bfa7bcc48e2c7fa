import type { Guidelines } from '../docs/guidelines';

export const guidelines: Guidelines = {
  status: 'stable',
  use: [
    'A scheduled meeting in a kursus (a class, a webinar): when, online or on site, where, and the attendance action.',
  ],
  avoid: [
    'An acara on its own page: use `EventDetails`.',
    'A list of meetings or sessions: use `EventAgenda`.',
  ],
  variants: [
    {
      name: 'mode',
      guidance: '"Daring" with the join link in `location`, "Luring" with the place.',
    },
    {
      name: 'status',
      guidance: 'The learner\'s attendance as a badge: "Hadir" (success), "Belum hadir".',
    },
    {
      name: 'action',
      guidance: 'One button, e.g. "Saya hadir"; `note` says why it is not open yet.',
    },
    { name: 'headingLevel', guidance: 'Fit the page outline; 2 by default.' },
  ],
  do: [
    'Write the time with "pukul" and the time zone: "Selasa, 14 Juli 2026, pukul 09.00–11.00 WIB".',
    'Explain a closed action in `note`: "Presensi dibuka 15 menit sebelum mulai."',
  ],
  dont: [
    'Put more than one action in it.',
    'Use the badge colour alone to say attended: the badge has words.',
  ],
  keyboard: ['Tab: reaches the join link and the action; nothing else takes focus.'],
  screenReader: [
    'A region named by its heading ("Detail pertemuan").',
    'Facts are label–value pairs, read in order: when, mode, location, then further facts.',
  ],
  content: [
    'Heading: "Detail pertemuan" / "Meeting details". Mode: "Daring" / "Online", "Luring" / "In person".',
    'Use "Trainer" for the person who leads it, never "pelatih" or "fasilitator".',
  ],
};
