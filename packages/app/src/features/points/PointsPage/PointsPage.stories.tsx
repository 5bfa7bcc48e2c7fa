import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { i18next } from '../../../i18n';
import { mockRoute } from '../../../api';
import { errorStory, loadingLabelStory } from '../../../stories/loadStateStories';
import { PHONE_WIDTH, phoneStory } from '../../../stories/phoneStory';
import { shellHandlers, signedInLoaders } from '../../../stories/storyApp';
import { pick } from '../../../stories/storySupport';
import { AddressedStoryApp, storyAddress } from '../../../stories/AddressedStoryApp';
import { ledger, pointsApi, staffLoaders, staffPoints } from '../shared/points.fixtures';
import { companyAnonymous, dayOf, hidden, signedOf, topLevel } from './PointsPage.fixtures';

let api: ReturnType<typeof pointsApi>;

/**
 * /leaderboard-point against MSW: balance and level, ranks, the history with capped and taken
 * back lines and its pages, how points are earned, and choosing how I appear on the boards.
 */
const meta = {
  title: 'Pages/Points/My points',
  component: AddressedStoryApp,
  parameters: { layout: 'fullscreen' },
  args: { path: '/leaderboard-point' },
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
const lang = () => (i18next.resolvedLanguage === 'en' ? 'en' : 'id');
const page = () => within(document.body);

const withPoints = (options: Parameters<typeof pointsApi>[0]): Pick<Story, 'beforeEach'> => ({
  beforeEach: ({ msw }) => {
    api = pointsApi(options);
    msw.use(...api.handlers);
  },
});
/** The history's table at `page` of the ledger's two. */
const findHistory = (canvas: Canvas, page = 1) =>
  canvas.findByRole(
    'table',
    { name: t('points.history.caption', { page, pageCount: 2 }) },
    { timeout: 5000 },
  );
const findChoices = (canvas: Canvas) =>
  canvas.findByRole('radiogroup', { name: t('points.visibility.label') }, { timeout: 5000 });
const choice = (group: HTMLElement, value: string) =>
  within(group).getByRole('radio', {
    name: new RegExp(`^${t(`points.visibility.option.${value}.label`)}`),
  });

/** Level 3 and 120 points short of 4, my ranks, the newest history, the ways to earn. */
export const Loaded: Story = {
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole(
        'heading',
        { level: 1, name: t('pages.leaderboardPoints.title') },
        // The first story of the file also waits for the page's code to load.
        { timeout: 15_000 },
      ),
    ).toBeVisible();
    await expect(
      await canvas.findByText(t('points.mine.levelValue', { level: 3 }), {}, { timeout: 5000 }),
    ).toBeVisible();
    await expect(canvas.getByText('359')).toBeVisible();
    const progress = canvas.getByRole('progressbar', {
      name: t('points.mine.levelProgress', { level: 4 }),
    });
    await expect(progress).toHaveAttribute('aria-valuenow', '41');
    await expect(canvas.getByText(t('points.mine.toNext', { count: 120, level: 4 }))).toBeVisible();

    const ranks = within(canvas.getByRole('region', { name: t('points.mine.ranksTitle') }));
    for (const rank of ['4', '3', '12'])
      await expect(ranks.getByText(t('points.mine.rankValue', { rank }))).toBeVisible();
    await expect(ranks.getByRole('link', { name: t('points.mine.seeBoard') })).toHaveAttribute(
      'href',
      '/leaderboard',
    );

    const history = await findHistory(canvas);
    await expect(within(history).getAllByRole('row').slice(1)).toHaveLength(20);
    const rules = canvas.getByRole('table', { name: t('points.rules.caption') });
    const quiz = within(rules).getByRole('rowheader', { name: t('points.rule.quiz.passed.name') });
    await expect(quiz.closest('tr')).toHaveTextContent(t('points.rules.scoreBonus', { count: 10 }));
    const lessons = within(rules).getByRole('rowheader', {
      name: t('points.rule.content.completed.name'),
    });
    await expect(lessons.closest('tr')).toHaveTextContent(
      t('points.rules.dailyCap', { count: 50 }),
    );
    // Five points, after the column's label (shown when rows stack).
    await expect(lessons.closest('tr')!.querySelector('td')).toHaveTextContent(/(^|\D)5$/);
    await expect(choice(await findChoices(canvas), 'public')).toBeChecked();
  },
};

