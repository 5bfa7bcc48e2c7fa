import type { Meta, StoryObj } from '@storybook/react-vite';
import { http } from 'msw';
import { expect, fn, waitFor, within } from 'storybook/test';
import { uiMessages } from '@ajar/ui';
import type { AnswerValue } from '@ajar/api/contract';
import { i18next } from '../../../../i18n';
import { prepareStory, shellHandlers, storyToken } from '../../../../stories/storyApp';
import {
  expectErrorState,
  localeOf,
  never,
  pick,
  serverError,
} from '../../../../stories/storySupport';
import { storageKey, writeLocalAnswers } from './localAnswers';
import {
  evaluationContent,
  finalQuizContent,
  postTestContent,
  preTestContent,
} from './QuizPanel.fixtures';
import { errorCauseStory } from '../../../../stories/loadStateStories';
import {
  evaluationQuestions,
  finalQuizQuestions,
  optionId,
  postTestQuestions,
  type FixtureQuestion,
} from './quiz.questions.fixtures';
import { quizApi, type QuizApiOptions } from './quizApi.fixtures';
import { QuizStory } from './quizStory';
import { apiPath } from '../../../../api';

/**
 * The quiz panel of the learn player, against an in-memory attempts API (MSW): the intro,
 * taking a quiz online and offline, resuming after a reload, the timer, submitting, the
 * result with its review, and the evaluation.
 */
const meta = {
  title: 'Learn/QuizPanel',
  component: QuizStory,
  parameters: { layout: 'padded' },
  args: { content: finalQuizContent(), onFinished: fn() },
  beforeEach: async ({ msw }) => {
    msw.use(...shellHandlers);
    // Stories share one page: no answers left over from the story before.
    for (const key of Object.keys(localStorage))
      if (key.startsWith('ajar.quiz.')) localStorage.removeItem(key);
  },
  loaders: [
    async ({ globals }) => prepareStory(localeOf(globals), storyToken({ expiresInSeconds: 3600 })),
  ],
} satisfies Meta<typeof QuizStory>;

export default meta;
type Story = StoryObj<typeof meta>;
type Canvas = Parameters<NonNullable<Story['play']>>[0]['canvas'];

const [q1, q2, q3, q4, q5, q6] = finalQuizQuestions as [
  FixtureQuestion,
  FixtureQuestion,
  FixtureQuestion,
  FixtureQuestion,
  FixtureQuestion,
  FixtureQuestion,
];
const t = (key: string, options?: Record<string, unknown>) => i18next.t(key, options);
const ui = () => uiMessages[i18next.resolvedLanguage === 'en' ? 'en' : 'id'];
const lang = () => (i18next.resolvedLanguage === 'en' ? 'en' : 'id');
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const named = (text: string) => new RegExp(escape(text));
/** A question's button in the navigator. */
const nav = (number: number, isAnswered: boolean) =>
  `${ui().quizNavigatorQuestion.replace('{number}', String(number))}, ${
    isAnswered ? ui().quizNavigatorAnswered : ui().quizNavigatorUnanswered
  }`;
const optionName = (q: FixtureQuestion, index: number) =>
  named(pick(q.question.options[index]!.text));

/** The in-memory API of the story running now, to check what the panel sent it. */
let api: ReturnType<typeof quizApi>;
const serve = (options: Omit<QuizApiOptions, 'content'>) =>
  (async ({ msw, args }) => {
    api = quizApi({ content: args.content, ...options });
    msw.use(...api.handlers);
  }) satisfies Story['beforeEach'];

const findQuestion = async (canvas: Canvas, q: FixtureQuestion) =>
  canvas.findByRole(
    q.question.type === 'single' || q.question.type === 'trueFalse' || q.question.type === 'likert'
      ? 'radiogroup'
      : 'group',
    { name: pick(q.question.text) },
    { timeout: 5000 },
  );

