import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { i18next } from '../../../i18n';
import { mockRoute } from '../../../api';
import { errorStory } from '../../../stories/loadStateStories';
import { PHONE_WIDTH, phoneStory } from '../../../stories/phoneStory';
import { prepareStory, shellHandlers, storyToken, StoryApp } from '../../../stories/storyApp';
import { localeOf } from '../../../stories/storySupport';
import { forumApi, QUESTION_THREAD, RINA } from '../shared/forum.fixtures';

/** /forum/topic/thread?id=: a question thread, against MSW. The story user asked it. */
let api: ReturnType<typeof forumApi> | undefined;

const meta = {
  title: 'Pages/Forum Thread',
  component: StoryApp,
  parameters: { layout: 'fullscreen' },
  args: { path: `/forum/topic/thread?id=${QUESTION_THREAD}` },
  beforeEach: async ({ msw }) => {
    api = forumApi();
    msw.use(...shellHandlers, ...api.handlers);
  },
  loaders: [
    async ({ globals }) => prepareStory(localeOf(globals), storyToken({ expiresInSeconds: 3600 })),
  ],
} satisfies Meta<typeof StoryApp>;

export default meta;
type Story = StoryObj<typeof meta>;
type Canvas = Parameters<NonNullable<Story['play']>>[0]['canvas'];

/** A list's own items (a post or thread may hold lists of its own). */
const itemsOf = (list: HTMLElement) =>
  Array.from(list.querySelectorAll<HTMLElement>(':scope > li'));

const findPosts = (canvas: Canvas) =>
  canvas.findByRole('list', { name: i18next.t('forum.postsLabel') }, { timeout: 5000 });

/** The question and its answer; the answer's link is kept, marked nofollow. */
export const Loaded: Story = {
  play: async ({ canvas }) => {
    const posts = await findPosts(canvas);
    const items = itemsOf(posts);
    await expect(items).toHaveLength(2);
    await expect(within(items[1]!).getByText('Dewi Lestari')).toBeVisible();
    await expect(within(items[1]!).getByRole('link', { name: 'Panduan lengkap' })).toHaveAttribute(
      'rel',
      'nofollow noopener ugc',
    );
    const crumbs = canvas.getByRole('navigation', { name: i18next.t('nav.breadcrumb') });
    await expect(
      within(crumbs).getByRole('link', { name: i18next.t('pages.forumModule.title') }),
    ).toHaveAttribute('href', '/forum/module');
    await expect(
      canvas.getByRole('button', { name: i18next.t('forum.following') }),
    ).toHaveAttribute('aria-pressed', 'true');
  },
};

/** The asker accepts the answer: it is marked, and the choice can be undone. */
export const AcceptAnswer: Story = {
  play: async ({ canvas, userEvent }) => {
    const posts = await findPosts(canvas);
    const answer = itemsOf(posts)[1]!;
    await userEvent.click(within(answer).getByRole('button', { name: i18next.t('forum.accept') }));
    await expect(await within(answer).findByText(i18next.t('forum.acceptedAnswer'))).toBeVisible();
    await expect(
      within(answer).getByRole('button', { name: i18next.t('forum.unaccept') }),
    ).toBeVisible();
    await expect(canvas.getByText(i18next.t('forum.answered'))).toBeVisible();
  },
};

/** A reply is sent and shows at the end of the thread; the form empties. */
export const Reply: Story = {
  play: async ({ canvas, userEvent }) => {
    await findPosts(canvas);
    const editor = await canvas.findByRole(
      'textbox',
      { name: i18next.t('forum.replyLabel') },
      { timeout: 10000 },
    );
    await userEvent.click(editor);
    await userEvent.keyboard('Terima kasih, sudah berhasil.');
    await userEvent.click(canvas.getByRole('button', { name: i18next.t('forum.sendReply') }));
    await waitFor(async () => {
      const items = itemsOf(await findPosts(canvas));
      await expect(items).toHaveLength(3);
      await expect(within(items[2]!).getByText('Terima kasih, sudah berhasil.')).toBeVisible();
    });
    await expect(api?.calls.replies).toHaveLength(1);
  },
};

