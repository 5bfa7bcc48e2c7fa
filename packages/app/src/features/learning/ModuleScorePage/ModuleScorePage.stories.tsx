import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, within } from 'storybook/test';
import { i18next } from '../../../i18n';
import { prepareStory, shellHandlers, storyToken, StoryApp } from '../../../stories/storyApp';
import { phoneStory } from '../../../stories/phoneStory';
import { localeOf, pick } from '../../../stories/storySupport';
import {
  errorStory,
  loadingStory,
  retryAfterErrorStory,
  wayOnStory,
} from '../../../stories/loadStateStories';
import { attemptsHandler } from '../../../shared/fixtures/AttemptHistoryPage.fixtures';
import {
  CONTENT,
  leadershipCourse,
  leadershipDetail,
  SECTION,
} from '../../../shared/fixtures/MyCourseDetailPage.fixtures';
import { apiPath } from '../../../api';

const API = apiPath('/my/courses/{id}', { path: { id: leadershipCourse.id } });
const wrapUp = leadershipDetail.sections.find((s) => s.id === SECTION.wrapUp)!;
const delegation = leadershipDetail.sections.find((s) => s.id === SECTION.delegation)!;
const start = leadershipDetail.sections.find((s) => s.id === SECTION.start)!;
const leading = leadershipDetail.sections.find((s) => s.id === SECTION.leading)!;

