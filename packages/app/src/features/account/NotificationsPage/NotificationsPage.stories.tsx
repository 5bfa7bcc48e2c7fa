import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, waitFor, within } from 'storybook/test';
import { uiMessages } from '@ajar/ui';
import type { NotificationGroup } from '@ajar/api/contract';
import { i18next } from '../../../i18n';
import {
  prepareStory,
  shellHandlers,
  STORY_UNREAD,
  storyToken,
  StoryApp,
} from '../../../stories/storyApp';
import { PHONE_WIDTH, phoneStory } from '../../../stories/phoneStory';
import {
  roadmapDetail,
  roadmapMyCourses,
} from '../../../shared/fixtures/RoadmapDetailPage.fixtures';
import { localeOf, pick } from '../../../stories/storySupport';
import {
  errorStory,
  loadingLabelStory,
  retryAfterErrorStory,
} from '../../../stories/loadStateStories';
import { longHistory, memberNotifications, notificationApi } from './NotificationsPage.fixtures';
import { apiPath, mockRoute } from '../../../api';

const LIST = mockRoute('/notifications');
/** The fake API of the story running now, to check what the page sent it. */
let api: ReturnType<typeof notificationApi> | undefined;
const signedIn = [
  async ({ globals }: { globals: Record<string, unknown> }) =>
    prepareStory(localeOf(globals), storyToken({ expiresInSeconds: 3600 })),
];

/** /notifications: a learner's notifications, against MSW in place of the API. */
const meta = {
  title: 'Pages/Notifications',
  component: StoryApp,
  parameters: { layout: 'fullscreen' },
  args: { path: '/notifications' },
  beforeEach: async ({ msw }) => {
    api = notificationApi(memberNotifications());
    msw.use(
      ...shellHandlers,
      ...api.handlers,
      http.get(apiPath('/roadmaps/{id}', { path: { id: 2 } }), () =>
        HttpResponse.json(roadmapDetail),
      ),
      // The roadmap page also shows a signed-in learner's progress on its courses.
      http.get(mockRoute('/my/courses'), () => HttpResponse.json(roadmapMyCourses)),
    );
  },
  loaders: signedIn,
} satisfies Meta<typeof StoryApp>;

export default meta;
type Story = StoryObj<typeof meta>;
type Canvas = Parameters<NonNullable<Story['play']>>[0]['canvas'];

const first = memberNotifications()[0]!;
const unread = (count: number) => i18next.t('notificationsPage.unread', { count });
const findList = (canvas: Canvas) =>
  canvas.findByRole('list', { name: i18next.t('notificationsPage.listLabel') }, { timeout: 5000 });
/** The ui kit's own label of the per-item button, in the story's language. */
const markReadLabel = () =>
  uiMessages[i18next.resolvedLanguage === 'en' ? 'en' : 'id'].notificationMarkRead;

/** A visitor is asked to sign in, and comes back here afterwards. */
export const SignedOut: Story = {
  loaders: [async ({ globals }) => prepareStory(localeOf(globals), null)],
  play: async ({ canvas, userEvent }) => {
    await expect(
      await canvas.findByRole(
        'heading',
        { level: 2, name: i18next.t('notificationsPage.signedOut.title') },
        { timeout: 5000 },
      ),
    ).toBeVisible();
    const signIn = canvas.getByRole('link', {
      name: i18next.t('notificationsPage.signedOut.action'),
    });
    await expect(signIn).toHaveAttribute('href', '/sign-in?next=%2Fnotifications');
    await userEvent.click(signIn);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: i18next.t('pages.signIn.title') }),
    ).toBeVisible();
  },
};

export const Loaded: Story = {
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole(
        'heading',
        { level: 1, name: i18next.t('pages.notifications.title') },
        { timeout: 5000 },
      ),
    ).toBeVisible();
    const list = await findList(canvas);
    const items = within(list).getAllByRole('listitem');
    await expect(items).toHaveLength(5);
    await expect(within(items[0]!).getByRole('link', { name: pick(first.title) })).toHaveAttribute(
      'href',
      first.link,
    );
    await expect(canvas.getByRole('status')).toHaveTextContent(unread(3));
    await expect(
      canvas.getByRole('button', { name: i18next.t('notificationsPage.markAll') }),
    ).toBeEnabled();
    await expect(canvas.getAllByRole('button', { name: markReadLabel() })).toHaveLength(3);
    await expect(
      canvas.queryByRole('navigation', { name: i18next.t('notificationsPage.pagination') }),
    ).toBeNull();
  },
};

/**
 * Marking one read lowers the unread count at once and tells the API. No screenshot: in two
 * fresh-clone runs the picture showed the list as before the click, after the play had seen
 * the new state (cause not found yet); the play asserts the final state.
 */
export const MarkOneRead: Story = {
  tags: ['no-visual'],
  play: async ({ canvas, userEvent }) => {
    const list = await findList(canvas);
    await expect(canvas.getByRole('status')).toHaveTextContent(unread(3));
    const third = within(list).getAllByRole('listitem')[2]!;
    await userEvent.click(within(third).getByRole('button', { name: markReadLabel() }));
    await expect(canvas.getByRole('status')).toHaveTextContent(unread(2));
    await expect(within(third).queryByRole('button', { name: markReadLabel() })).toBeNull();
    await expect(canvas.getAllByRole('button', { name: markReadLabel() })).toHaveLength(2);
    const thirdItem = memberNotifications()[2]!;
    await waitFor(() => expect(api?.calls.read).toEqual([thirdItem.id]));
  },
};

