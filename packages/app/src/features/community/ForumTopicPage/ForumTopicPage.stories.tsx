import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { formatMessage, fieldLabel } from '@ajar/api/contract/messages';
import { FORUM_LIMITS } from '@ajar/api/contract/forum-rules';
import { i18next } from '../../../i18n';
import { mockRoute } from '../../../api';
import { errorStory } from '../../../stories/loadStateStories';
import { PHONE_WIDTH, phoneStory } from '../../../stories/phoneStory';
import { prepareStory, shellHandlers, storyToken, StoryApp } from '../../../stories/storyApp';
import { localeOf } from '../../../stories/storySupport';
import { forumApi, QA_TOPIC } from '../shared/forum.fixtures';

/** /forum/topic?id=: a topic's threads, filters and a new thread, against MSW. */
let api: ReturnType<typeof forumApi> | undefined;
const signedIn = [
  async ({ globals }: { globals: Record<string, unknown> }) =>
    prepareStory(localeOf(globals), storyToken({ expiresInSeconds: 3600 })),
];

const meta = {
  title: 'Pages/Forum Topic',
  component: StoryApp,
  parameters: { layout: 'fullscreen' },
  args: { path: `/forum/topic?id=${QA_TOPIC}` },
  beforeEach: async ({ msw }) => {
    api = forumApi();
    msw.use(...shellHandlers, ...api.handlers);
  },
  loaders: signedIn,
} satisfies Meta<typeof StoryApp>;

export default meta;
type Story = StoryObj<typeof meta>;
type Canvas = Parameters<NonNullable<Story['play']>>[0]['canvas'];

/** A list's own items (a post or thread may hold lists of its own). */
const itemsOf = (list: HTMLElement) =>
  Array.from(list.querySelectorAll<HTMLElement>(':scope > li'));

const lang = () => (i18next.resolvedLanguage === 'en' ? 'en' : 'id');
const findThreads = (canvas: Canvas) =>
  canvas.findByRole('list', { name: i18next.t('forum.threadsLabel') }, { timeout: 5000 });

/** Threads newest activity first; what is new to me says so and opens at it. */
export const Loaded: Story = {
  play: async ({ canvas }) => {
    const list = await findThreads(canvas);
    const items = itemsOf(list);
    await expect(items).toHaveLength(3);
    const english = within(items[0]!).getByRole('link', {
      name: 'How do I switch the app to English?',
    });
    await expect(english).toHaveAttribute('href', '/forum/topic/thread?id=22');
    await expect(
      within(items[1]!).getByRole('link', { name: 'Tips belajar di sela jam kerja' }),
    ).toHaveAttribute('href', '/forum/topic/thread?id=23&post=3');
    await expect(
      within(items[0]!).getByText(i18next.t('forum.unreadPosts', { count: 2 })),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: i18next.t('forum.newThread') })).toBeVisible();
  },
};

/** Following the topic is a toggle; "mark all read" clears every thread's new-post count. */
export const FollowAndMarkRead: Story = {
  play: async ({ canvas, userEvent }) => {
    const list = await findThreads(canvas);
    const follow = canvas.getByRole('button', { name: i18next.t('forum.followTopic') });
    await expect(follow).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(follow);
    await expect(
      await canvas.findByRole('button', { name: i18next.t('forum.followingTopic') }),
    ).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(canvas.getByRole('button', { name: i18next.t('forum.markTopicRead') }));
    // The toast lives outside the page's frame.
    await expect(
      await within(document.body).findByText(i18next.t('forum.topicRead', { count: 2 })),
    ).toBeVisible();
    await waitFor(() =>
      expect(within(list).queryByText(i18next.t('forum.unreadPosts', { count: 2 }))).toBeNull(),
    );
    await expect(api?.calls.topicReads).toBe(1);
  },
};

