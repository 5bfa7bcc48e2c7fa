import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { UiProvider } from '../messages';
import { storyMessages } from '../test-utils/storyMessages';
import { ErrorState } from './ErrorState';
import { guidelines } from './ErrorState.docs';

const meta = {
  title: 'Structure/ErrorState',
  component: ErrorState,
  parameters: { guidelines },
  args: {
    description: 'Daftar kursus gagal dimuat. Periksa koneksi internet Anda, lalu coba lagi.',
    onRetry: fn(),
  },
} satisfies Meta<typeof ErrorState>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvas, userEvent }) => {
    const m = storyMessages();
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveTextContent(m.errorStateTitle);
    await userEvent.click(canvas.getByRole('button', { name: m.errorStateRetry }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

export const RetryWithKeyboard: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.tab();
    await expect(
      canvas.getByRole('button', { name: storyMessages().errorStateRetry }),
    ).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

export const CustomTitleAndRetry: Story = {
  args: {
    title: 'Nilai kuis gagal disimpan',
    description: 'Jawaban Anda masih tersimpan di perangkat ini.',
    retryLabel: 'Kirim ulang',
  },
  play: async ({ args, canvas, userEvent }) => {
    await expect(canvas.getByRole('heading', { name: 'Nilai kuis gagal disimpan' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Kirim ulang' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

export const Retrying: Story = {
  args: { isRetrying: true },
  play: async ({ args, canvas, userEvent }) => {
    const button = canvas.getByRole('button', {
      name: new RegExp(storyMessages().errorStateRetry),
    });
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(button);
    await expect(args.onRetry).not.toHaveBeenCalled();
  },
};

export const WithoutRetry: Story = {
  args: { onRetry: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toBeInTheDocument();
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

/** A retry that takes a moment and then fails again: focus stays on the button throughout. */
export const RetryCycle: Story = {
  render: function Render(args) {
    const [isRetrying, setRetrying] = useState(false);
    return (
      <ErrorState
        {...args}
        isRetrying={isRetrying}
        onRetry={() => {
          args.onRetry?.();
          setRetrying(true);
          setTimeout(() => setRetrying(false), 300);
        }}
      />
    );
  },
  play: async ({ args, canvas, userEvent }) => {
    const m = storyMessages();
    const button = canvas.getByRole('button', { name: m.errorStateRetry });
    await userEvent.click(button);
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await expect(button).toHaveFocus();
    // A second press while retrying is ignored.
    await userEvent.click(button);
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(button).not.toHaveAttribute('aria-busy'));
    await expect(button).toHaveAccessibleName(m.errorStateRetry);
    await expect(button).toHaveFocus();
  },
};

export const English: Story = {
  decorators: [(Story) => <UiProvider locale="en">{Story()}</UiProvider>],
  args: { description: 'The course list could not be loaded.' },
  play: async ({ args, canvas, userEvent }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Something went wrong');
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};
