import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { storyMessages } from '../test-utils/storyMessages';
import { TextField, type TextFieldProps } from './TextField';
import { guidelines } from './TextField.docs';

const meta = {
  title: 'Forms/TextField',
  component: TextField,
  args: {
    label: 'Email',
    type: 'email',
    name: 'email',
    autoComplete: 'email',
    onChange: fn(),
    onBlur: fn(),
  },
  parameters: { guidelines },
} satisfies Meta<typeof TextField>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Typing updates the value and reports each change with the native event. */
export const Default: Story = {
  play: async ({ args, canvas, userEvent }) => {
    const input = canvas.getByRole('textbox', { name: 'Email' });
    await userEvent.type(input, 'budi@contoh.co.id');
    await expect(input).toHaveValue('budi@contoh.co.id');
    await expect(args.onChange).toHaveBeenCalledTimes('budi@contoh.co.id'.length);
    await expect(args.onChange).toHaveBeenLastCalledWith(
      expect.objectContaining({ target: input }),
    );
    await userEvent.tab();
    await expect(args.onBlur).toHaveBeenCalledTimes(1);
  },
};

export const WithHint: Story = {
  args: { hint: 'Gunakan email kantor, misalnya nama@perusahaan.co.id' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Email' })).toHaveAccessibleDescription(
      'Gunakan email kantor, misalnya nama@perusahaan.co.id',
    );
  },
};

export const WithError: Story = {
  args: {
    hint: 'Gunakan email kantor',
    error: 'Email tidak valid',
    defaultValue: 'budi@contoh',
  },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Email' });
    await expect(input).toBeInvalid();
    await expect(input).toHaveAccessibleDescription('Gunakan email kantor Email tidak valid');
    await expect(canvas.getByText('Email tidak valid')).toBeVisible();
  },
};

export const Required: Story = {
  args: { isRequired: true },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: `Email ${storyMessages().fieldRequired}` });
    await expect(input).toBeRequired();
    await expect(canvas.getByText('*')).toBeVisible();
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: 'budi@contoh.co.id' },
  play: async ({ args, canvas, userEvent }) => {
    const input = canvas.getByRole('textbox', { name: 'Email' });
    await expect(input).toBeDisabled();
    await userEvent.type(input, 'x');
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const Filled: Story = {
  args: { defaultValue: 'siti.rahma@majubersama.co.id' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Email' })).toHaveValue(
      'siti.rahma@majubersama.co.id',
    );
  },
};

export const Phone: Story = {
  args: { label: 'Nomor WhatsApp', type: 'tel', name: 'phone', autoComplete: 'tel' },
};

export const NumberInput: Story = {
  args: { label: 'Jumlah peserta', type: 'number', name: 'seats', min: 1, defaultValue: 25 },
  play: async ({ canvas, userEvent }) => {
    const input = canvas.getByRole('spinbutton', { name: 'Jumlah peserta' });
    await userEvent.clear(input);
    await userEvent.type(input, '30');
    await expect(input).toHaveValue(30);
  },
};

function ControlledTextField(args: TextFieldProps) {
  const [value, setValue] = useState('');
  return (
    <>
      <TextField
        {...args}
        value={value}
        onChange={(event) => {
          setValue(event.target.value.toLowerCase());
          args.onChange?.(event);
        }}
      />
      <output>{value}</output>
    </>
  );
}

/** The value lives in the caller's state (here lower-cased on every keystroke). */
export const Controlled: Story = {
  render: (args) => <ControlledTextField {...args} />,
  play: async ({ args, canvas, userEvent }) => {
    const input = canvas.getByRole('textbox', { name: 'Email' });
    await userEvent.type(input, 'Budi@Contoh.co.id');
    await expect(input).toHaveValue('budi@contoh.co.id');
    await expect(canvas.getByRole('status')).toHaveTextContent('budi@contoh.co.id');
    await expect(args.onChange).toHaveBeenCalled();
  },
};

/* Drawn on the docs page as a do and a don't (TextField.docs.ts); out of the sidebar. */

const voucherArgs = { type: 'text', name: 'voucher', autoComplete: 'off' } as const;

/** Do: a label that names the answer and a hint that stays while one types. */
export const DoLabelAndHint: Story = {
  tags: ['!dev', '!autodocs'],
  args: {
    ...voucherArgs,
    label: 'Kode voucher',
    hint: '8 huruf dan angka, ada di email undangan',
  },
  play: async ({ canvas, userEvent }) => {
    const input = canvas.getByRole('textbox', { name: 'Kode voucher' });
    await userEvent.type(input, 'AJAR');
    await expect(input).toHaveAccessibleDescription('8 huruf dan angka, ada di email undangan');
  },
};

/** Don't: a vague label, with what the field needs only in the placeholder. */
export const DontInstructionInPlaceholder: Story = {
  tags: ['!dev', '!autodocs'],
  args: {
    ...voucherArgs,
    label: 'Kode',
    placeholder: '8 huruf dan angka, ada di email undangan',
  },
  play: async ({ canvas, userEvent }) => {
    const input = canvas.getByRole('textbox', { name: 'Kode' });
    await userEvent.type(input, 'AJAR');
    // The mistake drawn: once typing starts, nothing on screen says what the code is.
    await expect(input).not.toHaveAccessibleDescription();
  },
};