/** Level 10: the top is reached, with no bar toward a next one. */
export const TopLevel: Story = {
  ...withPoints({ points: topLevel() }),
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText(t('points.mine.levelValue', { level: 10 }), {}, { timeout: 5000 }),
    ).toBeVisible();
    await expect(canvas.getByText(t('points.mine.topLevel'))).toBeVisible();
    await expect(canvas.queryByRole('progressbar')).toBeNull();
  },
};

/** Each kind of ledger line: taken back, capped at the day's limit, linked, not linked. */
export const HistoryLines: Story = {
  play: async ({ canvas }) => {
    const history = await findHistory(canvas);
    const [reversed, capped, quiz, daily, , , training] = within(history)
      .getAllByRole('row')
      .slice(1);
    const events = ledger();
    await expect(reversed).toHaveTextContent(t('points.history.reversal'));
    await expect(reversed).toHaveTextContent(signedOf(-15, lang()));
    await expect(
      within(reversed!).getByRole('link', { name: pick(events[0]!.subject!) }),
    ).toHaveAttribute('href', events[0]!.href);
    await expect(within(reversed!).getByRole('rowheader')).toHaveTextContent(
      t('points.rule.forum.answer_accepted.name'),
    );
    await expect(reversed!.querySelector('time')).toHaveTextContent(dayOf(events[0]!.at, lang()));
    await expect(capped).toHaveTextContent(t('points.history.capped'));
    // No points, and no sign: "0" after the column's label (shown when rows stack).
    await expect(capped!.lastElementChild).toHaveTextContent(/(^|\D)0$/);
    await expect(quiz!.lastElementChild).toHaveTextContent(signedOf(18, lang()));
    await expect(within(daily!).getByRole('rowheader')).toHaveTextContent(
      new RegExp(`^${t('points.rule.daily_quiz.done.name')}$`),
    );
    // A subject outside the app is named, never linked.
    await expect(
      within(training!).getByText(pick(events[6]!.subject!), { exact: false }),
    ).toBeVisible();
    await expect(within(training!).queryByRole('link')).toBeNull();
  },
};

/** The next page of the history, kept in the address. */
export const PagingHistory: Story = {
  play: async ({ canvas, userEvent }) => {
    await findHistory(canvas);
    const pages = canvas.getByRole('navigation', { name: t('points.history.pagination') });
    await userEvent.click(within(pages).getByRole('button', { name: /\b2\b/ }));
    const second = await findHistory(canvas, 2);
    await expect(within(second).getAllByRole('row').slice(1)).toHaveLength(3);
    await expect(storyAddress().searchParams.get('page')).toBe('2');
    await expect(api.calls.historyPages).toEqual([1, 2]);
  },
};

/** Choosing anonymous and saving: the API hears it, the page says so, the choice stays. */
export const ChangeVisibility: Story = {
  play: async ({ canvas, userEvent }) => {
    const group = await findChoices(canvas);
    await userEvent.click(choice(group, 'anonymous'));
    await userEvent.click(canvas.getByRole('button', { name: t('points.visibility.save') }));
    await expect(await page().findByText(t('points.visibility.saved'))).toBeVisible();
    await expect(api.calls.saved).toEqual(['anonymous']);
    await expect(choice(group, 'anonymous')).toBeChecked();
  },
};

