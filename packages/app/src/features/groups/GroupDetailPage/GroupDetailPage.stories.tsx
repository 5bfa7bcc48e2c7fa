import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { formatMessage } from '@ajar/api/contract/messages';
import { i18next } from '../../../i18n';
import { phoneStory } from '../../../stories/phoneStory';
import { shellHandlers, signedInLoaders, StoryApp } from '../../../stories/storyApp';
import { pick } from '../../../stories/storySupport';
import { ANDI, DEWI, groupsApi, PUTRI, RINA, salesGroup, YOGA } from '../shared/groups.fixtures';
import { soleLeaderApi, usedUpCodeApi } from './GroupDetailPage.fixtures';

let api: ReturnType<typeof groupsApi>;
let tries: ReturnType<typeof soleLeaderApi>['tries'];

/**
 * /my-group/:id against the groups API's mock: a leader's whole page (progress of everyone,
 * requests, the join code with its QR code), a member's narrower one, and each change a
 * leader makes, with its confirmation where it cannot be undone by a click.
 */
const meta = {
  title: 'Pages/Groups/Group detail',
  component: StoryApp,
  parameters: { layout: 'fullscreen' },
  args: { path: '/my-group/1' },
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
const page = () => within(document.body);
const lang = () => (i18next.resolvedLanguage === 'en' ? 'en' : 'id');
const group = salesGroup();

const findTitle = (canvas: Canvas, timeout = 5000) =>
  canvas.findByRole('heading', { level: 1, name: group.name }, { timeout });
const section = (canvas: Canvas, key: string) =>
  within(canvas.getByRole('region', { name: t(key) }));
const membersTable = async (canvas: Canvas, caption: string) =>
  within(await canvas.findByRole('table', { name: t(caption) }, { timeout: 5000 }));
/** The row headers of a table, top to bottom: who is listed, in order. */
const names = (table: Pick<Canvas, 'getAllByRole'>) =>
  table.getAllByRole('rowheader').map((cell: HTMLElement) => cell.textContent ?? '');
const dialogNamed = async (key: string, values?: Record<string, unknown>) =>
  within(await page().findByRole('dialog', { name: t(key, values) }));

export const AsLeader: Story = {
  play: async ({ canvas }) => {
    // The first story of the file also waits for the page's code to load.
    await expect(await findTitle(canvas, 15_000)).toBeVisible();
    const trail = canvas.getByRole('navigation', { name: t('nav.breadcrumb') });
    await expect(
      within(trail).getByRole('link', { name: t('pages.myGroups.title') }),
    ).toHaveAttribute('href', '/my-group');
    await expect(canvas.getByText(group.description)).toBeVisible();
    for (const [key, href] of [
      ['groups.detail.discussion', '/my-group/1/thread'],
      ['groups.detail.addMember', '/my-group/1/add-member'],
      ['groups.detail.addCourse', '/my-group/1/add-course'],
    ] as const)
      await expect(canvas.getByRole('link', { name: t(key) })).toHaveAttribute('href', href);
    await expect(canvas.getByRole('button', { name: t('groups.detail.leave.open') })).toBeVisible();

    const negotiation = group.courses[0]!;
    const courses = section(canvas, 'groups.detail.courses.title');
    await expect(courses.getByRole('link', { name: pick(negotiation.title) })).toHaveAttribute(
      'href',
      '/my-courses/4',
    );
    await expect(
      courses.getByText(t('groups.detail.courses.completed', { completed: 1, count: 4 })),
    ).toBeVisible();
    await expect(
      courses.getByRole('progressbar', {
        name: t('groups.detail.courses.myProgressOf', { title: pick(negotiation.title) }),
      }),
    ).toHaveAttribute('aria-valuenow', '40');
    await expect(courses.getByText(t('groups.detail.courses.noDue'))).toBeVisible();

    // Leaders first, each member's progress per course, and no way to remove myself here.
    const table = await membersTable(canvas, 'groups.detail.members.progressCaption');
    await expect(names(table)[0]).toContain(RINA.name);
    await expect(names(table)[1]).toContain(DEWI.name);
    await expect(table.getAllByRole('columnheader').map((h) => h.textContent)).toContain(
      pick(negotiation.title),
    );
    await expect(
      table.getByRole('progressbar', {
        name: t('groups.detail.members.progressOf', {
          name: PUTRI.name,
          title: pick(negotiation.title),
        }),
      }),
    ).toHaveAttribute('aria-valuenow', '65');
    await expect(table.getByText(t('groups.detail.members.notEnrolled'))).toBeVisible();
    await expect(
      table.getByRole('button', {
        name: t('groups.detail.members.removeFor', { name: ANDI.name }),
      }),
    ).toBeVisible();
    await expect(
      table.queryByRole('button', {
        name: t('groups.detail.members.removeFor', { name: RINA.name }),
      }),
    ).toBeNull();

    const requests = section(canvas, 'groups.detail.requests.title');
    await expect(requests.getByRole('rowheader', { name: YOGA.name })).toBeVisible();

    // The live code, grouped for reading aloud, with its uses and a QR code for the room.
    const code = section(canvas, 'groups.detail.code.title');
    await expect(code.getByText('K7MP-2QXR')).toBeVisible();
    await expect(
      code.getByText(t('groups.detail.code.usesOf', { uses: 3, max: 30 })),
    ).toBeVisible();
    await expect(
      code.getByRole('img', {
        name: t('groups.detail.code.qrLabel', { name: group.name, code: 'K7MP-2QXR' }),
      }),
    ).toBeVisible();
  },
};

/** A plain member: the list of people, only their own progress, nothing to manage. */
export const AsMember: Story = {
  beforeEach: ({ msw }) => {
    api = groupsApi({ as: 'member' });
    msw.use(...api.handlers);
  },
  play: async ({ canvas }) => {
    await expect(await findTitle(canvas)).toBeVisible();
    await expect(canvas.getByRole('link', { name: t('groups.detail.discussion') })).toBeVisible();
    await expect(canvas.getByRole('button', { name: t('groups.detail.leave.open') })).toBeVisible();
    await expect(canvas.queryByRole('link', { name: t('groups.detail.addMember') })).toBeNull();
    await expect(canvas.queryByRole('link', { name: t('groups.detail.addCourse') })).toBeNull();

    const list = await membersTable(canvas, 'groups.detail.members.listCaption');
    await expect(list.getAllByRole('rowheader')).toHaveLength(group.members.length);
    await expect(list.queryByRole('progressbar')).toBeNull();
    await expect(list.queryByRole('button')).toBeNull();
    const mine = await membersTable(canvas, 'groups.detail.members.myProgressCaption');
    await expect(names(mine)).toEqual([expect.stringContaining(RINA.name)]);

    for (const key of ['groups.detail.requests.title', 'groups.detail.code.title'])
      await expect(canvas.queryByRole('region', { name: t(key) })).toBeNull();
    await expect(
      canvas.queryByRole('button', { name: t('groups.detail.courses.remove') }),
    ).toBeNull();
  },
};

/** Letting Yoga in: the request goes, Yoga is listed, and the status line says so. */
export const AcceptRequest: Story = {
  play: async ({ canvas, userEvent }) => {
    await expect(await findTitle(canvas)).toBeVisible();
    const requests = section(canvas, 'groups.detail.requests.title');
    await userEvent.click(
      requests.getByRole('button', {
        name: t('groups.detail.requests.acceptFor', { name: YOGA.name }),
      }),
    );
    await waitFor(() =>
      expect(requests.getByRole('status')).toHaveTextContent(
        t('groups.detail.requests.accepted', { name: YOGA.name }),
      ),
    );
    await expect(api.calls.answered).toEqual([{ userId: YOGA.id, accept: true }]);
    await expect(requests.queryByRole('rowheader', { name: YOGA.name })).toBeNull();
    await expect(requests.getByText(t('groups.detail.requests.none'))).toBeVisible();
    // The answered row's buttons are gone: focus waits on the section, by its status line.
    await waitFor(() =>
      expect(canvas.getByRole('region', { name: t('groups.detail.requests.title') })).toHaveFocus(),
    );
    const table = await membersTable(canvas, 'groups.detail.members.progressCaption');
    await expect(await table.findByRole('rowheader', { name: YOGA.name })).toBeVisible();
  },
};

/** Removing Andi asks first; "Batal" changes nothing, confirming takes his row away. */
export const RemoveMember: Story = {
  play: async ({ canvas, userEvent }) => {
    await expect(await findTitle(canvas)).toBeVisible();
    const table = await membersTable(canvas, 'groups.detail.members.progressCaption');
    const remove = t('groups.detail.members.removeFor', { name: ANDI.name });
    await userEvent.click(table.getByRole('button', { name: remove }));
    let dialog = await dialogNamed('groups.detail.members.removeTitle', { name: ANDI.name });
    await waitFor(() =>
      expect(dialog.getByRole('button', { name: t('groups.detail.cancel') })).toHaveFocus(),
    );
    await userEvent.click(dialog.getByRole('button', { name: t('groups.detail.cancel') }));
    await waitFor(() => expect(table.getByRole('button', { name: remove })).toHaveFocus());
    await expect(api.calls.removed).toEqual([]);

    await userEvent.click(table.getByRole('button', { name: remove }));
    dialog = await dialogNamed('groups.detail.members.removeTitle', { name: ANDI.name });
    await userEvent.click(
      dialog.getByRole('button', { name: t('groups.detail.members.removeConfirm') }),
    );
    await expect(
      await page().findByText(t('groups.detail.members.removed', { name: ANDI.name })),
    ).toBeVisible();
    await expect(api.calls.removed).toEqual([ANDI.id]);
    await waitFor(() => expect(table.queryByRole('rowheader', { name: ANDI.name })).toBeNull());
    await waitFor(() =>
      expect(canvas.getByRole('region', { name: t('groups.detail.members.title') })).toHaveFocus(),
    );
  },
};

/** Putri becomes a leader: she moves up among the leaders, and focus stays on her button. */
export const MakeLeader: Story = {
  play: async ({ canvas, userEvent }) => {
    await expect(await findTitle(canvas)).toBeVisible();
    const table = await membersTable(canvas, 'groups.detail.members.progressCaption');
    await userEvent.click(
      table.getByRole('button', {
        name: t('groups.detail.members.makeLeaderFor', { name: PUTRI.name }),
      }),
    );
    const demote = await table.findByRole('button', {
      name: t('groups.detail.members.makeMemberFor', { name: PUTRI.name }),
    });
    await expect(api.calls.roles).toEqual([{ userId: PUTRI.id, role: 'leader' }]);
    await expect(names(table).slice(0, 3)).toEqual([
      expect.stringContaining(RINA.name),
      expect.stringContaining(DEWI.name),
      expect.stringContaining(PUTRI.name),
    ]);
    await expect(
      within(table.getByRole('rowheader', { name: new RegExp(PUTRI.name) })).getByText(
        t('groups.detail.members.role.leader'),
      ),
    ).toBeVisible();
    await waitFor(() => expect(demote).toHaveFocus());
  },
};

/**
 * The code reached its limit: the page says it no longer works and offers no QR code; a new
 * one for 30 days and 50 joins replaces it.
 */
export const RotateCode: Story = {
  beforeEach: ({ msw }) => {
    api = usedUpCodeApi();
    msw.use(...api.handlers);
  },
  play: async ({ canvas, userEvent }) => {
    await expect(await findTitle(canvas)).toBeVisible();
    const code = section(canvas, 'groups.detail.code.title');
    await expect(
      code.getByRole('heading', { name: t('groups.detail.code.unusable') }),
    ).toBeVisible();
    await expect(code.queryByRole('img')).toBeNull();

    await userEvent.click(code.getByRole('button', { name: t('groups.detail.code.rotate') }));
    const dialog = await dialogNamed('groups.detail.newCode.title');
    await userEvent.click(
      dialog.getByRole('radio', { name: t('groups.detail.newCode.days', { count: 30 }) }),
    );
    await userEvent.click(dialog.getByRole('radio', { name: t('groups.detail.newCode.limited') }));
    // The label ends with the required mark's words ("wajib").
    const field = dialog.getByRole('textbox', {
      name: new RegExp(`^${t('groups.detail.newCode.maxUses')}`),
    });
    await userEvent.type(field, '0');
    await userEvent.click(dialog.getByRole('button', { name: t('groups.detail.newCode.confirm') }));
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(api.calls.codes).toEqual([]);
    await userEvent.clear(field);
    await userEvent.type(field, '50');
    await userEvent.click(dialog.getByRole('button', { name: t('groups.detail.newCode.confirm') }));

    await expect(await code.findByText('R4TW-9NCE')).toBeVisible();
    await expect(api.calls.codes).toEqual([{ expiresInDays: 30, maxUses: 50 }]);
    await expect(
      code.getByText(t('groups.detail.code.usesOf', { uses: 0, max: 50 })),
    ).toBeVisible();
    await expect(
      code.queryByRole('heading', { name: t('groups.detail.code.unusable') }),
    ).toBeNull();
    await expect(code.getByRole('img')).toBeVisible();
  },
};

/** The only leader cannot leave while others remain: the API's reason shows in the dialog. */
export const LeaveAsLastLeader: Story = {
  beforeEach: ({ msw }) => {
    const sole = soleLeaderApi();
    api = sole;
    tries = sole.tries;
    msw.use(...sole.handlers);
  },
  play: async ({ canvas, userEvent }) => {
    await expect(await findTitle(canvas)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: t('groups.detail.leave.open') }));
    const dialog = await dialogNamed('groups.detail.leave.title', { name: group.name });
    await waitFor(() =>
      expect(dialog.getByRole('button', { name: t('groups.detail.leave.keep') })).toHaveFocus(),
    );
    await userEvent.click(dialog.getByRole('button', { name: t('groups.detail.leave.confirm') }));
    await expect(await dialog.findByRole('alert')).toHaveTextContent(
      formatMessage(lang(), 'groupLastLeader'),
    );
    await expect(tries.left).toBe(1);
    await expect(canvas.getByRole('heading', { level: 1, name: group.name })).toBeInTheDocument();
  },
};

/** Not a group of mine (or none at all): a way back to my groups. */
export const NotFound: Story = {
  args: { path: '/my-group/99' },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { name: t('groups.detail.missing') }, { timeout: 5000 }),
    ).toBeVisible();
    await expect(
      canvas.getByRole('link', { name: t('groups.detail.backToGroups') }),
    ).toHaveAttribute('href', '/my-group');
  },
};

/** On a 360 px phone each member is a block of their own: nothing scrolls sideways. */
export const Phone360: Story = {
  ...phoneStory(),
  play: async ({ canvas }) => {
    const table = await canvas.findByRole(
      'table',
      { name: t('groups.detail.members.progressCaption') },
      { timeout: 5000 },
    );
    const region = canvas.getByRole('region', {
      name: t('groups.detail.members.progressCaption'),
    });
    await expect(region).toHaveAttribute('tabindex', '0');
    await expect(region.scrollWidth).toBeLessThanOrEqual(region.clientWidth);
    await expect(table.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};
