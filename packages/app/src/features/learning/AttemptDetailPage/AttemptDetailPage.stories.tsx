import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, within } from 'storybook/test';
import { uiMessages } from '@ajar/ui';
import { i18next } from '../../../i18n';
import { prepareStory, shellHandlers, storyToken, StoryApp } from '../../../stories/storyApp';
import { localeOf, pick } from '../../../stories/storySupport';
import {
  errorStory,
  loadingStory,
  retryAfterErrorStory,
  wayOnStory,
} from '../../../stories/loadStateStories';
import { ATTEMPT, attemptsHandler } from '../../../shared/fixtures/AttemptHistoryPage.fixtures';
import { CONTENT } from '../../../shared/fixtures/MyCourseDetailPage.fixtures';
import {
  evaluationAttempt,
  failedAttemptWithAttemptsLeft,
  finalAttempt,
  openAttempt,
  otherCourseAttempt,
  preTestAttempt,
} from '../../../shared/fixtures/AttemptDetailPage.fixtures';
import { apiPath } from '../../../api';

const FINAL_API = apiPath('/attempts/{id}', { path: { id: ATTEMPT.final } });
const FINAL_PATH = '/my-courses/1/riwayat-nilai-ujian-akhir';
const answer = (attempt = finalAttempt) => http.get(FINAL_API, () => HttpResponse.json(attempt));

/** One attempt of "Dasar Kepemimpinan Tim": its score, date, duration and review. */
const meta = {
  title: 'Pages/AttemptDetail',
  component: StoryApp,
  parameters: { layout: 'fullscreen' },
  args: { path: `${FINAL_PATH}/${ATTEMPT.final}` },
  beforeEach: async ({ msw }) => {
    msw.use(
      ...shellHandlers,
      answer(),
      attemptsHandler(),
      http.get(apiPath('/attempts/{id}', { path: { id: ATTEMPT.evaluation } }), () =>
        HttpResponse.json(evaluationAttempt),
      ),
      http.get(apiPath('/attempts/{id}', { path: { id: ATTEMPT.preTest } }), () =>
        HttpResponse.json(preTestAttempt),
      ),
      http.get(apiPath('/attempts/{id}', { path: { id: ATTEMPT.finalFirst } }), () =>
        HttpResponse.json(failedAttemptWithAttemptsLeft),
      ),
    );
  },
  loaders: [
    async ({ globals }) => prepareStory(localeOf(globals), storyToken({ expiresInSeconds: 3600 })),
  ],
} satisfies Meta<typeof StoryApp>;

export default meta;
type Story = StoryObj<typeof meta>;
type Canvas = Parameters<NonNullable<Story['play']>>[0]['canvas'];

const findTitle = (canvas: Canvas, key: string) =>
  canvas.findByRole('heading', { level: 1, name: i18next.t(key) }, { timeout: 5000 });
const findMissing = (canvas: Canvas) =>
  canvas.findByRole(
    'heading',
    { level: 2, name: i18next.t('myCourses.attempt.notFound') },
    { timeout: 5000 },
  );

/** The final quiz's second attempt: 85, passed, when and how long, then the review. */
export const FinalQuizPassed: Story = {
  play: async ({ canvas }) => {
    await expect(await findTitle(canvas, 'pages.finalScoreDetail.title')).toBeVisible();
    const section = await canvas.findByRole('region', {
      name: i18next.t('myCourses.attempt.title', { number: 2 }),
    });
    await expect(within(section).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '85');
    await expect(
      within(section).getByRole('heading', { name: ui().quizResultPassed }),
    ).toBeVisible();
    await expect(
      within(section).getByText(i18next.t('myCourses.attempt.submittedAt')),
    ).toBeVisible();
    await expect(
      within(section).getByText(
        i18next.t('myCourses.duration.minutes', { minutes: 21, seconds: 50 }),
      ),
    ).toBeVisible();
    const trail = canvas.getByRole('navigation', { name: i18next.t('nav.breadcrumb') });
    await expect(
      within(trail).getByRole('link', { name: i18next.t('pages.finalScoreHistory.title') }),
    ).toHaveAttribute('href', FINAL_PATH);
    await expect(document.title).toContain(pick(finalAttempt.content.title));
  },
};

const ui = () => uiMessages[i18next.resolvedLanguage === 'en' ? 'en' : 'id'];

/**
 * A pre test measures prior knowledge: its score and correct answers, no "passed" or "not
 * passed", even below the pass mark (a final quiz attempt still says passed, above).
 */
export const PreTest: Story = {
  args: { path: `/my-courses/1/${CONTENT.preTest}/riwayat-nilai-modul/${ATTEMPT.preTest}` },
  play: async ({ canvas }) => {
    await expect(await findTitle(canvas, 'pages.moduleScoreDetail.title')).toBeVisible();
    const section = await canvas.findByRole('region', {
      name: i18next.t('myCourses.attempt.title', { number: 1 }),
    });
    await expect(within(section).getByText('45')).toBeVisible();
    await expect(
      within(section).getByText(
        i18next.t('myCourses.attempt.correctValue', {
          correct: 9,
          total: preTestAttempt.result!.totalQuestions,
        }),
      ),
    ).toBeVisible();
    await expect(within(section).getByText(i18next.t('myCourses.attempt.baseline'))).toBeVisible();
    await expect(within(section).queryByText(ui().quizResultPassed)).toBeNull();
    await expect(within(section).queryByText(ui().quizResultNotPassed)).toBeNull();
  },
};