const start = async (canvas: Canvas, userEvent: { click: (el: Element) => Promise<void> }) =>
  userEvent.click(
    await canvas.findByRole('button', { name: t('quiz.intro.start') }, { timeout: 5000 }),
  );
const resume = async (canvas: Canvas, userEvent: { click: (el: Element) => Promise<void> }) =>
  userEvent.click(
    await canvas.findByRole('button', { name: t('quiz.intro.resume') }, { timeout: 5000 }),
  );

/** The save status says "saved" (its live region may say it too, after being offline). */
const expectSaved = (canvas: Canvas) =>
  waitFor(() => expect(canvas.getAllByText(t('quiz.save.saved'))[0]).toBeVisible(), {
    timeout: 5000,
  });

/** First visit: the rules, nothing scored yet, Start. */
export const IntroFirstAttempt: Story = {
  beforeEach: serve({ questions: finalQuizQuestions }),
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole(
        'heading',
        { level: 2, name: t('quiz.intro.title') },
        { timeout: 5000 },
      ),
    ).toBeVisible();
    await expect(canvas.getByText(t('quiz.rules.questionsValue', { count: 6 }))).toBeVisible();
    await expect(canvas.getByText(t('quiz.rules.minutes', { count: 10 }))).toBeVisible();
    await expect(
      canvas.getByText(t('quiz.rules.attemptsValue', { used: 0, max: 3 })),
    ).toBeVisible();
    await expect(canvas.getByText(t('quiz.rules.reviewAfterPassedOrLastAttempt'))).toBeVisible();
    await expect(canvas.getByText(t('quiz.intro.timed'))).toBeVisible();
    await expect(canvas.queryByText(t('quiz.rules.bestScore'))).toBeNull();
    await expect(canvas.getByRole('button', { name: t('quiz.intro.start') })).toBeEnabled();
  },
};

/** One attempt used, not passed yet: the best score and what is left. */
export const IntroAttemptsLeft: Story = {
  args: { content: finalQuizContent({ attemptsUsed: 1, bestScore: 50, passed: false }) },
  beforeEach: serve({ questions: finalQuizQuestions }),
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText(
        t('quiz.rules.bestScoreNotPassed', { score: '50' }),
        {},
        { timeout: 5000 },
      ),
    ).toBeVisible();
    await expect(
      canvas.getByText(t('quiz.rules.attemptsValue', { used: 1, max: 3 })),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: t('quiz.intro.start') })).toBeVisible();
  },
};

/**
 * Back to a timed attempt under way: the intro says how much time is left before Resume. Not
 * pictured: its timer runs, and a loaded machine shot it a second later (the play reads it).
 */
export const IntroResumeTimeLeft: Story = {
  tags: ['no-visual'],
  args: { content: finalQuizContent({ openAttemptId: 312, attemptsUsed: 1 }) },
  beforeEach: serve({
    questions: finalQuizQuestions,
    open: { id: 312, secondsLeft: 7 * 60 + 10, answers: { '501': optionId(q1, 0) } },
  }),
  play: async ({ canvas, userEvent }) => {
    await expect(
      await canvas.findByText(t('quiz.rules.timeLeftMinutes', { count: 7 }), {}, { timeout: 5000 }),
    ).toBeVisible();
    await expect(canvas.getByText(t('quiz.rules.timeLeft'))).toBeVisible();
    await resume(canvas, userEvent);
    await findQuestion(canvas, q2);
    await expect(canvas.getByRole('timer')).toHaveTextContent(/0[67]:\d\d/);
  },
};

/** Every attempt used: why, and no way to start. */
export const NoAttemptsLeft: Story = {
  args: { content: finalQuizContent({ attemptsUsed: 3, bestScore: 66.7, passed: false }) },
  beforeEach: serve({ questions: finalQuizQuestions }),
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText(t('quiz.intro.noAttemptsLeft'), {}, { timeout: 5000 }),
    ).toBeVisible();
    const best = new Intl.NumberFormat(lang(), { maximumFractionDigits: 1 }).format(66.7);
    await expect(
      canvas.getByText(t('quiz.rules.bestScoreNotPassed', { score: best })),
    ).toBeVisible();
    await expect(canvas.queryByRole('button', { name: t('quiz.intro.start') })).toBeNull();
  },
};