/** Opening an unread notification marks it read and follows its link in the app. */
export const OpenUnread: Story = {
  play: async ({ canvas, userEvent }) => {
    const list = await findList(canvas);
    await userEvent.click(within(list).getByRole('link', { name: pick(first.title) }));
    await expect(
      await canvas.findByRole(
        'heading',
        { level: 1, name: pick(roadmapDetail.title) },
        { timeout: 5000 },
      ),
    ).toBeVisible();
    await waitFor(() => expect(api?.calls.read).toEqual([first.id]));
  },
};

/** "Mark all" clears the count and turns itself off. */
export const MarkAllRead: Story = {
  play: async ({ canvas, userEvent }) => {
    await findList(canvas);
    const markAll = canvas.getByRole('button', { name: i18next.t('notificationsPage.markAll') });
    await userEvent.click(markAll);
    await waitFor(() =>
      expect(canvas.getByRole('status')).toHaveTextContent(i18next.t('notificationsPage.allRead')),
    );
    await expect(markAll).toBeDisabled();
    await expect(canvas.queryByRole('button', { name: markReadLabel() })).toBeNull();
  },
};

/** Twenty-five notifications: two pages, the page kept in the address. */
export const SecondPage: Story = {
  args: { path: '/notifications?page=2' },
  beforeEach: async ({ msw }) => {
    msw.use(...notificationApi(longHistory(20)).handlers);
  },
  play: async ({ canvas, userEvent }) => {
    const list = await findList(canvas);
    await expect(within(list).getAllByRole('listitem')).toHaveLength(5);
    const pages = canvas.getByRole('navigation', {
      name: i18next.t('notificationsPage.pagination'),
    });
    const current = within(pages).getByRole('button', { current: 'page' });
    await expect(current).toHaveTextContent('2');
    await userEvent.click(within(pages).getByRole('button', { name: /1/ }));
    await waitFor(() =>
      expect(
        within(
          canvas.getByRole('list', { name: i18next.t('notificationsPage.listLabel') }),
        ).getAllByRole('listitem'),
      ).toHaveLength(20),
    );
    await expect(within(pages).getByRole('button', { current: 'page' })).toHaveTextContent('1');
  },
};

export const Loading: Story = {
  tags: ['no-visual'],
  ...loadingLabelStory({
    api: LIST,
    loadingKey: 'notificationsPage.loading',
    titleKey: 'pages.notifications.title',
  }),
};

export const Empty: Story = {
  beforeEach: async ({ msw }) => {
    msw.use(...notificationApi([]).handlers);
  },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole(
        'heading',
        { level: 2, name: i18next.t('notificationsPage.empty') },
        { timeout: 5000 },
      ),
    ).toBeVisible();
    await expect(
      canvas.queryByRole('button', { name: i18next.t('notificationsPage.markAll') }),
    ).toBeNull();
  },
};

export const Error: Story = errorStory({
  api: LIST,
  errorKey: 'notificationsPage.error',
  match: 'text',
});

export const RetryAfterError: Story = retryAfterErrorStory({
  // No answer of its own: after the failure, the story's notification API answers.
  api: LIST,
  expectLoaded: async (canvas) => {
    await expect(await findList(canvas)).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent(unread(3));
  },
});

const bellName = (count: number) => i18next.t('notificationCenter.bellUnread', { count });
const pushSwitch = (canvas: Canvas, group: NotificationGroup) =>
  canvas.findByRole(
    'switch',
    { name: i18next.t(`notificationCenter.preferences.${group}`) },
    { timeout: 5000 },
  );

/** The header's bell names the unread count in words and leads here. */
export const HeaderBell: Story = {
  play: async ({ canvas }) => {
    const bell = await canvas.findByRole(
      'link',
      { name: bellName(STORY_UNREAD) },
      { timeout: 5000 },
    );
    await expect(bell).toHaveAttribute('href', '/notifications');
    await expect(bell).toHaveTextContent(String(STORY_UNREAD));
  },
};

/** Turning push off for a group saves it at once, and the switch shows it. */
export const PushPreferences: Story = {
  play: async ({ canvas, userEvent }) => {
    const learning = await pushSwitch(canvas, 'learning');
    await expect(learning).toBeChecked();
    await expect(await pushSwitch(canvas, 'events')).toBeChecked();
    await expect(await pushSwitch(canvas, 'community')).toBeChecked();
    await userEvent.click(learning);
    await expect(learning).not.toBeChecked();
    await expect(await pushSwitch(canvas, 'events')).toBeChecked();
    await expect(await pushSwitch(canvas, 'community')).toBeChecked();
  },
};

/** A save the API refuses puts the switch back and says so. */
export const PushPreferencesNotSaved: Story = {
  beforeEach: async ({ msw }) => {
    msw.use(
      http.put(mockRoute('/me/notification-preferences'), () =>
        HttpResponse.json({ error: { code: 'unexpected', message: 'x' } }, { status: 500 }),
      ),
    );
  },
  play: async ({ canvas, userEvent }) => {
    const learning = await pushSwitch(canvas, 'learning');
    await userEvent.click(learning);
    await waitFor(() => expect(learning).toBeChecked());
    await expect(
      await within(document.body).findByText(
        i18next.t('notificationCenter.preferences.saveFailed'),
        {},
        { timeout: 5000 },
      ),
    ).toBeVisible();
  },
};

/** At 360 px the bell and the settings fit the screen. */
export const Phone: Story = {
  ...phoneStory(),
  play: async ({ canvas }) => {
    const bell = await canvas.findByRole(
      'link',
      { name: bellName(STORY_UNREAD) },
      { timeout: 5000 },
    );
    await expect(bell.getBoundingClientRect().right).toBeLessThanOrEqual(PHONE_WIDTH);
    const learning = await pushSwitch(canvas, 'learning');
    await expect(learning.getBoundingClientRect().right).toBeLessThanOrEqual(PHONE_WIDTH);
  },
};
