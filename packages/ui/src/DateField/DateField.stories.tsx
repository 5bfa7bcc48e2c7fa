import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { storyMessages } from '../test-utils/storyMessages';
import { DateField } from './DateField';
import { guidelines } from './DateField.docs';

const meta = {
  title: 'Forms/DateField',
  component: DateField,
  parameters: { guidelines },
  args: { label: 'Tanggal mulai pelatihan', name: 'startDate', onChange: fn() },
} satisfies Meta<typeof DateField>;

export default meta;
type Story = StoryObj<typeof meta>;

const label = 'Tanggal mulai pelatihan';

export const Default: Story = {
  play: async ({ args, canvas, userEvent }) => {
    const input = canvas.getByLabelText(label);
    await expect(input).toHaveAttribute('type', 'date');
    await userEvent.type(input, '2025-08-17');
    await expect(input).toHaveValue('2025-08-17');
    await expect(args.onChange).toHaveBeenLastCalledWith(
      expect.objectContaining({ target: input }),
    );
  },
};

export const WithHint: Story = {
  args: { hint: 'Pelatihan dimulai pukul 09.00 WIB' },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText(label)).toHaveAccessibleDescription(
      'Pelatihan dimulai pukul 09.00 WIB',
    );
  },
};

export const WithError: Story = {
  args: { error: 'Tanggal mulai pelatihan tidak valid', defaultValue: '2020-01-01' },
  play: async ({ canvas }) => {
    const input = canvas.getByLabelText(label);
    await expect(input).toBeInvalid();
    await expect(input).toHaveAccessibleDescription('Tanggal mulai pelatihan tidak valid');
  },
};

export const Required: Story = {
  args: { isRequired: true },
  play: async ({ canvas }) => {
    const input = canvas.getByLabelText(/^Tanggal mulai pelatihan/);
    await expect(input).toHaveAccessibleName(`${label} ${storyMessages().fieldRequired}`);
    await expect(input).toBeRequired();
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: '2025-08-17' },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText(label)).toBeDisabled();
  },
};

export const Filled: Story = {
  args: { defaultValue: '2025-08-17' },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText(label)).toHaveValue('2025-08-17');
  },
};

/** Only dates in the enrolment window; the browser's validity reports a date outside it. */
export const WithRange: Story = {
  args: {
    min: '2025-09-01',
    max: '2025-12-31',
    hint: 'Antara 1 September dan 31 Desember 2025',
  },
  play: async ({ canvas, userEvent }) => {
    const input = canvas.getByLabelText<HTMLInputElement>(label);
    await expect(input).toHaveAttribute('min', '2025-09-01');
    await expect(input).toHaveAttribute('max', '2025-12-31');
    await userEvent.type(input, '2026-01-05');
    await expect(input.validity.rangeOverflow).toBe(true);
  },
};