/** Back up the trail to the history. */
export const BackToHistory: Story = {
  play: async ({ canvas, userEvent }) => {
    await findTitle(canvas, 'pages.finalScoreDetail.title');
    const trail = canvas.getByRole('navigation', { name: i18next.t('nav.breadcrumb') });
    await userEvent.click(
      within(trail).getByRole('link', { name: i18next.t('pages.finalScoreHistory.title') }),
    );
    await expect(await findTitle(canvas, 'pages.finalScoreHistory.title')).toBeVisible();
  },
};

/**
 * Failed with attempts left: the score and the learner's own answers, and why the right
 * answers are not shown yet; no marks, no explanations.
 */
export const FinalQuizFailedAttemptsLeft: Story = {
  args: { path: `${FINAL_PATH}/${ATTEMPT.finalFirst}` },
  play: async ({ canvas }) => {
    await expect(await findTitle(canvas, 'pages.finalScoreDetail.title')).toBeVisible();
    const section = await canvas.findByRole('region', {
      name: i18next.t('myCourses.attempt.title', { number: 1 }),
    });
    await expect(within(section).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '60');
    await expect(
      canvas.getByRole('heading', { level: 3, name: i18next.t('quiz.review.withheldTitle') }),
    ).toBeVisible();
    await expect(canvas.getByText(i18next.t('quiz.review.withheld'))).toBeVisible();
    const answers = canvas.getByRole('list', { name: i18next.t('quiz.review.yourAnswers') });
    // The learner's choice stays visible, read-only; the right one is not marked.
    const chosen = [...answers.querySelectorAll<HTMLInputElement>('input:checked')];
    await expect(chosen.map((input) => input.value)).toContain('b');
    for (const radio of within(answers).getAllByRole('radio')) await expect(radio).toBeDisabled();
    await expect(canvas.queryByRole('list', { name: i18next.t('quiz.review.list') })).toBeNull();
    await expect(
      canvas.queryByText(i18next.t('quiz.review.explanation'), { exact: true }),
    ).toBeNull();
  },
};

/** An evaluation submission: no score; each statement with the learner's own rating. */
export const Evaluation: Story = {
  args: { path: `/my-courses/1/riwayat-evaluasi/${ATTEMPT.evaluation}` },
  play: async ({ canvas }) => {
    await expect(await findTitle(canvas, 'pages.evaluationDetail.title')).toBeVisible();
    const section = await canvas.findByRole('region', {
      name: i18next.t('myCourses.attempt.evaluationTitle', { number: 1 }),
    });
    await expect(within(section).queryByRole('progressbar')).toBeNull();
    await expect(within(section).getByText(i18next.t('myCourses.attempt.questions'))).toBeVisible();
    const ratings = canvas.getByRole('table', { name: i18next.t('quiz.review.ratings') });
    const rating = (point: number) =>
      i18next.t('quiz.review.ratingValue', {
        label: i18next.t(`quiz.review.likert.${point}`),
        value: point,
        max: 5,
      });
    const [agree, stronglyAgree] = evaluationAttempt.questions;
    await expect(
      within(ratings).getByRole('row', { name: new RegExp(pick(agree!.text)) }),
    ).toHaveTextContent(rating(4));
    await expect(
      within(ratings).getByRole('row', { name: new RegExp(pick(stronglyAgree!.text)) }),
    ).toHaveTextContent(rating(5));
    // A survey has no right answers: no notice about them, no right or wrong.
    for (const key of [
      'quiz.review.unavailableTitle',
      'quiz.review.unavailable',
      'quiz.review.withheldTitle',
      'quiz.review.correct',
      'quiz.review.incorrect',
    ])
      await expect(canvas.queryByText(i18next.t(key), { exact: true })).toBeNull();
  },
};

/** An attempt still open: no score yet, a way back to it in the player. */
export const NotSubmitted: Story = {
  beforeEach: async ({ msw }) => {
    msw.use(answer(openAttempt));
  },
  ...wayOnStory({
    titleKey: 'myCourses.attempt.notSubmitted',
    linkKey: 'myCourses.attempt.resume',
    href: `/courses/1/learn/${CONTENT.finalQuiz}`,
  }),
};

/** An attempt of another course under this course's address is not shown. */
export const OtherCourse: Story = {
  beforeEach: async ({ msw }) => {
    msw.use(answer(otherCourseAttempt));
  },
  play: async ({ canvas }) => {
    await expect(await findMissing(canvas)).toBeVisible();
    await expect(
      canvas.getByRole('link', { name: i18next.t('myCourses.attempt.backToHistory') }),
    ).toHaveAttribute('href', FINAL_PATH);
  },
};

/** Not the learner's, or no such attempt (404). */
export const NotFound: Story = {
  args: { path: `${FINAL_PATH}/999` },
  beforeEach: async ({ msw }) => {
    msw.use(
      http.get(apiPath('/attempts/{id}', { path: { id: 999 } }), () =>
        HttpResponse.json(
          { error: { code: 'not_found', message: 'Percobaan tidak ditemukan' } },
          { status: 404 },
        ),
      ),
    );
  },
  play: async ({ canvas }) => {
    await expect(await findMissing(canvas)).toBeVisible();
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

export const Loading: Story = {
  tags: ['no-visual'],
  ...loadingStory({
    api: FINAL_API,
    titleKey: 'pages.finalScoreDetail.title',
    loadingKey: 'myCourses.attempt.loading',
  }),
};

export const Error: Story = errorStory({ api: FINAL_API, errorKey: 'myCourses.attempt.error' });

export const RetryAfterError: Story = retryAfterErrorStory({
  api: FINAL_API,
  answer: () => HttpResponse.json(finalAttempt),
  expectLoaded: async (canvas) =>
    expect(await canvas.findByRole('progressbar')).toHaveAttribute('aria-valuenow', '85'),
});
