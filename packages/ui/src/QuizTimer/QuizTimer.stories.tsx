import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { storyMessages } from '../test-utils/storyMessages';
import { QuizTimer } from './QuizTimer';
import { guidelines } from './QuizTimer.docs';

/** A fixed "now": with `now` pinned, the timer stands still, so screenshots are stable. */
const NOW = new Date('2025-03-01T08:00:00+07:00').getTime();
const stillClock = () => NOW;

const meta = {
  title: 'Quiz/QuizTimer',
  component: QuizTimer,
  args: { endsAt: NOW + (12 * 60 + 34) * 1000, now: stillClock, onExpire: fn() },
  parameters: { guidelines },
} satisfies Meta<typeof QuizTimer>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const timer = canvas.getByRole('timer', { name: storyMessages().quizTimerLabel });
    await expect(timer).toHaveTextContent('12:34');
  },
};

export const LongQuiz: Story = {
  args: { endsAt: NOW + (75 * 60 + 5) * 1000 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('timer')).toHaveTextContent('1:15:05');
  },
};

/** The last minute: another icon and label, not only another colour. */
export const LastMinute: Story = {
  args: { endsAt: NOW + 45_000 },
  play: async ({ args, canvas }) => {
    const timer = canvas.getByRole('timer', { name: storyMessages().quizTimerWarning });
    await expect(timer).toHaveTextContent('00:45');
    await expect(args.onExpire).not.toHaveBeenCalled();
  },
};

export const Expired: Story = {
  args: { endsAt: NOW - 1000 },
  play: async ({ args, canvas }) => {
    const timer = canvas.getByRole('timer', { name: storyMessages().quizTimerExpired });
    await expect(timer).toHaveTextContent('00:00');
    // Called from an effect once the timer has drawn its first state.
    await waitFor(() => expect(args.onExpire).toHaveBeenCalledTimes(1));
  },
};

export const CustomLabel: Story = {
  args: { label: 'Sisa waktu ujian akhir' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('timer', { name: 'Sisa waktu ujian akhir' })).toBeVisible();
  },
};

/** A real clock: ten minutes from when the story opens. */
export const Running: Story = {
  tags: ['no-visual'],
  args: { endsAt: undefined, now: undefined, durationSeconds: 600 },
  play: async ({ canvas }) => {
    const timer = canvas.getByRole('timer');
    await expect(timer).toHaveTextContent(/^.*(10:00|09:5\d)$/);
    await waitFor(() => expect(timer).toHaveTextContent(/09:5\d$/), { timeout: 3000 });
  },
};

export const ExpiresAfterTwoSeconds: Story = {
  tags: ['no-visual'],
  args: { endsAt: undefined, now: undefined, durationSeconds: 2 },
  play: async ({ args, canvas }) => {
    const m = storyMessages();
    await expect(args.onExpire).not.toHaveBeenCalled();
    await waitFor(() => expect(args.onExpire).toHaveBeenCalledTimes(1), { timeout: 4000 });
    await expect(canvas.getByRole('timer', { name: m.quizTimerExpired })).toHaveTextContent(
      '00:00',
    );
    // The assertive region says it once, at once; the expiry is not repeated.
    await expect(
      canvas.getByText(m.quizTimerExpired, { selector: '[aria-live="assertive"]' }),
    ).toBeTruthy();
    await new Promise((resolve) => setTimeout(resolve, 1200));
    await expect(args.onExpire).toHaveBeenCalledTimes(1);
  },
};

export const AnnouncesLastMinute: Story = {
  tags: ['no-visual'],
  args: { endsAt: undefined, now: undefined, durationSeconds: 61 },
  play: async ({ canvas }) => {
    const m = storyMessages();
    const live = canvas.getByRole('timer').parentElement!.querySelector('[aria-live="polite"]');
    await expect(live).toBeEmptyDOMElement();
    await waitFor(() => expect(live).toHaveTextContent(m.quizTimerOneMinute), { timeout: 3000 });
    await expect(canvas.getByRole('timer', { name: m.quizTimerWarning })).toBeVisible();
  },
};

/** A longer attempt is first told at five minutes, politely. */
export const AnnouncesFiveMinutes: Story = {
  tags: ['no-visual'],
  args: { endsAt: undefined, now: undefined, durationSeconds: 5 * 60 + 1 },
  play: async ({ canvas }) => {
    const m = storyMessages();
    const root = canvas.getByRole('timer').parentElement!;
    const polite = root.querySelector('[aria-live="polite"]');
    await expect(polite).toBeEmptyDOMElement();
    await waitFor(() => expect(polite).toHaveTextContent(m.quizTimerFiveMinutes), {
      timeout: 3000,
    });
    await expect(root.querySelector('[aria-live="assertive"]')).toBeEmptyDOMElement();
  },
};

/** The last ten seconds interrupt: the assertive region says them, the polite one is emptied. */
export const AnnouncesTenSecondsAssertively: Story = {
  tags: ['no-visual'],
  args: { endsAt: undefined, now: undefined, durationSeconds: 11 },
  play: async ({ canvas }) => {
    const m = storyMessages();
    const root = canvas.getByRole('timer').parentElement!;
    const assertive = root.querySelector('[aria-live="assertive"]');
    await expect(assertive).toBeEmptyDOMElement();
    await waitFor(() => expect(assertive).toHaveTextContent(m.quizTimerTenSeconds), {
      timeout: 3000,
    });
    await expect(root.querySelector('[aria-live="polite"]')).toBeEmptyDOMElement();
  },
};
