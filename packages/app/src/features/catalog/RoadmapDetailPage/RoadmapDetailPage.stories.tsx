import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, within } from 'storybook/test';
import { i18next } from '../../../i18n';
import { prepareStory, shellHandlers, storyToken, StoryApp } from '../../../stories/storyApp';
import { roadmaps } from '../../../shared/fixtures/RoadmapsPage.fixtures';
import { failingThen, localeOf, never, pick } from '../../../stories/storySupport';
import {
  errorCauseStory,
  errorStory,
  loadingStory,
  retryAfterErrorStory,
} from '../../../stories/loadStateStories';
import {
  emptyRoadmap,
  roadmapDetail,
  roadmapMyCourses,
} from '../../../shared/fixtures/RoadmapDetailPage.fixtures';
import { apiPath, mockRoute } from '../../../api';

const detail = () => HttpResponse.json(roadmapDetail);

/** /roadmaps/:id: one roadmap and its courses in order, against MSW in place of the API. */
const meta = {
  title: 'Pages/RoadmapDetail',
  component: StoryApp,
  parameters: { layout: 'fullscreen' },
  args: { path: '/roadmaps/2' },
  beforeEach: async ({ msw }) => {
    msw.use(
      ...shellHandlers,
      http.get(apiPath('/roadmaps/{id}', { path: { id: 2 } }), detail),
      http.get(mockRoute('/roadmaps'), () => HttpResponse.json({ items: roadmaps })),
    );
  },
  loaders: [async ({ globals }) => prepareStory(localeOf(globals), null)],
} satisfies Meta<typeof StoryApp>;

export default meta;
type Story = StoryObj<typeof meta>;

const findTitle = (canvas: Parameters<NonNullable<Story['play']>>[0]['canvas'], name: string) =>
  canvas.findByRole('heading', { level: 1, name }, { timeout: 5000 });

export const Loaded: Story = {
  play: async ({ canvas }) => {
    await expect(await findTitle(canvas, pick(roadmapDetail.title))).toBeVisible();
    await expect(canvas.getByText(pick(roadmapDetail.description))).toBeVisible();
    const trail = canvas.getByRole('navigation', { name: i18next.t('nav.breadcrumb') });
    await expect(
      within(trail).getByRole('link', { name: i18next.t('pages.roadmaps.title') }),
    ).toHaveAttribute('href', '/roadmaps');
    const steps = canvas.getByRole('list', { name: i18next.t('roadmaps.detail.coursesTitle') });
    await expect(steps.tagName).toBe('OL');
    const items = within(steps).getAllByRole('listitem');
    await expect(items).toHaveLength(3);
    const first = roadmapDetail.courses[0]!;
    await expect(within(items[0]!).getByRole('link', { name: pick(first.title) })).toHaveAttribute(
      'href',
      `/courses/${first.id}`,
    );
    await expect(
      canvas.getByText(i18next.t('roadmaps.detail.coursesLead', { count: 3 })),
    ).toBeVisible();
    await expect(canvas.queryByRole('progressbar')).toBeNull();
    await expect(
      canvas.queryByRole('region', { name: i18next.t('myCourses.roadmap.progressTitle') }),
    ).toBeNull();
    await expect(document.title).toContain(pick(roadmapDetail.title));
  },
};

const signedIn = [
  async ({ globals }: { globals: Record<string, unknown> }) =>
    prepareStory(localeOf(globals), storyToken({ expiresInSeconds: 3600 })),
];
const MY_COURSES = mockRoute('/my/courses');
const cardOf = (canvas: Parameters<NonNullable<Story['play']>>[0]['canvas'], index: number) => {
  const steps = canvas.getByRole('list', { name: i18next.t('roadmaps.detail.coursesTitle') });
  return within(within(steps).getAllByRole('listitem')[index]!);
};

/**
 * Signed in: the roadmap's progress (the mean of its courses, 64%) and each course's own;
 * a course not enrolled in says "Belum dimulai".
 */
export const SignedInWithProgress: Story = {
  loaders: signedIn,
  beforeEach: async ({ msw }) => {
    msw.use(http.get(MY_COURSES, () => HttpResponse.json(roadmapMyCourses)));
  },
  play: async ({ canvas }) => {
    await expect(await findTitle(canvas, pick(roadmapDetail.title))).toBeVisible();
    const mine = await canvas.findByRole(
      'region',
      { name: i18next.t('myCourses.roadmap.progressTitle') },
      { timeout: 5000 },
    );
    await expect(
      await within(mine).findByRole('progressbar', {
        name: i18next.t('myCourses.roadmap.overall'),
      }),
    ).toHaveAttribute('aria-valuenow', '64');
    await expect(
      within(mine).getByText(
        i18next.t('myCourses.roadmap.coursesDoneValue', { done: 1, count: 3 }),
      ),
    ).toBeVisible();
    await expect(cardOf(canvas, 0).getByRole('progressbar')).toHaveAttribute(
      'aria-valuenow',
      '100',
    );
    await expect(cardOf(canvas, 1).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '92');
    await expect(cardOf(canvas, 2).queryByRole('progressbar')).toBeNull();
    await expect(
      cardOf(canvas, 2).getByText(i18next.t('myCourses.roadmap.notStarted')),
    ).toBeVisible();
  },
};

