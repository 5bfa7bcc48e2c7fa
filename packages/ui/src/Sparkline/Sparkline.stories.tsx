import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Sparkline } from './Sparkline';
import { guidelines } from './Sparkline.docs';
import type { PhoneWidth } from '../test-utils/frames';

const meta = {
  title: 'Structure/Sparkline',
  component: Sparkline,
  args: { label: 'Nilai kuis harian', values: [60, 55, 72, 68, 80, 90, 85] },
  parameters: { guidelines },
} satisfies Meta<typeof Sparkline>;

export default meta;
type Story = StoryObj<typeof meta>;

const isEnglish = () => document.documentElement.lang === 'en';

/** Seven scores: one image, its name the label and a summary in words. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img')).toHaveAccessibleName(
      isEnglish()
        ? 'Nilai kuis harian: from 60 to 85; lowest 55, highest 90'
        : 'Nilai kuis harian: dari 60 menjadi 85; terendah 55, tertinggi 90',
    );
  },
};

/** Decimals in the locale's digits: "72,5" / "72.5". */
export const Decimals: Story = {
  args: { label: 'Rata-rata jam belajar', values: [1.5, 2.25, 1.75, 3] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img')).toHaveAccessibleName(
      isEnglish()
        ? /from 1\.5 to 3; lowest 1\.5, highest 3/
        : /dari 1,5 menjadi 3; terendah 1,5, tertinggi 3/,
    );
  },
};

/** A caller's format: percentages. */
export const Percent: Story = {
  args: {
    label: 'Tingkat kelulusan',
    values: [0.62, 0.7, 0.74, 0.81],
    formatValue: (value: number) =>
      new Intl.NumberFormat(document.documentElement.lang, { style: 'percent' }).format(value),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img')).toHaveAccessibleName(/62\s?%.*81\s?%/);
  },
};

/** All the same: a flat line, not a division by zero. */
export const Flat: Story = {
  args: { values: [70, 70, 70] },
  play: async ({ canvas }) => {
    const line = canvas.getByRole('img').querySelector('polyline')!;
    await expect(line.getAttribute('points')).not.toMatch(/NaN/);
  },
};

export const NoData: Story = {
  args: { values: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img')).toHaveAccessibleName('Nilai kuis harian');
  },
};

/** The story on a phone `width` px wide: nothing wider than the phone. */
const onPhone = (width: PhoneWidth): Story => ({
  decorators: [(Story) => <div style={{ maxInlineSize: `${width}px` }}>{Story()}</div>],
  render: (args) => (
    <p style={{ display: 'flex', alignItems: 'center', gap: '0.5rem', margin: 0 }}>
      <strong>85</strong>
      <Sparkline {...args} />
    </p>
  ),
  play: async ({ canvasElement }) => {
    const frame = canvasElement.firstElementChild as HTMLElement;
    await expect(frame.scrollWidth).toBeLessThanOrEqual(width);
  },
});

/** Beside a figure in a 360 px stat row. */
export const Phone360: Story = onPhone(360);

/** On a 390 px phone, a current iPhone. */
export const Phone390: Story = onPhone(390);
