import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { Button } from '../Button';
import { Link } from '../Link';
import { storyMessages } from '../test-utils/storyMessages';
import { CertificateCard } from './CertificateCard';
import { maxWidthFrame } from '../test-utils/frames';
import { guidelines } from './CertificateCard.docs';

const onPrint = fn();

const meta = {
  title: 'Course/CertificateCard',
  component: CertificateCard,
  parameters: { guidelines },
  args: {
    courseTitle: 'Dasar-dasar K3',
    learnerName: 'Siti Rahma',
    issuedAt: '2026-03-14T03:00:00Z',
    code: 'AJR-K3-2026-000142',
    timeZone: 'Asia/Jakarta',
    actions: (
      <>
        <Link href="/certificates/AJR-K3-2026-000142.pdf" download>
          Unduh PDF
        </Link>
        <Button size="sm" variant="secondary" onClick={onPrint}>
          Cetak
        </Button>
      </>
    ),
  },
  decorators: [maxWidthFrame('26rem')],
} satisfies Meta<typeof CertificateCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Valid: Story = {
  play: async ({ canvas, userEvent }) => {
    const m = storyMessages();
    await expect(canvas.getByRole('heading', { level: 3 })).toHaveTextContent('Dasar-dasar K3');
    await expect(canvas.getByText(m.certificateStatusValid)).toBeVisible();
    const issued = canvas.getByText(m.certificateIssuedAt).nextElementSibling;
    await expect(issued?.querySelector('time')).toHaveAttribute(
      'datetime',
      '2026-03-14T03:00:00.000Z',
    );
    await expect(issued).toHaveTextContent(
      document.documentElement.lang === 'en' ? 'March 14, 2026' : '14 Maret 2026',
    );
    const download = canvas.getByRole('link', { name: 'Unduh PDF' });
    await expect(download).toHaveAttribute('download');
    // In the kit's link colour, not the browser's default blue.
    const probe = document.createElement('span');
    probe.style.color = 'var(--ajar-color-primary-text)';
    document.body.append(probe);
    await expect(getComputedStyle(download).color).toBe(getComputedStyle(probe).color);
    probe.remove();
    await userEvent.click(canvas.getByRole('button', { name: 'Cetak' }));
    await expect(onPrint).toHaveBeenCalled();
  },
};

export const WithExpiry: Story = {
  args: { expiresAt: '2028-03-14T03:00:00Z' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(storyMessages().certificateExpiresAt)).toBeVisible();
  },
};

export const Expired: Story = {
  args: {
    courseTitle: 'Komunikasi Efektif di Tempat Kerja',
    learnerName: 'Budi Santoso',
    issuedAt: '2024-01-20T03:00:00Z',
    expiresAt: '2026-01-20T03:00:00Z',
    code: 'AJR-KOM-2024-000037',
    status: 'expired',
  },
  play: async ({ canvas }) => {
    const m = storyMessages();
    await expect(canvas.getByText(m.certificateStatusExpired)).toBeVisible();
    await expect(canvas.getByText(m.certificateExpiredAt)).toBeVisible();
  },
};

export const Revoked: Story = {
  args: { status: 'revoked', actions: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(storyMessages().certificateStatusRevoked)).toBeVisible();
    await expect(canvas.queryByRole('link')).toBeNull();
  },
};

export const WithoutActions: Story = {
  args: { actions: undefined },
};
