import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { UiProvider } from '../messages';
import { ThemePreview } from './ThemePreview';

const meta = {
  title: 'Foundations/ThemePreview',
  component: ThemePreview,
  args: { primaryColor: '#FF4048' },
} satisfies Meta<typeof ThemePreview>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Follows the toolbar's tenant colour. */
export const CurrentTenant: Story = {
  render: (args, { globals }) => (
    <ThemePreview {...args} primaryColor={String(globals.tenantColor ?? args.primaryColor)} />
  ),
};

export const DefaultRed: Story = {
  play: async ({ canvas }) => {
    const hover = canvas.getByRole('row', { name: /Hover/ });
    await expect(hover).toHaveTextContent('#ff696b');
    await expect(canvas.getAllByText('Lolos AA')).toHaveLength(5);
    await expect(canvas.queryByText('Gagal AA')).toBeNull();
  },
};

export const LightYellow: Story = {
  args: { primaryColor: '#FFF59D' },
  play: async ({ canvas }) => {
    // A pale brand still gets readable brand text and visible borders, from darker steps.
    await expect(canvas.getAllByText('Lolos AA')).toHaveLength(5);
    const text = canvas.getByRole('row', { name: /Teks merek/ });
    await expect(text).not.toHaveTextContent('#fff59d');
  },
};

export const DarkNavy: Story = {
  args: { primaryColor: '#1A2B4C' },
  play: async ({ canvas }) => {
    const primary = canvas.getByRole('row', { name: /Utama/ });
    await expect(primary).toHaveTextContent('#ffffff');
  },
};

export const InvalidColour: Story = {
  args: { primaryColor: 'url(javascript:alert(1))' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Warna tidak valid');
  },
};

export const English: Story = {
  decorators: [(Story) => <UiProvider locale="en">{Story()}</UiProvider>],
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('table')).toHaveAccessibleName(
      'Tenant colours and their text contrast',
    );
    await expect(canvas.getAllByText('Passes AA')).toHaveLength(5);
  },
};
