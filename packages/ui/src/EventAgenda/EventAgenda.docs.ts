import type { Guidelines } from '../docs/guidelines';

export const guidelines: Guidelines = {
  status: 'stable',
  use: [
    'A month of acara grouped by day, with buttons to the months either side: the events calendar.',
    'When learners plan by date rather than browse by topic.',
  ],
  avoid: [
    'A few upcoming events on a dashboard: use `EventCard`s in a `CardGrid`.',
    'One event’s details: use `EventDetails`.',
  ],
  variants: [
    { name: 'days', guidance: 'Only days with events, in order; mark today with `isToday`.' },
    {
      name: 'timeZone + timeZoneLabel',
      guidance: 'The company’s zone and its short name: "Asia/Jakarta", "WIB".',
    },
    {
      name: 'timeText',
      guidance: 'Per event, the time as the app words it (e.g. with the reader’s own zone).',
    },
    {
      name: 'isLoading / empty / error',
      guidance: 'Shown in place of the days: placeholders, an `EmptyState`, an `ErrorState`.',
    },
    {
      name: 'previousLabel, nextLabel, todayLabel',
      guidance: 'Words from the app: "Bulan sebelumnya", "Bulan berikutnya", "Hari ini".',
    },
  ],
  do: [
    'Pass `empty` for a month without events, with a way to the next one.',
    'Show times with the zone: "pukul 09.00–11.00 WIB".',
  ],
  dont: ['List days with no events.', 'Mark today with colour alone: pass `todayLabel`.'],
  keyboard: [
    'Tab: through the previous and next month buttons, then each event’s link, day by day.',
    'Enter or Space on a month button: changes the month; Enter on an event opens it.',
  ],
  screenReader: [
    'A region named by the month (h2); each day is an h3 with a `<time>`.',
    'The month name is a polite live region, so changing month is announced.',
    'Today has `aria-current="date"`; each event says "Daring" or "Tatap muka" in words.',
  ],
  content: [
    'Event titles as the company names them; glossary: "Acara", "Daring", "Tatap muka".',
    'Times with "pukul" in sentences: "Senin, 23 November 2026, pukul 09.00–11.00 WIB".',
    'English: "Previous month", "Next month", "Today"; 24-hour times "09:00–11:00 WIB".',
  ],
};
