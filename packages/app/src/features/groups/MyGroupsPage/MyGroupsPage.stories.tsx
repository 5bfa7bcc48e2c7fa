import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { fieldLabel, formatMessage } from '@ajar/api/contract/messages';
import { GROUP_LIMITS } from '@ajar/api/contract/group-rules';
import { i18next } from '../../../i18n';
import { mockRoute } from '../../../api';
import { errorStory } from '../../../stories/loadStateStories';
import { PHONE_WIDTH, phoneStory } from '../../../stories/phoneStory';
import { shellHandlers, signedInLoaders, StoryApp } from '../../../stories/storyApp';
import { pick } from '../../../stories/storySupport';
import { excelGroup, groupsApi, salesGroup } from '../shared/groups.fixtures';
import { groupPath } from '../shared/groupKeys';
import { myGroupsAnswer, noGroups, TURNED_DOWN, withTurnedDown } from './MyGroupsPage.fixtures';

let api: ReturnType<typeof groupsApi>;

/**
 * /my-group against MSW: my groups with my role, size, courses and progress, my requests to
 * join, the empty and failed states, and starting a group from the page.
 */
const meta = {
  title: 'Pages/Groups/My groups',
  component: StoryApp,
  parameters: { layout: 'fullscreen' },
  args: { path: '/my-group' },
  beforeEach: ({ msw }) => {
    api = groupsApi();
    msw.use(...shellHandlers, ...api.handlers);
  },
  loaders: signedInLoaders,
} satisfies Meta<typeof StoryApp>;

export default meta;
type Story = StoryObj<typeof meta>;
type Canvas = Parameters<NonNullable<Story['play']>>[0]['canvas'];
const t = (key: string, values?: Record<string, unknown>) => i18next.t(key, values);
const lang = () => (i18next.resolvedLanguage === 'en' ? 'en' : 'id');
const page = () => within(document.body);

const findGroups = (canvas: Canvas) =>
  canvas.findByRole('list', { name: t('groups.list.listLabel') }, { timeout: 5000 });
/** A group's card, found by the link its title is. */
const cardOf = (list: HTMLElement, name: string) =>
  within(list).getByRole('link', { name }).closest('article')!;

/** A leader's card and a member's, then my requests: one waiting, one turned down. */
export const MyGroups: Story = {
  beforeEach: ({ msw }) => {
    msw.use(myGroupsAnswer(withTurnedDown()));
  },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole(
        'heading',
        { level: 1, name: t('pages.myGroups.title') },
        // The first story of the file also waits for the page's code to load.
        { timeout: 15_000 },
      ),
    ).toBeVisible();
    const list = await findGroups(canvas);
    const sales = salesGroup();
    const negotiation = sales.courses[0]!;
    await expect(within(list).getByRole('link', { name: sales.name })).toHaveAttribute(
      'href',
      groupPath(sales.id),
    );
    const ledCard = cardOf(list, sales.name);
    const led = within(ledCard);
    await expect(led.getByText(t('groups.list.role.leader'))).toBeVisible();
    await expect(led.getByText(t('groups.list.memberCount', { count: 4 }))).toBeVisible();
    await expect(led.getByText(t('groups.list.pendingRequests', { count: 1 }))).toBeVisible();
    const progress = led.getByRole('progressbar', {
      name: t('groups.list.progress', { title: pick(negotiation.title) }),
    });
    await expect(progress).toHaveAttribute('aria-valuenow', '40');
    // The due day in the reader's language; a course without one says so.
    const due = ledCard.querySelector('time')!;
    await expect(due).toHaveTextContent(
      new Intl.DateTimeFormat(lang() === 'en' ? 'en-GB' : 'id-ID', {
        day: 'numeric',
        month: 'long',
        year: 'numeric',
        timeZone: 'Asia/Jakarta',
      }).format(new Date(due.getAttribute('datetime')!)),
    );
    await expect(led.getByText(t('groups.list.noDue'))).toBeVisible();
    await expect(
      led.getByRole('link', { name: t('groups.list.discussionFor', { name: sales.name }) }),
    ).toHaveAttribute('href', groupPath(sales.id, 'thread'));

    const member = within(cardOf(list, excelGroup().name));
    await expect(member.getByText(t('groups.list.role.member'))).toBeVisible();
    await expect(member.queryByText(t('groups.list.pendingRequests', { count: 1 }))).toBeNull();

    const requests = within(canvas.getByRole('region', { name: t('groups.list.requests.title') }));
    await expect(requests.getByText(t('groups.list.requests.requested'))).toBeVisible();
    await expect(requests.getByText(t('groups.list.requests.rejected'))).toBeVisible();
    await expect(
      requests.getByRole('link', {
        name: t('groups.list.requests.askAgainFor', { name: TURNED_DOWN.name }),
      }),
    ).toHaveAttribute('href', '/my-group/join');
  },
};

