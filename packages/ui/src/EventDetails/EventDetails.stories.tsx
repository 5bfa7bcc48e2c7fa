import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { Button } from '../Button';
import { Link } from '../Link';
import { storyMessages } from '../test-utils/storyMessages';
import { desktopFrame, phoneStory } from '../test-utils/frames';
import { EventDetails } from './EventDetails';
import { EventDetailsSkeleton } from './EventDetailsSkeleton';
import { guidelines } from './EventDetails.docs';

const meta = {
  title: 'Course/EventDetails',
  component: EventDetails,
  parameters: { guidelines },
  args: {
    detailsTitle: 'Informasi acara',
    aboutTitle: 'Tentang acara',
    about:
      'Praktik menggunakan APAR dan simulasi evakuasi gedung.\nWajib untuk tim gudang; bawa sepatu tertutup.',
    schedule: 'Senin, 23 November 2026, 09.00–12.00 WIB',
    mode: 'offline',
    location: 'Jakarta, Menara Ajar lt. 5',
    facts: [{ label: 'Peserta', value: '12 orang terdaftar', icon: 'people' }],
    status: 'upcoming',
    action: <Button onClick={fn()}>Daftar</Button>,
  },
} satisfies Meta<typeof EventDetails>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Offline: Story = {
  decorators: [desktopFrame],
  play: async ({ canvas }) => {
    const m = storyMessages();
    const panel = canvas.getByRole('region', { name: 'Informasi acara' });
    await expect(within(panel).getByText(m.eventUpcoming)).toBeVisible();
    await expect(within(panel).getByText(m.eventOffline)).toBeVisible();
    await expect(within(panel).getByText(m.eventLocation)).toBeVisible();
    await expect(within(panel).getByText('12 orang terdaftar')).toBeVisible();
    await expect(within(panel).getByRole('button', { name: 'Daftar' })).toBeVisible();
    await expect(canvas.getByRole('region', { name: 'Tentang acara' })).toHaveTextContent(
      'simulasi evakuasi',
    );
    // Side by side on a wide page: the description is left of the panel.
    const about = canvas.getByRole('region', { name: 'Tentang acara' });
    await expect(about.getBoundingClientRect().right).toBeLessThanOrEqual(
      panel.getBoundingClientRect().left,
    );
  },
};

/** Online, for a registered reader: the meeting link in place of the place. */
export const OnlineRegistered: Story = {
  args: {
    mode: 'online',
    status: 'ongoing',
    locationLabel: 'Tautan acara',
    location: (
      <Link href="https://meet.example.com/ajar-excel" isExternal>
        meet.example.com/ajar-excel
      </Link>
    ),
    action: (
      <>
        <p>Anda sudah terdaftar.</p>
        <Button variant="secondary">Batalkan pendaftaran</Button>
      </>
    ),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(storyMessages().eventOngoing)).toBeVisible();
    await expect(canvas.getByText('Tautan acara')).toBeVisible();
    await expect(canvas.getByRole('link', { name: /meet\.example\.com/ })).toHaveAttribute(
      'target',
      '_blank',
    );
  },
};

export const Past: Story = {
  args: { status: 'past', action: <p>Acara ini sudah berakhir</p> },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(storyMessages().eventPast)).toBeVisible();
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

/** Stacked on a phone, the details (and the action) first. */
export const Phone: Story = {
  ...phoneStory(),
  play: async ({ canvas }) => {
    const panel = canvas.getByRole('region', { name: 'Informasi acara' });
    const about = canvas.getByRole('region', { name: 'Tentang acara' });
    await expect(panel.getBoundingClientRect().bottom).toBeLessThanOrEqual(
      about.getBoundingClientRect().top,
    );
  },
};

export const Loading: Story = {
  tags: ['no-visual'],
  render: () => <EventDetailsSkeleton label="Memuat acara…" />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Memuat acara…');
  },
};
