import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { uiMessages } from '@ajar/ui';
import { i18next } from '../../../i18n';
import { prepareStory, shellHandlers, storyToken, StoryApp } from '../../../stories/storyApp';
import {
  eventHandler,
  eventsApi,
  pastEvents,
  upcomingEvents,
} from '../../../shared/fixtures/EventsPage.fixtures';
import { localeOf, pick } from '../../../stories/storySupport';
import { errorStory, loadingLabelStory } from '../../../stories/loadStateStories';
import { registrationApi } from './EventDetailPage.fixtures';
import { mockRoute } from '../../../api';

const [webinar, drill] = upcomingEvents as [(typeof upcomingEvents)[0], (typeof upcomingEvents)[0]];
const briefing = pastEvents[0]!;

const signedIn = [
  async ({ globals }: { globals: Record<string, unknown> }) =>
    prepareStory(localeOf(globals), storyToken({ expiresInSeconds: 3600 })),
];

/** /events/:id: one event and registering for it, against MSW in place of the API. */
const meta = {
  title: 'Pages/EventDetail',
  component: StoryApp,
  parameters: { layout: 'fullscreen' },
  args: { path: `/events/${webinar.id}` },
  beforeEach: async ({ msw }) => {
    msw.use(...shellHandlers, eventHandler, eventsApi().handler);
  },
  loaders: [async ({ globals }) => prepareStory(localeOf(globals), null)],
} satisfies Meta<typeof StoryApp>;

export default meta;
type Story = StoryObj<typeof meta>;
type Canvas = Parameters<NonNullable<Story['play']>>[0]['canvas'];

const ui = () => uiMessages[i18next.resolvedLanguage === 'en' ? 'en' : 'id'];
const findTitle = async (canvas: Canvas, name: string) =>
  expect(await canvas.findByRole('heading', { level: 1, name }, { timeout: 5000 })).toBeVisible();
const details = (canvas: Canvas) =>
  canvas.getByRole('region', { name: i18next.t('events.detail.details') });
/** The fake registration API of the story running now, to check what the page sent it. */
let api: ReturnType<typeof registrationApi> | undefined;
const withRegistration = (initial: { registered: boolean; attendees: number }) => {
  api = registrationApi(initial);
  return api.handlers;
};

/** A visitor sees the event and is sent to sign in, then back here. */
export const SignedOut: Story = {
  play: async ({ canvas, userEvent }) => {
    await findTitle(canvas, pick(webinar.title));
    const crumbs = canvas.getByRole('navigation', { name: i18next.t('nav.breadcrumb') });
    await expect(
      within(crumbs).getByRole('link', { name: i18next.t('pages.events.title') }),
    ).toHaveAttribute('href', '/events');
    const panel = details(canvas);
    await expect(within(panel).getByText(/\bWIB\b/)).toBeVisible();
    await expect(within(panel).getByText(ui().eventOnline)).toBeVisible();
    await expect(
      within(panel).getByText(i18next.t('events.detail.linkAfterRegistering')),
    ).toBeVisible();
    await expect(within(panel).queryByRole('link', { name: /meet\.example\.com/ })).toBeNull();
    await expect(
      canvas.getByRole('region', { name: i18next.t('events.detail.about') }),
    ).toHaveTextContent(pick(webinar.description).split('\n')[0]!);
    const signIn = within(panel).getByRole('link', { name: i18next.t('events.detail.signIn') });
    await expect(signIn).toHaveAttribute('href', `/sign-in?next=%2Fevents%2F${webinar.id}`);
    await userEvent.click(signIn);
    await findTitle(canvas, i18next.t('pages.signIn.title'));
  },
};

/** Signed in and not yet registered: Register, then the registered state and the link. */
export const Register: Story = {
  // The success toast closes itself after 4.5 s, so a screenshot would race its timer.
  tags: ['no-visual'],
  loaders: signedIn,
  beforeEach: async ({ msw }) => {
    msw.use(...withRegistration({ registered: false, attendees: 11 }));
  },
  play: async ({ canvas, userEvent }) => {
    await findTitle(canvas, pick(webinar.title));
    const panel = details(canvas);
    await expect(
      await within(panel).findByText(i18next.t('events.detail.attendees', { count: 11 })),
    ).toBeVisible();
    await userEvent.click(
      within(panel).getByRole('button', { name: i18next.t('events.detail.register') }),
    );
    await expect(
      await within(panel).findByText(i18next.t('events.detail.registeredNote')),
    ).toBeVisible();
    await expect(
      within(panel).getByText(i18next.t('events.detail.attendees', { count: 12 })),
    ).toBeVisible();
    await expect(
      within(panel).getByRole('link', { name: new RegExp(webinar.url!.replace(/\./g, '\\.')) }),
    ).toHaveAttribute('href', webinar.url);
    await expect(
      within(panel).getByRole('button', { name: i18next.t('events.detail.cancel') }),
    ).toBeEnabled();
    await expect(
      await within(document.body).findByText(i18next.t('events.detail.registeredToast')),
    ).toBeVisible();
    await expect(api?.calls).toEqual(['POST']);
  },
};