/** Signed in with no courses yet: every course not started, the roadmap at 0%. */
export const SignedInNotStarted: Story = {
  loaders: signedIn,
  beforeEach: async ({ msw }) => {
    msw.use(http.get(MY_COURSES, () => HttpResponse.json([])));
  },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole(
        'progressbar',
        { name: i18next.t('myCourses.roadmap.overall') },
        { timeout: 5000 },
      ),
    ).toHaveAttribute('aria-valuenow', '0');
    const steps = canvas.getByRole('list', { name: i18next.t('roadmaps.detail.coursesTitle') });
    await expect(
      within(steps).getAllByText(i18next.t('myCourses.roadmap.notStarted')),
    ).toHaveLength(3);
  },
};

/** Progress failing to load leaves the roadmap usable, with a retry for the progress. */
export const SignedInProgressError: Story = {
  loaders: signedIn,
  beforeEach: async ({ msw }) => {
    msw.use(failingThen(MY_COURSES, 1, () => HttpResponse.json(roadmapMyCourses)));
  },
  play: async ({ canvas, userEvent }) => {
    const alert = await canvas.findByRole('alert', {}, { timeout: 5000 });
    await expect(
      within(alert).getByRole('heading', { name: i18next.t('myCourses.roadmap.error') }),
    ).toBeVisible();
    await expect(
      canvas.getByRole('list', { name: i18next.t('roadmaps.detail.coursesTitle') }),
    ).toBeVisible();
    await userEvent.click(within(alert).getByRole('button', { name: i18next.t('common.retry') }));
    await expect(
      await canvas.findByRole('progressbar', { name: i18next.t('myCourses.roadmap.overall') }),
    ).toHaveAttribute('aria-valuenow', '64');
  },
};

/** Progress refused: the panel says there is no access, not "check your connection". */
export const SignedInProgressForbidden: Story = {
  loaders: signedIn,
  ...errorCauseStory({ api: MY_COURSES, status: 403, errorKey: 'myCourses.roadmap.error' }),
};

/** While the learner's progress loads, the courses already show. */

export const SignedInProgressLoading: Story = {
  tags: ['no-visual'],
  loaders: signedIn,
  beforeEach: async ({ msw }) => {
    msw.use(never(MY_COURSES));
  },
  play: async ({ canvas }) => {
    await expect(await findTitle(canvas, pick(roadmapDetail.title))).toBeVisible();
    await expect(await canvas.findByRole('status')).toHaveTextContent(
      i18next.t('myCourses.roadmap.loading'),
    );
    await expect(
      canvas.getByRole('list', { name: i18next.t('roadmaps.detail.coursesTitle') }),
    ).toBeVisible();
  },
};

export const Loading: Story = {
  tags: ['no-visual'],
  ...loadingStory({
    api: apiPath('/roadmaps/{id}', { path: { id: 2 } }),
    titleKey: 'pages.roadmapDetail.title',
    loadingKey: 'roadmaps.detail.loading',
  }),
};

export const NoCourses: Story = {
  beforeEach: async ({ msw }) => {
    msw.use(
      http.get(apiPath('/roadmaps/{id}', { path: { id: 2 } }), () =>
        HttpResponse.json(emptyRoadmap),
      ),
    );
  },
  play: async ({ canvas }) => {
    await expect(await findTitle(canvas, pick(emptyRoadmap.title))).toBeVisible();
    await expect(
      canvas.getByRole('heading', { level: 3, name: i18next.t('roadmaps.detail.noCourses') }),
    ).toBeVisible();
  },
};

/** An address of a roadmap that does not exist: a way back, not an error. */
export const NotFound: Story = {
  args: { path: '/roadmaps/999' },
  beforeEach: async ({ msw }) => {
    msw.use(
      http.get(apiPath('/roadmaps/{id}', { path: { id: 999 } }), () =>
        HttpResponse.json(
          { error: { code: 'not_found', message: 'Roadmap tidak ditemukan' } },
          { status: 404 },
        ),
      ),
    );
  },
  play: async ({ canvas, userEvent }) => {
    await expect(
      await canvas.findByRole(
        'heading',
        { level: 2, name: i18next.t('roadmaps.detail.notFound') },
        { timeout: 5000 },
      ),
    ).toBeVisible();
    await expect(canvas.queryByRole('alert')).toBeNull();
    await userEvent.click(canvas.getByRole('link', { name: i18next.t('roadmaps.detail.back') }));
    await expect(await findTitle(canvas, i18next.t('pages.roadmaps.title'))).toBeVisible();
  },
};

export const Error: Story = errorStory({
  api: apiPath('/roadmaps/{id}', { path: { id: 2 } }),
  errorKey: 'roadmaps.detail.error',
});

export const RetryAfterError: Story = retryAfterErrorStory({
  api: apiPath('/roadmaps/{id}', { path: { id: 2 } }),
  answer: detail,
  expectLoaded: async (canvas) =>
    expect(await findTitle(canvas, pick(roadmapDetail.title))).toBeVisible(),
});
