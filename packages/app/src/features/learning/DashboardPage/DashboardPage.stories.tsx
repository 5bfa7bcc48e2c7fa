import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, within } from 'storybook/test';
import type { Dashboard } from '@ajar/api/contract';
import { i18next } from '../../../i18n';
import { mockRoute } from '../../../api';
import {
  CONTINUE_CONTENT_ID,
  dashboard,
  firstRunDashboard,
  fullDashboard,
  overdueDashboard,
  questionsDashboard,
} from '../../../shared/fixtures/DashboardPage.fixtures';
import { errorStory, loadingStory, retryAfterErrorStory } from '../../../stories/loadStateStories';
import { PHONE_WIDTH, phoneStory } from '../../../stories/phoneStory';
import { prepareStory, shellHandlers, storyToken, StoryApp } from '../../../stories/storyApp';
import { localeOf, pick } from '../../../stories/storySupport';

const API = mockRoute('/me/dashboard');
const answer = (body: Dashboard = dashboard) => http.get(API, () => HttpResponse.json(body));

/** /my-dashboard, where sign-in lands, against MSW: every tile from one API answer. */
const meta = {
  title: 'Pages/My dashboard',
  component: StoryApp,
  parameters: { layout: 'fullscreen' },
  args: { path: '/my-dashboard' },
  beforeEach: async ({ msw }) => {
    msw.use(...shellHandlers, answer());
  },
  loaders: [
    async ({ globals }) => prepareStory(localeOf(globals), storyToken({ expiresInSeconds: 3600 })),
  ],
} satisfies Meta<typeof StoryApp>;

export default meta;
type Story = StoryObj<typeof meta>;
type Canvas = Parameters<NonNullable<Story['play']>>[0]['canvas'];

const section = async (canvas: Canvas, key: string) =>
  within(
    (
      await canvas.findByRole('heading', { level: 2, name: i18next.t(key) }, { timeout: 5000 })
    ).closest('section')!,
  );

/** Each due item says its state in words next to the colour. */
async function expectDue(canvas: Canvas, items: Dashboard['due']) {
  const list = within(canvas.getByRole('list', { name: i18next.t('dashboard.due.listLabel') }));
  const cards = list.getAllByRole('listitem');
  await expect(cards).toHaveLength(items.length);
  for (const [i, item] of items.entries()) {
    const card = within(cards[i]!);
    await expect(card.getByRole('heading', { name: pick(item.course.title) })).toBeVisible();
    await expect(card.getByText(i18next.t(`dashboard.due.${item.state}`))).toBeVisible();
  }
}

export const Loaded: Story = {
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole(
        'heading',
        { level: 1, name: i18next.t('pages.myDashboard.title') },
        { timeout: 5000 },
      ),
    ).toBeVisible();
    const tile = dashboard.continueLearning!;
    const title = pick(tile.course.title);
    const go = await section(canvas, 'dashboard.continue.title');
    await expect(go.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '40');
    await expect(
      go.getByText(
        i18next.t('dashboard.continue.next', { content: pick(tile.nextContent!.title) }),
      ),
    ).toBeVisible();
    await expect(
      go.getByRole('link', {
        name: i18next.t('dashboard.continue.actionLabel', {
          title,
          content: pick(tile.nextContent!.title),
        }),
      }),
    ).toHaveAttribute('href', `/courses/${tile.course.id}/learn/${CONTINUE_CONTENT_ID}`);

    await section(canvas, 'dashboard.due.title');
    await expectDue(canvas, dashboard.due);

    const next = await section(canvas, 'dashboard.next.title');
    await expect(
      next.getByRole('link', { name: pick(dashboard.nextEvent!.title) }),
    ).toHaveAttribute('href', `/events/${dashboard.nextEvent!.id}`);
    await expect(
      next.getByRole('link', { name: pick(dashboard.nextMeeting!.title) }),
    ).toHaveAttribute('href', `/courses/1/learn/${dashboard.nextMeeting!.contentId}`);

    const glance = await section(canvas, 'dashboard.glance.title');
    await expect(glance.getByText(i18next.t('dashboard.glance.inProgress'))).toBeVisible();
    await expect(glance.getByText('3')).toBeVisible();

    const certificates = await section(canvas, 'dashboard.certificates.title');
    const [first] = dashboard.recentCertificates;
    await expect(
      certificates.getByRole('link', { name: pick(first!.course.title) }),
    ).toHaveAttribute('href', `/certificate-is-valid?code=${first!.code}`);
    await expect(
      certificates.getByText(i18next.t('dashboard.certificates.state.expired')),
    ).toBeVisible();
    // Nothing for the optional tiles the API left out.
    await expect(
      canvas.queryByRole('heading', { name: i18next.t('dashboard.dailyQuiz.title') }),
    ).toBeNull();
    await expect(
      canvas.queryByRole('heading', { name: i18next.t('dashboard.team.title') }),
    ).toBeNull();
  },
};

