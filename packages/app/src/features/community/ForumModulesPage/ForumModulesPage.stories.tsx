import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, waitFor, within } from 'storybook/test';
import { i18next } from '../../../i18n';
import { mockRoute } from '../../../api';
import { errorStory } from '../../../stories/loadStateStories';
import { PHONE_WIDTH, phoneStory } from '../../../stories/phoneStory';
import { prepareStory, shellHandlers, storyToken, StoryApp } from '../../../stories/storyApp';
import { localeOf, pick } from '../../../stories/storySupport';
import { ROLE } from '@ajar/api/contract/roles';
import { forumApi, forumModules, QA_TOPIC, RINA } from '../shared/forum.fixtures';

let api: ReturnType<typeof forumApi> | undefined;

/** /forum/module: the forum's areas and topics, against MSW in place of the API. */
const meta = {
  title: 'Pages/Forum Modules',
  component: StoryApp,
  parameters: { layout: 'fullscreen' },
  args: { path: '/forum/module' },
  beforeEach: async ({ msw }) => {
    msw.use(...shellHandlers, ...forumApi(null).handlers);
  },
  loaders: [async ({ globals }) => prepareStory(localeOf(globals), null)],
} satisfies Meta<typeof StoryApp>;

export default meta;
type Story = StoryObj<typeof meta>;
type Canvas = Parameters<NonNullable<Story['play']>>[0]['canvas'];

/** A list's own items (a post or thread may hold lists of its own). */
const itemsOf = (list: HTMLElement) =>
  Array.from(list.querySelectorAll<HTMLElement>(':scope > li'));

const general = forumModules({ signedIn: true }).items[0]!;
const areaHeading = (canvas: Canvas, name: string) =>
  canvas.findByRole('heading', { level: 2, name }, { timeout: 5000 });

/** A visitor reads the public areas, is told what signing in adds, and a topic opens. */
export const Visitor: Story = {
  play: async ({ canvas, userEvent }) => {
    await expect(await areaHeading(canvas, pick(general.title))).toBeVisible();
    await expect(canvas.getByText(i18next.t('forum.signedOutTitle'))).toBeVisible();
    // Home › Forum: the forum's own page is the trail's last level.
    const crumbs = canvas.getByRole('navigation', { name: i18next.t('nav.breadcrumb') });
    await expect(within(crumbs).getAllByRole('link')).toHaveLength(1);
    const topics = canvas.getByRole('list', {
      name: i18next.t('forum.topicsOf', { area: pick(general.title) }),
    });
    await expect(itemsOf(topics)).toHaveLength(2);
    await expect(within(topics).getByText(i18next.t('forum.topicLocked'))).toBeVisible();
    await expect(
      within(topics).getByText(
        `${i18next.t('forum.threadCount', { count: 3 })} · ${i18next.t('forum.postCount', { count: 8 })}`,
      ),
    ).toBeVisible();
    const qa = general.topics.find((t) => t.id === QA_TOPIC)!;
    await userEvent.click(within(topics).getByRole('link', { name: pick(qa.title) }));
    await expect(
      await canvas.findByRole('heading', { level: 1, name: pick(qa.title) }, { timeout: 5000 }),
    ).toBeVisible();
  },
};

/** Words search every area I may read; each result says which topic it is in. */
export const Search: Story = {
  play: async ({ canvas, userEvent }) => {
    await areaHeading(canvas, pick(general.title));
    const field = canvas.getByRole('searchbox', { name: i18next.t('forum.search.field') });
    await userEvent.type(field, 'sertifikat{Enter}');
    const results = await canvas.findByRole(
      'heading',
      { level: 2, name: i18next.t('forum.search.results', { q: 'sertifikat' }) },
      { timeout: 5000 },
    );
    await expect(results).toBeVisible();
    const list = await canvas.findByRole('list', { name: i18next.t('forum.threadsLabel') });
    const found = itemsOf(list);
    await expect(found).toHaveLength(1);
    await expect(
      within(found[0]!).getByRole('link', { name: 'Apakah sertifikat bisa diunduh sebagai PDF?' }),
    ).toBeVisible();
    await expect(
      within(found[0]!).getByText(pick({ id: 'Tanya Jawab', en: 'Questions and Answers' }), {
        exact: false,
      }),
    ).toBeVisible();
    await expect(canvas.getByText(i18next.t('forum.resultCount', { count: 1 }))).toBeVisible();
  },
};

