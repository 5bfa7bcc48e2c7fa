import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { uiMessages } from '@ajar/ui';
import { i18next } from '../../../i18n';
import { mockRoute } from '../../../api';
import { errorStory, loadingLabelStory, wayOnStory } from '../../../stories/loadStateStories';
import { PHONE_WIDTH, phoneStory } from '../../../stories/phoneStory';
import { meHandler, shellHandlers, signedInLoaders, StoryApp } from '../../../stories/storyApp';
import { pick } from '../../../stories/storySupport';
import { achieverOf, achievementsApi } from '../shared/achievements.fixtures';
import { achievementPath, ACHIEVEMENTS_PATH } from '../shared/achievementKeys';
import { ANDI_ID, COURSES, DEWI_ID, STRANGER_ID, YOGA_ID } from '../shared/team.fixtures';
import { MY_TEAM_PATH } from '../shared/teamKeys';

/**
 * /my-team/achievement/:id/:type against MSW: one person's completed courses, certificates,
 * points (a page at a time) and badges of the period, a tab per kind; nothing of a kind; someone
 * not on my team; loading and failure.
 */
const meta = {
  title: 'Pages/Team/Achievement Detail',
  component: StoryApp,
  parameters: { layout: 'fullscreen' },
  args: { path: achievementPath(ANDI_ID, 'course', 'year') },
  beforeEach: ({ msw }) => {
    msw.use(meHandler(4), ...shellHandlers, ...achievementsApi().handlers);
  },
  loaders: signedInLoaders,
} satisfies Meta<typeof StoryApp>;

export default meta;
type Story = StoryObj<typeof meta>;
type Canvas = Parameters<NonNullable<Story['play']>>[0]['canvas'];
const t = (key: string, values?: Record<string, unknown>) => i18next.t(key, values);
const lang = () => (i18next.resolvedLanguage === 'en' ? 'en' : 'id');
const locale = () => (i18next.resolvedLanguage === 'en' ? 'en-GB' : 'id-ID');
const count = (value: number) => new Intl.NumberFormat(locale()).format(value);

const findTitle = (canvas: Canvas, name: string) =>
  canvas.findByRole(
    'heading',
    { level: 1, name: t('teamAchievements.detail.title', { name }) },
    // The first story of the file also waits for the page's code to load.
    { timeout: 15_000 },
  );
const tab = (canvas: Canvas, type: string, n: number) =>
  canvas.getByRole('tab', {
    name: t('teamAchievements.detail.tab', {
      label: t(`teamAchievements.list.${type}`),
      count: count(n),
    }),
  });
const tableOf = (canvas: Canvas, type: string, name: string) =>
  canvas.findByRole('table', { name: t(`teamAchievements.detail.caption.${type}`, { name }) });

/**
 * Andi's courses this year, newest first, with the final quiz's score or none; the tabs count
 * each kind; the breadcrumb leads back to the team's achievements.
 */
export const Courses: Story = {
  play: async ({ canvas }) => {
    await findTitle(canvas, 'Andi Saputra');
    await expect(tab(canvas, 'course', 3)).toHaveAttribute('aria-selected', 'true');
    await expect(tab(canvas, 'badge', 2)).toBeVisible();
    const table = await tableOf(canvas, 'course', 'Andi Saputra');
    const rows = within(table).getAllByRole('row').slice(1);
    await expect(rows.map((row) => within(row).getByRole('rowheader').textContent)).toEqual(
      [COURSES.leadership, COURSES.excel, COURSES.service].map((c) => pick(c.title)),
    );
    await expect(within(rows[0]!).getByText(count(88))).toBeVisible();
    await expect(within(rows[1]!).getByText(t('teamAchievements.detail.noScore'))).toBeVisible();
    await expect(within(rows[2]!).getByText(count(92.5))).toBeVisible();
    const crumbs = canvas.getByRole('navigation', { name: t('nav.breadcrumb') });
    await expect(
      within(crumbs).getByRole('link', { name: t('pages.achievements.title') }),
    ).toHaveAttribute('href', ACHIEVEMENTS_PATH);
  },
};

/** Andi's valid certificates: the number, the course, issued, and until when (or no end). */
export const Certificates: Story = {
  args: { path: achievementPath(ANDI_ID, 'certificate', 'year') },
  play: async ({ canvas }) => {
    await findTitle(canvas, 'Andi Saputra');
    const table = await tableOf(canvas, 'certificate', 'Andi Saputra');
    await expect(within(table).getByText('AJR-7K2M-Q9XD')).toBeVisible();
    await expect(within(table).getByText(t('teamAchievements.detail.noExpiry'))).toBeVisible();
  },
};

