import type { Guidelines } from '../docs/guidelines';

export const guidelines: Guidelines = {
  status: 'new',
  use: [
    'In the header, beside the account menu, for a signed-in user: it opens the notifications.',
  ],
  avoid: ['Counting anything but unread notifications: use `Badge` beside the thing counted.'],
  variants: [
    { name: 'count', guidance: '0 shows the bell alone; above 99 the figure reads "99+".' },
    {
      name: 'label',
      guidance:
        'Required: the accessible name with the count in words ("3 notifikasi belum dibaca"), since the figure is hidden from screen readers.',
    },
  ],
  do: ['Update the count live (the app listens to the notification stream).'],
  dont: ['Colour the count with the brand: it is danger red, a state every tenant reads alike.'],
  keyboard: ['Tab reaches it; Enter opens the notifications.'],
  screenReader: [
    'A link named by `label`, e.g. "3 notifikasi belum dibaca, tautan"; the figure on the bell is hidden, the name says it.',
  ],
  content: [
    'id: "{n} notifikasi belum dibaca", or "Notifikasi" at 0; en: "{n} unread notifications", or "Notifications".',
  ],
};
