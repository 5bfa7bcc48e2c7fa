import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { GROUP_LIMITS } from '@ajar/api/contract/group-rules';
import { i18next } from '../../../i18n';
import { PHONE_WIDTH, phoneStory } from '../../../stories/phoneStory';
import { shellHandlers, signedInLoaders, StoryApp } from '../../../stories/storyApp';
import { groupPath } from '../shared/groupKeys';
import { AGUS, groupsApi, salesGroup, SALES_GROUP } from '../shared/groups.fixtures';

let api: ReturnType<typeof groupsApi>;

/**
 * /my-group/:id/add-member against MSW: a leader searches people by name, ticks them and adds
 * them; no match says so; a plain member is told that only leaders add people.
 */
const meta = {
  title: 'Pages/Groups/Add member',
  component: StoryApp,
  parameters: { layout: 'fullscreen' },
  args: { path: groupPath(SALES_GROUP, 'add-member') },
  beforeEach: ({ msw }) => {
    api = groupsApi({ as: 'leader' });
    msw.use(...shellHandlers, ...api.handlers);
  },
  loaders: signedInLoaders,
} satisfies Meta<typeof StoryApp>;

export default meta;
type Story = StoryObj<typeof meta>;
type Canvas = Parameters<NonNullable<Story['play']>>[0]['canvas'];
const t = (key: string, values?: Record<string, unknown>) => i18next.t(key, values);
const BAYU = 'Bayu Nugroho';

const searchBox = (canvas: Canvas) =>
  canvas.getByRole('searchbox', { name: t('groups.addMember.searchLabel') });
const findResults = async (canvas: Canvas) =>
  within(
    await canvas.findByRole(
      'list',
      { name: t('groups.addMember.resultsLabel') },
      { timeout: 5000 },
    ),
  );

/**
 * One person ticked, a second found by another search (the first stays ticked, listed apart),
 * both added: the group opens with a toast saying so.
 */
export const SearchAndAdd: Story = {
  play: async ({ canvas, userEvent }) => {
    await expect(
      await canvas.findByRole(
        'heading',
        { level: 1, name: t('pages.addGroupMember.title') },
        // The first story of the file also waits for the page's code to load.
        { timeout: 15_000 },
      ),
    ).toBeVisible();
    // The group's name joins the crumbs once the group has loaded.
    const crumbs = within(canvas.getByRole('navigation', { name: t('nav.breadcrumb') }));
    await expect(await crumbs.findByRole('link', { name: salesGroup().name })).toBeVisible();
    await userEvent.click((await findResults(canvas)).getByRole('checkbox', { name: AGUS.name }));
    await expect(
      canvas.getByText(
        t('groups.addMember.chosenCount', { count: 1, max: GROUP_LIMITS.addAtOnce }),
      ),
    ).toBeVisible();

    await userEvent.type(searchBox(canvas), 'bay');
    await expect(
      await canvas.findByText(
        t('groups.addMember.resultCount', { count: 1 }),
        {},
        { timeout: 5000 },
      ),
    ).toBeVisible();
    const earlier = within(canvas.getByRole('list', { name: t('groups.addMember.chosenLabel') }));
    await expect(earlier.getByRole('checkbox', { name: AGUS.name })).toBeChecked();
    await userEvent.click((await findResults(canvas)).getByRole('checkbox', { name: BAYU }));
    await userEvent.click(
      canvas.getByRole('button', { name: t('groups.addMember.submit', { count: 2 }) }),
    );

    // The toast lives outside the page's frame.
    await expect(
      await within(document.body).findByText(
        t('groups.addMember.added', { count: 2 }),
        {},
        { timeout: 5000 },
      ),
    ).toBeVisible();
    await expect(
      await canvas.findByRole('heading', { level: 1, name: salesGroup().name }, { timeout: 5000 }),
    ).toBeVisible();
    await expect(api.calls.added).toEqual([[AGUS.id, 11]]);
  },
};

/** Sending with nobody ticked says what to do, where focus lands; nothing is sent. */
export const NoneChosen: Story = {
  play: async ({ canvas, userEvent }) => {
    await findResults(canvas);
    await userEvent.click(canvas.getByRole('button', { name: t('groups.addMember.submitNone') }));
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent(t('groups.addMember.noneChosen'));
    // The summary takes focus once it has rendered.
    await waitFor(() => expect(alert).toHaveFocus());
    await expect(api.calls.added).toEqual([]);
  },
};

/** A name nobody outside the group has: the search says so. */
export const NoMatch: Story = {
  play: async ({ canvas, userEvent }) => {
    await findResults(canvas);
    await userEvent.type(searchBox(canvas), 'zulkifli');
    await expect(
      await canvas.findByRole(
        'heading',
        { name: t('groups.addMember.noMatch', { q: 'zulkifli' }) },
        { timeout: 5000 },
      ),
    ).toBeVisible();
    await expect(canvas.getByText(t('groups.addMember.resultCount', { count: 0 }))).toBeVisible();
  },
};

/** A plain member: only leaders add people, and the way back to the group. */
export const NotALeader: Story = {
  beforeEach: ({ msw }) => {
    api = groupsApi({ as: 'member' });
    msw.use(...api.handlers);
  },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole(
        'heading',
        { level: 2, name: t('groups.addMember.leadersOnly') },
        { timeout: 5000 },
      ),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: t('groups.addMember.back') })).toHaveAttribute(
      'href',
      groupPath(SALES_GROUP),
    );
    await expect(canvas.queryByRole('searchbox')).toBeNull();
  },
};

/** At 360 px the search and the people stack inside the screen. */
export const Phone: Story = {
  ...phoneStory(),
  play: async ({ canvas }) => {
    const results = await canvas.findByRole(
      'list',
      { name: t('groups.addMember.resultsLabel') },
      { timeout: 5000 },
    );
    await expect(results.getBoundingClientRect().width).toBeLessThanOrEqual(PHONE_WIDTH);
    await expect(searchBox(canvas).getBoundingClientRect().right).toBeLessThanOrEqual(PHONE_WIDTH);
  },
};