/** Dewi's points, more than a page: the reason on each line; the second page shows the rest. */
export const Points: Story = {
  args: { path: achievementPath(DEWI_ID, 'point', 'year') },
  play: async ({ canvas, userEvent }) => {
    await findTitle(canvas, 'Dewi Lestari');
    const table = await tableOf(canvas, 'point', 'Dewi Lestari');
    await expect(within(table).getAllByRole('row')).toHaveLength(21);
    await expect(
      within(table).getAllByText(t('points.rule.daily_quiz.done.name'))[0],
    ).toBeVisible();
    const pages = canvas.getByRole('navigation', { name: t('teamAchievements.detail.pagination') });
    const pageTwo = uiMessages[lang()].paginationPage.replace('{page}', '2');
    await userEvent.click(within(pages).getByRole('button', { name: pageTwo }));
    await waitFor(async () =>
      expect(
        within(await tableOf(canvas, 'point', 'Dewi Lestari')).getAllByRole('row'),
      ).toHaveLength(5),
    );
  },
};

/** Andi's badges of the period as medals, with the day each was reached. */
export const Badges: Story = {
  args: { path: achievementPath(ANDI_ID, 'badge', 'all') },
  play: async ({ canvas }) => {
    await findTitle(canvas, 'Andi Saputra');
    for (const badge of achieverOf(ANDI_ID).badges)
      await expect(
        await canvas.findByRole('heading', {
          level: 3,
          name: t(`teamAchievements.badge.${badge.kind}`, { value: badge.value }),
        }),
      ).toBeVisible();
    await expect(
      canvas.getByRole('radio', { name: t('teamAchievements.period.all') }),
    ).toBeChecked();
  },
};

/** Choosing another kind's tab opens its list and keeps the period. */
export const SwitchKind: Story = {
  play: async ({ canvas, userEvent }) => {
    await findTitle(canvas, 'Andi Saputra');
    await userEvent.click(tab(canvas, 'point', 169));
    const table = await tableOf(canvas, 'point', 'Andi Saputra');
    await expect(within(table).getByText('-15')).toBeVisible();
    await expect(tab(canvas, 'point', 169)).toHaveAttribute('aria-selected', 'true');
  },
};

/** Yoga has nothing of a kind yet: the reason, and the way to another period. */
export const NothingOfAKind: Story = {
  args: { path: achievementPath(YOGA_ID, 'course', 'year') },
  play: async ({ canvas }) => {
    await findTitle(canvas, 'Yoga Pratama');
    await expect(
      canvas.getByRole('heading', {
        level: 3,
        name: t('teamAchievements.detail.empty.course', { name: 'Yoga Pratama' }),
      }),
    ).toBeVisible();
    await expect(canvas.getByText(t('teamAchievements.detail.emptyHint'))).toBeVisible();
  },
};

/** Not my direct report (the API answers 404): the page's title and the way back to my team. */
export const NotFound: Story = {
  args: { path: achievementPath(STRANGER_ID, 'course', 'year') },
  play: async (context) => {
    await expect(
      await context.canvas.findByRole(
        'heading',
        { level: 1, name: t('pages.achievementDetail.title') },
        { timeout: 15_000 },
      ),
    ).toBeVisible();
    await wayOnStory({
      titleKey: 'team.member.notFound',
      linkKey: 'team.member.backToTeam',
      href: MY_TEAM_PATH,
    }).play(context);
  },
};

export const Loading: Story = {
  tags: ['no-visual'],
  ...loadingLabelStory({
    api: mockRoute('/team/achievements/members/{id}/{type}'),
    loadingKey: 'teamAchievements.detail.loading',
    titleKey: 'pages.achievementDetail.title',
  }),
};

export const LoadError: Story = errorStory({
  api: mockRoute('/team/achievements/members/{id}/{type}'),
  errorKey: 'teamAchievements.detail.error',
});

/** At 360 px the tabs, the period and the course blocks stay inside the screen. */
export const Phone: Story = {
  ...phoneStory(),
  play: async ({ canvas }) => {
    await findTitle(canvas, 'Andi Saputra');
    const table = await tableOf(canvas, 'course', 'Andi Saputra');
    await expect(table.getBoundingClientRect().right).toBeLessThanOrEqual(PHONE_WIDTH);
    await expect(tab(canvas, 'course', 3).getBoundingClientRect().left).toBeGreaterThanOrEqual(0);
  },
};
