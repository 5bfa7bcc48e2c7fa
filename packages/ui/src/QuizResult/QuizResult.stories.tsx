import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { formatMessage } from '../internal/text';
import { storyMessages } from '../test-utils/storyMessages';
import { QuizResult } from './QuizResult';
import { guidelines } from './QuizResult.docs';

const meta = {
  title: 'Quiz/QuizResult',
  component: QuizResult,
  args: {
    quizName: 'Ujian Akhir Dasar-dasar K3',
    score: 85,
    correctCount: 17,
    totalQuestions: 20,
    attemptsUsed: 1,
    maxAttempts: 3,
    onReview: fn(),
  },
  decorators: [(Story) => <div style={{ maxWidth: '36rem' }}>{Story()}</div>],
  parameters: { guidelines },
} satisfies Meta<typeof QuizResult>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Passed: Story = {
  args: { status: 'Passed' },
  play: async ({ args, canvas, userEvent }) => {
    const m = storyMessages();
    await expect(canvas.getByRole('heading', { level: 2, name: m.quizResultPassed })).toBeVisible();
    // A region named by its outcome: what a screen reader says when focus is moved to it.
    await expect(canvas.getByRole('region', { name: m.quizResultPassed })).toBeVisible();
    await expect(
      canvas.getByText(formatMessage(m.quizResultPassedText, { threshold: 50 })),
    ).toBeVisible();
    const ring = canvas.getByRole('progressbar', { name: m.quizResultScore });
    await expect(ring).toHaveAttribute('aria-valuenow', '85');
    await expect(
      canvas.getByText(formatMessage(m.quizResultCorrect, { correct: 17, total: 20 })),
    ).toBeVisible();
    await expect(canvas.queryByRole('button', { name: m.quizResultRetry })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: m.quizResultReview }));
    await expect(args.onReview).toHaveBeenCalledTimes(1);
  },
};

export const NotPassed: Story = {
  args: { score: 40, correctCount: 8, status: 'NotPassed', onRetry: fn() },
  play: async ({ args, canvas, userEvent }) => {
    const m = storyMessages();
    await expect(canvas.getByRole('heading', { name: m.quizResultNotPassed })).toBeVisible();
    const retry = canvas.getByRole('button', { name: m.quizResultRetry });
    await expect(retry).toHaveAccessibleDescription(
      formatMessage(m.quizResultAttemptsLeft, { count: 2 }),
    );
    await userEvent.click(retry);
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

export const RetryWithKeyboard: Story = {
  args: { ...NotPassed.args, onReview: undefined },
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.tab();
    await expect(
      canvas.getByRole('button', { name: storyMessages().quizResultRetry }),
    ).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

export const LastAttemptLeft: Story = {
  args: { score: 45, correctCount: 9, attemptsUsed: 2, onRetry: fn() },
  play: async ({ canvas }) => {
    const m = storyMessages();
    // No status given: it follows the score against the threshold.
    await expect(canvas.getByRole('heading', { name: m.quizResultNotPassed })).toBeVisible();
    await expect(canvas.getByText(m.quizResultAttemptsLeftOne)).toBeVisible();
  },
};

export const NoAttemptsLeft: Story = {
  args: { score: 30, correctCount: 6, attemptsUsed: 3, status: 'NotPassed', onRetry: fn() },
  play: async ({ canvas }) => {
    const m = storyMessages();
    await expect(canvas.queryByRole('button', { name: m.quizResultRetry })).toBeNull();
    await expect(canvas.getByText(m.quizResultNoAttemptsLeft)).toBeVisible();
    await expect(
      canvas.getByText(formatMessage(m.quizResultAttempts, { used: 3, max: 3 })),
    ).toBeVisible();
  },
};

export const UnlimitedAttempts: Story = {
  args: { score: 20, correctCount: 4, maxAttempts: undefined, onRetry: fn() },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('button', { name: storyMessages().quizResultRetry }),
    ).toBeVisible();
  },
};

export const CustomThreshold: Story = {
  args: { score: 65, correctCount: 13, threshold: 70 },
  play: async ({ canvas }) => {
    const m = storyMessages();
    await expect(canvas.getByRole('heading', { name: m.quizResultNotPassed })).toBeVisible();
    await expect(
      canvas.getByText(formatMessage(m.quizResultNotPassedText, { threshold: 70 })),
    ).toBeVisible();
  },
};

export const DecimalScore: Story = {
  args: { score: 83.33, correctCount: 5, totalQuestions: 6 },
  play: async ({ canvas }) => {
    const m = storyMessages();
    const score = new Intl.NumberFormat(document.documentElement.lang).format(83.33);
    await expect(canvas.getByText(formatMessage(m.quizResultScoreValue, { score }))).toBeVisible();
  },
};

export const NoFinalQuiz: Story = {
  args: {
    status: 'NoFinalQuiz',
    quizName: 'Pengenalan Perusahaan',
    score: undefined,
    correctCount: undefined,
    totalQuestions: undefined,
    attemptsUsed: undefined,
    maxAttempts: undefined,
    onReview: undefined,
  },
  play: async ({ canvas }) => {
    const m = storyMessages();
    await expect(canvas.getByRole('heading', { name: m.quizResultNoFinalQuiz })).toBeVisible();
    await expect(canvas.getByText(m.quizResultNoFinalQuizText)).toBeVisible();
    await expect(canvas.queryByRole('progressbar')).toBeNull();
  },
};