/** The quiz info was older than the server: Start is refused, the intro says why. */
export const StartRefused: Story = {
  args: { content: finalQuizContent({ attemptsUsed: 2 }) },
  beforeEach: serve({ questions: finalQuizQuestions, attemptsUsed: 3 }),
  play: async ({ canvas, userEvent }) => {
    await start(canvas, userEvent);
    await expect(
      await canvas.findByText(t('quiz.intro.noAttemptsLeft'), {}, { timeout: 5000 }),
    ).toBeVisible();
    await expect(canvas.queryByRole('button', { name: t('quiz.intro.start') })).toBeNull();
  },
};

/** Answering: a single choice, several choices, text; moving around; the navigator keeps up. */
export const Taking: Story = {
  // The timer stands still, so the page can be compared with its picture.
  tags: ['frozen-clock'],
  beforeEach: serve({ questions: finalQuizQuestions }),
  play: async ({ canvas, userEvent }) => {
    await start(canvas, userEvent);
    let question = await findQuestion(canvas, q1);
    await expect(canvas.getByRole('timer')).toBeVisible();
    await expect(canvas.getByText(t('quiz.save.idle'))).toBeVisible();
    await userEvent.click(within(question).getByRole('radio', { name: optionName(q1, 0) }));
    await expect(within(question).getByRole('radio', { name: optionName(q1, 0) })).toBeChecked();

    await userEvent.click(canvas.getByRole('button', { name: t('quiz.next') }));
    question = await findQuestion(canvas, q2);
    await userEvent.click(within(question).getByRole('checkbox', { name: optionName(q2, 0) }));
    await userEvent.click(within(question).getByRole('checkbox', { name: optionName(q2, 3) }));

    await userEvent.click(canvas.getByRole('button', { name: nav(4, false) }));
    question = await findQuestion(canvas, q4);
    await userEvent.type(within(question).getByRole('textbox'), 'SMART');
    await expectSaved(canvas);

    await expect(canvas.getByRole('button', { name: nav(1, true) })).toBeVisible();
    await expect(canvas.getByRole('button', { name: nav(2, true) })).toBeVisible();
    await expect(canvas.getByRole('button', { name: nav(3, false) })).toBeVisible();
    await expect(canvas.getByRole('button', { name: nav(4, true) })).toBeVisible();

    await userEvent.click(canvas.getByRole('button', { name: t('quiz.previous') }));
    question = await findQuestion(canvas, q3);
    await userEvent.click(within(question).getByRole('radio', { name: optionName(q3, 1) }));
    await expectSaved(canvas);
    await waitFor(() => {
      const server = api.attempts.get(300)!.answers;
      expect(server.get('501')?.value).toBe(optionId(q1, 0));
      expect(server.get('502')?.value).toEqual([optionId(q2, 0), optionId(q2, 3)]);
      expect(server.get('503')?.value).toBe(optionId(q3, 1));
      expect(server.get('504')?.value).toBe('SMART');
    });
  },
};

/** The connection drops: the answer stays on the device, and goes when it is back. */
export const TakingOffline: Story = {
  tags: ['frozen-clock'],
  beforeEach: serve({ questions: finalQuizQuestions }),
  play: async ({ canvas, userEvent }) => {
    await start(canvas, userEvent);
    const question = await findQuestion(canvas, q1);
    api.state.isOffline = true;
    await userEvent.click(within(question).getByRole('radio', { name: optionName(q1, 2) }));
    // Shown, and said once by the status's live region.
    const notices = await canvas.findAllByText(t('quiz.save.offline'), {}, { timeout: 5000 });
    await expect(notices[0]).toBeVisible();
    await expect(notices).toHaveLength(2);
    await expect(localStorage.getItem(storageKey(300))).toContain(optionId(q1, 2));
    await expect(api.attempts.get(300)!.answers.has('501')).toBe(false);

    api.state.isOffline = false;
    window.dispatchEvent(new Event('online'));
    await expectSaved(canvas);
    await expect(api.attempts.get(300)!.answers.get('501')?.value).toBe(optionId(q1, 2));
  },
};