/** A new account: the first-run state points to the catalogue and to voucher redemption. */
export const FirstRun: Story = {
  beforeEach: async ({ msw }) => {
    msw.use(answer(firstRunDashboard));
  },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole(
        'heading',
        { level: 2, name: i18next.t('dashboard.firstRun.title') },
        { timeout: 5000 },
      ),
    ).toBeVisible();
    await expect(
      canvas.getByRole('link', { name: i18next.t('dashboard.firstRun.browse') }),
    ).toHaveAttribute('href', '/courses');
    await expect(
      canvas.getByRole('link', { name: i18next.t('dashboard.firstRun.redeem') }),
    ).toHaveAttribute('href', '/redeem-voucher');
    await expect(
      canvas.queryByRole('heading', { name: i18next.t('dashboard.continue.title') }),
    ).toBeNull();
    await expect(canvas.getByText(i18next.t('dashboard.next.empty'))).toBeVisible();
  },
};

/** Behind on several courses: each overdue one says "Terlambat" with its due date. */
export const OverdueHeavy: Story = {
  beforeEach: async ({ msw }) => {
    msw.use(answer(overdueDashboard));
  },
  play: async ({ canvas }) => {
    await section(canvas, 'dashboard.due.title');
    await expectDue(canvas, overdueDashboard.due);
    await expect(canvas.getAllByText(i18next.t('dashboard.due.overdue'))).toHaveLength(3);
  },
};

/** The optional tiles, once their features send them: daily quiz and team summary. */
export const WithDailyQuizAndTeam: Story = {
  beforeEach: async ({ msw }) => {
    msw.use(answer(fullDashboard));
  },
  play: async ({ canvas }) => {
    const quiz = await section(canvas, 'dashboard.dailyQuiz.title');
    await expect(quiz.getByText(i18next.t('dashboard.dailyQuiz.notAnswered'))).toBeVisible();
    await expect(
      quiz.getByRole('link', { name: i18next.t('dashboard.dailyQuiz.open') }),
    ).toHaveAttribute('href', '/my-daily-quiz');
    const team = await section(canvas, 'dashboard.team.title');
    await expect(
      team.getByRole('link', { name: i18next.t('dashboard.team.open') }),
    ).toHaveAttribute('href', '/my-team');
  },
};

/**
 * Questions from my supervisor wait for my answer: the one due first opens from here, as a
 * person without a team has no team menu to find them in.
 */
export const WithOpenQuestions: Story = {
  beforeEach: async ({ msw }) => {
    msw.use(answer(questionsDashboard));
  },
  play: async ({ canvas }) => {
    const questions = await section(canvas, 'dashboard.questions.title');
    await expect(questions.getByText('2')).toBeVisible();
    // The due day as written: 12 March, not the 11th west of Greenwich.
    const date = i18next.language === 'en' ? '12 March 2030' : '12 Maret 2030';
    await expect(
      questions.getByText(i18next.t('dashboard.questions.firstDue', { name: 'Rina Wijaya', date })),
    ).toBeVisible();
    await expect(
      questions.getByRole('link', { name: i18next.t('dashboard.questions.answer') }),
    ).toHaveAttribute('href', '/my-team/question?question=7');
    await expect(
      questions.getByRole('link', { name: i18next.t('dashboard.questions.all') }),
    ).toHaveAttribute('href', '/my-team/question');
  },
};

/** In English: the tiles' words and the dates. */
export const English: Story = {
  globals: { locale: 'en' },
  // English whatever locale the run forces (the Indonesian colour runs too).
  loaders: [async () => prepareStory('en', storyToken({ expiresInSeconds: 3600 }))],
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'My dashboard' }, { timeout: 5000 }),
    ).toBeVisible();
    await expect(
      await canvas.findByRole(
        'heading',
        { level: 2, name: 'Continue learning' },
        { timeout: 5000 },
      ),
    ).toBeVisible();
    await expect(canvas.getByText('Overdue')).toBeVisible();
    await expect(canvas.getByText('Due soon')).toBeVisible();
    await expect(
      canvas.getByRole('heading', { name: 'Team Leadership Fundamentals' }),
    ).toBeVisible();
  },
};

export const Phone360: Story = {
  ...phoneStory(),
  play: async ({ canvas }) => {
    const go = await section(canvas, 'dashboard.continue.title');
    const button = go.getByRole('link', { name: /./ });
    await expect(button.getBoundingClientRect().right).toBeLessThanOrEqual(PHONE_WIDTH);
    for (const badge of canvas.getAllByText(i18next.t('dashboard.due.overdue')))
      await expect(badge.getBoundingClientRect().right).toBeLessThanOrEqual(PHONE_WIDTH);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(PHONE_WIDTH);
  },
};

export const Loading: Story = {
  tags: ['no-visual'],
  ...loadingStory({
    api: API,
    titleKey: 'pages.myDashboard.title',
    loadingKey: 'dashboard.loading',
  }),
};

export const Error: Story = errorStory({ api: API, errorKey: 'dashboard.error' });

export const RetryAfterError: Story = retryAfterErrorStory({
  api: API,
  answer: () => HttpResponse.json(dashboard),
  expectLoaded: async (canvas) =>
    expect(
      await canvas.findByRole('heading', { level: 2, name: i18next.t('dashboard.continue.title') }),
    ).toBeVisible(),
});
