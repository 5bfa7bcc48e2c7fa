import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { i18next } from '../../../i18n';
import { mockRoute } from '../../../api';
import { errorStory, loadingStory } from '../../../stories/loadStateStories';
import { PHONE_WIDTH, phoneStory } from '../../../stories/phoneStory';
import { shellHandlers, signedInLoaders } from '../../../stories/storyApp';
import { AddressedStoryApp, storyAddress } from '../../../stories/AddressedStoryApp';
import {
  BELOW_TOP_TEN,
  NAMED,
  RINA,
  UNNAMED,
  pointsApi,
  staffLoaders,
  type BoardScenario,
} from '../shared/points.fixtures';
import { hiddenBelow, signedOutLoaders } from './LeaderboardPage.fixtures';

let api: ReturnType<typeof pointsApi>;

/**
 * /leaderboard against MSW: the top ten with my row, the ones around me when I am below
 * them, hidden, anonymous and staff readers, the departments, the period and view kept in the
 * address, the empty and failed states, and a visitor asked to sign in.
 */
const meta = {
  title: 'Pages/Points/Leaderboard',
  component: AddressedStoryApp,
  parameters: { layout: 'fullscreen' },
  args: { path: '/leaderboard' },
  beforeEach: ({ msw }) => {
    api = pointsApi();
    msw.use(...shellHandlers, ...api.handlers);
  },
  loaders: signedInLoaders,
} satisfies Meta<typeof AddressedStoryApp>;

export default meta;
type Story = StoryObj<typeof meta>;
type Canvas = Parameters<NonNullable<Story['play']>>[0]['canvas'];
const t = (key: string, values?: Record<string, unknown>) => i18next.t(key, values);

/** "Peringkat Anda: 15 dari 16 peserta · 40 poin", as the page words it. */
const standing = (rank: number, participants: number, points: number) =>
  `${t('points.board.myRank', { rank, count: participants })} · ${t('points.amount', { count: points })}`;
const findTop = async (canvas: Canvas, period = 'week') =>
  canvas.findByRole('table', { name: t(`points.board.topCaption.${period}`) }, { timeout: 5000 });
const myRow = (table: HTMLElement) => table.querySelector('tr[aria-current="true"]');
/** The page itself, without the header (whose menu names the signed-in learner). */
const main = (canvas: Canvas) => within(canvas.getByRole('main'));
/** A rank cell's number, without its medal's name or the "(Anda)" of my row. */
const rankIn = (row: HTMLElement) =>
  Number(row.querySelector('td')?.textContent?.match(/\d+/)?.[0]);
const withBoard = (scenario: BoardScenario): Pick<Story, 'beforeEach'> => ({
  beforeEach: ({ msw }) => {
    api = pointsApi(scenario);
    msw.use(...api.handlers);
  },
});

/** In the top ten: my row marked, ties sharing a rank, anonymous learners without a name. */
export const Loaded: Story = {
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole(
        'heading',
        { level: 1, name: t('pages.leaderboard.title') },
        // The first story of the file also waits for the page's code to load.
        { timeout: 15_000 },
      ),
    ).toBeVisible();
    const top = await findTop(canvas);
    await expect(await canvas.findByText(standing(4, 16, 100))).toBeVisible();
    const rows = within(top).getAllByRole('row').slice(1);
    await expect(rows).toHaveLength(10);
    await expect(within(myRow(top) as HTMLElement).getByRole('rowheader')).toHaveTextContent(
      RINA.name,
    );
    // Two learners tied for second share the rank; the next is fourth.
    await expect(rows.slice(0, 5).map(rankIn)).toEqual([1, 2, 2, 4, 5]);
    await expect(
      within(top).getAllByRole('rowheader', { name: t('points.board.anonymous') }),
    ).toHaveLength(2);
    for (const name of UNNAMED) await expect(main(canvas).queryByText(name)).toBeNull();
    await expect(within(top).getByText(NAMED[0]!)).toBeVisible();
    // In the top ten: no second table.
    await expect(
      canvas.queryByRole('table', { name: t('points.board.around.caption') }),
    ).toBeNull();
    await expect(api.calls.departments).toEqual([]);
  },
};

