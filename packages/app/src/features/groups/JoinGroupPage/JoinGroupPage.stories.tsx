import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { formatMessage } from '@ajar/api/contract/messages';
import { GROUP_CODE_LENGTH } from '@ajar/api/contract/group-rules';
import { i18next } from '../../../i18n';
import { PHONE_WIDTH, phoneStory } from '../../../stories/phoneStory';
import { shellHandlers, signedInLoaders, StoryApp } from '../../../stories/storyApp';
import {
  EXPIRED_CODE,
  groupsApi,
  joinableGroups,
  salesGroup,
  USED_UP_CODE,
} from '../shared/groups.fixtures';
import { LOOK_ALIKE_CODE, nothingToAsk } from './JoinGroupPage.fixtures';

let api: ReturnType<typeof groupsApi>;

/**
 * /my-group/join against MSW: a code from a QR code's link, joining, the code's refusals on
 * the field, and asking the leaders of another group to let me in.
 */
const meta = {
  title: 'Pages/Groups/Join a group',
  component: StoryApp,
  parameters: { layout: 'fullscreen' },
  args: { path: '/my-group/join' },
  beforeEach: ({ msw }) => {
    api = groupsApi();
    msw.use(...shellHandlers, ...api.handlers);
  },
  loaders: signedInLoaders,
} satisfies Meta<typeof StoryApp>;

export default meta;
type Story = StoryObj<typeof meta>;
type Context = Parameters<NonNullable<Story['play']>>[0];
type Canvas = Context['canvas'];
const t = (key: string, values?: Record<string, unknown>) => i18next.t(key, values);
const page = () => within(document.body);

const findField = (canvas: Canvas) =>
  // The name ends with the required marker ("wajib" / "required").
  canvas.findByRole(
    'textbox',
    { name: new RegExp(`^${t('groups.join.code.label')}`) },
    { timeout: 5000 },
  );
const findJoinable = (canvas: Canvas) =>
  canvas.findByRole('list', { name: t('groups.join.ask.listLabel') }, { timeout: 5000 });

/** Types a code and presses join. */
async function join({ canvas, userEvent }: Pick<Context, 'canvas' | 'userEvent'>, code: string) {
  const field = await findField(canvas);
  await userEvent.clear(field);
  await userEvent.type(field, code);
  await userEvent.click(canvas.getByRole('button', { name: t('groups.join.code.submit') }));
  return field;
}

/** The message under the field, which is invalid and has focus, so the message is heard. */
async function expectCodeRefused(canvas: Canvas, field: HTMLElement, message: string) {
  await expect(await canvas.findByText(message)).toBeVisible();
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  await expect(field).toHaveAccessibleDescription(new RegExp(message.replace(/[.()]/g, '\\$&')));
  await waitFor(() => expect(field).toHaveFocus());
}

/** A QR code's link fills the code in (any case, with its dash); nothing is sent before join. */
export const CodeFromLink: Story = {
  args: { path: '/my-group/join?code=k7mp-2qxr' },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole(
        'heading',
        { level: 1, name: t('pages.joinGroup.title') },
        // The first story of the file also waits for the page's code to load.
        { timeout: 15_000 },
      ),
    ).toBeVisible();
    await expect(await findField(canvas)).toHaveValue('k7mp-2qxr');
    await expect(canvas.getByText(t('groups.join.code.prefilled'))).toBeVisible();
    const crumbs = within(canvas.getByRole('navigation', { name: t('nav.breadcrumb') }));
    await expect(crumbs.getByRole('link', { name: t('pages.myGroups.title') })).toHaveAttribute(
      'href',
      '/my-group',
    );
    await findJoinable(canvas);
    await expect(api.calls.joined).toEqual([]);
  },
};

