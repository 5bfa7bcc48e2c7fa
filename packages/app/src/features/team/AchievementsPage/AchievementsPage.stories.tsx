import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { i18next } from '../../../i18n';
import { mockRoute } from '../../../api';
import { errorStory, loadingLabelStory } from '../../../stories/loadStateStories';
import { PHONE_WIDTH, phoneStory } from '../../../stories/phoneStory';
import { meHandler, shellHandlers, signedInLoaders, StoryApp } from '../../../stories/storyApp';
import { achievementsApi, type AchievementsScenario } from '../shared/achievements.fixtures';
import { ACHIEVEMENTS_PATH, achievementPath } from '../shared/achievementKeys';
import { ANDI_ID } from '../shared/team.fixtures';

/**
 * /my-team/achievement against MSW: my people's courses completed, valid certificates, points
 * and badges of a period with the team's totals; another period; the CSV download and its
 * failure; no team, loading and failure.
 */
const meta = {
  title: 'Pages/Team/Achievements',
  component: StoryApp,
  parameters: { layout: 'fullscreen' },
  args: { path: ACHIEVEMENTS_PATH },
  beforeEach: ({ msw }) => {
    api = achievementsApi();
    msw.use(meHandler(4), ...shellHandlers, ...api.handlers);
  },
  loaders: signedInLoaders,
} satisfies Meta<typeof StoryApp>;

export default meta;
type Story = StoryObj<typeof meta>;
/** This story's fake API, to see which requests the page made. */
let api: ReturnType<typeof achievementsApi>;
const withTeam = (scenario: AchievementsScenario): Pick<Story, 'beforeEach'> => ({
  beforeEach: ({ msw }) => {
    api = achievementsApi(scenario);
    msw.use(...api.handlers);
  },
});
type Canvas = Parameters<NonNullable<Story['play']>>[0]['canvas'];
const t = (key: string, values?: Record<string, unknown>) => i18next.t(key, values);

const findTable = (canvas: Canvas) =>
  canvas.findByRole(
    'table',
    { name: t('teamAchievements.list.caption') },
    // The first story of the file also waits for the page's code to load.
    { timeout: 15_000 },
  );
const countLink = (canvas: Canvas, type: string, name: string, count: string | number) =>
  canvas.getByRole('link', {
    name: t(`teamAchievements.list.linkOf.${type}`, { name, count: String(count) }),
  });

/**
 * This year: a row per person by name; each count links to the person's items of that kind;
 * the totals add the team up; the period is this year, counted from 1 January.
 */
export const Achievements: Story = {
  play: async ({ canvas }) => {
    const table = await findTable(canvas);
    const rows = within(table).getAllByRole('rowheader');
    const names = ['Andi Saputra', 'Dewi Lestari', 'Putri Ramadhani', 'Yoga Pratama'];
    await expect(rows).toHaveLength(names.length);
    for (const [index, name] of names.entries()) await expect(rows[index]).toHaveTextContent(name);
    await expect(countLink(canvas, 'course', 'Andi Saputra', 3)).toHaveAttribute(
      'href',
      achievementPath(ANDI_ID, 'course', 'year'),
    );
    await expect(countLink(canvas, 'badge', 'Andi Saputra', 2)).toBeVisible();
    await expect(countLink(canvas, 'course', 'Yoga Pratama', 0)).toBeVisible();
    await expect(canvas.getByText(t('teamAchievements.totals.course'))).toBeVisible();
    await expect(
      canvas.getByRole('radio', { name: t('teamAchievements.period.year') }),
    ).toBeChecked();
    await expect(
      canvas.getByRole('button', { name: t('teamAchievements.export.button') }),
    ).toBeVisible();
  },
};

/** The last 12 months: Andi's course of December last year now counts, and links keep the period. */
export const LastTwelveMonths: Story = {
  play: async ({ canvas, userEvent }) => {
    await findTable(canvas);
    await userEvent.click(canvas.getByRole('radio', { name: t('teamAchievements.period.12m') }));
    const link = await canvas.findByRole('link', {
      name: t('teamAchievements.list.linkOf.course', { name: 'Andi Saputra', count: '4' }),
    });
    await expect(link).toHaveAttribute('href', achievementPath(ANDI_ID, 'course', '12m'));
    await expect(
      canvas.getByRole('radio', { name: t('teamAchievements.period.12m') }),
    ).toBeChecked();
  },
};

/**
 * The CSV button asks the API for the file of the period shown (all time here) and saves it;
 * nothing goes wrong, so no message shows.
 */
export const DownloadCsv: Story = {
  args: { path: `${ACHIEVEMENTS_PATH}?period=all` },
  play: async ({ canvas, userEvent }) => {
    await findTable(canvas);
    await userEvent.click(
      canvas.getByRole('button', { name: t('teamAchievements.export.button') }),
    );
    await waitFor(() => expect(api.calls.exports).toEqual(['all']));
    await waitFor(() =>
      expect(
        canvas.getByRole('button', { name: t('teamAchievements.export.button') }),
      ).not.toHaveAttribute('aria-busy', 'true'),
    );
    await expect(canvas.queryByText(t('teamAchievements.export.failed'))).toBeNull();
  },
};

/** Offline: the download fails and says so, with what to do; the list stays. */
export const DownloadFails: Story = {
  ...withTeam({ exportFails: true }),
  play: async ({ canvas, userEvent }) => {
    const table = await findTable(canvas);
    await userEvent.click(
      canvas.getByRole('button', { name: t('teamAchievements.export.button') }),
    );
    const alert = await canvas.findByRole('alert', {}, { timeout: 5000 });
    await expect(alert).toHaveTextContent(t('teamAchievements.export.failed'));
    await expect(alert).toHaveTextContent(t('teamAchievements.export.failedHint'));
    await expect(table).toBeVisible();
  },
};

/** Nobody reports to me: why the page is empty, and no file to download. */
export const NoTeam: Story = {
  ...withTeam({ people: [] }),
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole(
        'heading',
        { level: 2, name: t('team.list.empty') },
        { timeout: 15_000 },
      ),
    ).toBeVisible();
    await expect(canvas.queryByRole('table')).toBeNull();
    await expect(
      canvas.queryByRole('button', { name: t('teamAchievements.export.button') }),
    ).toBeNull();
  },
};

export const Loading: Story = {
  tags: ['no-visual'],
  ...loadingLabelStory({
    api: mockRoute('/team/achievements'),
    loadingKey: 'teamAchievements.list.loading',
    titleKey: 'pages.achievements.title',
  }),
};

export const LoadError: Story = errorStory({
  api: mockRoute('/team/achievements'),
  errorKey: 'teamAchievements.list.error',
});

/** At 360 px the period, the button and each person's block stay inside the screen. */
export const Phone: Story = {
  ...phoneStory(),
  play: async ({ canvas }) => {
    const table = await findTable(canvas);
    await expect(table.getBoundingClientRect().right).toBeLessThanOrEqual(PHONE_WIDTH);
    for (const link of within(table).getAllByRole('link'))
      await expect(link.getBoundingClientRect().right).toBeLessThanOrEqual(PHONE_WIDTH);
    await expect(
      canvas
        .getByRole('button', { name: t('teamAchievements.export.button') })
        .getBoundingClientRect().right,
    ).toBeLessThanOrEqual(PHONE_WIDTH);
  },
};