/** In no group yet: join by code or start one, from the empty state itself. */
export const Empty: Story = {
  beforeEach: ({ msw }) => {
    msw.use(myGroupsAnswer(noGroups()));
  },
  play: async ({ canvas }) => {
    const heading = await canvas.findByRole(
      'heading',
      { level: 2, name: t('groups.list.empty') },
      { timeout: 5000 },
    );
    const empty = within(heading.closest('section')!);
    await expect(empty.getByRole('link', { name: t('groups.list.join') })).toHaveAttribute(
      'href',
      '/my-group/join',
    );
    await expect(empty.getByRole('button', { name: t('groups.list.create') })).toBeVisible();
    await expect(
      canvas.queryByRole('region', { name: t('groups.list.requests.title') }),
    ).toBeNull();
  },
};

export const LoadError: Story = errorStory({
  api: mockRoute('/groups/mine'),
  errorKey: 'groups.list.error',
});

/**
 * The form opens with focus in the name and closes back to its button; a name too short is
 * refused in the browser with the API's words; a good one starts the group and opens it.
 */
export const CreateGroup: Story = {
  play: async ({ canvas, userEvent }) => {
    await findGroups(canvas);
    const open = canvas.getByRole('button', { name: t('groups.list.create') });
    await userEvent.click(open);
    const name = await canvas.findByRole('textbox', {
      name: new RegExp(`^${t('groups.list.form.name')}`),
    });
    await waitFor(() => expect(name).toHaveFocus());
    await userEvent.click(canvas.getByRole('button', { name: t('groups.list.form.cancel') }));
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: t('groups.list.create') })).toHaveFocus(),
    );

    await userEvent.click(canvas.getByRole('button', { name: t('groups.list.create') }));
    const field = await canvas.findByRole('textbox', {
      name: new RegExp(`^${t('groups.list.form.name')}`),
    });
    await userEvent.type(field, 'AB');
    await userEvent.click(canvas.getByRole('button', { name: t('groups.list.form.submit') }));
    const tooShort = formatMessage(lang(), 'tooShort', {
      field: fieldLabel(lang(), 'name'),
      n: GROUP_LIMITS.nameMinLength,
    });
    await expect(await canvas.findByText(tooShort)).toBeVisible();
    await expect(field).toHaveAccessibleDescription(new RegExp(tooShort));
    await waitFor(() => expect(field).toHaveFocus());
    await expect(api.calls.created).toEqual([]);

    await userEvent.clear(field);
    await userEvent.type(field, 'Tim Pemasaran Bandung');
    await userEvent.type(
      canvas.getByRole('textbox', { name: new RegExp(`^${t('groups.list.form.description')}`) }),
      'Belajar pemasaran digital bersama tiap Selasa.',
    );
    await userEvent.click(canvas.getByRole('button', { name: t('groups.list.form.submit') }));
    await expect(
      await page().findByText(t('groups.list.created', { name: 'Tim Pemasaran Bandung' })),
    ).toBeVisible();
    await expect(api.calls.created).toEqual([
      {
        name: 'Tim Pemasaran Bandung',
        description: 'Belajar pemasaran digital bersama tiap Selasa.',
      },
    ]);
    await expect(
      await canvas.findByRole(
        'heading',
        { level: 1, name: 'Tim Pemasaran Bandung' },
        { timeout: 10_000 },
      ),
    ).toBeVisible();
  },
};

/** At 360 px the cards, their course tables and the header's buttons stay on the screen. */
export const Phone: Story = {
  ...phoneStory(),
  play: async ({ canvas }) => {
    const list = await findGroups(canvas);
    await expect(list.getBoundingClientRect().right).toBeLessThanOrEqual(PHONE_WIDTH);
    for (const control of [
      ...within(list).getAllByRole('link'),
      ...canvas.getAllByRole('button', { name: t('groups.list.create') }),
    ])
      await expect(control.getBoundingClientRect().right).toBeLessThanOrEqual(PHONE_WIDTH);
    for (const table of within(list).getAllByRole('table'))
      await expect(table.getBoundingClientRect().right).toBeLessThanOrEqual(PHONE_WIDTH);
  },
};
