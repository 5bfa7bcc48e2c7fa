import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { PageHeader } from '@ajar/ui';
import type { Attempt } from '@ajar/api/contract';
import { i18next } from '../../../../i18n';
import { useLocalized } from '../../../../shared/data/localized';
import { prepareStory, shellHandlers, storyToken } from '../../../../stories/storyApp';
import { localeOf, pick } from '../../../../stories/storySupport';
import { AttemptReview } from './AttemptReview';
import { finalQuizContent, postTestContent } from './QuizPanel.fixtures';
import { finalQuizQuestions, optionId, postTestQuestions } from './quiz.questions.fixtures';
import { quizApi, submittedAttempt } from './quizApi.fixtures';
import { AppFrame } from './quizStory';

function ReviewPage({ attempt }: { attempt: Attempt }) {
  const pickText = useLocalized();
  return (
    <>
      <PageHeader title={pickText(attempt.content.title)} />
      <AttemptReview attempt={attempt} headingLevel={2} />
    </>
  );
}

/** The review as a score page shows it, under the attempt's title. */
function AttemptReviewStory({ attempt }: { attempt: Attempt }) {
  return (
    <AppFrame>
      <ReviewPage attempt={attempt} />
    </AppFrame>
  );
}

const [q1, q2, q3, , q5, q6] = finalQuizQuestions as [
  (typeof finalQuizQuestions)[0],
  (typeof finalQuizQuestions)[0],
  (typeof finalQuizQuestions)[0],
  (typeof finalQuizQuestions)[0],
  (typeof finalQuizQuestions)[0],
  (typeof finalQuizQuestions)[0],
];

/**
 * Last attempt at the final quiz (so the review policy shows the right answers even though it
 * is not passed): some right, one wrong, one text answer in lower case.
 */
const graded = submittedAttempt({
  content: finalQuizContent({ attemptsUsed: 2 }),
  questions: finalQuizQuestions,
  open: {
    id: 307,
    answers: {
      '501': optionId(q1, 0),
      '502': [optionId(q2, 0), optionId(q2, 2)],
      '503': optionId(q3, 1),
      '504': 'smart',
      '506': [optionId(q6, 0), optionId(q6, 1), optionId(q6, 3)],
    },
  },
});

const t = (key: string, options?: Record<string, unknown>) => i18next.t(key, options);

/** The answers chosen inside `root`, by value. */
const checkedValues = (root: HTMLElement) =>
  [...root.querySelectorAll<HTMLInputElement>('input:checked')].map((input) => input.value);

/**
 * A submitted attempt, read-only: each question with the learner's answer and the right one,
 * whether it was correct, and the explanation; or why there is no review.
 */
const meta = {
  title: 'Learn/AttemptReview',
  component: AttemptReviewStory,
  parameters: { layout: 'padded' },
  args: { attempt: graded },
  beforeEach: async ({ msw }) => {
    msw.use(...shellHandlers);
  },
  loaders: [
    async ({ globals }) => prepareStory(localeOf(globals), storyToken({ expiresInSeconds: 3600 })),
  ],
} satisfies Meta<typeof AttemptReviewStory>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithReview: Story = {
  play: async ({ canvas }) => {
    const list = await canvas.findByRole(
      'list',
      { name: t('quiz.review.list') },
      { timeout: 5000 },
    );
    const items = within(list)
      .getAllByRole('listitem')
      .filter((item) => item.parentElement === list);
    await expect(items).toHaveLength(6);
    const [first, second, , fourth, fifth] = items as HTMLElement[];
    await expect(
      within(first!).getByRole('heading', {
        level: 2,
        name: t('quiz.review.question', { number: 1 }),
      }),
    ).toBeVisible();
    await expect(within(first!).getAllByText(t('quiz.review.correct'))[0]).toBeVisible();
    await expect(within(first!).getByText(pick(q1.explanation!))).toBeVisible();
    await expect(within(second!).getAllByText(t('quiz.review.incorrect'))[0]).toBeVisible();
    await expect(within(fourth!).getByRole('textbox')).toHaveValue('smart');
    await expect(within(fourth!).getAllByText(t('quiz.review.correct'))[0]).toBeVisible();
    await expect(within(fifth!).getByText(t('quiz.review.unanswered'))).toBeVisible();
    await expect(within(fifth!).getByText(pick(q5.explanation!))).toBeVisible();
    // Every answer is read-only.
    for (const radio of within(list).getAllByRole('radio')) await expect(radio).toBeDisabled();
  },
};

/**
 * A post test that never shows its right answers: it says so, and shows the learner's own
 * answers, read-only and unmarked.
 */
export const ReviewNotShown: Story = {
  args: {
    attempt: submittedAttempt({
      content: postTestContent({ review: 'never' }),
      questions: postTestQuestions,
      open: { id: 212, answers: { '401': optionId(postTestQuestions[0]!, 0) } },
    }),
  },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole(
        'heading',
        { level: 2, name: t('quiz.review.unavailableTitle') },
        { timeout: 5000 },
      ),
    ).toBeVisible();
    await expect(canvas.getByText(t('quiz.review.unavailable'))).toBeVisible();
    const answers = canvas.getByRole('list', { name: t('quiz.review.yourAnswers') });
    await expect(checkedValues(answers)).toEqual([optionId(postTestQuestions[0]!, 0)]);
    for (const radio of within(answers).getAllByRole('radio')) await expect(radio).toBeDisabled();
    await expect(canvas.queryByRole('list', { name: t('quiz.review.list') })).toBeNull();
  },
};

/** The final quiz failed with attempts left: the right answers wait, and it says why. */
export const ReviewWithheld: Story = {
  args: {
    attempt: submittedAttempt({
      content: finalQuizContent({ attemptsUsed: 0 }),
      questions: finalQuizQuestions,
      open: { id: 305, answers: { '501': optionId(q1, 1) } },
    }),
  },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole(
        'heading',
        { level: 2, name: t('quiz.review.withheldTitle') },
        { timeout: 5000 },
      ),
    ).toBeVisible();
    await expect(canvas.getByText(t('quiz.review.withheld'))).toBeVisible();
    const answers = canvas.getByRole('list', { name: t('quiz.review.yourAnswers') });
    await expect(checkedValues(answers)).toEqual([optionId(q1, 1)]);
    await expect(canvas.queryByRole('list', { name: t('quiz.review.list') })).toBeNull();
    await expect(canvas.queryByText(pick(q1.explanation!))).toBeNull();
  },
};

/** An attempt still open has nothing to review yet. */
export const NotSubmitted: Story = {
  args: {
    attempt: (() => {
      const api = quizApi({
        content: finalQuizContent(),
        questions: finalQuizQuestions,
        open: { id: 301 },
      });
      return api.view(api.attempts.get(301)!);
    })(),
  },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText(t('quiz.review.notSubmitted'), {}, { timeout: 5000 }),
    ).toBeVisible();
  },
};