/** A visitor reads and filters, but is not offered to start a thread. */
export const Visitor: Story = {
  beforeEach: async ({ msw }) => {
    msw.use(...forumApi(null).handlers);
  },
  loaders: [async ({ globals }) => prepareStory(localeOf(globals), null)],
  play: async ({ canvas }) => {
    await findThreads(canvas);
    await expect(canvas.queryByRole('button', { name: i18next.t('forum.newThread') })).toBeNull();
    await expect(canvas.queryByRole('button', { name: i18next.t('forum.followTopic') })).toBeNull();
    const filter = canvas.getByRole('combobox', { name: i18next.t('forum.filterLabel') });
    await expect(within(filter).getAllByRole('option')).toHaveLength(3);
  },
};

/** "Belum terjawab" narrows the list, and the address keeps the choice. */
export const FilterUnanswered: Story = {
  play: async ({ canvas, userEvent }) => {
    await findThreads(canvas);
    await userEvent.selectOptions(
      canvas.getByRole('combobox', { name: i18next.t('forum.filterLabel') }),
      'unanswered',
    );
    await waitFor(async () => {
      const list = await findThreads(canvas);
      await expect(itemsOf(list)).toHaveLength(2);
    });
  },
};

/** Words narrow the list after a pause, and the count says how many threads match. */
export const Search: Story = {
  play: async ({ canvas, userEvent }) => {
    await findThreads(canvas);
    await userEvent.type(
      canvas.getByRole('searchbox', { name: i18next.t('forum.searchLabel') }),
      'sertifikat',
    );
    await expect(
      await canvas.findByText(i18next.t('forum.resultCount', { count: 1 }), {}, { timeout: 5000 }),
    ).toBeVisible();
    await expect(itemsOf(await findThreads(canvas))).toHaveLength(1);
  },
};

/** Sending an empty form names each missing field with the API's own messages. */
export const StartThreadInvalid: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(
      await canvas.findByRole('button', { name: i18next.t('forum.newThread') }, { timeout: 5000 }),
    );
    await userEvent.type(
      canvas.getByRole('textbox', { name: new RegExp(i18next.t('forum.titleLabel')) }),
      'Hai',
    );
    await userEvent.click(canvas.getByRole('button', { name: i18next.t('forum.startThread') }));
    await expect(
      await canvas.findByText(
        formatMessage(lang(), 'tooShort', {
          field: fieldLabel(lang(), 'title'),
          n: FORUM_LIMITS.titleMinLength,
        }),
      ),
    ).toBeVisible();
    await expect(
      canvas.getByText(formatMessage(lang(), 'required', { field: fieldLabel(lang(), 'html') })),
    ).toBeVisible();
    await expect(api?.calls.threads).toEqual([]);
  },
};

/** A new question is sent and its thread opens. */
export const StartThread: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(
      await canvas.findByRole('button', { name: i18next.t('forum.newThread') }, { timeout: 5000 }),
    );
    await userEvent.type(
      canvas.getByRole('textbox', { name: new RegExp(i18next.t('forum.titleLabel')) }),
      'Bagaimana cara mengganti foto profil?',
    );
    const editor = await canvas.findByRole(
      'textbox',
      { name: new RegExp(i18next.t('forum.textLabel')) },
      { timeout: 10000 },
    );
    await userEvent.click(editor);
    await userEvent.keyboard('Tombolnya tidak terlihat di ponsel saya.');
    await userEvent.click(canvas.getByRole('button', { name: i18next.t('forum.startThread') }));
    await expect(
      await canvas.findByRole(
        'heading',
        { level: 1, name: 'Bagaimana cara mengganti foto profil?' },
        { timeout: 5000 },
      ),
    ).toBeVisible();
    await expect(api?.calls.threads).toEqual([
      expect.objectContaining({ kind: 'question', title: 'Bagaimana cara mengganti foto profil?' }),
    ]);
  },
};

export const Error: Story = errorStory({
  api: mockRoute('/forum/topics/{id}'),
  errorKey: 'forum.topicError',
});

/** At 360 px the threads stack inside the screen. */
export const Phone: Story = {
  ...phoneStory(),
  play: async ({ canvas }) => {
    const list = await findThreads(canvas);
    await expect(list.getBoundingClientRect().width).toBeLessThanOrEqual(PHONE_WIDTH);
  },
};