/** A save that fails says so and keeps the choice; sending it again works. */
export const SaveError: Story = {
  play: async ({ canvas, userEvent }) => {
    const group = await findChoices(canvas);
    api.setOffline(true);
    await userEvent.click(choice(group, 'hidden'));
    await userEvent.click(canvas.getByRole('button', { name: t('points.visibility.save') }));
    const alert = await canvas.findByRole('alert', {}, { timeout: 5000 });
    await expect(alert).toHaveTextContent(t('points.visibility.failed'));
    await waitFor(() => expect(alert).toHaveFocus());
    await expect(choice(group, 'hidden')).toBeChecked();

    api.setOffline(false);
    await userEvent.click(canvas.getByRole('button', { name: t('points.visibility.save') }));
    await expect(await page().findByText(t('points.visibility.saved'))).toBeVisible();
    await expect(api.calls.saved).toEqual(['hidden', 'hidden']);
    await expect(api.current().visibility).toBe('hidden');
  },
};

/** Hidden: my ranks are still shown, and I am told only I see them. */
export const Hidden: Story = {
  ...withPoints({ points: hidden() }),
  play: async ({ canvas }) => {
    const ranks = within(
      await canvas.findByRole('region', { name: t('points.mine.ranksTitle') }, { timeout: 5000 }),
    );
    await expect(ranks.getByText(t('points.mine.hiddenNote'))).toBeVisible();
    await expect(ranks.getByText(t('points.mine.rankValue', { rank: '4' }))).toBeVisible();
    await expect(choice(await findChoices(canvas), 'hidden')).toBeChecked();
  },
};

/** The company shows everyone anonymously: said beside the choice, which still counts. */
export const CompanyAnonymous: Story = {
  ...withPoints({ points: companyAnonymous() }),
  play: async ({ canvas }) => {
    await findChoices(canvas);
    await expect(
      canvas.getByRole('heading', { name: t('points.visibility.companyAnonymous.title') }),
    ).toBeVisible();
  },
};

/** Staff: not ranked, and no choice of how to appear on boards they are never on. */
export const Staff: Story = {
  ...withPoints({ points: staffPoints() }),
  loaders: staffLoaders,
  play: async ({ canvas }) => {
    const ranks = within(
      await canvas.findByRole('region', { name: t('points.mine.ranksTitle') }, { timeout: 5000 }),
    );
    await expect(ranks.getByRole('heading', { name: t('points.board.staff.title') })).toBeVisible();
    await expect(ranks.getByRole('link', { name: t('points.mine.seeBoard') })).toBeVisible();
    await findHistory(canvas);
    await expect(canvas.queryByRole('radiogroup')).toBeNull();
  },
};

export const Loading: Story = {
  ...loadingLabelStory({
    api: mockRoute('/points/me'),
    titleKey: 'pages.leaderboardPoints.title',
    loadingKey: 'points.mine.loading',
  }),
  tags: ['no-visual'],
};

export const LoadError: Story = errorStory({
  api: mockRoute('/points/me'),
  errorKey: 'points.mine.error',
});

/** The page in English, whatever the toolbar says. */
export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole(
        'heading',
        { level: 1, name: 'Leaderboard points' },
        { timeout: 5000 },
      ),
    ).toBeVisible();
    await expect(await canvas.findByText('120 more points to level 4')).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'How to earn points' })).toBeVisible();
  },
};

/** At 360 px the figures, tables and choices stay on the screen. */
export const Phone: Story = {
  ...phoneStory(),
  play: async ({ canvas }) => {
    const history = await findHistory(canvas);
    const group = await findChoices(canvas);
    for (const element of [
      history,
      group,
      canvas.getByRole('table', { name: t('points.rules.caption') }),
      canvas.getByRole('button', { name: t('points.visibility.save') }),
      canvas.getByRole('progressbar'),
    ])
      await expect(element.getBoundingClientRect().right).toBeLessThanOrEqual(PHONE_WIDTH);
  },
};
