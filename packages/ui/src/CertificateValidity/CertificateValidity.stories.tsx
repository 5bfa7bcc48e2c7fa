import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { phoneStory } from '../test-utils/frames';
import { storyMessages } from '../test-utils/storyMessages';
import { CertificateValidity } from './CertificateValidity';
import { guidelines } from './CertificateValidity.docs';

const meta = {
  title: 'Course/CertificateValidity',
  component: CertificateValidity,
  parameters: { guidelines },
  args: {
    state: 'valid',
    learnerName: 'Siti Rahma',
    courseTitle: 'Dasar-dasar K3',
    code: 'AJR-K3-2026-000142',
    issuedAt: '2026-03-14T03:00:00Z',
    expiresAt: '2028-03-14T03:00:00Z',
    timeZone: 'Asia/Jakarta',
  },
} satisfies Meta<typeof CertificateValidity>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Valid: Story = {
  play: async ({ canvas }) => {
    const m = storyMessages();
    const status = canvas.getByRole('status');
    await expect(
      canvas.getByRole('heading', { level: 2, name: m.certificateValidityValid }),
    ).toBeVisible();
    await expect(status).toHaveTextContent('Siti Rahma');
    await expect(status).toHaveTextContent('Dasar-dasar K3');
    await expect(canvas.getByText(m.certificateExpiresAt)).toBeVisible();
  },
};

export const Expired: Story = {
  args: {
    state: 'expired',
    learnerName: 'Budi Santoso',
    courseTitle: 'Komunikasi Efektif di Tempat Kerja',
    code: 'AJR-KOM-2024-000037',
    issuedAt: '2024-01-20T03:00:00Z',
    expiresAt: '2026-01-20T03:00:00Z',
  },
  play: async ({ canvas }) => {
    const m = storyMessages();
    await expect(canvas.getByRole('heading', { name: m.certificateValidityExpired })).toBeVisible();
    await expect(canvas.getByText(m.certificateExpiredAt)).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent('Budi Santoso');
  },
};

export const Revoked: Story = {
  args: {
    state: 'revoked',
    revokedAt: '2026-06-02T03:00:00Z',
    description: 'Sertifikat ini dicabut oleh admin perusahaan dan tidak lagi berlaku.',
  },
  play: async ({ canvas }) => {
    const m = storyMessages();
    await expect(canvas.getByRole('heading', { name: m.certificateValidityRevoked })).toBeVisible();
    await expect(canvas.getByText(m.certificateRevokedAt)).toBeVisible();
    // The validity end does not apply to a revoked certificate.
    await expect(canvas.queryByText(m.certificateExpiresAt)).toBeNull();
  },
};

/** Nothing about a person is shown for a number that matches no certificate. */
export const NotFound: Story = {
  args: {
    state: 'notFound',
    code: 'AJR-XX-0000-000000',
    description: 'Periksa kembali nomor sertifikat, lalu coba lagi.',
  },
  play: async ({ canvas }) => {
    const m = storyMessages();
    const status = canvas.getByRole('status');
    await expect(
      canvas.getByRole('heading', { name: m.certificateValidityNotFound }),
    ).toBeVisible();
    await expect(status).not.toHaveTextContent('Siti Rahma');
    await expect(status).not.toHaveTextContent('Dasar-dasar K3');
    await expect(status).toHaveTextContent('AJR-XX-0000-000000');
  },
};

export const CustomHeading: Story = {
  args: { title: 'Sertifikat asli dari PT Maju Bersama', headingLevel: 1 },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Sertifikat asli dari PT Maju Bersama' }),
    ).toBeVisible();
  },
};

/**
 * A 320 px phone (what the certificate's QR code opens): the icon sits above the text and each
 * label above its value, so names, titles and the code keep whole lines.
 */
export const Phone320: Story = {
  ...phoneStory(320),
  args: { courseTitle: 'Keselamatan dan Kesehatan Kerja untuk Pengawas Lapangan' },
  play: async ({ canvas }) => {
    const m = storyMessages();
    const status = canvas.getByRole('status');
    const width = status.getBoundingClientRect().width;
    const label = canvas.getByText(m.certificateCode);
    const value = canvas.getByText('AJR-K3-2026-000142');
    await expect(value.getBoundingClientRect().top).toBeGreaterThanOrEqual(
      label.getBoundingClientRect().bottom,
    );
    // The value has the card's width (it had ~80 px), and the code stays on one line.
    await expect(value.parentElement!.getBoundingClientRect().width).toBeGreaterThan(width * 0.6);
    const lineHeight = parseFloat(getComputedStyle(value).lineHeight);
    await expect(value.getBoundingClientRect().height).toBeLessThan(lineHeight * 1.5);
  },
};
