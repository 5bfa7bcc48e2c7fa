import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { Button } from '../Button';
import { EmptyState } from './EmptyState';
import { guidelines } from './EmptyState.docs';

const bookIcon = (
  <svg viewBox="0 0 48 48" width="48" height="48" aria-hidden="true">
    <path
      d="M8 10h14a4 4 0 0 1 4 4v24a3 3 0 0 0-3-3H8zM40 10H26a4 4 0 0 0-4 4v24a3 3 0 0 1 3-3h15z"
      fill="none"
      stroke="currentColor"
      strokeWidth="2.5"
      strokeLinejoin="round"
    />
  </svg>
);

const meta = {
  title: 'Structure/EmptyState',
  component: EmptyState,
  parameters: { guidelines },
  args: {
    title: 'Belum ada kursus',
    description: 'Kursus yang ditugaskan kepada Anda akan muncul di sini.',
    icon: bookIcon,
  },
} satisfies Meta<typeof EmptyState>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: 'Belum ada kursus' })).toBeVisible();
    await expect(canvas.getByText(/akan muncul di sini/)).toBeVisible();
  },
};

const onBrowse = fn();

export const WithAction: Story = {
  args: {
    title: 'Belum ada hasil',
    description: 'Tidak ada kursus yang cocok dengan "K3 lanjutan". Coba kata kunci lain.',
    action: <Button onClick={onBrowse}>Lihat katalog</Button>,
  },
  play: async ({ canvas, userEvent }) => {
    onBrowse.mockClear();
    await userEvent.click(canvas.getByRole('button', { name: 'Lihat katalog' }));
    await expect(onBrowse).toHaveBeenCalledTimes(1);
  },
};

export const TitleOnly: Story = {
  args: { description: undefined, icon: undefined, title: 'Belum ada sertifikat' },
};

export const HeadingLevel: Story = {
  args: { headingLevel: 3, title: 'Belum ada peserta' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 3 })).toHaveTextContent('Belum ada peserta');
  },
};

/* Drawn on the docs page as a do and a don't (EmptyState.docs.ts); out of the sidebar. */

/** Do: say why it is empty and offer the way out. */
export const DoOfferWayOut: Story = {
  tags: ['!dev', '!autodocs'],
  args: {
    title: 'Tidak ada hasil untuk “K3 lanjutan”',
    description: 'Periksa ejaannya atau hapus filter kategori.',
    action: <Button variant="secondary">Hapus filter</Button>,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Hapus filter' })).toBeVisible();
  },
};

/** Don't: a title that blames the learner, and no way on. */
export const DontBlame: Story = {
  tags: ['!dev', '!autodocs'],
  args: { title: 'Anda belum melakukan apa-apa', description: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};
