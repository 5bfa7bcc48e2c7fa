import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { i18next } from '../../../i18n';
import { mockRoute } from '../../../api';
import { errorStory, loadingLabelStory } from '../../../stories/loadStateStories';
import { PHONE_WIDTH, phoneStory } from '../../../stories/phoneStory';
import {
  meHandler,
  prepareStory,
  shellHandlers,
  signedInLoaders,
  storyToken,
  StoryApp,
} from '../../../stories/storyApp';
import { ANDI_ID, HOURS_TARGET, teamApi, YOGA_ID } from '../shared/team.fixtures';
import { memberPath } from '../shared/teamKeys';
import { NO_TEAM, TEAM_SUMMARY } from './MyTeamPage.fixtures';

/**
 * /my-team against MSW: my direct reports with their courses by state, hours against the
 * target, certificates and last activity; the summary above; no team, loading and failure.
 */
const meta = {
  title: 'Pages/Team/My Team',
  component: StoryApp,
  parameters: { layout: 'fullscreen' },
  args: { path: '/my-team' },
  beforeEach: ({ msw }) => {
    // Rina has a team: the member area shows its menu.
    msw.use(meHandler(4), ...shellHandlers, ...teamApi().handlers);
  },
  loaders: signedInLoaders,
} satisfies Meta<typeof StoryApp>;

export default meta;
type Story = StoryObj<typeof meta>;
type Canvas = Parameters<NonNullable<Story['play']>>[0]['canvas'];
const t = (key: string, values?: Record<string, unknown>) => i18next.t(key, values);
const locale = () => (i18next.resolvedLanguage === 'en' ? 'en-GB' : 'id-ID');
/** Putri's record's hours as the section writes them. */
const hours12 = () =>
  t('trainingRecords.team.item', { count: 12, hours: '12', name: '', date: '' }).split(' · ')[1];

const findTable = (canvas: Canvas) =>
  canvas.findByRole('table', { name: t('team.list.caption') }, { timeout: 15_000 });
/** A person's row, found by the link their name is. */
const rowOf = (table: HTMLElement, name: string) =>
  within(within(table).getByRole('link', { name }).closest('tr')!);

/**
 * Four people: the summary counts them, their overdue courses and who is below the target;
 * each row links to the person and says courses by state (overdue as a badge), hours against
 * the target with a bar, certificates and last activity.
 */
export const Team: Story = {
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole(
        'heading',
        { level: 1, name: t('pages.myTeam.title') },
        // The first story of the file also waits for the page's code to load.
        { timeout: 15_000 },
      ),
    ).toBeVisible();
    const table = await findTable(canvas);
    const figure = (label: string) => canvas.getByText(label).nextElementSibling;
    await expect(figure(t('team.list.people'))).toHaveTextContent(String(TEAM_SUMMARY.people));
    await expect(figure(t('team.list.overdue'))).toHaveTextContent(String(TEAM_SUMMARY.overdue));
    await expect(figure(t('team.list.underTarget'))).toHaveTextContent(
      String(TEAM_SUMMARY.underTarget),
    );

    const andi = rowOf(table, 'Andi Saputra');
    await expect(andi.getByRole('link', { name: 'Andi Saputra' })).toHaveAttribute(
      'href',
      memberPath(ANDI_ID),
    );
    const overdue = andi.getByText(t('team.list.count.overdue', { count: 1 }));
    await expect(overdue).toBeVisible();
    await expect(
      andi.getByText(t('team.list.count.completed', { count: 3 }), { exact: false }),
    ).toBeVisible();
    const hours = { done: new Intl.NumberFormat(locale()).format(12.5), target: HOURS_TARGET };
    await expect(andi.getByText(t('team.hours.value', hours))).toBeVisible();
    const bar = andi.getByRole('progressbar', {
      name: t('team.hours.of', { name: 'Andi Saputra' }),
    });
    await expect(bar).toHaveAttribute('aria-valuenow', String((12.5 / HOURS_TARGET) * 100));
    await expect(bar).toHaveAttribute('aria-valuetext', t('team.hours.valueText', hours));
    // Last active two hours ago: today, in words.
    await expect(
      andi.getByText(new Intl.RelativeTimeFormat(locale(), { numeric: 'auto' }).format(0, 'day')),
    ).toBeVisible();

    // Putri's training record waits for Rina's check: its page is a link away.
    const toCheck = within(canvas.getByRole('region', { name: t('trainingRecords.team.title') }));
    await expect(
      await toCheck.findByRole(
        'link',
        { name: 'Lokakarya Keselamatan Kerja di Gudang' },
        { timeout: 5000 },
      ),
    ).toHaveAttribute('href', '/training/201');
    await expect(toCheck.getByText(new RegExp(`^Putri Ramadhani · ${hours12()}`))).toBeVisible();

    const yoga = rowOf(table, 'Yoga Pratama');
    await expect(yoga.getByRole('link', { name: 'Yoga Pratama' })).toHaveAttribute(
      'href',
      memberPath(YOGA_ID),
    );
    await expect(yoga.getByText(t('team.notSet'))).toBeVisible();
    await expect(yoga.getByText(t('team.list.noCourses'))).toBeVisible();
    await expect(yoga.getByText(t('team.noActivity'))).toBeVisible();
  },
};

