import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { i18next } from '../../../i18n';
import { mockRoute } from '../../../api';
import { errorStory } from '../../../stories/loadStateStories';
import { PHONE_WIDTH, phoneStory } from '../../../stories/phoneStory';
import { prepareStory, shellHandlers, storyToken, StoryApp } from '../../../stories/storyApp';
import { localeOf, pick } from '../../../stories/storySupport';
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
type UserEvent = Parameters<NonNullable<Story['play']>>[0]['userEvent'];

/** A list's own items (a post or thread may hold lists of its own). */
const itemsOf = (list: HTMLElement) =>
  Array.from(list.querySelectorAll<HTMLElement>(':scope > li'));

const findPosts = (canvas: Canvas) =>
  canvas.findByRole('list', { name: i18next.t('forum.postsLabel') }, { timeout: 5000 });

/** Starts typing in the reply box once the editor has loaded. */
async function typeReply(canvas: Canvas, userEvent: UserEvent, text: string) {
  await findPosts(canvas);
  const editor = await canvas.findByRole(
    'textbox',
    { name: i18next.t('forum.replyLabel') },
    { timeout: 10000 },
  );
  await userEvent.click(editor);
  await userEvent.keyboard(text);
}

/** Sends the reply typed, and answers the post it became once it shows last. */
async function sendReply(canvas: Canvas, userEvent: UserEvent, text: string) {
  await typeReply(canvas, userEvent, text);
  await userEvent.click(canvas.getByRole('button', { name: i18next.t('forum.sendReply') }));
  const sent = await waitFor(async () => {
    const items = itemsOf(await findPosts(canvas));
    await expect(items).toHaveLength(3);
    await expect(within(items[2]!).getByText(text)).toBeVisible();
    return items[2]!;
  });
  // Shown, it is read: the page says so to the API before the story moves on (a late answer
  // would reach a page already gone).
  await waitFor(() => expect(api?.calls.read).toContain(3));
  return sent;
}

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
    await sendReply(canvas, userEvent, 'Terima kasih, sudah berhasil.');
    await expect(api?.calls.replies).toHaveLength(1);
  },
};

/** "@" in a reply offers the topic's readers; the chosen one is sent as a mention. */
export const ReplyWithMention: Story = {
  play: async ({ canvas, userEvent }) => {
    await typeReply(canvas, userEvent, 'Terima kasih @de');
    await userEvent.click(await canvas.findByRole('option', { name: '@Dewi Lestari' }));
    await userEvent.keyboard('atas jawabannya.');
    await userEvent.click(canvas.getByRole('button', { name: i18next.t('forum.sendReply') }));
    await waitFor(() => expect(api?.calls.replies).toHaveLength(1));
    await expect(api?.calls.replies[0]).toEqual({
      html: expect.stringContaining(
        '<span data-type="mention" data-id="3" data-label="Dewi Lestari">@Dewi Lestari</span>',
      ),
    });
  },
};

/**
 * The writer corrects a reply just sent: the editor opens in its place holding its text, the
 * saved text replaces it, and its history keeps what it said before.
 */
export const EditOwnReply: Story = {
  play: async ({ canvas, userEvent }) => {
    const mine = await sendReply(canvas, userEvent, 'Terima kasih, sudah berhsil.');
    // Only my own, fresh post offers the change.
    const posts = itemsOf(await findPosts(canvas));
    await expect(
      within(posts[0]!).queryByRole('button', { name: i18next.t('forum.edit.open') }),
    ).toBeNull();
    await userEvent.click(within(mine).getByRole('button', { name: i18next.t('forum.edit.open') }));
    const editor = await within(mine).findByRole(
      'textbox',
      { name: i18next.t('forum.edit.label') },
      { timeout: 10000 },
    );
    await expect(editor).toHaveTextContent('Terima kasih, sudah berhsil.');
    await userEvent.click(editor);
    await userEvent.keyboard('{Control>}a{/Control}Terima kasih, sudah berhasil.');
    await userEvent.click(within(mine).getByRole('button', { name: i18next.t('forum.edit.save') }));
    // Saved: the editor gives way to the post, which reads the new text.
    await waitFor(() => expect(within(mine).queryByRole('textbox')).toBeNull(), { timeout: 5000 });
    await expect(within(mine).getByText('Terima kasih, sudah berhasil.')).toBeVisible();
    await expect(api?.calls.edits).toEqual([expect.stringContaining('sudah berhasil')]);
    await userEvent.click(
      within(mine).getByRole('button', { name: i18next.t('forum.history.open') }),
    );
    const dialog = await within(document.body).findByRole('dialog', {
      name: i18next.t('forum.history.title'),
    });
    await expect(
      await within(dialog).findByText('Terima kasih, sudah berhsil.', {}, { timeout: 5000 }),
    ).toBeVisible();
    // Closed again, the page is pictured: the dialog tells the minute of the change, which
    // moves with the clock.
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(within(document.body).queryByRole('dialog')).toBeNull());
  },
};