/** 15th of 16: the top ten, then the learners around me with my row among them. */
export const BelowTopTen: Story = {
  ...withBoard({ mine: BELOW_TOP_TEN }),
  play: async ({ canvas }) => {
    const top = await findTop(canvas);
    await expect(await canvas.findByText(standing(15, 16, 40))).toBeVisible();
    await expect(myRow(top)).toBeNull();
    const around = canvas.getByRole('table', { name: t('points.board.around.caption') });
    await expect(within(around).getAllByRole('row').slice(1)).toHaveLength(7);
    const mine = myRow(around) as HTMLElement;
    await expect(within(mine).getByRole('rowheader')).toHaveTextContent(RINA.name);
    await expect(rankIn(mine)).toBe(15);
  },
};

/** Hidden: on no board, told so, with the private rank and the way to change it. */
export const Hidden: Story = {
  ...withBoard(hiddenBelow),
  play: async ({ canvas }) => {
    const title = await canvas.findByRole(
      'heading',
      { name: t('points.board.hidden.title') },
      { timeout: 5000 },
    );
    const callout = within(title.parentElement!);
    await expect(
      callout.getByText(
        `${t('points.board.hidden.rank', { rank: 16 })} · ${t('points.amount', { count: 40 })}`,
      ),
    ).toBeVisible();
    await expect(
      callout.getByRole('link', { name: t('points.board.changeVisibility') }),
    ).toHaveAttribute('href', '/leaderboard-point');
    const top = await findTop(canvas);
    await expect(myRow(top)).toBeNull();
    await expect(main(canvas).queryByText(RINA.name)).toBeNull();
    await expect(
      canvas.queryByRole('table', { name: t('points.board.around.caption') }),
    ).toBeNull();
  },
};

/** The company shows everyone anonymously: only my own row has a name. */
export const AnonymousCompany: Story = {
  ...withBoard({ companyAnonymous: true }),
  play: async ({ canvas }) => {
    const top = await findTop(canvas);
    await expect(
      within(top).getAllByRole('rowheader', { name: t('points.board.anonymous') }),
    ).toHaveLength(9);
    for (const name of [...NAMED, ...UNNAMED])
      await expect(main(canvas).queryByText(name)).toBeNull();
    await expect(within(myRow(top) as HTMLElement).getByRole('rowheader')).toHaveTextContent(
      RINA.name,
    );
  },
};

/** Staff see the board and are told they are not ranked; no row is theirs. */
export const Staff: Story = {
  ...withBoard({ isStaff: true }),
  loaders: staffLoaders,
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole(
        'heading',
        { name: t('points.board.staff.title') },
        { timeout: 5000 },
      ),
    ).toBeVisible();
    const top = await findTop(canvas);
    await expect(myRow(top)).toBeNull();
    await expect(main(canvas).queryByText(RINA.name)).toBeNull();
  },
};

/** Nobody has points yet: how they are earned, and the page that says more. */
export const Empty: Story = {
  ...withBoard({ isEmpty: true }),
  play: async ({ canvas }) => {
    const heading = await canvas.findByRole(
      'heading',
      { level: 2, name: t('points.board.empty.title.week') },
      { timeout: 5000 },
    );
    const empty = within(heading.closest('section')!);
    await expect(empty.getByText(t('points.board.empty.description'))).toBeVisible();
    await expect(empty.getByRole('link', { name: t('points.board.empty.action') })).toHaveAttribute(
      'href',
      '/leaderboard-point',
    );
    await expect(canvas.getByText(t('points.board.noPoints.week'))).toBeVisible();
  },
};

/** Choosing a period reads that board, and the address keeps it for a reload or back. */
export const SwitchPeriod: Story = {
  play: async ({ canvas, userEvent }) => {
    await findTop(canvas);
    await userEvent.click(canvas.getByRole('radio', { name: t('points.board.period.month') }));
    await expect(await findTop(canvas, 'month')).toBeVisible();
    await expect(await canvas.findByText(standing(3, 16, 320))).toBeVisible();
    await expect(storyAddress().searchParams.get('period')).toBe('month');
    await userEvent.click(canvas.getByRole('radio', { name: t('points.board.period.all') }));
    await expect(await findTop(canvas, 'all')).toBeVisible();
    await expect(storyAddress().searchParams.get('period')).toBe('all');
    await expect(api.calls.boards).toEqual(['week', 'month', 'all']);
  },
};

