import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, within } from 'storybook/test';
import { i18next } from '../../../i18n';
import { prepareStory, shellHandlers, storyToken, StoryApp } from '../../../stories/storyApp';
import { localeOf, pick } from '../../../stories/storySupport';
import { errorStory, loadingStory, retryAfterErrorStory } from '../../../stories/loadStateStories';
import { attemptsHandler } from '../../../shared/fixtures/AttemptHistoryPage.fixtures';
import {
  CONTENT,
  completedDetail,
  freshDetail,
  leadershipCourse,
  leadershipDetail,
  SECTION,
} from '../../../shared/fixtures/MyCourseDetailPage.fixtures';
import { apiPath } from '../../../api';

const API = apiPath('/my/courses/{id}', { path: { id: leadershipCourse.id } });
const answer = (detail = leadershipDetail) => http.get(API, () => HttpResponse.json(detail));
const courseTitle = () => pick(leadershipCourse.title);

/** /my-courses/:id: one course's progress, learning gain and scores, against MSW. */
const meta = {
  title: 'Pages/MyCourseDetail',
  component: StoryApp,
  parameters: { layout: 'fullscreen' },
  args: { path: '/my-courses/1' },
  beforeEach: async ({ msw }) => {
    msw.use(...shellHandlers, answer(), attemptsHandler());
  },
  loaders: [
    async ({ globals }) => prepareStory(localeOf(globals), storyToken({ expiresInSeconds: 3600 })),
  ],
} satisfies Meta<typeof StoryApp>;

export default meta;
type Story = StoryObj<typeof meta>;
type Canvas = Parameters<NonNullable<Story['play']>>[0]['canvas'];

const findTitle = (canvas: Canvas, name: string) =>
  canvas.findByRole('heading', { level: 1, name }, { timeout: 5000 });
const sectionOf = (canvas: Canvas, name: string) => canvas.getByRole('region', { name });
const contentTitle = (id: number) =>
  pick(leadershipDetail.sections.flatMap((s) => s.contents).find((c) => c.id === id)!.title);

export const Loaded: Story = {
  play: async ({ canvas }) => {
    await expect(await findTitle(canvas, courseTitle())).toBeVisible();
    const trail = canvas.getByRole('navigation', { name: i18next.t('nav.breadcrumb') });
    await expect(
      within(trail).getByRole('link', { name: i18next.t('pages.myCourses.title') }),
    ).toHaveAttribute('href', '/my-courses');

    const summary = sectionOf(canvas, i18next.t('myCourses.detail.summaryTitle'));
    await expect(within(summary).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '92');
    const finalQuiz = within(summary).getByText(i18next.t('myCourses.finalQuiz.label'));
    await expect(finalQuiz.nextElementSibling).toHaveTextContent(
      i18next.t('myCourses.finalQuizShort.Passed'),
    );
    await expect(
      within(summary).getByRole('link', {
        name: i18next.t('myCourses.continueCourse', { title: courseTitle() }),
      }),
    ).toHaveAttribute('href', `/courses/1/learn/${CONTENT.evaluation}`);

    const gain = sectionOf(canvas, i18next.t('myCourses.detail.gainTitle'));
    await expect(within(gain).getByText('45')).toBeVisible();
    await expect(within(gain).getByText('80')).toBeVisible();
    await expect(within(gain).getByText('+35')).toBeVisible();

    const wrapUp = sectionOf(canvas, pick(leadershipDetail.sections[3]!.title));
    await expect(
      within(wrapUp).getByRole('link', { name: contentTitle(CONTENT.finalQuiz) }),
    ).toHaveAttribute('href', '/my-courses/1/riwayat-nilai-ujian-akhir');
    await expect(
      within(wrapUp).getByRole('link', { name: contentTitle(CONTENT.evaluation) }),
    ).toHaveAttribute('href', '/my-courses/1/riwayat-evaluasi');
    await expect(
      within(wrapUp).getByRole('link', {
        name: new RegExp(i18next.t('myCourses.detail.scoreDetail')),
      }),
    ).toHaveAttribute('href', `/my-courses/1/${SECTION.wrapUp}/detail-nilai`);

    const start = sectionOf(canvas, pick(leadershipDetail.sections[0]!.title));
    await expect(
      within(start).getByRole('link', { name: contentTitle(CONTENT.preTest) }),
    ).toHaveAttribute('href', `/my-courses/1/${CONTENT.preTest}/riwayat-nilai-modul`);
    const preTestRow = within(start).getByRole('row', {
      name: new RegExp(contentTitle(CONTENT.preTest)),
    });
    await expect(within(preTestRow).getAllByText('45')).toHaveLength(2);
    // A pre test is a baseline: its score, with no "not passed" verdict beside it.
    await expect(
      within(preTestRow).queryByText(i18next.t('myCourses.finalQuizShort.NotPassed')),
    ).toBeNull();
    await expect(
      within(preTestRow).queryByText(i18next.t('myCourses.finalQuizShort.Passed')),
    ).toBeNull();
    await expect(document.title).toContain(courseTitle());
  },
};