const postOpen = { id: 212, answers: { '401': optionId(postTestQuestions[0]!, 0) } };

/**
 * After a reload: the server kept two answers, this device one more it could not send before
 * the page went. All three show; the one from the device is sent again.
 */
export const ReloadResume: Story = {
  args: { content: postTestContent({ openAttemptId: 212 }) },
  beforeEach: async (context) => {
    await serve({
      questions: postTestQuestions,
      open: {
        ...postOpen,
        answers: {
          ...postOpen.answers,
          '402': [optionId(postTestQuestions[1]!, 0), optionId(postTestQuestions[1]!, 1)],
        } satisfies Record<string, AnswerValue>,
      },
    })(context);
    writeLocalAnswers(localStorage, 212, {
      '403': {
        value: optionId(postTestQuestions[2]!, 0),
        answeredAt: new Date(Date.now() - 5000).toISOString(),
        synced: false,
      },
    });
  },
  play: async ({ canvas, userEvent }) => {
    const [p1, p2, p3, p4] = postTestQuestions as [
      FixtureQuestion,
      FixtureQuestion,
      FixtureQuestion,
      FixtureQuestion,
    ];
    await expect(
      await canvas.findByText(t('quiz.intro.inProgress'), {}, { timeout: 5000 }),
    ).toBeVisible();
    await resume(canvas, userEvent);
    // It opens on the first question without an answer, here or on the server.
    await findQuestion(canvas, p4);
    await expectSaved(canvas);
    // The answer only this device had is sent again; the server's are not.
    await expect(api.state.saves.map((s) => s.questionId)).toEqual([403]);
    await expect(canvas.getByRole('button', { name: nav(3, true) })).toBeVisible();
    await expect(canvas.getByRole('button', { name: nav(5, false) })).toBeVisible();

    await userEvent.click(canvas.getByRole('button', { name: nav(3, true) }));
    let question = await findQuestion(canvas, p3);
    await expect(within(question).getByRole('radio', { name: optionName(p3, 0) })).toBeChecked();
    await userEvent.click(canvas.getByRole('button', { name: nav(2, true) }));
    question = await findQuestion(canvas, p2);
    await expect(within(question).getByRole('checkbox', { name: optionName(p2, 0) })).toBeChecked();
    await expect(within(question).getByRole('checkbox', { name: optionName(p2, 1) })).toBeChecked();
    await userEvent.click(canvas.getByRole('button', { name: nav(1, true) }));
    question = await findQuestion(canvas, p1);
    await expect(within(question).getByRole('radio', { name: optionName(p1, 0) })).toBeChecked();
  },
};

/** Under a minute left: the timer turns to a warning. */
export const TimeRunningOut: Story = {
  tags: ['frozen-clock'],
  args: { content: finalQuizContent({ openAttemptId: 305 }) },
  beforeEach: serve({
    questions: finalQuizQuestions,
    open: { id: 305, secondsLeft: 45, answers: { '501': optionId(q1, 0) } },
  }),
  play: async ({ canvas, userEvent }) => {
    await resume(canvas, userEvent);
    await findQuestion(canvas, q2);
    const timer = canvas.getByRole('timer');
    await expect(timer).toHaveAccessibleName(ui().quizTimerWarning);
    await expect(timer).toHaveTextContent(/00:4\d/);
  },
};

