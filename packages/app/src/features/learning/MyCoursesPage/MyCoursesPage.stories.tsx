import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, waitFor, within } from 'storybook/test';
import { i18next } from '../../../i18n';
import { prepareStory, shellHandlers, storyToken, StoryApp } from '../../../stories/storyApp';
import { localeOf, pick } from '../../../stories/storySupport';
import { errorStory, loadingStory, retryAfterErrorStory } from '../../../stories/loadStateStories';
import {
  leadershipItem,
  myCourses,
  warehouseItem,
} from '../../../shared/fixtures/MyCoursesPage.fixtures';
import { mockRoute } from '../../../api';

const API = mockRoute('/my/courses');
const answer = (items = myCourses) => http.get(API, () => HttpResponse.json(items));

/** /my-courses: the signed-in learner's courses, in progress or completed, against MSW. */
const meta = {
  title: 'Pages/MyCourses',
  component: StoryApp,
  parameters: { layout: 'fullscreen' },
  args: { path: '/my-courses' },
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

const tabName = (key: 'inProgress' | 'completed', count: number) =>
  i18next.t(`myCourses.tabs.${key}`, { count });
const findTab = (canvas: Canvas, key: 'inProgress' | 'completed', count: number) =>
  canvas.findByRole('tab', { name: tabName(key, count) }, { timeout: 5000 });

export const Loaded: Story = {
  play: async ({ canvas }) => {
    await expect(await findTab(canvas, 'inProgress', 3)).toHaveAttribute('aria-selected', 'true');
    await expect(
      canvas.getByRole('heading', { level: 1, name: i18next.t('pages.myCourses.title') }),
    ).toBeVisible();
    const list = canvas.getByRole('list', { name: i18next.t('myCourses.listLabel.inProgress') });
    const cards = within(list).getAllByRole('listitem');
    await expect(cards).toHaveLength(3);

    const first = within(cards[0]!);
    const title = pick(leadershipItem.course.title);
    await expect(first.getByRole('link', { name: title })).toHaveAttribute('href', '/my-courses/1');
    await expect(first.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '92');
    await expect(first.getByText(i18next.t('myCourses.finalQuiz.Passed'))).toBeVisible();
    await expect(
      first.getByRole('link', { name: i18next.t('myCourses.continueCourse', { title }) }),
    ).toHaveAttribute('href', `/courses/1/learn/${leadershipItem.nextContentId}`);

    const excel = within(cards[2]!);
    // Its final quiz was never taken: said in grey, not as a failure.
    await expect(excel.getByText(i18next.t('myCourses.finalQuiz.NotTaken'))).toBeVisible();
    await expect(excel.queryByText(i18next.t('myCourses.finalQuiz.NotPassed'))).toBeNull();
    await expect(excel.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '33');
    await expect(excel.queryByRole('link', { name: /sertifikat|certificate/i })).toBeNull();
    await expect(document.title).toContain(i18next.t('pages.myCourses.title'));
  },
};

/** Choosing "Completed" shows the finished course with its certificate. */
export const CompletedTab: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await findTab(canvas, 'completed', 1));
    // The tab is in the address: it is selected once the router has moved there.
    await waitFor(() =>
      expect(canvas.getByRole('tab', { name: tabName('completed', 1) })).toHaveAttribute(
        'aria-selected',
        'true',
      ),
    );
    const list = await canvas.findByRole('list', {
      name: i18next.t('myCourses.listLabel.completed'),
    });
    const title = pick(warehouseItem.course.title);
    await expect(within(list).getByRole('link', { name: title })).toBeVisible();
    await expect(
      within(list).getByRole('link', { name: i18next.t('myCourses.certificateCourse', { title }) }),
    ).toHaveAttribute('href', '/certificate');
    await expect(
      within(list).getByRole('link', { name: i18next.t('myCourses.openCourse', { title }) }),
    ).toHaveAttribute('href', `/courses/${warehouseItem.course.id}/learn`);
    await expect(within(list).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');
  },
};

/** The tab is in the address: /my-courses?status=completed opens on it. */
export const CompletedFromAddress: Story = {
  args: { path: '/my-courses?status=completed' },
  play: async ({ canvas }) => {
    await expect(await findTab(canvas, 'completed', 1)).toHaveAttribute('aria-selected', 'true');
    await expect(
      canvas.getByRole('list', { name: i18next.t('myCourses.listLabel.completed') }),
    ).toBeVisible();
  },
};

/** Nothing finished yet: the completed tab says so and points to the catalogue. */
export const NoneCompleted: Story = {
  beforeEach: async ({ msw }) => {
    msw.use(answer(myCourses.filter((item) => item !== warehouseItem)));
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await findTab(canvas, 'completed', 0));
    await expect(
      await canvas.findByRole('heading', {
        level: 2,
        name: i18next.t('myCourses.empty.completedTitle'),
      }),
    ).toBeVisible();
  },
};

export const Empty: Story = {
  beforeEach: async ({ msw }) => {
    msw.use(answer([]));
  },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole(
        'heading',
        { level: 2, name: i18next.t('myCourses.empty.title') },
        { timeout: 5000 },
      ),
    ).toBeVisible();
    await expect(canvas.queryByRole('tablist')).toBeNull();
    await expect(
      canvas.getByRole('link', { name: i18next.t('myCourses.browseCourses') }),
    ).toHaveAttribute('href', '/courses');
  },
};

export const Loading: Story = {
  tags: ['no-visual'],
  ...loadingStory({ api: API, titleKey: 'pages.myCourses.title', loadingKey: 'myCourses.loading' }),
};

export const Error: Story = errorStory({ api: API, errorKey: 'myCourses.error' });

export const RetryAfterError: Story = retryAfterErrorStory({
  api: API,
  answer: () => HttpResponse.json(myCourses),
  expectLoaded: async (canvas) => expect(await findTab(canvas, 'inProgress', 3)).toBeVisible(),
});

/**
 * The API refuses (403): the alert says the reader has no access, not to check the internet
 * connection, and offers no retry that cannot help.
 */
export const Forbidden: Story = {
  beforeEach: async ({ msw }) => {
    msw.use(
      http.get(API, () =>
        HttpResponse.json({ error: { code: 'forbidden', message: 'x' } }, { status: 403 }),
      ),
    );
  },
  play: async ({ canvas }) => {
    const alert = await canvas.findByRole('alert', {}, { timeout: 5000 });
    await expect(alert).toHaveTextContent(i18next.t('myCourses.error'));
    await expect(alert).toHaveTextContent(i18next.t('loadError.forbidden'));
    await expect(alert).not.toHaveTextContent(i18next.t('myCourses.errorDescription'));
    await expect(within(alert).queryByRole('button')).toBeNull();
  },
};

/** The server fails (500): try again later, with a retry; not "check your connection". */
export const ServerFault: Story = {
  beforeEach: async ({ msw }) => {
    msw.use(
      http.get(API, () =>
        HttpResponse.json({ error: { code: 'internal', message: 'x' } }, { status: 500 }),
      ),
    );
  },
  play: async ({ canvas }) => {
    const alert = await canvas.findByRole('alert', {}, { timeout: 5000 });
    await expect(alert).toHaveTextContent(i18next.t('loadError.server'));
    await expect(alert).not.toHaveTextContent(i18next.t('myCourses.errorDescription'));
    await expect(
      within(alert).getByRole('button', { name: i18next.t('common.retry') }),
    ).toBeVisible();
  },
};
