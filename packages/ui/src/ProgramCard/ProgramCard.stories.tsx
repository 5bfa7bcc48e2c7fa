import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { communicationCover } from '../CourseCard/storyCovers';
import { maxWidthFrame } from '../test-utils/frames';
import { storyMessages } from '../test-utils/storyMessages';
import { ProgramCard } from './ProgramCard';
import { guidelines } from './ProgramCard.docs';

const meta = {
  title: 'Course/ProgramCard',
  component: ProgramCard,
  args: {
    title: 'Akademi Penjualan',
    description:
      'Program tiga bulan untuk tenaga penjualan baru: mengenal produk, teknik presentasi, negosiasi, hingga menutup transaksi.',
    classCountLabel: '3 kelas',
    href: '/classes/sales',
    nextClass: {
      title: 'Angkatan 3',
      startsOn: '2026-03-03',
      endsOn: '2026-03-14',
      status: 'upcoming',
    },
  },
  decorators: [maxWidthFrame('22rem')],
  parameters: { guidelines },
} satisfies Meta<typeof ProgramCard>;

export default meta;
type Story = StoryObj<typeof meta>;

const isEnglish = () => document.documentElement.lang === 'en';

/** No cover: the tinted block. One link named by the title; the next class with its dates. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const m = storyMessages();
    const links = canvas.getAllByRole('link');
    await expect(links).toHaveLength(1);
    await expect(links[0]).toHaveAccessibleName('Akademi Penjualan');
    await expect(links[0]).toHaveAttribute('href', '/classes/sales');
    await expect(canvas.getByRole('heading', { level: 3 })).toBeVisible();
    await expect(canvas.getByText('3 kelas')).toBeVisible();
    await expect(canvas.getByText(m.programCardNextClass)).toBeVisible();
    await expect(canvas.getByText('Angkatan 3')).toBeVisible();
    await expect(canvas.getByText(m.eventUpcoming)).toBeVisible();
    await expect(
      canvas.getByText(isEnglish() ? /^Mar 3\s*–\s*14, 2026$/ : /^3–14 Mar 2026$/),
    ).toHaveAttribute('datetime', '2026-03-03');
    await expect(canvas.queryByRole('img')).toBeNull();
  },
};

/** A class running now, which the reader is in; with a cover, which is decorative. */
export const CurrentClassWithCover: Story = {
  args: {
    title: 'Kepemimpinan',
    description:
      'Untuk supervisor dan calon manajer: memimpin tim, memberi umpan balik, dan mengambil keputusan bersama.',
    classCountLabel: '2 kelas',
    href: '/classes/leadership',
    coverSrc: communicationCover,
    nextClass: {
      title: 'Angkatan 2',
      startsOn: '2026-02-02',
      endsOn: '2026-04-24',
      status: 'ongoing',
      isMember: true,
    },
  },
  play: async ({ canvas, canvasElement }) => {
    const m = storyMessages();
    await expect(canvasElement.querySelector('img')).toHaveAttribute('alt', '');
    await expect(canvas.getByText(m.programCardCurrentClass)).toBeVisible();
    await expect(canvas.getByText(m.eventOngoing)).toBeVisible();
    await expect(canvas.getByText(m.classCardMember)).toBeVisible();
  },
};

/** Every class has ended, or none is planned yet: the card says so. */
export const NoClassScheduled: Story = {
  args: { nextClass: undefined, classCountLabel: '0 kelas' },
  play: async ({ canvas }) => {
    const m = storyMessages();
    await expect(canvas.getByText(m.programCardNoClass)).toBeVisible();
    await expect(canvas.queryByText(m.programCardNextClass)).toBeNull();
  },
};

/** The note without a class can be the app's own. */
export const CustomNoClassLabel: Story = {
  args: { nextClass: undefined, noClassLabel: 'Kelas berikutnya diumumkan bulan depan' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Kelas berikutnya diumumkan bulan depan')).toBeVisible();
  },
};

/** A long description is cut to three lines. */
export const LongDescription: Story = {
  args: {
    description:
      'Program tiga bulan untuk tenaga penjualan baru. Dimulai dari mengenal produk dan pelanggan, dilanjutkan dengan teknik presentasi, menangani keberatan, negosiasi harga, hingga menutup transaksi dan menjaga hubungan setelah penjualan, dengan praktik langsung di setiap pertemuan.',
  },
};

/** A cover that fails to load falls back to the program drawing, in neutral greys. */
export const BrokenCover: Story = {
  args: { coverSrc: '/does-not-exist.png' },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(canvasElement.querySelector('img')).toBeNull());
    await expect(canvasElement.querySelector('svg[data-cover-art="program"]')).not.toBeNull();
  },
};

/** Without a link, e.g. in a preview. */
export const WithoutLink: Story = {
  args: { href: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('link')).toBeNull();
  },
};