/** Time is up: the answers on the device are submitted without a click. */
export const TimeUp: Story = {
  tags: ['no-visual'],
  args: { content: finalQuizContent({ openAttemptId: 306 }), onFinished: fn() },
  beforeEach: serve({ questions: finalQuizQuestions, open: { id: 306, secondsLeft: 4 } }),
  play: async ({ args, canvas, userEvent }) => {
    await resume(canvas, userEvent);
    const question = await findQuestion(canvas, q1);
    api.state.isOffline = true;
    await userEvent.click(within(question).getByRole('radio', { name: optionName(q1, 0) }));
    api.state.isOffline = false;
    const result = await canvas.findByRole(
      'region',
      { name: ui().quizResultNotPassed },
      { timeout: 10_000 },
    );
    // The result says why it came without a click, and has the focus the questions had.
    await expect(canvas.getByRole('heading', { name: t('quiz.timeUp.title') })).toBeVisible();
    await expect(canvas.getByText(t('quiz.timeUp.submitted'))).toBeVisible();
    await waitFor(() => expect(result).toHaveFocus());
    await expect(result).toHaveAccessibleDescription(named(t('quiz.timeUp.submitted')));
    // The answer that never reached the server went with the submit.
    await expect(api.state.submits[0]).toEqual([
      { questionId: 501, value: optionId(q1, 0), answeredAt: expect.any(String) },
    ]);
    await expect(args.onFinished).toHaveBeenCalledTimes(1);
    await expect(localStorage.getItem(storageKey(306))).toBeNull();
  },
};

/**
 * Back after the time ran out while away: the server graded what it had, the panel shows the
 * result and forgets this device's copy.
 */
export const ResumeAfterTimeRanOut: Story = {
  args: { content: finalQuizContent({ openAttemptId: 311 }) },
  beforeEach: async (context) => {
    await serve({
      questions: finalQuizQuestions,
      open: { id: 311, secondsLeft: -120, answers: { '501': optionId(q1, 0) } },
    })(context);
    writeLocalAnswers(localStorage, 311, {
      '502': { value: [optionId(q2, 0)], answeredAt: new Date().toISOString(), synced: false },
    });
  },
  play: async ({ canvas, userEvent }) => {
    await resume(canvas, userEvent);
    await expect(
      await canvas.findByRole(
        'heading',
        { level: 2, name: ui().quizResultNotPassed },
        { timeout: 5000 },
      ),
    ).toBeVisible();
    await waitFor(() => expect(localStorage.getItem(storageKey(311))).toBeNull());
    await expect(api.state.saves).toEqual([]);
  },
};

/** Submitting with questions left: they are named, with a way back to the first. */
export const SubmitConfirmUnanswered: Story = {
  args: { content: finalQuizContent(), onFinished: fn() },
  beforeEach: serve({ questions: finalQuizQuestions }),
  play: async ({ args, canvas, userEvent }) => {
    await start(canvas, userEvent);
    const question = await findQuestion(canvas, q1);
    await userEvent.click(within(question).getByRole('radio', { name: optionName(q1, 0) }));
    await userEvent.click(canvas.getByRole('button', { name: t('quiz.next') }));
    await findQuestion(canvas, q2);
    await userEvent.click(canvas.getByRole('button', { name: ui().questionCardFlag }));
    await userEvent.click(canvas.getByRole('button', { name: t('quiz.submit') }));

    const page = within(document.body);
    const dialog = await page.findByRole('dialog', { name: t('quiz.confirm.title') });
    const list = new Intl.ListFormat(lang(), { type: 'conjunction' });
    await expect(
      within(dialog).getByText(
        named(
          t('quiz.confirm.unanswered', { count: 5, list: list.format(['2', '3', '4', '5', '6']) }),
        ),
      ),
    ).toBeVisible();
    await expect(
      within(dialog).getByText(t('quiz.confirm.flagged', { count: 1, list: '2' })),
    ).toBeVisible();
    // The summary is read with the title: it is the dialog's description.
    await expect(dialog).toHaveAccessibleDescription(named(t('quiz.confirm.final')));
    await expect(dialog).toHaveAccessibleDescription(
      named(t('quiz.confirm.flagged', { count: 1, list: '2' })),
    );
    const back = within(dialog).getByRole('button', {
      name: t('quiz.confirm.goTo', { number: 2 }),
    });
    await expect(back).toHaveFocus();
    await userEvent.click(back);
    await waitFor(() => expect(page.queryByRole('dialog')).toBeNull());
    // Focus lands on the question, not back on the submit button that opened the dialog.
    const reopened = await findQuestion(canvas, q2);
    await waitFor(() => expect(document.activeElement?.contains(reopened)).toBe(true));

    await userEvent.click(canvas.getByRole('button', { name: t('quiz.submit') }));
    await userEvent.click(await page.findByRole('button', { name: t('quiz.confirm.submit') }));
    await expect(
      await canvas.findByRole(
        'heading',
        { level: 2, name: ui().quizResultNotPassed },
        { timeout: 5000 },
      ),
    ).toBeVisible();
    await expect(args.onFinished).toHaveBeenCalledTimes(1);
  },
};

