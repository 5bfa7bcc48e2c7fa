import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, waitFor } from 'storybook/test';
import { Button } from '../Button';
import { QuizSaveStatus, type QuizSaveState } from './QuizSaveStatus';
import { guidelines } from './QuizSaveStatus.docs';

const meta = {
  title: 'Quiz/QuizSaveStatus',
  component: QuizSaveStatus,
  args: { state: 'saved', children: 'Tersimpan' },
  parameters: { guidelines },
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

const OFFLINE = 'Offline — jawaban disimpan di perangkat ini';
const steps: [QuizSaveState, string][] = [
  ['saving', 'Menyimpan…'],
  ['offline', OFFLINE],
  ['saving', 'Menyimpan…'],
  ['offline', OFFLINE],
  ['saving', 'Menyimpan…'],
  ['saved', 'Tersimpan'],
];

/**
 * Offline, retried twice, then back: the trouble is announced once (the live region is not
 * emptied and refilled by the retries), and the return to "saved" once.
 */
export const BackOnline: Story = {
  render: () => {
    const [step, setStep] = useState(0);
    const [state, text] = steps[step]!;
    return (
      <div>
        <QuizSaveStatus state={state}>{text}</QuizSaveStatus>
        <Button
          size="sm"
          variant="secondary"
          onClick={() => setStep((s) => (s + 1) % steps.length)}
        >
          Berikutnya
        </Button>
      </div>
    );
  },
  play: async ({ canvas, userEvent }) => {
    const next = canvas.getByRole('button', { name: 'Berikutnya' });
    const status = canvas.getByRole('status');
    const heard: string[] = [];
    const observer = new MutationObserver(() => heard.push(status.textContent ?? ''));
    observer.observe(status, { childList: true, characterData: true, subtree: true });
    await userEvent.click(next);
    await expect(status).toHaveTextContent(OFFLINE);
    for (let retry = 0; retry < 3; retry += 1) {
      await userEvent.click(next);
      await expect(status).toHaveTextContent(OFFLINE);
    }
    await userEvent.click(next);
    await waitFor(() => expect(status).toHaveTextContent('Tersimpan'));
    observer.disconnect();
    await expect(heard.filter(Boolean)).toEqual([OFFLINE, 'Tersimpan']);
  },
};

/** Words on screen and in the live region are in the page once for a screen reader. */
export const ReadOnceInBrowseMode: Story = {
  args: { state: 'offline', children: OFFLINE },
  play: async ({ canvasElement }) => {
    const root = canvasElement.querySelector('[data-state]')!;
    const readable = [...root.querySelectorAll('*')]
      .filter((el) => !el.closest('[aria-hidden="true"]') && el.children.length === 0)
      .map((el) => el.textContent)
      .filter(Boolean);
    await expect(readable).toEqual([OFFLINE]);
  },
};