/** A name opens the person's page inside the app. */
export const OpenMember: Story = {
  play: async ({ canvas, userEvent }) => {
    const table = await findTable(canvas);
    await userEvent.click(within(table).getByRole('link', { name: 'Putri Ramadhani' }));
    await expect(
      await canvas.findByRole(
        'heading',
        { level: 1, name: 'Putri Ramadhani' },
        { timeout: 10_000 },
      ),
    ).toBeVisible();
  },
};

/** A record to check opens its page, where Rina verifies or returns it. */
export const OpenRecordToCheck: Story = {
  play: async ({ canvas, userEvent }) => {
    await findTable(canvas);
    const toCheck = within(canvas.getByRole('region', { name: t('trainingRecords.team.title') }));
    await userEvent.click(
      await toCheck.findByRole(
        'link',
        { name: 'Lokakarya Keselamatan Kerja di Gudang' },
        { timeout: 5000 },
      ),
    );
    await expect(
      await canvas.findByRole(
        'button',
        { name: t('trainingRecords.check.verify') },
        { timeout: 10_000 },
      ),
    ).toBeVisible();
  },
};

/** Nobody reports to me (so no team menu either): what a team is here, and who sets it. */
export const NoTeam: Story = {
  beforeEach: ({ msw }) => {
    msw.use(meHandler(0), ...teamApi(NO_TEAM).handlers);
  },
  play: async ({ canvas }) => {
    const heading = await canvas.findByRole(
      'heading',
      { level: 2, name: t('team.list.empty') },
      { timeout: 15_000 },
    );
    await expect(heading).toBeVisible();
    await expect(canvas.getByText(t('team.list.emptyHint'))).toBeVisible();
    await expect(canvas.queryByRole('table')).toBeNull();
    await expect(
      canvas.queryByRole('region', { name: t('trainingRecords.team.title') }),
    ).toBeNull();
  },
};

export const Loading: Story = {
  tags: ['no-visual'],
  ...loadingLabelStory({
    api: mockRoute('/team'),
    loadingKey: 'team.list.loading',
    titleKey: 'pages.myTeam.title',
  }),
};

export const LoadError: Story = errorStory({
  api: mockRoute('/team'),
  errorKey: 'team.list.error',
});

/** At 360 px each person is a block of their own, inside the screen. */
export const Phone: Story = {
  ...phoneStory(),
  play: async ({ canvas }) => {
    const table = await findTable(canvas);
    await expect(table.getBoundingClientRect().right).toBeLessThanOrEqual(PHONE_WIDTH);
    for (const link of within(table).getAllByRole('link'))
      await expect(link.getBoundingClientRect().right).toBeLessThanOrEqual(PHONE_WIDTH);
    for (const bar of within(table).getAllByRole('progressbar'))
      await expect(bar.getBoundingClientRect().right).toBeLessThanOrEqual(PHONE_WIDTH);
  },
};

/** In English whatever the run's language: headings, counts and dates. */
export const English: Story = {
  globals: { locale: 'en' },
  loaders: [async () => prepareStory('en', storyToken({ expiresInSeconds: 3600 }))],
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'My team' }, { timeout: 15_000 }),
    ).toBeVisible();
    const table = await findTable(canvas);
    await expect(within(table).getByText('1 overdue')).toBeVisible();
    await expect(within(table).getByText('12.5 / 20 hours')).toBeVisible();
    await expect(within(table).getAllByText('Not set').length).toBeGreaterThan(0);
  },
};
