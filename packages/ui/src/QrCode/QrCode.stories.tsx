import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { contrastRatio, type Hex } from '@ajar/tokens';
import { QrCode } from './QrCode';
import { guidelines } from './QrCode.docs';

const verifyUrl = 'https://ajar.local/certificate-is-valid?code=AJR-7K2M-Q9XD';

const meta = {
  title: 'Course/QrCode',
  component: QrCode,
  args: {
    value: verifyUrl,
    label: 'Kode QR untuk memeriksa sertifikat AJR-7K2M-Q9XD',
  },
  parameters: { guidelines },
} satisfies Meta<typeof QrCode>;

export default meta;
type Story = StoryObj<typeof meta>;

/** `rgb(r, g, b)` as the browser computes a fill, back to hex for the contrast maths. */
const toHex = (rgb: string): Hex =>
  `#${(rgb.match(/\d+/g) ?? [])
    .slice(0, 3)
    .map((n) => Number(n).toString(16).padStart(2, '0'))
    .join('')}`;

const fillOf = (element: Element | null) => toHex(getComputedStyle(element!).fill);

/** Dark modules on a light quiet zone, named for screen readers, whatever the tenant colour. */
export const Default: Story = {
  play: async ({ canvas, canvasElement, args }) => {
    const qr = canvas.getByRole('img', { name: args.label });
    await expect(qr).toBeVisible();
    const modules = Number(qr.getAttribute('data-modules'));
    await expect(qr).toHaveAttribute('viewBox', `0 0 ${modules} ${modules}`);
    const light = fillOf(canvasElement.querySelector('.qr-light'));
    const dark = fillOf(canvasElement.querySelector('.qr-dark'));
    await expect(contrastRatio(dark, light)).toBeGreaterThanOrEqual(15);
    const brand = getComputedStyle(document.documentElement)
      .getPropertyValue('--ajar-color-primary')
      .trim()
      .toLowerCase();
    await expect([dark, light]).not.toContain(brand);
    // The square stays square and big enough to scan (at least 3 px per module).
    const box = qr.getBoundingClientRect();
    await expect(box.width).toBe(box.height);
    await expect(box.width / modules).toBeGreaterThanOrEqual(3);
  },
};

/** For paper and a page of its own. */
export const Large: Story = {
  args: { size: 'lg' },
  play: async ({ canvas, args }) => {
    const large = canvas.getByRole('img', { name: args.label }).getBoundingClientRect().width;
    const medium = parseFloat(getComputedStyle(document.documentElement).fontSize) * 8;
    await expect(large).toBeGreaterThan(medium);
  },
};

/** More redundancy needs more modules for the same address. */
export const HighErrorCorrection: Story = {
  args: { errorCorrection: 'H' },
  play: async ({ canvas, args }) => {
    const modules = Number(canvas.getByRole('img').getAttribute('data-modules'));
    // Version 4 (33 modules) with 'M' fits the address; 'H' needs a larger version.
    await expect(modules).toBeGreaterThan(33 + 8);
    await expect(canvas.getByRole('img')).toHaveAccessibleName(args.label);
  },
};
