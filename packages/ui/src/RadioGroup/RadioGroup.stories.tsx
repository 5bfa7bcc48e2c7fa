import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { storyMessages } from '../test-utils/storyMessages';
import { RadioGroup } from './RadioGroup';
import { guidelines } from './RadioGroup.docs';

const meta = {
  title: 'Forms/RadioGroup',
  component: RadioGroup,
  args: {
    label: 'Metode pelatihan',
    name: 'method',
    options: [
      { value: 'online', label: 'Daring (online)' },
      { value: 'offline', label: 'Tatap muka di kantor' },
      { value: 'hybrid', label: 'Campuran' },
    ],
    onChange: fn(),
  },
  parameters: { guidelines },
} satisfies Meta<typeof RadioGroup>;

export default meta;
type Story = StoryObj<typeof meta>;

const group = { name: 'Metode pelatihan' };

export const Default: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await expect(canvas.getByRole('radiogroup', group)).toBeVisible();
    await userEvent.click(canvas.getByText('Campuran'));
    await expect(canvas.getByRole('radio', { name: 'Campuran' })).toBeChecked();
    await expect(args.onChange).toHaveBeenCalledTimes(1);
  },
};

/** One tab stop; arrow keys move and select, as native radios do. */
export const ArrowKeys: Story = {
  args: { defaultValue: 'online' },
  play: async ({ args, canvas, userEvent }) => {
    const online = canvas.getByRole('radio', { name: 'Daring (online)' });
    await userEvent.tab();
    await expect(online).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    const offline = canvas.getByRole('radio', { name: 'Tatap muka di kantor' });
    await expect(offline).toHaveFocus();
    await expect(offline).toBeChecked();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('radio', { name: 'Campuran' })).toBeChecked();
    await userEvent.keyboard('{ArrowUp}');
    await expect(offline).toBeChecked();
    await expect(args.onChange).toHaveBeenCalledTimes(3);
  },
};

export const Horizontal: Story = {
  args: {
    label: 'Apakah materi ini relevan dengan pekerjaan Anda?',
    name: 'relevant',
    orientation: 'horizontal',
    options: [
      { value: 'yes', label: 'Ya' },
      { value: 'no', label: 'Tidak' },
    ],
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.tab();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('radio', { name: 'Tidak' })).toBeChecked();
  },
};

export const WithHint: Story = {
  args: { hint: 'Bisa diubah sampai H-3 pelatihan' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('radiogroup', group)).toHaveAccessibleDescription(
      'Bisa diubah sampai H-3 pelatihan',
    );
  },
};

export const WithError: Story = {
  args: { error: 'Metode pelatihan tidak valid' },
  play: async ({ canvas }) => {
    const radiogroup = canvas.getByRole('radiogroup', group);
    await expect(radiogroup).toHaveAttribute('aria-invalid', 'true');
    await expect(radiogroup).toHaveAccessibleDescription('Metode pelatihan tidak valid');
  },
};

export const Required: Story = {
  args: { isRequired: true },
  play: async ({ canvas }) => {
    const name = `Metode pelatihan ${storyMessages().fieldRequired}`;
    await expect(canvas.getByRole('radiogroup', { name })).toHaveAttribute('aria-required', 'true');
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: 'offline' },
  play: async ({ canvas }) => {
    for (const radio of canvas.getAllByRole('radio')) await expect(radio).toBeDisabled();
  },
};

export const Filled: Story = {
  args: {
    defaultValue: 'offline',
    options: [
      { value: 'online', label: 'Daring (online)' },
      { value: 'offline', label: 'Tatap muka di kantor' },
      { value: 'hybrid', label: 'Campuran (kuota penuh)', isDisabled: true },
    ],
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('radio', { name: 'Tatap muka di kantor' })).toBeChecked();
    await expect(canvas.getByRole('radio', { name: 'Campuran (kuota penuh)' })).toBeDisabled();
  },
};
