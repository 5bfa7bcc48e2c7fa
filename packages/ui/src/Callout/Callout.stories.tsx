import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Button } from '../Button';
import { Link } from '../Link';
import { maxWidthFrame } from '../test-utils/frames';
import { Callout } from './Callout';
import { guidelines } from './Callout.docs';

const meta = {
  title: 'Feedback/Callout',
  component: Callout,
  parameters: { guidelines },
  decorators: [maxWidthFrame('40rem')],
  args: {
    title: 'Presensi dibuka 15 menit sebelum mulai',
    children: 'Tombol "Saya hadir" aktif mulai Senin, 2 Maret 2026 pukul 08.45 WIB.',
  },
} satisfies Meta<typeof Callout>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Information the learner should know; the default tone. */
export const Info: Story = {
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { level: 2, name: 'Presensi dibuka 15 menit sebelum mulai' }),
    ).toBeVisible();
    await expect(canvas.getByText(/Tombol "Saya hadir"/)).toBeVisible();
  },
};

/** A finished course, with the next steps as actions. */
export const Success: Story = {
  args: {
    tone: 'success',
    title: 'Selamat, kursus ini selesai!',
    children: 'Sertifikat Anda sudah terbit. Anda tetap bisa membuka ulang setiap materi.',
    actions: (
      <>
        <Button href="#sertifikat">Lihat sertifikat</Button>
        <Link href="#ringkasan">Ringkasan kursus saya</Link>
      </>
    ),
    role: 'status',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveAttribute('data-tone', 'success');
    await expect(canvas.getByRole('link', { name: 'Lihat sertifikat' })).toHaveAttribute(
      'href',
      '#sertifikat',
    );
  },
};

/** Something to do before going on, e.g. a locked content. */
export const Warning: Story = {
  args: {
    tone: 'warning',
    title: 'Materi ini masih terkunci',
    children: 'Selesaikan materi sebelumnya terlebih dahulu.',
    headingLevel: 3,
  },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { level: 3, name: 'Materi ini masih terkunci' }),
    ).toBeVisible();
  },
};

/** A refused action, announced at once. */
export const Danger: Story = {
  args: {
    tone: 'danger',
    title: 'Belum bisa ditandai selesai',
    children: 'Pertemuan ini belum dimulai.',
    role: 'alert',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Pertemuan ini belum dimulai.');
  },
};

/* Drawn on the docs page as a do and a don't (Callout.docs.ts); out of the sidebar. */

/** Do: one callout whose title says the situation and whose sentence says what to do. */
export const DoOneMessage: Story = {
  tags: ['!dev', '!autodocs'],
  args: {
    tone: 'warning',
    title: 'Materi ini masih terkunci',
    children: 'Selesaikan "Pengenalan K3" dahulu untuk membukanya.',
    actions: <Link href="#pengenalan-k3">Buka Pengenalan K3</Link>,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('heading')).toHaveLength(1);
  },
};

/** Don't: several callouts at once, none of them stands out. */
export const DontStackCallouts: Story = {
  tags: ['!dev', '!autodocs'],
  render: () => (
    <div style={{ display: 'grid', gap: '0.5rem' }}>
      <Callout tone="info" title="Presensi dibuka 15 menit sebelum mulai" />
      <Callout tone="warning" title="Materi ini masih terkunci" />
      <Callout tone="info" title="Ada materi baru di modul 4" />
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('heading')).toHaveLength(3);
  },
};
