import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { Button } from '../Button';
import { Link } from '../Link';
import { maxWidthFrame } from '../test-utils/frames';
import { storyMessages } from '../test-utils/storyMessages';
import { MeetingDetails } from './MeetingDetails';
import { guidelines } from './MeetingDetails.docs';

const attend = fn();

const meta = {
  title: 'Course/MeetingDetails',
  component: MeetingDetails,
  decorators: [maxWidthFrame('48rem')],
  args: {
    title: 'Detail pertemuan',
    schedule: <time dateTime="2026-03-02T02:00:00Z">Senin, 2 Maret 2026 09.00–10.00 WIB</time>,
    mode: 'online',
    locationLabel: 'Tautan pertemuan',
    location: (
      <Link href="https://meet.example.com/kepemimpinan-01" isExternal>
        meet.example.com/kepemimpinan-01
      </Link>
    ),
    status: { label: 'Belum hadir', tone: 'neutral' },
    action: <Button onClick={attend}>Saya hadir</Button>,
  },
  beforeEach: () => attend.mockClear(),
  parameters: { guidelines },
} satisfies Meta<typeof MeetingDetails>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Online, attendance open: the learner records it with one button. */
export const Attendable: Story = {
  play: async ({ canvas, userEvent }) => {
    const m = storyMessages();
    const card = canvas.getByRole('region', { name: 'Detail pertemuan' });
    await expect(card).toHaveTextContent(m.eventOnline);
    await expect(canvas.getByText('Tautan pertemuan')).toBeVisible();
    await expect(
      canvas.getByRole('link', { name: /meet\.example\.com\/kepemimpinan-01/ }),
    ).toHaveAttribute('target', '_blank');
    await userEvent.click(canvas.getByRole('button', { name: 'Saya hadir' }));
    await expect(attend).toHaveBeenCalledOnce();
  },
};

/** Attendance recorded: a success badge and a note, no button. */
export const Attended: Story = {
  args: {
    status: { label: 'Hadir', tone: 'success' },
    action: undefined,
    note: 'Kehadiran Anda sudah tercatat.',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Hadir')).toBeVisible();
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

/** Not open yet: the button is disabled and the note says when it opens. */
export const NotYetOpen: Story = {
  args: {
    action: <Button disabled>Saya hadir</Button>,
    note: 'Presensi dibuka pada Senin, 2 Maret 2026, pukul 08.45 WIB, 15 menit sebelum pertemuan dimulai.',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Saya hadir' })).toBeDisabled();
    await expect(canvas.getByText(/Presensi dibuka/)).toBeVisible();
  },
};

/** On site: the place instead of a link. */
export const Offline: Story = {
  args: {
    mode: 'offline',
    locationLabel: undefined,
    location: 'Ruang Rapat Lt. 3, Gedung Ajar, Jl. Sudirman 21, Jakarta',
  },
  play: async ({ canvas }) => {
    const m = storyMessages();
    await expect(canvas.getByText(m.eventOffline)).toBeVisible();
    await expect(canvas.getByText(m.eventLocation)).toBeVisible();
    await expect(canvas.getByText(/Ruang Rapat Lt\. 3/)).toBeVisible();
  },
};