/** /my-courses/:id/:idModul/detail-nilai: one section's contents and scores, against MSW. */
const meta = {
  title: 'Pages/ModuleScore',
  component: StoryApp,
  parameters: { layout: 'fullscreen' },
  args: { path: `/my-courses/1/${SECTION.delegation}/detail-nilai` },
  beforeEach: async ({ msw }) => {
    msw.use(
      ...shellHandlers,
      http.get(API, () => HttpResponse.json(leadershipDetail)),
      attemptsHandler(),
    );
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
const findTable = (canvas: Canvas, section = delegation) =>
  canvas.findByRole('table', {
    name: i18next.t('myCourses.moduleScore.caption', { title: pick(section.title) }),
  });

/** The figure the summary shows under a label, e.g. the pass mark. */
const figureOf = (canvas: Canvas, label: string) =>
  canvas.getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;

/**
 * "Delegation and Motivation": three lessons done and the post test passed with 80, against
 * its own pass mark of 50 (not the final quiz's 70).
 */
export const Loaded: Story = {
  play: async ({ canvas }) => {
    await expect(await findTitle(canvas, pick(delegation.title))).toBeVisible();
    const table = await findTable(canvas);
    await expect(within(table).getAllByRole('row')).toHaveLength(delegation.contents.length + 1);
    const postTest = pick(delegation.contents.find((c) => c.id === CONTENT.postTest)!.title);
    await expect(within(table).getByRole('link', { name: postTest })).toHaveAttribute(
      'href',
      `/my-courses/1/${CONTENT.postTest}/riwayat-nilai-modul`,
    );
    await expect(
      within(table).getByRole('columnheader', { name: i18next.t('myCourses.table.completedAt') }),
    ).toBeVisible();
    await expect(
      canvas.getByText(i18next.t('myCourses.moduleScore.doneValue', { done: 4, total: 4 })),
    ).toBeVisible();
    await expect(figureOf(canvas, i18next.t('myCourses.detail.passThreshold'))).toBe('50');
    const trail = canvas.getByRole('navigation', { name: i18next.t('nav.breadcrumb') });
    await expect(
      within(trail).getByRole('link', { name: pick(leadershipCourse.title) }),
    ).toHaveAttribute('href', '/my-courses/1');
  },
};

/**
 * A 360 px phone: each content is a block with its title first and its status and scores
 * under it; no badge is cut and nothing hides off to the side.
 */
export const Phone: Story = {
  ...phoneStory(),
  play: async ({ canvas }) => {
    const table = await findTable(canvas);
    const region = table.parentElement!;
    await expect(region.scrollWidth).toBeLessThanOrEqual(region.clientWidth);
    const postTest = pick(delegation.contents.find((c) => c.id === CONTENT.postTest)!.title);
    const row = within(table).getByRole('link', { name: postTest }).closest('tr')!;
    const title = within(row).getByRole('rowheader');
    const cells = within(row)
      .getAllByRole('cell')
      .filter((cell) => cell.offsetHeight > 0);
    await expect(cells.length).toBeGreaterThanOrEqual(4);
    for (const cell of cells) {
      const box = cell.getBoundingClientRect();
      await expect(box.top).toBeGreaterThanOrEqual(title.getBoundingClientRect().bottom);
      await expect(box.right).toBeLessThanOrEqual(window.innerWidth);
      await expect(cell.scrollWidth).toBeLessThanOrEqual(cell.clientWidth);
    }
  },
};

/** The wrap-up: following the final quiz opens its score history. */
export const FollowFinalQuiz: Story = {
  args: { path: `/my-courses/1/${SECTION.wrapUp}/detail-nilai` },
  play: async ({ canvas, userEvent }) => {
    await expect(await findTitle(canvas, pick(wrapUp.title))).toBeVisible();
    // The final quiz passes at 70; the evaluation has no pass mark.
    await expect(figureOf(canvas, i18next.t('myCourses.detail.passThreshold'))).toBe('70');
    const finalQuiz = pick(wrapUp.contents.find((c) => c.id === CONTENT.finalQuiz)!.title);
    await userEvent.click(
      within(await findTable(canvas, wrapUp)).getByRole('link', { name: finalQuiz }),
    );
    await expect(await findTitle(canvas, i18next.t('pages.finalScoreHistory.title'))).toBeVisible();
  },
};

/** A section id that is not in the course: a way back to the course's progress. */
/**
 * "Getting Started": its only test is the pre test, which has no pass or fail, so no pass
 * mark is stated (not the pre test's 50).
 */
export const PreTestSection: Story = {
  args: { path: `/my-courses/1/${SECTION.start}/detail-nilai` },
  play: async ({ canvas }) => {
    await expect(await findTitle(canvas, pick(start.title))).toBeVisible();
    await expect(await findTable(canvas, start)).toBeVisible();
    await expect(canvas.getByText(i18next.t('myCourses.moduleScore.done'))).toBeVisible();
    await expect(
      canvas.queryByText(i18next.t('myCourses.detail.passThreshold'), { selector: 'dt' }),
    ).toBeNull();
  },
};

/** "Leading by Example": lessons only, so no pass mark row (not an empty one). */
export const NoTestSection: Story = {
  args: { path: `/my-courses/1/${SECTION.leading}/detail-nilai` },
  play: async ({ canvas }) => {
    await expect(await findTitle(canvas, pick(leading.title))).toBeVisible();
    await expect(await findTable(canvas, leading)).toBeVisible();
    await expect(canvas.getByText(i18next.t('myCourses.moduleScore.done'))).toBeVisible();
    await expect(
      canvas.queryByText(i18next.t('myCourses.detail.passThreshold'), { selector: 'dt' }),
    ).toBeNull();
  },
};

export const SectionNotFound: Story = {
  args: { path: '/my-courses/1/99/detail-nilai' },
  ...wayOnStory({
    titleKey: 'myCourses.moduleScore.notFound',
    linkKey: 'myCourses.backToCourse',
    href: '/my-courses/1',
  }),
};

export const NotEnrolled: Story = {
  beforeEach: async ({ msw }) => {
    msw.use(
      http.get(API, () =>
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
  },
};

export const Loading: Story = {
  tags: ['no-visual'],
  ...loadingStory({
    api: API,
    titleKey: 'pages.moduleScore.title',
    loadingKey: 'myCourses.detail.loading',
  }),
};

export const Error: Story = errorStory({ api: API, errorKey: 'myCourses.detail.error' });

export const RetryAfterError: Story = retryAfterErrorStory({
  api: API,
  answer: () => HttpResponse.json(leadershipDetail),
  expectLoaded: async (canvas) => expect(await findTable(canvas)).toBeVisible(),
});
