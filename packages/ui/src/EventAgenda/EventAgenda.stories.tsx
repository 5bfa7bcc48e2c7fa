import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { EmptyState } from '../EmptyState';
import { ErrorState } from '../ErrorState';
import { storyMessages } from '../test-utils/storyMessages';
import { desktopFrame, phoneStory } from '../test-utils/frames';
import { formatDay, formatMonth } from './agendaFormat';
import { EventAgenda } from './EventAgenda';
import { guidelines } from './EventAgenda.docs';

const lang = () => (document.documentElement.lang === 'en' ? 'en' : 'id');

const meta = {
  title: 'Course/EventAgenda',
  component: EventAgenda,
  parameters: { guidelines },
  args: {
    month: '2026-11',
    timeZone: 'Asia/Jakarta',
    timeZoneLabel: 'WIB',
    previousLabel: 'Bulan sebelumnya',
    nextLabel: 'Bulan berikutnya',
    todayLabel: 'Hari ini',
    onPreviousMonth: fn(),
    onNextMonth: fn(),
    days: [
      {
        date: '2026-11-09',
        events: [
          {
            id: 5,
            title: 'Sosialisasi Kode Etik Perusahaan',
            href: '/events/5',
            startAt: '2026-11-09T07:00:00Z',
            endAt: '2026-11-09T08:00:00Z',
            mode: 'online',
          },
        ],
      },
      {
        date: '2026-11-23',
        isToday: true,
        events: [
          {
            id: 1,
            title: 'Webinar: Membaca Data Penjualan dengan Excel',
            href: '/events/1',
            startAt: '2026-11-23T03:00:00Z',
            endAt: '2026-11-23T05:00:00Z',
            mode: 'online',
          },
          {
            id: 2,
            title: 'Pelatihan Pemadaman Kebakaran dan Evakuasi',
            href: '/events/2',
            startAt: '2026-11-23T06:00:00Z',
            endAt: '2026-11-23T09:00:00Z',
            mode: 'offline',
            location: 'Jakarta, Menara Ajar lt. 5',
          },
        ],
      },
      {
        date: '2026-11-30',
        events: [
          {
            id: 4,
            title: 'Bootcamp Kepemimpinan Supervisor',
            href: '/events/4',
            startAt: '2026-11-30T01:00:00Z',
            endAt: '2026-12-02T09:00:00Z',
            mode: 'offline',
            location: 'Hotel Santika, Bandung',
          },
        ],
      },
    ],
  },
} satisfies Meta<typeof EventAgenda>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Month: Story = {
  decorators: [desktopFrame],
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { level: 2, name: formatMonth(lang(), '2026-11') }),
    ).toBeVisible();
    const days = canvas.getAllByRole('heading', { level: 3 });
    await expect(days).toHaveLength(3);
    await expect(days[1]).toHaveTextContent(formatDay(lang(), '2026-11-23'));
    const today = days[1]!.closest('li')!;
    await expect(today).toHaveAttribute('aria-current', 'date');
    await expect(within(today).getByText('Hari ini')).toBeVisible();
    await expect(
      within(today).getByRole('link', { name: 'Webinar: Membaca Data Penjualan dengan Excel' }),
    ).toHaveAttribute('href', '/events/1');
    await expect(
      within(today).getByText(lang() === 'en' ? /10:00.*12:00.*WIB/ : '10.00–12.00 WIB'),
    ).toBeVisible();
    await expect(within(today).getByText(storyMessages().eventOffline)).toBeVisible();
    await expect(within(today).getByText('Jakarta, Menara Ajar lt. 5')).toBeVisible();
  },
};

export const MonthNavigation: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Bulan berikutnya' }));
    await expect(args.onNextMonth).toHaveBeenCalledTimes(1);
    await userEvent.keyboard('{Shift>}{Tab}{/Shift}');
    await expect(canvas.getByRole('button', { name: 'Bulan sebelumnya' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onPreviousMonth).toHaveBeenCalledTimes(1);
  },
};

export const Phone: Story = { ...phoneStory() };

/** The app words each time itself: the event's zone, and the viewer's time beside it. */
export const WithTimeText: Story = {
  tags: ['no-visual'],
  args: {
    days: [
      {
        date: '2026-11-09',
        events: [
          {
            id: 5,
            title: 'Sosialisasi Kode Etik Perusahaan',
            href: '/events/5',
            startAt: '2026-11-09T07:00:00Z',
            endAt: '2026-11-09T08:00:00Z',
            timeText: '14.00–15.00 WIB (15.00–16.00 waktu Anda)',
            mode: 'online',
          },
        ],
      },
    ],
  },
  play: async ({ canvas }) => {
    const time = canvas.getByText('14.00–15.00 WIB (15.00–16.00 waktu Anda)');
    await expect(time).toHaveAttribute('datetime', '2026-11-09T07:00:00.000Z');
  },
};

export const EmptyMonth: Story = {
  args: {
    days: [],
    empty: (
      <EmptyState
        headingLevel={3}
        title="Tidak ada acara bulan ini"
        description="Coba lihat bulan berikutnya."
      />
    ),
  },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { level: 3, name: 'Tidak ada acara bulan ini' }),
    ).toBeVisible();
    await expect(canvas.queryByRole('list')).toBeNull();
  },
};

export const Loading: Story = {
  tags: ['no-visual'],
  args: { isLoading: true, loadingLabel: 'Memuat jadwal…' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Memuat jadwal…');
    await expect(canvas.getByRole('button', { name: 'Bulan berikutnya' })).toBeEnabled();
  },
};

export const Failed: Story = {
  args: {
    error: <ErrorState headingLevel={3} title="Jadwal gagal dimuat" onRetry={fn()} />,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Jadwal gagal dimuat');
  },
};
