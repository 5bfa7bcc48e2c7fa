import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { Button } from '../Button';
import { storyMessages } from '../test-utils/storyMessages';
import { EventCard } from './EventCard';
import { maxWidthFrame } from '../test-utils/frames';
import { guidelines } from './EventCard.docs';

const onRegister = fn();

const meta = {
  title: 'Course/EventCard',
  component: EventCard,
  parameters: { guidelines },
  args: {
    title: 'Webinar: Budaya Keselamatan Kerja di Pabrik',
    href: '/events/budaya-keselamatan-kerja',
    startAt: '2026-11-23T02:00:00Z',
    endAt: '2026-11-23T04:00:00Z',
    timeZone: 'Asia/Jakarta',
    mode: 'online',
    location: 'Zoom Meeting',
    status: 'upcoming',
  },
  decorators: [maxWidthFrame('22rem')],
} satisfies Meta<typeof EventCard>;

export default meta;
type Story = StoryObj<typeof meta>;

const isEnglish = () => document.documentElement.lang === 'en';

export const UpcomingOnline: Story = {
  play: async ({ canvas }) => {
    const m = storyMessages();
    const link = canvas.getByRole('link');
    await expect(link).toHaveAccessibleName('Webinar: Budaya Keselamatan Kerja di Pabrik');
    await expect(link).toHaveAttribute('href', '/events/budaya-keselamatan-kerja');
    await expect(canvas.getByText(m.eventUpcoming)).toBeVisible();
    await expect(canvas.getByText(m.eventOnline)).toBeVisible();
    const time = canvas.getByText(
      isEnglish() ? 'Mon, Nov 23, 2026 · 9:00 – 11:00 AM' : 'Sen, 23 Nov 2026 · 09.00–11.00',
    );
    await expect(time).toHaveAttribute('datetime', '2026-11-23T02:00:00.000Z');
  },
};

export const OngoingOffline: Story = {
  args: {
    title: 'Pelatihan Pemadam Kebakaran Ringan',
    href: '/events/pemadam-kebakaran',
    mode: 'offline',
    location: 'Aula Gedung B, Kawasan Industri Pulogadung, Jakarta',
    status: 'ongoing',
  },
  play: async ({ canvas }) => {
    const m = storyMessages();
    await expect(canvas.getByText(m.eventOngoing)).toBeVisible();
    await expect(canvas.getByText(m.eventOffline)).toBeVisible();
  },
};

export const Past: Story = {
  args: { status: 'past', startAt: '2026-02-10T06:00:00Z', endAt: '2026-02-10T08:30:00Z' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(storyMessages().eventPast)).toBeVisible();
  },
};

/** An event spanning days shows both dates. */
export const MultiDay: Story = {
  args: {
    title: 'Bootcamp Kepemimpinan Supervisor',
    mode: 'offline',
    location: 'Hotel Santika, Bandung',
    startAt: '2026-12-07T01:00:00Z',
    endAt: '2026-12-09T09:00:00Z',
  },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByText(isEnglish() ? /Dec 7, 2026.*Dec 9, 2026/ : /7 Des 2026.*9 Des 2026/),
    ).toBeVisible();
  },
};

/** The register button stays clickable above the card's link, and is its own tab stop. */
export const WithRegisterAction: Story = {
  args: {
    action: (
      <Button size="sm" onClick={onRegister}>
        Daftar
      </Button>
    ),
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('link')).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Daftar' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(onRegister).toHaveBeenCalledTimes(1);
  },
};

export const WithoutLocation: Story = {
  args: { location: undefined, href: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('link')).toBeNull();
    await expect(canvas.queryByText(storyMessages().eventLocation)).toBeNull();
  },
};

export const RouterLink: Story = {
  args: {
    // Stands in for react-router's Link: `to` instead of `href`, its own markup.
    renderLink: ({ href, children, ...props }) => (
      <a {...props} href={`#${href}`} data-router-link="">
        {children}
      </a>
    ),
  },
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link');
    await expect(link).toHaveAttribute('data-router-link');
    await expect(link).toHaveAttribute('href', '#/events/budaya-keselamatan-kerja');
  },
};

/** The app words the schedule itself: the event's zone, and the viewer's time beside it. */
export const WithScheduleText: Story = {
  tags: ['no-visual'],
  args: {
    scheduleText: 'Sen, 23 Nov 2026 · 09.00–11.00 WIB (10.00–12.00 waktu Anda)',
  },
  play: async ({ canvas }) => {
    const time = canvas.getByText('Sen, 23 Nov 2026 · 09.00–11.00 WIB (10.00–12.00 waktu Anda)');
    await expect(time.tagName).toBe('TIME');
    await expect(time).toHaveAttribute('datetime', '2026-11-23T02:00:00.000Z');
  },
};
