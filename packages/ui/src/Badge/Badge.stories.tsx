import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Badge, type BadgeTone } from './Badge';
import { guidelines } from './Badge.docs';

const meta = {
  title: 'Structure/Badge',
  component: Badge,
  parameters: { guidelines },
  args: { children: 'Wajib' },
} satisfies Meta<typeof Badge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Neutral: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Wajib')).toBeVisible();
  },
};

export const Info: Story = { args: { tone: 'info', children: 'Baru' } };
export const Success: Story = { args: { tone: 'success', children: 'Lulus' } };
export const Warning: Story = { args: { tone: 'warning', children: 'Segera berakhir' } };
export const Danger: Story = { args: { tone: 'danger', children: 'Terlambat' } };
export const Primary: Story = { args: { tone: 'primary', children: 'Rekomendasi' } };

const all: [BadgeTone, string][] = [
  ['neutral', 'Draf'],
  ['info', 'Baru'],
  ['success', 'Lulus'],
  ['warning', 'Segera berakhir'],
  ['danger', 'Tidak lulus'],
  ['primary', 'Rekomendasi'],
];

/** Every tone side by side, to compare them in each tenant colour. */
export const AllTones: Story = {
  render: () => (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: '0.5rem' }}>
      {all.map(([tone, text]) => (
        <Badge key={tone} tone={tone}>
          {text}
        </Badge>
      ))}
    </div>
  ),
  play: async ({ canvas }) => {
    for (const [, text] of all) await expect(canvas.getByText(text)).toBeVisible();
  },
};

export const WithIcon: Story = {
  args: {
    tone: 'success',
    children: 'Selesai',
    icon: (
      <svg viewBox="0 0 16 16" width="12" height="12" aria-hidden="true">
        <path d="M3 8l3 3 7-7" fill="none" stroke="currentColor" strokeWidth="2" />
      </svg>
    ),
  },
};

/* Drawn on the docs page as a do and a don't (Badge.docs.ts); out of the sidebar. */

const fill = (element: HTMLElement) => getComputedStyle(element).backgroundColor;

/** Do: the status in words, its tone repeating it. */
export const DoStatusInWords: Story = {
  tags: ['!dev', '!autodocs'],
  render: () => (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: '0.5rem' }}>
      <Badge tone="success">Lulus</Badge>
      <Badge tone="danger">Belum lulus</Badge>
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(fill(canvas.getByText('Lulus'))).not.toBe(fill(canvas.getByText('Belum lulus')));
  },
};

/** Don't: the brand colour for a verdict: passed and not passed look alike. */
export const DontBrandForStatus: Story = {
  tags: ['!dev', '!autodocs'],
  render: () => (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: '0.5rem' }}>
      <Badge tone="primary">Lulus</Badge>
      <Badge tone="primary">Belum lulus</Badge>
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(fill(canvas.getByText('Lulus'))).toBe(fill(canvas.getByText('Belum lulus')));
  },
};
