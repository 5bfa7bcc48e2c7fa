import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { i18next } from '../../../i18n';
import { mockRoute } from '../../../api';
import { errorStory, loadingLabelStory } from '../../../stories/loadStateStories';
import { PHONE_WIDTH, phoneStory } from '../../../stories/phoneStory';
import { shellHandlers, signedInLoaders, StoryApp } from '../../../stories/storyApp';
import { dailyQuizApi, type DailyScenario } from './DailyQuizPage.fixtures';

/**
 * /my-daily-quiz against a stateful MSW fake: the streak, starting today's quiz, answering one
 * question at a time with feedback and explanation, an answer kept offline, the result, the
 * calendar, and a learner with nothing to be asked yet.
 */
const meta = {
  title: 'Pages/Learning/Daily quiz',
  component: StoryApp,
  parameters: { layout: 'fullscreen' },
  args: { path: '/my-daily-quiz' },
  beforeEach: ({ msw }) => {
    msw.use(...shellHandlers, ...dailyQuizApi().handlers);
  },
  loaders: signedInLoaders,
} satisfies Meta<typeof StoryApp>;

export default meta;
type Story = StoryObj<typeof meta>;
type Context = Parameters<NonNullable<Story['play']>>[0];
const t = (key: string, values?: Record<string, unknown>) => i18next.t(key, values);

const withApi = (options: {
  scenario?: DailyScenario;
  offline?: boolean;
}): Pick<Story, 'beforeEach'> => ({
  beforeEach: ({ msw }) => {
    msw.use(...dailyQuizApi(options).handlers);
  },
});

const findTitle = (canvas: Context['canvas']) =>
  canvas.findByRole(
    'heading',
    { level: 1, name: t('pages.dailyQuiz.title') },
    // The first story of the file also waits for the page's code to load.
    { timeout: 15_000 },
  );

async function start({ canvas, userEvent }: Pick<Context, 'canvas' | 'userEvent'>) {
  await findTitle(canvas);
  await userEvent.click(
    await canvas.findByRole('button', { name: t('dailyQuiz.today.start') }, { timeout: 5000 }),
  );
  return canvas.findByRole('button', { name: t('dailyQuiz.question.check') }, { timeout: 5000 });
}

const feedback = (canvas: Context['canvas'], key: 'correct' | 'incorrect') =>
  canvas.findByRole('heading', { name: t(`dailyQuiz.question.${key}`) }, { timeout: 5000 });

/** Six days in, a freeze held, three questions waiting, thirteen weeks of past days. */
export const Ready: Story = {
  play: async ({ canvas }) => {
    await expect(await findTitle(canvas)).toBeVisible();
    const streak = within(await canvas.findByLabelText(t('dailyQuiz.streak.title')));
    await expect(streak.getByText(t('dailyQuiz.streak.days', { count: 6 }))).toBeVisible();
    await expect(streak.getByText(t('dailyQuiz.streak.notYet'))).toBeVisible();
    await expect(canvas.getByText(t('dailyQuiz.today.ready', { count: 3 }))).toBeVisible();
    await expect(canvas.getByRole('table', { name: t('dailyQuiz.calendar.label') })).toBeVisible();
    await expect(canvas.getByText(t('dailyQuiz.calendar.frozen', { count: 1 }))).toBeVisible();
  },
};

/** Start, answer right, read why; the check button waits for an answer. */
export const AnswerRight: Story = {
  play: async ({ canvas, userEvent }) => {
    const check = await start({ canvas, userEvent });
    await expect(check).toBeDisabled();
    await expect(canvas.getByText(t('dailyQuiz.source.missed'))).toBeVisible();
    await userEvent.click(canvas.getByRole('radio', { name: /Menggali|Ask what/ }));
    await userEvent.click(check);
    await expect(await feedback(canvas, 'correct')).toBeVisible();
    await expect(canvas.getByText(/Keberatan harga|A price objection/)).toBeVisible();
    // The first answer is final: the options are locked.
    await expect(canvas.getByRole('radio', { name: /Langsung|Offer/ })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: t('dailyQuiz.question.next') })).toBeVisible();
  },
};

/** A wrong answer names the right one and explains it. */
export const AnswerWrong: Story = {
  play: async ({ canvas, userEvent }) => {
    const check = await start({ canvas, userEvent });
    await userEvent.click(canvas.getByRole('radio', { name: /Langsung|Offer/ }));
    await userEvent.click(check);
    await expect(await feedback(canvas, 'incorrect')).toBeVisible();
    await expect(
      canvas.getByText(
        t('dailyQuiz.question.rightAnswer', {
          answer:
            i18next.resolvedLanguage === 'en'
              ? 'Ask what they compare it with and what they value'
              : 'Menggali pembandingnya dan nilai yang penting bagi mereka',
        }),
      ),
    ).toBeVisible();
  },
};

