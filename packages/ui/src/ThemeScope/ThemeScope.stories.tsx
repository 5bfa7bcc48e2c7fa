import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { space } from '@ajar/tokens';
import { Button } from '../Button';
import { guidelines } from './ThemeScope.docs';
import { ThemeScope } from './ThemeScope';

const meta = {
  title: 'Foundations/ThemeScope',
  component: ThemeScope,
  args: { primaryColor: '#1A2B4C', children: null },
  parameters: { guidelines },
} satisfies Meta<typeof ThemeScope>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The same button in the page's colours and, beside it, in a navy company's. */
export const BesideThePage: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: space[4] }}>
      <Button>Halaman</Button>
      <ThemeScope {...args}>
        <Button>Bank Sejahtera</Button>
      </ThemeScope>
    </div>
  ),
  play: async ({ canvas }) => {
    const fill = (name: string) =>
      getComputedStyle(canvas.getByRole('button', { name })).backgroundColor;
    await expect(fill('Bank Sejahtera')).toBe('rgb(26, 43, 76)');
    await expect(fill('Halaman')).not.toBe(fill('Bank Sejahtera'));
  },
};

/** An invalid colour changes nothing: the content keeps the page's colours. */
export const InvalidColour: Story = {
  args: { primaryColor: 'merah' },
  render: (args) => (
    <div style={{ display: 'flex', gap: space[4] }}>
      <Button>Halaman</Button>
      <ThemeScope {...args}>
        <Button>Tidak valid</Button>
      </ThemeScope>
    </div>
  ),
  play: async ({ canvas }) => {
    const fill = (name: string) =>
      getComputedStyle(canvas.getByRole('button', { name })).backgroundColor;
    await expect(fill('Tidak valid')).toBe(fill('Halaman'));
  },
};