/** Already registered: the meeting link shows, and cancelling takes the place back. */
export const Registered: Story = {
  loaders: signedIn,
  beforeEach: async ({ msw }) => {
    msw.use(...withRegistration({ registered: true, attendees: 24 }));
  },
  play: async ({ canvas }) => {
    await findTitle(canvas, pick(webinar.title));
    const panel = details(canvas);
    await expect(
      await within(panel).findByText(i18next.t('events.detail.registeredNote')),
    ).toBeVisible();
    await expect(within(panel).getByText(i18next.t('events.detail.meetingLink'))).toBeVisible();
    await expect(within(panel).getByRole('link', { name: /meet\.example\.com/ })).toHaveAttribute(
      'target',
      '_blank',
    );
  },
};

export const CancelRegistration: Story = {
  tags: ['no-visual'],
  loaders: signedIn,
  beforeEach: async ({ msw }) => {
    msw.use(...withRegistration({ registered: true, attendees: 24 }));
  },
  play: async ({ canvas, userEvent }) => {
    await findTitle(canvas, pick(webinar.title));
    const panel = details(canvas);
    await userEvent.click(
      await within(panel).findByRole('button', { name: i18next.t('events.detail.cancel') }),
    );
    await expect(
      await within(panel).findByRole('button', { name: i18next.t('events.detail.register') }),
    ).toBeEnabled();
    await expect(
      within(panel).getByText(i18next.t('events.detail.attendees', { count: 23 })),
    ).toBeVisible();
    await expect(within(panel).queryByRole('link', { name: /meet\.example\.com/ })).toBeNull();
    await expect(
      await within(document.body).findByText(i18next.t('events.detail.cancelledToast')),
    ).toBeVisible();
    await waitFor(() => expect(api?.calls).toEqual(['DELETE']));
  },
};

/** An event on site shows its place to everyone. */
export const Offline: Story = {
  args: { path: `/events/${drill.id}` },
  loaders: signedIn,
  beforeEach: async ({ msw }) => {
    msw.use(...withRegistration({ registered: false, attendees: 3 }));
  },
  play: async ({ canvas }) => {
    await findTitle(canvas, pick(drill.title));
    const panel = details(canvas);
    await expect(within(panel).getByText(ui().eventOffline)).toBeVisible();
    await expect(within(panel).getByText(drill.location!)).toBeVisible();
    await expect(
      await within(panel).findByRole('button', { name: i18next.t('events.detail.register') }),
    ).toBeEnabled();
  },
};

/** An ended event: no action, only the note. */
export const Past: Story = {
  args: { path: `/events/${briefing.id}` },
  loaders: signedIn,
  beforeEach: async ({ msw }) => {
    msw.use(...withRegistration({ registered: false, attendees: 40 }));
  },
  play: async ({ canvas }) => {
    await findTitle(canvas, pick(briefing.title));
    const panel = details(canvas);
    await expect(within(panel).getByText(i18next.t('events.detail.ended'))).toBeVisible();
    await expect(within(panel).getByText(ui().eventPast)).toBeVisible();
    await expect(within(panel).queryByRole('button')).toBeNull();
  },
};

export const NotFound: Story = {
  args: { path: '/events/999' },
  play: async ({ canvas, userEvent }) => {
    await expect(
      await canvas.findByRole(
        'heading',
        { level: 2, name: i18next.t('events.detail.notFound') },
        { timeout: 5000 },
      ),
    ).toBeVisible();
    await userEvent.click(canvas.getByRole('link', { name: i18next.t('events.detail.back') }));
    await findTitle(canvas, i18next.t('pages.events.title'));
  },
};

export const Loading: Story = {
  tags: ['no-visual'],
  ...loadingLabelStory({
    api: mockRoute('/events/{id}'),
    loadingKey: 'events.detail.loading',
    titleKey: 'pages.eventDetail.title',
  }),
};

export const Error: Story = errorStory({
  api: mockRoute('/events/{id}'),
  errorKey: 'events.detail.error',
  match: 'text',
});
