import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { space } from '@ajar/tokens';
import { ThemeScope } from '../ThemeScope';
import { BrandMark } from './BrandMark';
import { guidelines } from './BrandMark.docs';

/** A small local square logo, so stories need no network. */
const logo =
  "data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 32 32'%3E%3Crect width='32' height='32' fill='%23ffffff'/%3E%3Cpath d='M6 24 16 6l10 18z' fill='%231a2b4c'/%3E%3C/svg%3E";

const meta = {
  title: 'Structure/BrandMark',
  component: BrandMark,
  parameters: { guidelines },
  args: { name: 'PT Nusantara Energi' },
} satisfies Meta<typeof BrandMark>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The square in the tenant's colour with the company's initials, and its name. */
export const Default: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('PT Nusantara Energi')).toBeVisible();
    const mark = canvasElement.querySelector('[aria-hidden="true"]')!;
    await expect(mark).toHaveTextContent('PE');
    // The mark is painted in the brand colour itself, whatever the tenant.
    const brand = getComputedStyle(document.documentElement)
      .getPropertyValue('--ajar-color-brand-surface')
      .trim();
    const toRgb = (hex: string) =>
      `rgb(${[1, 3, 5].map((i) => Number.parseInt(hex.slice(i, i + 2), 16)).join(', ')})`;
    await expect(getComputedStyle(mark).backgroundColor).toBe(toRgb(brand));
  },
};

export const WithLogo: Story = {
  args: { logoSrc: logo },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('img')).toHaveAttribute('alt', '');
  },
};

/** Only the square on a narrow header; the name stays in the accessible text. */
export const Compact: Story = {
  args: { isCompact: true },
  play: async ({ canvas }) => {
    const name = canvas.getByText('PT Nusantara Energi');
    await expect(name.getBoundingClientRect().width).toBeLessThanOrEqual(1);
  },
};

/** A long name ends in an ellipsis instead of pushing the header's buttons off a phone. */
export const LongNameOnPhone: Story = {
  args: { name: 'PT Perkebunan dan Pengolahan Hasil Bumi Nusantara Sejahtera Abadi' },
  render: (args) => (
    <div style={{ maxInlineSize: '14rem' }}>
      <BrandMark {...args} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const root = canvasElement.querySelector('span')!;
    await expect(root.scrollWidth).toBeLessThanOrEqual(root.parentElement!.clientWidth);
  },
};

const tenants = [
  ['PT Nusantara Energi', '#FF4048'],
  ['Bank Sejahtera', '#1A2B4C'],
  ['Kopi Kenangan Lama', '#FFF59D'],
  ['Hijau Lestari', '#00A86B'],
  ['Emas Mulia', '#FFD700'],
  ['Putih Bersih', '#FFFFFF'],
] as const;

function Tenant({ name, colour }: { name: string; colour: string }) {
  return (
    <ThemeScope primaryColor={colour} data-colour={colour}>
      <BrandMark name={name} />
    </ThemeScope>
  );
}

/** Six tenants, six different headers: the mark carries each one's own colour. */
export const SixTenants: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: space[4] }}>
      {tenants.map(([name, colour]) => (
        <Tenant key={name} name={name} colour={colour} />
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    const marks = [...canvasElement.querySelectorAll('[data-colour] [aria-hidden="true"]')];
    const colours = new Set(marks.map((m) => getComputedStyle(m).backgroundColor));
    await expect(colours.size).toBe(tenants.length);
  },
};