/** Nothing matches: said in words, with what to try. */
export const SearchNoResults: Story = {
  play: async ({ canvas, userEvent }) => {
    await areaHeading(canvas, pick(general.title));
    const field = canvas.getByRole('searchbox', { name: i18next.t('forum.search.field') });
    await userEvent.type(field, 'zzzz{Enter}');
    await expect(
      await canvas.findByText(i18next.t('forum.filterEmpty'), {}, { timeout: 5000 }),
    ).toBeVisible();
  },
};

/** Signed in: my course's area too, and how many threads are new to me. */
export const SignedIn: Story = {
  beforeEach: async ({ msw }) => {
    msw.use(...forumApi().handlers);
  },
  loaders: [
    async ({ globals }) => prepareStory(localeOf(globals), storyToken({ expiresInSeconds: 3600 })),
  ],
  play: async ({ canvas }) => {
    const safety = forumModules({ signedIn: true }).items[1]!;
    await expect(await areaHeading(canvas, pick(safety.title))).toBeVisible();
    await expect(canvas.getByText(i18next.t('forum.courseArea'))).toBeVisible();
    await expect(canvas.getByText(i18next.t('forum.unreadThreads', { count: 2 }))).toBeVisible();
    await expect(canvas.queryByText(i18next.t('forum.signedOutTitle'))).toBeNull();
  },
};

/** Staff see the reports waiting for review, and decide one. */
export const Moderator: Story = {
  beforeEach: async ({ msw }) => {
    api = forumApi(RINA, { moderator: true });
    msw.use(...api.handlers);
  },
  loaders: [
    async ({ globals }) =>
      prepareStory(localeOf(globals), storyToken({ expiresInSeconds: 3600, roleId: ROLE.trainer })),
  ],
  play: async ({ canvas, userEvent }) => {
    const queue = await canvas.findByRole(
      'list',
      { name: i18next.t('forum.queue.title') },
      { timeout: 5000 },
    );
    await expect(within(queue).getByText(/Jual pulsa/)).toBeVisible();
    await userEvent.click(within(queue).getByRole('button', { name: i18next.t('forum.hide') }));
    await waitFor(() =>
      expect(canvas.queryByRole('list', { name: i18next.t('forum.queue.title') })).toBeNull(),
    );
    await expect(api?.calls.decisions).toEqual([{ postId: 301, action: 'hide' }]);
  },
};

export const Empty: Story = {
  beforeEach: async ({ msw }) => {
    msw.use(http.get(mockRoute('/forum/modules'), () => HttpResponse.json({ items: [] })));
  },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole(
        'heading',
        { name: i18next.t('forum.modulesEmpty') },
        { timeout: 5000 },
      ),
    ).toBeVisible();
  },
};

export const Error: Story = errorStory({
  api: mockRoute('/forum/modules'),
  errorKey: 'forum.modulesError',
});

/** At 360 px the topics stack and nothing runs past the screen. */
export const Phone: Story = {
  ...phoneStory(),
  play: async ({ canvas }) => {
    await areaHeading(canvas, pick(general.title));
    const topics = canvas.getByRole('list', {
      name: i18next.t('forum.topicsOf', { area: pick(general.title) }),
    });
    const [first, second] = itemsOf(topics);
    await expect(second!.getBoundingClientRect().left).toBe(first!.getBoundingClientRect().left);
    await expect(topics.getBoundingClientRect().width).toBeLessThanOrEqual(PHONE_WIDTH);
  },
};
