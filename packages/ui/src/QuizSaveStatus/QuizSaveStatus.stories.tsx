import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, waitFor } from 'storybook/test';
import { Button } from '../Button';
import { QuizSaveStatus, type QuizSaveState } from './QuizSaveStatus';

const meta = {
  title: 'Quiz/QuizSaveStatus',
  component: QuizSaveStatus,
  args: { state: 'saved', children: 'Tersimpan' },
} satisfies Meta<typeof QuizSaveStatus>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Saved: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Tersimpan')).toBeVisible();
    // Saving and saved are not read out on every answer.
    await expect(canvas.getByRole('status')).toBeEmptyDOMElement();
  },
};

export const Saving: Story = {
  args: { state: 'saving', children: 'Menyimpan…' },
  // The spinner turns.
  tags: ['no-visual'],
};

export const Idle: Story = {
  args: { state: 'idle', children: 'Jawaban tersimpan otomatis' },
};

export const Offline: Story = {
  args: {
    state: 'offline',
    children: 'Offline — jawaban disimpan di perangkat ini dan dikirim saat online',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(/^Offline/);
  },
};

export const Failing: Story = {
  args: { state: 'error', children: 'Server belum menerima jawaban; dicoba lagi otomatis' },
};

const steps: [QuizSaveState, string][] = [
  ['saving', 'Menyimpan…'],
  ['offline', 'Offline — jawaban disimpan di perangkat ini'],
  ['saving', 'Menyimpan…'],
  ['saved', 'Tersimpan'],
];

/** Offline, then back: the return to "saved" is announced once. */
export const BackOnline: Story = {
  render: () => {
    const [step, setStep] = useState(0);
    const [state, text] = steps[step]!;
    return (
      <div>
        <QuizSaveStatus state={state}>{text}</QuizSaveStatus>
        <Button size="sm" variant="secondary" onClick={() => setStep((s) => (s + 1) % 4)}>
          Berikutnya
        </Button>
      </div>
    );
  },
  play: async ({ canvas, userEvent }) => {
    const next = canvas.getByRole('button', { name: 'Berikutnya' });
    const status = canvas.getByRole('status');
    await userEvent.click(next);
    await expect(status).toHaveTextContent('Offline');
    await userEvent.click(next);
    await expect(status).toBeEmptyDOMElement();
    await userEvent.click(next);
    await waitFor(() => expect(status).toHaveTextContent('Tersimpan'));
  },
};