/** A reply written elsewhere is announced, not slid in; "show" brings it. */
export const NewPostArrives: Story = {
  play: async ({ canvas, userEvent }) => {
    await findPosts(canvas);
    await waitFor(() => expect(api?.readers.size).toBe(1));
    api?.arrive(RINA, '<p>Saya juga baru tahu, terima kasih!</p>');
    await expect(
      await canvas.findByText(i18next.t('forum.newPosts', { count: 1 }), {}, { timeout: 5000 }),
    ).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: i18next.t('forum.showNewPosts') }));
    await waitFor(async () => {
      const items = itemsOf(await findPosts(canvas));
      await expect(items).toHaveLength(3);
      await expect(within(items[2]!).getByText('Saya juga baru tahu, terima kasih!')).toBeVisible();
    });
    await expect(canvas.queryByText(i18next.t('forum.newPosts', { count: 1 }))).toBeNull();
  },
};

/** A visitor reads, and is asked to sign in to reply; nothing is marked read. */
export const Visitor: Story = {
  beforeEach: async ({ msw }) => {
    api = forumApi(null);
    msw.use(...api.handlers);
  },
  loaders: [async ({ globals }) => prepareStory(localeOf(globals), null)],
  play: async ({ canvas }) => {
    await findPosts(canvas);
    await expect(
      canvas.getByRole('heading', { name: i18next.t('forum.signInToReply') }),
    ).toBeVisible();
    await expect(canvas.queryByRole('button', { name: i18next.t('forum.accept') })).toBeNull();
    await expect(api?.calls.read).toEqual([]);
  },
};

/** Another member (not the asker) may reply but not accept. */
export const NotTheAsker: Story = {
  beforeEach: async ({ msw }) => {
    api = forumApi(RINA);
    msw.use(...api.handlers);
  },
  play: async ({ canvas }) => {
    await findPosts(canvas);
    await expect(canvas.queryByRole('button', { name: i18next.t('forum.accept') })).toBeNull();
  },
};

/** Another member reports the answer: why, a note, sent; the moderators take it from there. */
export const ReportPost: Story = {
  beforeEach: async ({ msw }) => {
    api = forumApi(RINA);
    msw.use(...api.handlers);
  },
  play: async ({ canvas, userEvent }) => {
    const posts = await findPosts(canvas);
    const answer = itemsOf(posts)[1]!;
    await userEvent.click(
      within(answer).getByRole('button', { name: i18next.t('forum.report.open') }),
    );
    // The dialog opens over the page, outside the story's root.
    const dialog = await within(document.body).findByRole('dialog', {
      name: i18next.t('forum.report.title'),
    });
    await userEvent.click(
      within(dialog).getByRole('radio', { name: i18next.t('forum.report.reasons.off_topic') }),
    );
    await userEvent.type(
      within(dialog).getByRole('textbox', { name: i18next.t('forum.report.note') }),
      'Tidak menjawab pertanyaan',
    );
    await userEvent.click(
      within(dialog).getByRole('button', { name: i18next.t('forum.report.send') }),
    );
    await expect(
      await within(document.body).findByText(i18next.t('forum.report.sent')),
    ).toBeVisible();
    await expect(api?.calls.reports).toEqual([
      { reason: 'off_topic', note: 'Tidak menjawab pertanyaan' },
    ]);
  },
};

/** Staff pin the thread and hide a post; the post says it is hidden. */
export const Moderator: Story = {
  beforeEach: async ({ msw }) => {
    api = forumApi(RINA, { moderator: true });
    msw.use(...api.handlers);
  },
  play: async ({ canvas, userEvent }) => {
    const posts = await findPosts(canvas);
    const pin = canvas.getByRole('button', { name: i18next.t('forum.pin') });
    await expect(pin).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(pin);
    await waitFor(() => expect(pin).toHaveAttribute('aria-pressed', 'true'));
    const first = itemsOf(posts)[0]!;
    await userEvent.click(within(first).getByRole('button', { name: i18next.t('forum.hide') }));
    await expect(await within(first).findByText(i18next.t('forum.hidden'))).toBeVisible();
    await expect(
      within(first).getByRole('button', { name: i18next.t('forum.restore') }),
    ).toBeVisible();
  },
};

export const Error: Story = errorStory({
  api: mockRoute('/forum/threads/{id}'),
  errorKey: 'forum.threadError',
});

/** At 360 px the posts and the reply form fit the screen. */
export const Phone: Story = {
  ...phoneStory(),
  play: async ({ canvas }) => {
    const posts = await findPosts(canvas);
    await expect(posts.getBoundingClientRect().width).toBeLessThanOrEqual(PHONE_WIDTH);
  },
};
