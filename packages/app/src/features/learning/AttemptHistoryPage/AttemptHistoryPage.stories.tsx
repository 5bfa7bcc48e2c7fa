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
import { finalAttempt } from '../../../shared/fixtures/AttemptDetailPage.fixtures';
import { CONTENT, leadershipCourse } from '../../../shared/fixtures/MyCourseDetailPage.fixtures';
import {
  ATTEMPT,
  attemptsHandler,
  emptyHistory,
  finalHistory,
  postTestHistory,
  preTestHistory,
} from '../../../shared/fixtures/AttemptHistoryPage.fixtures';
import { apiPath } from '../../../api';

const ATTEMPTS_API = apiPath('/my/courses/{id}/attempts', { path: { id: 1 } });
const FINAL_PATH = '/my-courses/1/riwayat-nilai-ujian-akhir';

/**
 * The three histories (a module's pre/post test, the final quiz, the evaluation) of
 * "Dasar Kepemimpinan Tim", against MSW.
 */
const meta = {
  title: 'Pages/AttemptHistory',
  component: StoryApp,
  parameters: { layout: 'fullscreen' },
  args: { path: FINAL_PATH },
  beforeEach: async ({ msw }) => {
    msw.use(
      ...shellHandlers,
      attemptsHandler(),
      http.get(apiPath('/attempts/{id}', { path: { id: ATTEMPT.final } }), () =>
        HttpResponse.json(finalAttempt),
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
const ui = () => uiMessages[i18next.resolvedLanguage === 'en' ? 'en' : 'id'];
/** The table's own link text, "Percobaan 2" / "Attempt 2". */
const attemptName = (number: number) =>
  ui().scoreHistoryAttemptNumber.replace('{number}', String(number));
const attemptLink = (canvas: Canvas, number: number) =>
  canvas.getByRole('link', { name: attemptName(number) });

/** The final quiz: 85 (passed) above 60 (not passed), newest first. */
export const FinalQuiz: Story = {
  play: async ({ canvas }) => {
    await expect(await findTitle(canvas, 'pages.finalScoreHistory.title')).toBeVisible();
    const table = await canvas.findByRole('table', {
      name: i18next.t('myCourses.history.finalCaption'),
    });
    const rows = within(table).getAllByRole('row').slice(1);
    await expect(rows).toHaveLength(2);
    await expect(rows[0]).toHaveTextContent('85');
    await expect(rows[1]).toHaveTextContent('60');
    // The final quiz has a verdict, unlike a pre test.
    await expect(rows[0]).toHaveTextContent(ui().scoreHistoryPassed);
    await expect(rows[1]).toHaveTextContent(ui().scoreHistoryNotPassed);
    await expect(attemptLink(canvas, 2)).toHaveAttribute('href', `${FINAL_PATH}/${ATTEMPT.final}`);
    await expect(
      canvas.getByText(i18next.t('myCourses.history.threshold', { threshold: 70 }), {
        exact: false,
      }),
    ).toBeVisible();
    const trail = canvas.getByRole('navigation', { name: i18next.t('nav.breadcrumb') });
    await expect(
      within(trail).getByRole('link', { name: pick(leadershipCourse.title) }),
    ).toHaveAttribute('href', '/my-courses/1');
  },
};

/** Following an attempt opens its detail page. */
export const OpenAttempt: Story = {
  play: async ({ canvas, userEvent }) => {
    await findTitle(canvas, 'pages.finalScoreHistory.title');
    await userEvent.click(await canvas.findByRole('link', { name: attemptName(2) }));
    await expect(await findTitle(canvas, 'pages.finalScoreDetail.title')).toBeVisible();
  },
};

/** A module's post test, by its content id in the address. */
export const ModuleQuiz: Story = {
  args: { path: `/my-courses/1/${CONTENT.postTest}/riwayat-nilai-modul` },
  play: async ({ canvas }) => {
    await expect(await findTitle(canvas, 'pages.moduleScoreHistory.title')).toBeVisible();
    const name = pick(postTestHistory.items[0]!.content.title);
    const table = await canvas.findByRole('table', {
      name: i18next.t('myCourses.table.historyOf', { title: name }),
    });
    await expect(within(table).getAllByRole('row')).toHaveLength(3);
    await expect(attemptLink(canvas, 2)).toHaveAttribute(
      'href',
      `/my-courses/1/${CONTENT.postTest}/riwayat-nilai-modul/${ATTEMPT.postTest}`,
    );
  },
};

/**
 * A pre test measures prior knowledge: its attempts with their scores, no pass mark and no
 * "passed" or "not passed" (45 is under the pass mark, and the API says `passed: false`).
 */
export const PreTest: Story = {
  args: { path: `/my-courses/1/${CONTENT.preTest}/riwayat-nilai-modul` },
  play: async ({ canvas }) => {
    await expect(await findTitle(canvas, 'pages.moduleScoreHistory.title')).toBeVisible();
    const name = pick(preTestHistory.items[0]!.content.title);
    const table = await canvas.findByRole('table', {
      name: i18next.t('myCourses.table.historyOf', { title: name }),
    });
    await expect(within(table).getAllByRole('row')[1]).toHaveTextContent('45');
    await expect(within(table).queryByText(ui().scoreHistoryPassed)).toBeNull();
    await expect(within(table).queryByText(ui().scoreHistoryNotPassed)).toBeNull();
    await expect(
      canvas.queryByText(i18next.t('myCourses.history.threshold', { threshold: 70 }), {
        exact: false,
      }),
    ).toBeNull();
  },
};

/** The evaluation is not scored: submissions with their dates. */
export const Evaluation: Story = {
  args: { path: '/my-courses/1/riwayat-evaluasi' },
  play: async ({ canvas }) => {
    await expect(await findTitle(canvas, 'pages.evaluationHistory.title')).toBeVisible();
    const table = await canvas.findByRole('table', {
      name: i18next.t('myCourses.history.evaluationCaption'),
    });
    await expect(
      within(table).getByRole('columnheader', { name: i18next.t('myCourses.history.submittedAt') }),
    ).toBeVisible();
    await expect(
      within(table).queryByRole('columnheader', { name: i18next.t('myCourses.table.best') }),
    ).toBeNull();
    await expect(
      within(table).getByRole('link', {
        name: i18next.t('myCourses.history.submissionNumber', { number: 1 }),
      }),
    ).toHaveAttribute('href', `/my-courses/1/riwayat-evaluasi/${ATTEMPT.evaluation}`);
  },
};

export const Empty: Story = {
  beforeEach: async ({ msw }) => {
    msw.use(http.get(ATTEMPTS_API, () => HttpResponse.json(emptyHistory)));
  },
  play: async ({ canvas }) => {
    await expect(await findTitle(canvas, 'pages.finalScoreHistory.title')).toBeVisible();
    await expect(
      await canvas.findByRole('heading', { level: 2, name: ui().scoreHistoryEmpty }),
    ).toBeVisible();
    await expect(canvas.queryByRole('table')).toBeNull();
  },
};

export const EvaluationEmpty: Story = {
  args: { path: '/my-courses/1/riwayat-evaluasi' },
  beforeEach: async ({ msw }) => {
    msw.use(http.get(ATTEMPTS_API, () => HttpResponse.json(emptyHistory)));
  },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole(
        'heading',
        { level: 2, name: i18next.t('myCourses.history.emptyEvaluation') },
        { timeout: 5000 },
      ),
    ).toBeVisible();
  },
};

/** A content that is not in the course (or a course not enrolled in): a way back. */
export const NotFound: Story = {
  args: { path: '/my-courses/1/999/riwayat-nilai-modul' },
  ...wayOnStory({
    titleKey: 'myCourses.history.notFound',
    linkKey: 'myCourses.backToCourse',
    href: '/my-courses/1',
  }),
};

export const Loading: Story = {
  tags: ['no-visual'],
  ...loadingStory({
    api: ATTEMPTS_API,
    titleKey: 'pages.finalScoreHistory.title',
    loadingKey: 'myCourses.history.loading',
  }),
};

export const Error: Story = errorStory({ api: ATTEMPTS_API, errorKey: 'myCourses.history.error' });

export const RetryAfterError: Story = retryAfterErrorStory({
  api: ATTEMPTS_API,
  answer: () => HttpResponse.json(finalHistory),
  expectLoaded: async (canvas) =>
    expect(
      await canvas.findByRole('table', { name: i18next.t('myCourses.history.finalCaption') }),
    ).toBeVisible(),
});
