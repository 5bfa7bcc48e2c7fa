import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { i18next } from '../../../i18n';
import { PHONE_WIDTH, phoneStory } from '../../../stories/phoneStory';
import { shellHandlers, signedInLoaders, StoryApp } from '../../../stories/storyApp';
import { groupPath } from '../shared/groupKeys';
import { groupsApi, salesGroup, SALES_GROUP } from '../shared/groups.fixtures';
import { groupTopicApi, salesThreads } from './GroupThreadPage.fixtures';

/**
 * /my-group/:id/thread against MSW: the group's discussion is the forum's own thread list of
 * its topic, under the group's name; a person outside the group is told so.
 */
const meta = {
  title: 'Pages/Groups/Group thread',
  component: StoryApp,
  parameters: { layout: 'fullscreen' },
  args: { path: groupPath(SALES_GROUP, 'thread') },
  beforeEach: ({ msw }) => {
    msw.use(...shellHandlers, ...groupsApi().handlers, ...groupTopicApi().handlers);
  },
  loaders: signedInLoaders,
} satisfies Meta<typeof StoryApp>;

export default meta;
type Story = StoryObj<typeof meta>;
type Canvas = Parameters<NonNullable<Story['play']>>[0]['canvas'];
const t = (key: string, values?: Record<string, unknown>) => i18next.t(key, values);
const name = salesGroup().name;

const findThreads = async (canvas: Canvas) =>
  within(await canvas.findByRole('list', { name: t('forum.threadsLabel') }, { timeout: 5000 }));

/** The threads under the group's name and its crumbs; the second page keeps the group's address. */
export const Threads: Story = {
  play: async ({ canvas, userEvent }) => {
    await expect(
      await canvas.findByRole(
        'heading',
        { level: 1, name: t('groups.thread.title', { name }) },
        // The first story of the file also waits for the page's code to load.
        { timeout: 15_000 },
      ),
    ).toBeVisible();
    const crumbs = within(canvas.getByRole('navigation', { name: t('nav.breadcrumb') }));
    await expect(crumbs.getByRole('link', { name })).toHaveAttribute(
      'href',
      groupPath(SALES_GROUP),
    );
    const [pinned, , , oldest] = salesThreads();
    const threads = await findThreads(canvas);
    await expect(threads.getByRole('link', { name: pinned!.title })).toHaveAttribute(
      'href',
      '/forum/topic/thread?id=41',
    );
    await expect(canvas.getByText(t('forum.resultCount', { count: 4 }))).toBeVisible();

    const pages = within(canvas.getByRole('navigation', { name: t('forum.threadPages') }));
    await userEvent.click(pages.getByRole('button', { name: /\b2$/ }));
    await expect(
      await canvas.findByRole('link', { name: oldest!.title }, { timeout: 5000 }),
    ).toHaveAttribute('href', '/forum/topic/thread?id=44');
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(name);
  },
};

/** "Start a discussion" opens the forum's own form, for the group's topic. */
export const StartThread: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(
      await canvas.findByRole('button', { name: t('forum.newThread') }, { timeout: 5000 }),
    );
    const form = within(await canvas.findByRole('form', { name: t('forum.newThread') }));
    await expect(
      form.getByRole('textbox', { name: new RegExp(t('forum.titleLabel')) }),
    ).toBeVisible();
    await expect(form.getByRole('button', { name: t('forum.startThread') })).toBeVisible();
  },
};

/** A new group's discussion: nothing yet, and the way to begin. */
export const Empty: Story = {
  beforeEach: ({ msw }) => {
    msw.use(...groupTopicApi({ threads: [] }).handlers);
  },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { name: t('forum.topicEmpty') }, { timeout: 5000 }),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: t('forum.newThread') })).toBeVisible();
  },
};

/** Another group's discussion (the API answers 404): members only, and the way to my groups. */
export const NotMember: Story = {
  args: { path: groupPath(99, 'thread') },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole(
        'heading',
        { level: 2, name: t('groups.thread.notMember') },
        { timeout: 5000 },
      ),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: t('groups.thread.back') })).toHaveAttribute(
      'href',
      '/my-group',
    );
    await expect(canvas.queryByRole('list', { name: t('forum.threadsLabel') })).toBeNull();
  },
};

/** At 360 px the threads stack inside the screen. */
export const Phone: Story = {
  ...phoneStory(),
  play: async ({ canvas }) => {
    const list = await canvas.findByRole(
      'list',
      { name: t('forum.threadsLabel') },
      { timeout: 5000 },
    );
    await expect(list.getBoundingClientRect().width).toBeLessThanOrEqual(PHONE_WIDTH);
  },
};