/** A good code, typed loosely, joins and opens the group. */
export const JoinWithCode: Story = {
  play: async (context) => {
    await join(context, 'k7mp 2qxr');
    const name = salesGroup().name;
    await expect(await page().findByText(t('groups.join.joined', { name }))).toBeVisible();
    await expect(api.calls.joined).toEqual(['K7MP2QXR']);
    await expect(
      await context.canvas.findByRole('heading', { level: 1, name }, { timeout: 10_000 }),
    ).toBeVisible();
  },
};

/** Expired, then used up: the API's own words under the field each time. */
export const CodeRefused: Story = {
  play: async (context) => {
    // The mock answers in Indonesian, as the API does for an Indonesian speaker.
    let field = await join(context, EXPIRED_CODE.toLowerCase());
    await expectCodeRefused(context.canvas, field, formatMessage('id', 'groupCodeExpired'));
    field = await join(context, USED_UP_CODE);
    await expectCodeRefused(context.canvas, field, formatMessage('id', 'groupCodeUsedUp'));
    await expect(api.calls.joined).toEqual([EXPIRED_CODE, USED_UP_CODE]);
  },
};

/** A code that cannot be one is caught before it costs a try; focus goes to its message. */
export const CodeBadShape: Story = {
  play: async (context) => {
    const field = await join(context, LOOK_ALIKE_CODE);
    await expect(
      await context.canvas.findByText(t('groups.join.code.shape', { length: GROUP_CODE_LENGTH })),
    ).toBeVisible();
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await waitFor(() => expect(field).toHaveFocus());
    await expect(api.calls.joined).toEqual([]);
  },
};

/**
 * Asking a group's leaders: the button gives way to "waiting", which takes focus; a group
 * that said no offers asking again, one already asked only says it is waiting.
 */
export const AskToJoin: Story = {
  play: async ({ canvas, userEvent }) => {
    const list = within(await findJoinable(canvas));
    // In the shared list: asked already, never asked, turned down.
    const [waiting, open, turnedDown] = joinableGroups().items;
    if (!waiting || !open || !turnedDown) throw new Error('three joinable groups expected');
    await expect(
      list.getByRole('button', {
        name: t('groups.join.ask.askAgainFor', { name: turnedDown.name }),
      }),
    ).toBeVisible();
    await expect(
      list.queryByRole('button', { name: t('groups.join.ask.askFor', { name: waiting.name }) }),
    ).toBeNull();
    await expect(list.getAllByText(t('groups.join.ask.waiting'))).toHaveLength(1);

    await userEvent.click(
      list.getByRole('button', { name: t('groups.join.ask.askFor', { name: open.name }) }),
    );
    await expect(
      await page().findByText(t('groups.join.ask.asked', { name: open.name })),
    ).toBeVisible();
    await expect(api.calls.asked).toEqual([open.id]);
    await waitFor(() => expect(list.getAllByText(t('groups.join.ask.waiting'))).toHaveLength(2));
    await expect(
      list.queryByRole('button', { name: t('groups.join.ask.askFor', { name: open.name }) }),
    ).toBeNull();
    await waitFor(() =>
      expect(document.activeElement).toHaveTextContent(t('groups.join.ask.waiting')),
    );
  },
};

/** In every group of the company already: nothing to ask, said plainly. */
export const NothingToAsk: Story = {
  beforeEach: ({ msw }) => {
    msw.use(nothingToAsk());
  },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole(
        'heading',
        { level: 3, name: t('groups.join.ask.empty') },
        { timeout: 5000 },
      ),
    ).toBeVisible();
    await expect(await findField(canvas)).toBeVisible();
  },
};

/** At 360 px the field, its button and the groups to ask stay on the screen. */
export const Phone: Story = {
  ...phoneStory(),
  play: async ({ canvas }) => {
    await expect((await findField(canvas)).getBoundingClientRect().right).toBeLessThanOrEqual(
      PHONE_WIDTH,
    );
    const list = await findJoinable(canvas);
    for (const button of within(list).getAllByRole('button'))
      await expect(button.getBoundingClientRect().right).toBeLessThanOrEqual(PHONE_WIDTH);
  },
};