/** All three, a typed answer last: the result, the points, the streak, every answer reviewed. */
export const Finish: Story = {
  play: async ({ canvas, userEvent }) => {
    let check = await start({ canvas, userEvent });
    await userEvent.click(canvas.getByRole('radio', { name: /Menggali|Ask what/ }));
    await userEvent.click(check);
    await userEvent.click(
      await canvas.findByRole('button', { name: t('dailyQuiz.question.next') }),
    );
    check = await canvas.findByRole('button', { name: t('dailyQuiz.question.check') });
    await userEvent.click(canvas.getByRole('radio', { name: /Tidak boleh|No, never/ }));
    await userEvent.click(check);
    await expect(await feedback(canvas, 'correct')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: t('dailyQuiz.question.next') }));
    await userEvent.type(await canvas.findByRole('textbox'), 'batna');
    await userEvent.click(canvas.getByRole('button', { name: t('dailyQuiz.question.check') }));
    await userEvent.click(
      await canvas.findByRole(
        'button',
        { name: t('dailyQuiz.question.finish') },
        { timeout: 5000 },
      ),
    );
    await expect(
      await canvas.findByRole('heading', { name: t('dailyQuiz.result.title') }),
    ).toBeVisible();
    await expect(
      canvas.getByText(t('dailyQuiz.result.score', { correct: 3, total: 3 })),
    ).toBeVisible();
    await expect(canvas.getByText(t('dailyQuiz.result.points', { count: 5 }))).toBeVisible();
    await waitFor(() =>
      expect(canvas.getByText(t('dailyQuiz.result.streak', { count: 7 }))).toBeVisible(),
    );
    const review = canvas.getByRole('list', { name: t('dailyQuiz.result.review') });
    await expect(within(review).queryAllByText(t('quiz.review.incorrect'))).toHaveLength(0);
  },
};

/** Offline: the answer is kept on this device, the learner may go on. */
export const AnswerOffline: Story = {
  ...withApi({ offline: true }),
  play: async ({ canvas, userEvent }) => {
    const check = await start({ canvas, userEvent });
    await userEvent.click(canvas.getByRole('radio', { name: /Menggali|Ask what/ }));
    await userEvent.click(check);
    await expect(
      await canvas.findByText(t('dailyQuiz.question.offline'), {}, { timeout: 5000 }),
    ).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: t('dailyQuiz.question.next') }));
    await expect(await canvas.findByText(t('dailyQuiz.source.review'))).toBeVisible();
  },
};

/** Today's quiz already done: the result and the review, no start button. */
export const Done: Story = {
  ...withApi({ scenario: 'done' }),
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { name: t('dailyQuiz.result.title') }, { timeout: 5000 }),
    ).toBeVisible();
    await expect(
      canvas.getByText(t('dailyQuiz.result.score', { correct: 2, total: 3 })),
    ).toBeVisible();
    await expect(canvas.getAllByText(t('quiz.review.incorrect'))).toHaveLength(1);
    await expect(canvas.queryByRole('button', { name: t('dailyQuiz.today.start') })).toBeNull();
  },
};

/** Resumed mid-way: the first question still unanswered is on screen. */
export const Resumed: Story = {
  ...withApi({ scenario: 'open' }),
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('button', { name: t('dailyQuiz.question.check') }, { timeout: 5000 }),
    ).toBeVisible();
    await expect(canvas.getByText(t('dailyQuiz.source.missed'))).toBeVisible();
  },
};

/** No course with a quiz yet: nothing to ask, and the way to the catalogue. */
export const NothingToAsk: Story = {
  ...withApi({ scenario: 'empty' }),
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole(
        'heading',
        { name: t('dailyQuiz.today.emptyTitle') },
        { timeout: 5000 },
      ),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: t('dailyQuiz.today.browse') })).toHaveAttribute(
      'href',
      '/courses',
    );
  },
};

export const Loading: Story = {
  ...loadingLabelStory({
    api: mockRoute('/daily-quiz/today'),
    titleKey: 'pages.dailyQuiz.title',
    loadingKey: 'dailyQuiz.loading',
  }),
  tags: ['no-visual'],
};

export const LoadError: Story = errorStory({
  api: mockRoute('/daily-quiz/today'),
  errorKey: 'dailyQuiz.error',
});

/** At 360 px the question, its options and the calendar stay on the screen. */
export const Phone: Story = {
  ...phoneStory(),
  play: async ({ canvas, userEvent }) => {
    const check = await start({ canvas, userEvent });
    for (const element of [
      check,
      ...canvas.getAllByRole('radio'),
      canvas.getByRole('table', { name: t('dailyQuiz.calendar.label') }),
    ])
      await expect(element.getBoundingClientRect().right).toBeLessThanOrEqual(PHONE_WIDTH);
  },
};
