import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { storyMessages } from '../test-utils/storyMessages';
import { PasswordField } from './PasswordField';
import { guidelines } from './PasswordField.docs';

const meta = {
  title: 'Forms/PasswordField',
  component: PasswordField,
  args: { label: 'Kata sandi', name: 'password', onChange: fn() },
  parameters: { guidelines },
} satisfies Meta<typeof PasswordField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvas, userEvent }) => {
    const input = canvas.getByLabelText('Kata sandi');
    await expect(input).toHaveAttribute('type', 'password');
    await expect(input).toHaveAttribute('autocomplete', 'current-password');
    await userEvent.type(input, 'Rahasia123');
    await expect(input).toHaveValue('Rahasia123');
    await expect(args.onChange).toHaveBeenCalledTimes(10);
  },
};

export const WithHint: Story = {
  args: { hint: 'Minimal 8 karakter, dengan 1 angka', autoComplete: 'new-password' },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('Kata sandi')).toHaveAccessibleDescription(
      'Minimal 8 karakter, dengan 1 angka',
    );
  },
};

export const WithError: Story = {
  args: { error: 'Password minimal 1 angka', defaultValue: 'rahasia' },
  play: async ({ canvas }) => {
    const input = canvas.getByLabelText('Kata sandi');
    await expect(input).toBeInvalid();
    await expect(input).toHaveAccessibleDescription('Password minimal 1 angka');
  },
};

export const Required: Story = {
  args: { isRequired: true },
  play: async ({ canvas }) => {
    const input = canvas.getByLabelText(/^Kata sandi/);
    await expect(input).toHaveAccessibleName(`Kata sandi ${storyMessages().fieldRequired}`);
    await expect(input).toBeRequired();
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: 'Rahasia123' },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('Kata sandi')).toBeDisabled();
    await expect(
      canvas.getByRole('button', { name: storyMessages().passwordFieldShow }),
    ).toBeDisabled();
  },
};

export const Filled: Story = {
  args: { defaultValue: 'Rahasia123' },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('Kata sandi')).toHaveValue('Rahasia123');
  },
};

/** Tab to the toggle, Space shows the password, Enter hides it; focus stays on the toggle. */
export const ToggleWithKeyboard: Story = {
  args: { defaultValue: 'Rahasia123' },
  play: async ({ canvas, userEvent }) => {
    const input = canvas.getByLabelText('Kata sandi');
    const toggle = canvas.getByRole('button', { name: storyMessages().passwordFieldShow });
    await userEvent.tab();
    await userEvent.tab();
    await expect(toggle).toHaveFocus();
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await userEvent.keyboard(' ');
    await expect(input).toHaveAttribute('type', 'text');
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await expect(toggle).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(input).toHaveAttribute('type', 'password');
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
  },
};

/** Clicking the toggle while typing keeps focus and the caret where they were. */
export const ToggleKeepsCaret: Story = {
  play: async ({ canvas, userEvent }) => {
    const input = canvas.getByLabelText<HTMLInputElement>('Kata sandi');
    await userEvent.type(input, 'Rahasia123');
    await userEvent.keyboard('{ArrowLeft}{ArrowLeft}{ArrowLeft}');
    await userEvent.click(canvas.getByRole('button', { name: storyMessages().passwordFieldShow }));
    await expect(input).toHaveAttribute('type', 'text');
    await expect(input).toHaveFocus();
    await expect(input.selectionStart).toBe(7);
    await userEvent.keyboard('!');
    await expect(input).toHaveValue('Rahasia!123');
  },
};

/** Submitting hides the password again. */
export const HiddenOnSubmit: Story = {
  render: (args) => (
    <form onSubmit={(event) => event.preventDefault()}>
      <PasswordField {...args} />
      <button type="submit">Masuk</button>
    </form>
  ),
  args: { defaultValue: 'Rahasia123' },
  play: async ({ canvas, userEvent }) => {
    const input = canvas.getByLabelText('Kata sandi');
    await userEvent.click(canvas.getByRole('button', { name: storyMessages().passwordFieldShow }));
    await expect(input).toHaveAttribute('type', 'text');
    await userEvent.click(canvas.getByRole('button', { name: 'Masuk' }));
    await expect(input).toHaveAttribute('type', 'password');
  },
};