/** Departments by average per active learner, mine marked; the period applies to them too. */
export const Departments: Story = {
  play: async ({ canvas, userEvent }) => {
    await findTop(canvas);
    await userEvent.click(canvas.getByRole('tab', { name: t('points.board.view.departments') }));
    const table = await canvas.findByRole(
      'table',
      { name: t('points.departments.caption.week') },
      { timeout: 5000 },
    );
    await expect(storyAddress().searchParams.get('view')).toBe('departments');
    const names = within(table)
      .getAllByRole('rowheader')
      .map((cell) => cell.textContent);
    await expect(names).toEqual(['Penjualan', 'Keuangan', 'Operasional', 'SDM']);
    const mine = myRow(table) as HTMLElement;
    await expect(within(mine).getByRole('rowheader')).toHaveTextContent(RINA.department);
    await expect(mine).toHaveTextContent(
      t('points.departments.activeOf', { active: 5, members: 5 }),
    );
    // A tie for third: the same rank, in the order of their names.
    const rows = within(table).getAllByRole('row').slice(1);
    await expect(rows.map(rankIn)).toEqual([1, 2, 3, 3]);
    await expect(
      within(rows[3]!).getByText(t('points.departments.activeOf', { active: 3, members: 4 })),
    ).toBeVisible();

    await userEvent.click(canvas.getByRole('radio', { name: t('points.board.period.month') }));
    await expect(
      await canvas.findByRole(
        'table',
        { name: t('points.departments.caption.month') },
        { timeout: 5000 },
      ),
    ).toBeVisible();
    await expect(storyAddress().search).toBe('?view=departments&period=month');
    await expect(api.calls.departments).toEqual(['week', 'month']);
  },
};

/** A shared or reloaded address opens with its view and period, and reads only that board. */
export const FromAddress: Story = {
  args: { path: '/leaderboard?period=month&view=departments' },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole(
        'table',
        { name: t('points.departments.caption.month') },
        { timeout: 5000 },
      ),
    ).toBeVisible();
    await expect(
      canvas.getByRole('tab', { name: t('points.board.view.departments') }),
    ).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('radio', { name: t('points.board.period.month') })).toBeChecked();
    await expect(api.calls.departments).toEqual(['month']);
    await expect(api.calls.boards).toEqual([]);
  },
};

export const Loading: Story = {
  ...loadingStory({
    api: mockRoute('/leaderboard'),
    titleKey: 'pages.leaderboard.title',
    loadingKey: 'points.board.loading',
  }),
  tags: ['no-visual'],
};

export const LoadError: Story = errorStory({
  api: mockRoute('/leaderboard'),
  errorKey: 'points.board.error',
});

/** A visitor is asked to sign in, back to this board after; the API is not asked. */
export const SignedOut: Story = {
  loaders: signedOutLoaders,
  args: { path: '/leaderboard?period=month' },
  play: async ({ canvas }) => {
    const heading = await canvas.findByRole(
      'heading',
      { name: t('points.board.signedOut.title') },
      { timeout: 5000 },
    );
    await expect(
      within(heading.parentElement!).getByRole('link', {
        name: t('points.board.signedOut.action'),
      }),
    ).toHaveAttribute('href', `/sign-in?next=${encodeURIComponent('/leaderboard?period=month')}`);
    await expect(canvas.queryByRole('radiogroup')).toBeNull();
    await expect(canvas.queryByRole('table')).toBeNull();
    await expect(api.calls.boards).toEqual([]);
  },
};

/** The page in English, whatever the toolbar says. */
export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Leaderboard' }, { timeout: 5000 }),
    ).toBeVisible();
    await expect(await canvas.findByText('Your rank: 4 of 16 learners · 100 points')).toBeVisible();
    await expect(canvas.getByRole('radio', { name: 'This week' })).toBeChecked();
  },
};

/** At 360 px the switches wrap and the tables stay on the screen, below the top ten too. */
export const Phone: Story = {
  ...phoneStory(),
  ...withBoard({ mine: BELOW_TOP_TEN }),
  play: async ({ canvas }) => {
    await findTop(canvas);
    const around = await canvas.findByRole('table', { name: t('points.board.around.caption') });
    for (const table of [await findTop(canvas), around])
      await expect(table.getBoundingClientRect().right).toBeLessThanOrEqual(PHONE_WIDTH);
    for (const control of [...canvas.getAllByRole('radio'), ...canvas.getAllByRole('tab')])
      await expect(control.getBoundingClientRect().right).toBeLessThanOrEqual(PHONE_WIDTH);
  },
};