/** Following the final quiz's title opens its score history. */
export const FollowFinalQuizHistory: Story = {
  play: async ({ canvas, userEvent }) => {
    await findTitle(canvas, courseTitle());
    await userEvent.click(canvas.getByRole('link', { name: contentTitle(CONTENT.finalQuiz) }));
    await expect(await findTitle(canvas, i18next.t('pages.finalScoreHistory.title'))).toBeVisible();
    await expect(await canvas.findByRole('table')).toBeVisible();
  },
};

/** Just enrolled: no scores yet, the learning gain explains when it appears. */
export const JustEnrolled: Story = {
  beforeEach: async ({ msw }) => {
    msw.use(answer(freshDetail));
  },
  play: async ({ canvas }) => {
    await expect(await findTitle(canvas, courseTitle())).toBeVisible();
    await expect(canvas.getByText(i18next.t('myCourses.detail.gainEmpty'))).toBeVisible();
    const summary = sectionOf(canvas, i18next.t('myCourses.detail.summaryTitle'));
    await expect(within(summary).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '0');
    // Nothing tried yet is not a failure.
    const finalQuiz = within(summary).getByText(i18next.t('myCourses.finalQuiz.label'));
    await expect(finalQuiz.nextElementSibling).toHaveTextContent(
      i18next.t('myCourses.finalQuizShort.NotTaken'),
    );
    await expect(canvas.queryByText(i18next.t('myCourses.finalQuizShort.NotPassed'))).toBeNull();
    await expect(canvas.getAllByText(i18next.t('myCourses.table.noScore')).length).toBeGreaterThan(
      0,
    );
  },
};

/** Finished: completion date, the way back into the materials and the certificate. */
export const Completed: Story = {
  beforeEach: async ({ msw }) => {
    msw.use(answer(completedDetail));
  },
  play: async ({ canvas }) => {
    await expect(await findTitle(canvas, courseTitle())).toBeVisible();
    const summary = sectionOf(canvas, i18next.t('myCourses.detail.summaryTitle'));
    await expect(
      within(summary).getByText(i18next.t('myCourses.detail.completedAt')),
    ).toBeVisible();
    await expect(
      within(summary).getByRole('link', {
        name: i18next.t('myCourses.certificateCourse', { title: courseTitle() }),
      }),
    ).toHaveAttribute('href', '/certificate');
    await expect(
      within(summary).getByRole('link', {
        name: i18next.t('myCourses.openCourse', { title: courseTitle() }),
      }),
    ).toHaveAttribute('href', '/courses/1/learn');
  },
};

/** A course the learner is not enrolled in (404): a way to its page, not an error. */
export const NotEnrolled: Story = {
  args: { path: '/my-courses/9' },
  beforeEach: async ({ msw }) => {
    msw.use(
      http.get(apiPath('/my/courses/{id}', { path: { id: 9 } }), () =>
        HttpResponse.json(
          { error: { code: 'not_found', message: 'Anda belum terdaftar' } },
          { status: 404 },
        ),
      ),
    );
  },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole(
        'heading',
        { level: 2, name: i18next.t('myCourses.notEnrolled') },
        { timeout: 5000 },
      ),
    ).toBeVisible();
    await expect(canvas.queryByRole('alert')).toBeNull();
    await expect(
      canvas.getByRole('link', { name: i18next.t('myCourses.viewCourse') }),
    ).toHaveAttribute('href', '/courses/9');
  },
};

export const Loading: Story = {
  tags: ['no-visual'],
  ...loadingStory({
    api: API,
    titleKey: 'pages.myCourseDetail.title',
    loadingKey: 'myCourses.detail.loading',
  }),
};

export const Error: Story = errorStory({ api: API, errorKey: 'myCourses.detail.error' });

export const RetryAfterError: Story = retryAfterErrorStory({
  api: API,
  answer: () => HttpResponse.json(leadershipDetail),
  expectLoaded: async (canvas) => expect(await findTitle(canvas, courseTitle())).toBeVisible(),
});
