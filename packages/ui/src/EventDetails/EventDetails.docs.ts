import type { Guidelines } from '../docs/guidelines';

export const guidelines: Guidelines = {
  status: 'stable',
  use: [
    'The body of an acara’s or a class’s page: its description, and a panel with when, how and where to take part and the one action.',
    'Under the page’s own `<h1>` (the event’s name, from `PageHeader`).',
  ],
  avoid: [
    'An event in a list: use `EventCard`.',
    'The join link and meeting facts of an online session on its own: use `MeetingDetails`.',
  ],
  variants: [
    {
      name: 'schedule',
      guidance:
        'The date and time as the reader’s language writes it, with the zone; `ClassDates` for a class.',
    },
    {
      name: 'mode + location',
      guidance: 'Daring with the meeting link (or when it will show), tatap muka with the place.',
    },
    {
      name: 'facts',
      guidance: 'Further label and value pairs, e.g. "Peserta: 12 orang terdaftar".',
    },
    {
      name: 'status',
      guidance: '`upcoming`, `ongoing` or `past`, a badge in words beside the panel’s heading.',
    },
    {
      name: 'action',
      guidance:
        'The one thing the reader can do: "Daftar", "Batalkan pendaftaran", "Masuk", or a note that it has ended.',
    },
    { name: 'EventDetailsSkeleton', guidance: 'The page’s shape while the event loads.' },
  ],
  do: [
    'Keep one action in the panel; explain in a sentence why it is missing when the event is full or past.',
    'Write the schedule in full: "Senin, 23 November 2026, pukul 09.00–11.00 WIB".',
  ],
  dont: [
    'Show the meeting link to people who are not registered.',
    'Repeat the event’s name inside the panel: the page heading says it.',
  ],
  keyboard: ['Tab reaches the action and the links in the panel, then those in the description.'],
  screenReader: [
    'Two regions, each named by its h2: `detailsTitle` ("Informasi acara") and `aboutTitle` ("Tentang acara").',
    'The facts are labelled pairs; the status badge is written in words.',
  ],
  content: [
    'Headings: "Informasi acara", "Tentang acara" / "Event information", "About the event".',
    'Glossary: "Acara", "Daring", "Tatap muka", "Peserta", "Trainer".',
    'Action labels are verbs: "Daftar acara", "Batalkan pendaftaran".',
  ],
};
