import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, spyOn } from 'storybook/test';
import { storyMessages } from '../test-utils/storyMessages';
import { phoneStory } from '../test-utils/frames';
import { CertificatePrint } from './CertificatePrint';
import { guidelines } from './CertificatePrint.docs';

const code = 'AJR-7K2M-Q9XD';

const meta = {
  title: 'Course/CertificatePrint',
  component: CertificatePrint,
  parameters: { guidelines },
  args: {
    title: 'Sertifikat Penyelesaian',
    presentedTo: 'Diberikan kepada',
    learnerName: 'Siti Rahma',
    achievement: 'yang telah berhasil menyelesaikan kursus',
    courseTitle: 'Kepemimpinan Tim untuk Supervisor Baru',
    issuedAt: '2026-03-14T03:00:00Z',
    code,
    verifyUrl: `https://ajar.local/certificate-is-valid?code=${code}`,
    qrLabel: `Kode QR pemeriksaan sertifikat ${code}`,
    qrCaption: 'Pindai untuk memeriksa keabsahan sertifikat ini',
    printLabel: 'Cetak',
    onPrint: fn(),
    timeZone: 'Asia/Jakarta',
    actions: <a href="/certificate">Kembali ke Sertifikat Saya</a>,
  },
} satisfies Meta<typeof CertificatePrint>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The print rules the component adds: only the certificate sheet goes to paper. */
function printRules(): string {
  const rules: string[] = [];
  for (const sheet of document.styleSheets) {
    for (const rule of sheet.cssRules) {
      if (rule instanceof CSSMediaRule && rule.media.mediaText === 'print') {
        rules.push(rule.cssText);
      }
    }
  }
  return rules.join('\n');
}

export const Valid: Story = {
  play: async ({ canvas, canvasElement, userEvent, args }) => {
    const m = storyMessages();
    const sheet = canvasElement.querySelector('[data-certificate-print]');
    await expect(sheet).not.toBeNull();
    await expect(canvas.getByRole('heading', { level: 2 })).toHaveTextContent(args.title);
    await expect(sheet).toHaveTextContent('Siti Rahma');
    await expect(sheet).toHaveTextContent('Kepemimpinan Tim untuk Supervisor Baru');
    await expect(canvas.getByText(m.certificateCode).nextElementSibling).toHaveTextContent(code);
    await expect(
      canvas.getByText(m.certificateIssuedAt).nextElementSibling?.querySelector('time'),
    ).toHaveAttribute('datetime', '2026-03-14T03:00:00.000Z');
    await expect(canvas.getByRole('img', { name: args.qrLabel })).toBeVisible();
    await expect(canvas.queryByText(m.certificateStatus, { exact: false })).toBeNull();
    // The print button and the way back are screen-only: outside the printed sheet.
    const print = canvas.getByRole('button', { name: 'Cetak' });
    await expect(sheet?.contains(print)).toBe(false);
    await expect(sheet?.contains(canvas.getByRole('link'))).toBe(false);
    await userEvent.click(print);
    await expect(args.onPrint).toHaveBeenCalledOnce();
    // Printing hides whatever is not the certificate.
    const rules = printRules();
    await expect(rules).toContain('[data-certificate-print]');
    await expect(rules).toContain('display: none');
  },
};

/** Without `onPrint` the button opens the browser's print dialog. */
export const BrowserPrint: Story = {
  args: { onPrint: undefined },
  play: async ({ canvas, userEvent }) => {
    const print = spyOn(window, 'print').mockImplementation(() => undefined);
    try {
      await userEvent.click(canvas.getByRole('button', { name: 'Cetak' }));
      await expect(print).toHaveBeenCalledOnce();
    } finally {
      print.mockRestore();
    }
  },
};

export const WithExpiry: Story = {
  args: { expiresAt: '2028-03-14T03:00:00Z' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(storyMessages().certificateExpiresAt)).toBeVisible();
  },
};

/** An expired certificate says so on the paper, not only by colour. */
export const Expired: Story = {
  args: {
    learnerName: 'Budi Santoso',
    courseTitle: 'Komunikasi Efektif di Tempat Kerja',
    issuedAt: '2024-01-20T03:00:00Z',
    expiresAt: '2026-01-20T03:00:00Z',
    status: 'expired',
  },
  play: async ({ canvasElement }) => {
    const m = storyMessages();
    const sheet = canvasElement.querySelector('[data-certificate-print]');
    await expect(sheet).toHaveTextContent(`${m.certificateStatus}: ${m.certificateStatusExpired}`);
    await expect(sheet).toHaveTextContent(m.certificateExpiredAt);
  },
};

/** At 360 px the sheet stacks its details above the QR code and nothing overflows. */
export const Phone: Story = {
  ...phoneStory(),
  play: async ({ canvas, canvasElement, args }) => {
    const sheet = canvasElement.querySelector<HTMLElement>('[data-certificate-print]')!;
    await expect(sheet.scrollWidth).toBeLessThanOrEqual(sheet.clientWidth);
    const qr = canvas.getByRole('img', { name: args.qrLabel }).getBoundingClientRect();
    const code = canvas.getByText(storyMessages().certificateCode).getBoundingClientRect();
    await expect(qr.top).toBeGreaterThan(code.bottom);
  },
};
