import type { Guidelines } from '../docs/guidelines';

export const guidelines: Guidelines = {
  status: 'stable',
  use: [
    'An acara (training session, webinar) in a list: when, daring or tatap muka, where, and whether it has started.',
    'To open the event page (`href`): the whole card is one link named by the title.',
  ],
  avoid: [
    'A class of a programme: use `ClassCard`; a course: `CourseCard`.',
    'Events by date across a month: use `EventAgenda`.',
    'The event page itself: use `EventDetails`.',
  ],
  variants: [
    { name: 'status', guidance: '`upcoming`, `ongoing` or `past`, shown as a badge in words.' },
    {
      name: 'mode + location',
      guidance: '`online` with the platform ("Zoom"), or `offline` with the place.',
    },
    {
      name: 'endAt',
      guidance: 'On the same day only its time is added; across days both dates show.',
    },
    {
      name: 'scheduleText',
      guidance: 'The schedule as the app words it, e.g. with the reader’s own zone.',
    },
    {
      name: 'action',
      guidance: 'One control, e.g. "Daftar"; it stays clickable above the card’s link.',
    },
  ],
  do: [
    'Pass the company’s `timeZone`, so the time matches the invitation.',
    'Order upcoming events soonest first, past events latest first.',
    'While loading, show `EventCardSkeleton`s.',
  ],
  dont: [
    'Put the meeting link in `location`: name the platform ("Zoom"); the link belongs on the event page (`MeetingDetails`).',
    'Add a second link inside a card that has `href`.',
  ],
  keyboard: [
    'Tab: to the event link (the title), then to `action`.',
    'Enter: opens the event, or presses the action.',
  ],
  screenReader: [
    'An `article` whose heading is the title; with `href` the heading is the link.',
    'Schedule, way of attending and place have hidden labels ("Jadwal", "Cara mengikuti", "Lokasi"); icons are decorative.',
    'The schedule is a `<time>` carrying the start.',
  ],
  content: [
    'Glossary: "Acara", "Daring", "Tatap muka" (not "Luring"); "Sudah berakhir" for a past event.',
    'Times in Indonesian with a point: "09.00–11.00"; in English "09:00–11:00".',
  ],
};
