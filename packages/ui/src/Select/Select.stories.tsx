import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { storyMessages } from '../test-utils/storyMessages';
import { Select } from './Select';
import { guidelines } from './Select.docs';

const departments = [
  { value: 'hr', label: 'Sumber Daya Manusia' },
  { value: 'finance', label: 'Keuangan' },
  { value: 'sales', label: 'Penjualan' },
  { value: 'ops', label: 'Operasional' },
  { value: 'legal', label: 'Hukum (segera hadir)', isDisabled: true },
];

const meta = {
  title: 'Forms/Select',
  component: Select,
  args: {
    label: 'Departemen',
    name: 'department',
    options: departments,
    placeholder: 'Pilih departemen',
    onChange: fn(),
  },
  parameters: { guidelines },
} satisfies Meta<typeof Select>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvas, userEvent }) => {
    const select = canvas.getByRole('combobox', { name: 'Departemen' });
    await expect(select).toHaveValue('');
    await expect(canvas.getByRole('option', { name: 'Pilih departemen' })).toHaveProperty(
      'selected',
      true,
    );
    await userEvent.selectOptions(select, 'Keuangan');
    await expect(select).toHaveValue('finance');
    await expect(args.onChange).toHaveBeenCalledTimes(1);
    await expect(canvas.getByRole('option', { name: 'Hukum (segera hadir)' })).toBeDisabled();
  },
};

export const WithHint: Story = {
  args: { hint: 'Departemen tempat Anda bekerja saat ini' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('combobox', { name: 'Departemen' })).toHaveAccessibleDescription(
      'Departemen tempat Anda bekerja saat ini',
    );
  },
};

export const WithError: Story = {
  args: { error: 'Departemen tidak valid' },
  play: async ({ canvas }) => {
    const select = canvas.getByRole('combobox', { name: 'Departemen' });
    await expect(select).toBeInvalid();
    await expect(select).toHaveAccessibleDescription('Departemen tidak valid');
  },
};

export const Required: Story = {
  args: { isRequired: true },
  play: async ({ canvas }) => {
    const name = `Departemen ${storyMessages().fieldRequired}`;
    await expect(canvas.getByRole('combobox', { name })).toBeRequired();
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: 'sales' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('combobox', { name: 'Departemen' })).toBeDisabled();
  },
};

export const Filled: Story = {
  args: { defaultValue: 'ops' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('combobox', { name: 'Departemen' })).toHaveValue('ops');
  },
};

/** Without a placeholder the first option is chosen from the start. */
export const WithoutPlaceholder: Story = {
  args: {
    placeholder: undefined,
    label: 'Bahasa materi',
    options: [
      { value: 'id', label: 'Bahasa Indonesia' },
      { value: 'en', label: 'English' },
    ],
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('combobox', { name: 'Bahasa materi' })).toHaveValue('id');
  },
};