const mostlyRight: Record<string, AnswerValue> = {
  '501': optionId(q1, 0),
  '502': [optionId(q2, 0), optionId(q2, 1), optionId(q2, 3)],
  '503': optionId(q3, 1),
  '504': 'smart',
  '505': optionId(q5, 1),
  '506': [optionId(q6, 0), optionId(q6, 1), optionId(q6, 3)],
};

/** Passed on the second attempt: the final quiz's status, then the review with explanations. */
export const ResultPassedWithReview: Story = {
  args: {
    content: finalQuizContent({
      attemptsUsed: 1,
      bestScore: 50,
      passed: false,
      openAttemptId: 307,
    }),
  },
  beforeEach: serve({ questions: finalQuizQuestions, open: { id: 307, answers: mostlyRight } }),
  play: async ({ canvas, userEvent }) => {
    await resume(canvas, userEvent);
    await findQuestion(canvas, q1);
    await userEvent.click(canvas.getByRole('button', { name: t('quiz.submit') }));
    const dialog = await within(document.body).findByRole('dialog');
    await expect(
      within(dialog).getByText(t('quiz.confirm.allAnswered', { count: 6 })),
    ).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: t('quiz.confirm.submit') }));

    const outcome = await canvas.findByRole(
      'heading',
      { level: 2, name: ui().quizResultPassed },
      { timeout: 5000 },
    );
    await expect(outcome).toBeVisible();
    await expect(canvas.getByRole('progressbar', { name: ui().quizResultScore })).toHaveAttribute(
      'aria-valuenow',
      '83.3',
    );
    await expect(canvas.getByText(t('quiz.result.finalPassed'))).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: ui().quizResultReview }));

    const review = await canvas.findByRole('region', { name: t('quiz.review.title') });
    const items = within(within(review).getByRole('list', { name: t('quiz.review.list') }))
      .getAllByRole('listitem')
      .filter((item) => item.parentElement?.getAttribute('role') === 'list');
    await expect(items).toHaveLength(6);
    await expect(
      within(items[0]!).getByRole('heading', {
        level: 3,
        name: t('quiz.review.question', { number: 1 }),
      }),
    ).toBeVisible();
    await expect(within(items[0]!).getAllByText(t('quiz.review.correct'))[0]).toBeVisible();
    await expect(within(items[4]!).getAllByText(t('quiz.review.incorrect'))[0]).toBeVisible();
    await expect(within(items[0]!).getByText(pick(q1.explanation!))).toBeVisible();
  },
};