/** Giving up an edit leaves the post as it was and sends nothing. */
export const EditCancelled: Story = {
  beforeEach: async ({ msw }) => {
    api = forumApi(undefined, { moderator: true });
    msw.use(...shellHandlers, ...api.handlers);
  },
  play: async ({ canvas, userEvent }) => {
    const answer = itemsOf(await findPosts(canvas))[1]!;
    // Staff may change any post, at any time.
    await userEvent.click(
      within(answer).getByRole('button', { name: i18next.t('forum.edit.open') }),
    );
    await within(answer).findByRole(
      'textbox',
      { name: i18next.t('forum.edit.label') },
      { timeout: 10000 },
    );
    await userEvent.click(
      within(answer).getByRole('button', { name: i18next.t('forum.edit.cancel') }),
    );
    await expect(within(answer).queryByRole('textbox')).toBeNull();
    await expect(within(answer).getByRole('link', { name: 'Panduan lengkap' })).toBeVisible();
    await expect(api?.calls.edits).toEqual([]);
  },
};

/** An edited post says so; its history shows the earlier text and who replaced it. */
export const EditHistory: Story = {
  play: async ({ canvas, userEvent }) => {
    const answer = itemsOf(await findPosts(canvas))[1]!;
    await userEvent.click(
      within(answer).getByRole('button', { name: i18next.t('forum.history.open') }),
    );
    const dialog = await within(document.body).findByRole('dialog', {
      name: i18next.t('forum.history.title'),
    });
    const original = await within(dialog).findByRole(
      'heading',
      { name: i18next.t('forum.history.original', { version: 1 }) },
      { timeout: 5000 },
    );
    await expect(original).toBeVisible();
    await expect(within(dialog).getByText(/Dewi Lestari/)).toBeVisible();
    await expect(within(dialog).queryByRole('link', { name: 'Panduan lengkap' })).toBeNull();
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

/** Staff move a thread asked in the wrong place; the breadcrumb follows it. */
export const MoveThread: Story = {
  beforeEach: async ({ msw }) => {
    api = forumApi(RINA, { moderator: true });
    msw.use(...api.handlers);
  },
  play: async ({ canvas, userEvent }) => {
    await findPosts(canvas);
    await userEvent.click(canvas.getByRole('button', { name: i18next.t('forum.move.open') }));
    const dialog = await within(document.body).findByRole('dialog', {
      name: i18next.t('forum.move.title'),
    });
    const confirm = within(dialog).getByRole('button', { name: i18next.t('forum.move.confirm') });
    // Nothing chosen yet: nothing to confirm.
    await expect(confirm).toBeDisabled();
    const select = within(dialog).getByRole('combobox', { name: i18next.t('forum.move.topic') });
    // Its own topic is not offered; the others read "Area › Topic".
    const here = `${pick({ id: 'Umum', en: 'General' })} › ${pick({ id: 'Tanya Jawab', en: 'Questions and Answers' })}`;
    await waitFor(() => expect(within(select).getAllByRole('option').length).toBeGreaterThan(2));
    await expect(within(select).queryByRole('option', { name: here })).toBeNull();
    await userEvent.selectOptions(select, '12');
    await userEvent.click(confirm);
    await waitFor(() => expect(api?.calls.moves).toEqual([12]));
    const crumbs = canvas.getByRole('navigation', { name: i18next.t('nav.breadcrumb') });
    await expect(
      await within(crumbs).findByRole('link', {
        name: pick({ id: 'Tanya Jawab Materi', en: 'Course Questions' }),
      }),
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