/** Not passed with attempts left: try again starts a new attempt. */
export const ResultNotPassedWithRetry: Story = {
  // It ends in a new, timed attempt, whose timer stands still for the picture.
  tags: ['frozen-clock'],
  args: { content: finalQuizContent({ attemptsUsed: 1, bestScore: 50, openAttemptId: 308 }) },
  beforeEach: serve({
    questions: finalQuizQuestions,
    open: { id: 308, answers: { '501': optionId(q1, 0), '503': optionId(q3, 0) } },
  }),
  play: async ({ canvas, userEvent }) => {
    await resume(canvas, userEvent);
    await findQuestion(canvas, q2);
    await userEvent.click(canvas.getByRole('button', { name: t('quiz.submit') }));
    await userEvent.click(
      await within(document.body).findByRole('button', { name: t('quiz.confirm.submit') }),
    );
    await expect(
      await canvas.findByRole(
        'heading',
        { level: 2, name: ui().quizResultNotPassed },
        { timeout: 5000 },
      ),
    ).toBeVisible();
    await expect(canvas.getByText(t('quiz.result.finalNotPassed'))).toBeVisible();
    await expect(canvas.getByText(ui().quizResultAttemptsLeftOne)).toBeVisible();
    // Not passed with an attempt left: the right answers wait, and the learner is told why.
    await expect(canvas.getByText(t('quiz.review.withheld'))).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: ui().quizResultRetry }));
    const question = await findQuestion(canvas, q1);
    await expect(
      within(question).getByRole('radio', { name: optionName(q1, 0) }),
    ).not.toBeChecked();
    await expect(api.attempts.size).toBe(2);
  },
};

/**
 * A pre test just submitted: its score and correct answers, without passed or not passed,
 * as the score pages show it (it measures what the learner knew before the course).
 */
export const ResultPreTest: Story = {
  args: { content: preTestContent({ openAttemptId: 309 }) },
  beforeEach: serve({
    questions: postTestQuestions,
    open: { id: 309, answers: postOpen.answers },
  }),
  play: async ({ canvas, userEvent }) => {
    await resume(canvas, userEvent);
    await findQuestion(canvas, postTestQuestions[1]!);
    await userEvent.click(canvas.getByRole('button', { name: t('quiz.submit') }));
    await userEvent.click(
      await within(document.body).findByRole('button', { name: t('quiz.confirm.submit') }),
    );
    const outcome = await canvas.findByRole(
      'heading',
      { level: 2, name: pick(preTestContent().title) },
      { timeout: 5000 },
    );
    await expect(outcome).toBeVisible();
    await expect(canvas.getByText(t('myCourses.attempt.baseline'))).toBeVisible();
    await expect(
      canvas.getByText(t('myCourses.attempt.score'), { selector: 'dt' }).nextElementSibling,
    ).toHaveTextContent(/\d/);
    for (const verdict of [ui().quizResultPassed, ui().quizResultNotPassed])
      await expect(canvas.queryByText(verdict)).toBeNull();
    // One attempt only, and nothing to retry.
    await expect(canvas.queryByRole('button', { name: t('common.retry') })).toBeNull();
  },
};

/** The training evaluation: a likert scale per statement, no score. */
export const EvaluationLikert: Story = {
  args: { content: evaluationContent() },
  beforeEach: serve({ questions: evaluationQuestions }),
  play: async ({ canvas, userEvent }) => {
    await expect(
      await canvas.findByText(t('quiz.intro.evaluationDescription'), {}, { timeout: 5000 }),
    ).toBeVisible();
    await expect(canvas.queryByText(t('quiz.rules.passThreshold'))).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: t('quiz.intro.startEvaluation') }));
    const question = await findQuestion(canvas, evaluationQuestions[0]!);
    await userEvent.click(within(question).getByRole('radio', { name: /^4/ }));
    await expectSaved(canvas);
    await expect(api.attempts.get(300)!.answers.get('601')?.value).toBe('4');
  },
};

/** Every statement rated and sent: thank you, nothing scored. */
export const EvaluationSubmitted: Story = {
  args: { content: evaluationContent(), onFinished: fn() },
  beforeEach: serve({ questions: evaluationQuestions }),
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(
      await canvas.findByRole(
        'button',
        { name: t('quiz.intro.startEvaluation') },
        { timeout: 5000 },
      ),
    );
    for (const [index, q] of evaluationQuestions.entries()) {
      const question = await findQuestion(canvas, q);
      await userEvent.click(within(question).getByRole('radio', { name: /^5/ }));
      if (index < evaluationQuestions.length - 1)
        await userEvent.click(canvas.getByRole('button', { name: t('quiz.next') }));
    }
    await userEvent.click(canvas.getByRole('button', { name: t('quiz.finish') }));
    await userEvent.click(
      await within(document.body).findByRole('button', { name: t('quiz.confirm.submit') }),
    );
    await expect(
      await canvas.findByRole(
        'heading',
        { level: 2, name: t('quiz.result.thanksTitle') },
        { timeout: 5000 },
      ),
    ).toBeVisible();
    await expect(canvas.queryByRole('progressbar')).toBeNull();
    await expect(args.onFinished).toHaveBeenCalledTimes(1);
  },
};

/** Resuming while the attempt loads. */
export const Loading: Story = {
  tags: ['no-visual'],
  args: { content: finalQuizContent({ openAttemptId: 309 }) },
  beforeEach: async ({ msw }) => {
    msw.use(never(apiPath('/attempts/{id}', { path: { id: 309 } })));
  },
  play: async ({ canvas, userEvent }) => {
    await resume(canvas, userEvent);
    const loading = await canvas.findByText(t('quiz.loading'), {}, { timeout: 5000 });
    await expect(loading.closest('[role="status"]')).not.toBeNull();
  },
};

/** The attempt fails to load once: the error, then Retry brings the questions. */
export const ErrorWithRetry: Story = {
  args: { content: postTestContent({ openAttemptId: 212 }) },
  beforeEach: async (context) => {
    await serve({ questions: postTestQuestions, open: postOpen })(context);
    let failures = 1;
    // Falls through to the attempts API once the failure is spent.
    context.msw.use(
      http.get(apiPath('/attempts/{id}', { path: { id: 212 } }), () =>
        failures-- > 0 ? serverError() : undefined,
      ),
    );
  },
  play: async ({ canvas, canvasElement, userEvent }) => {
    await resume(canvas, userEvent);
    await expectErrorState(canvasElement, 'quiz.error.title');
    await userEvent.click(canvas.getByRole('button', { name: t('common.retry') }));
    await findQuestion(canvas, postTestQuestions[1]!);
  },
};

/**
 * The attempt to resume is not the reader's (the API refuses it): the panel says they have no
 * access, not to check their connection, and offers no retry that cannot help.
 */
const refused = errorCauseStory({
  api: apiPath('/attempts/{id}', { path: { id: 212 } }),
  status: 403,
  errorKey: 'quiz.error.title',
  open: ({ canvas, userEvent }) => resume(canvas, userEvent),
});
export const AttemptForbidden: Story = {
  args: { content: postTestContent({ openAttemptId: 212 }) },
  beforeEach: async (context) => {
    await serve({ questions: postTestQuestions, open: postOpen })(context);
    await refused.beforeEach(context);
  },
  play: refused.play,
};

/** The attempt is gone (404): the panel says it could not be found. */
const missing = errorCauseStory({
  api: apiPath('/attempts/{id}', { path: { id: 212 } }),
  status: 404,
  errorKey: 'quiz.error.title',
  open: ({ canvas, userEvent }) => resume(canvas, userEvent),
});
export const AttemptNotFound: Story = {
  args: { content: postTestContent({ openAttemptId: 212 }) },
  beforeEach: async (context) => {
    await serve({ questions: postTestQuestions, open: postOpen })(context);
    await missing.beforeEach(context);
  },
  play: missing.play,
};
