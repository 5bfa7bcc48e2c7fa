import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { i18next } from '../../../i18n';
import { prepareStory, shellHandlers, storyToken, StoryApp } from '../../../stories/storyApp';
import { eventHandler, upcomingEvents } from '../../../shared/fixtures/EventsPage.fixtures';
import { localeOf, pick } from '../../../stories/storySupport';
import { errorCauseStory, errorStory, loadingLabelStory } from '../../../stories/loadStateStories';
import {
  calendarFeedHandler,
  eventsAroundNow,
  FEED_URL,
  scheduleApi,
} from './SchedulePage.fixtures';
import { mockRoute } from '../../../api';

/** /schedule: a month of events by day, against MSW in place of the API. */
const meta = {
  title: 'Pages/Schedule',
  component: StoryApp,
  parameters: { layout: 'fullscreen' },
  // A fixed month, so the screenshot is the same whatever day the stories run.
  args: { path: '/schedule?month=2031-03' },
  beforeEach: async ({ msw }) => {
    msw.use(...shellHandlers, scheduleApi().handler, eventHandler);
  },
  loaders: [async ({ globals }) => prepareStory(localeOf(globals), null)],
} satisfies Meta<typeof StoryApp>;

export default meta;
type Story = StoryObj<typeof meta>;
type Canvas = Parameters<NonNullable<Story['play']>>[0]['canvas'];

const monthName = (month: string) =>
  new Intl.DateTimeFormat(i18next.resolvedLanguage === 'en' ? 'en' : 'id', {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${month}-01T00:00:00Z`));
const findMonth = async (canvas: Canvas, month: string) =>
  canvas.findByRole('heading', { level: 2, name: monthName(month) }, { timeout: 5000 });
/** The fake API of the story running now, to check what the page asked it. */
let api: ReturnType<typeof scheduleApi> | undefined;

export const Loaded: Story = {
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole(
        'heading',
        { level: 1, name: i18next.t('pages.schedule.title') },
        { timeout: 5000 },
      ),
    ).toBeVisible();
    await expect(await findMonth(canvas, '2031-03')).toBeVisible();
    const days = await canvas.findAllByRole('heading', { level: 3 });
    await expect(days).toHaveLength(3);
    const firstDay = days[0]!.closest('li')!;
    await expect(within(firstDay).getAllByRole('link')).toHaveLength(2);
    await expect(
      within(firstDay).getByRole('link', { name: pick(upcomingEvents[0]!.title) }),
    ).toHaveAttribute('href', `/events/${upcomingEvents[0]!.id}`);
    await expect(within(firstDay).getAllByText(/\bWIB\b/)).toHaveLength(2);
    await expect(canvas.queryByText(i18next.t('schedule.today'))).toBeNull();
    const ics = canvas.getByRole('link', { name: i18next.t('schedule.subscribe') });
    await expect(ics).toHaveAttribute('href', mockRoute('/schedule.ics'));
    await expect(ics).toHaveAttribute('download');
    await expect(ics).toHaveAccessibleDescription(i18next.t('schedule.subscribeHint'));
  },
};

/**
 * Signed in: the subscribe link is the person's own feed address (calendar apps cannot sign
 * in), never the host's public feed.
 */
export const SignedInFeed: Story = {
  tags: ['no-visual'],
  loaders: [
    async ({ globals }) => prepareStory(localeOf(globals), storyToken({ expiresInSeconds: 3600 })),
  ],
  beforeEach: async ({ msw }) => {
    msw.use(calendarFeedHandler);
  },
  play: async ({ canvas }) => {
    await findMonth(canvas, '2031-03');
    const ics = await canvas.findByRole('link', { name: i18next.t('schedule.subscribe') });
    await expect(ics).toHaveAttribute('href', FEED_URL);
    await expect(ics).toHaveAccessibleDescription(i18next.t('schedule.subscribePersonalHint'));
  },
};

/** The next month has nothing: the empty state, the month kept in the address. */
export const NextMonthEmpty: Story = {
  beforeEach: async ({ msw }) => {
    api = scheduleApi();
    msw.use(api.handler);
  },
  play: async ({ canvas, userEvent }) => {
    await findMonth(canvas, '2031-03');
    await userEvent.click(canvas.getByRole('button', { name: i18next.t('schedule.next') }));
    await expect(await findMonth(canvas, '2031-04')).toBeVisible();
    await expect(
      await canvas.findByRole('heading', { level: 3, name: i18next.t('schedule.empty') }),
    ).toBeVisible();
    await waitFor(() =>
      expect(api?.requests.at(-1)?.get('from')).toBe('2031-04-01T00:00:00+07:00'),
    );
    await expect(api?.requests.at(-1)?.get('to')).toBe('2031-05-01T00:00:00+07:00');
    await userEvent.click(canvas.getByRole('button', { name: i18next.t('schedule.previous') }));
    await expect(await findMonth(canvas, '2031-03')).toBeVisible();
  },
};

/** Following an event opens its page inside the app. */
export const OpenEvent: Story = {
  play: async ({ canvas, userEvent }) => {
    await findMonth(canvas, '2031-03');
    const event = upcomingEvents[2]!;
    await userEvent.click(await canvas.findByRole('link', { name: pick(event.title) }));
    await expect(
      await canvas.findByRole('heading', { level: 1, name: pick(event.title) }, { timeout: 5000 }),
    ).toBeVisible();
  },
};

/** Without ?month= the current month in Jakarta, with today marked. */
export const ThisMonth: Story = {
  // Today moves every day, so there is no fixed picture to compare.
  tags: ['no-visual'],
  args: { path: '/schedule' },
  beforeEach: async ({ msw }) => {
    msw.use(scheduleApi(eventsAroundNow()).handler);
  },
  play: async ({ canvas }) => {
    const badge = await canvas.findByText(i18next.t('schedule.today'), {}, { timeout: 5000 });
    const today = badge.closest('li')!;
    await expect(today).toHaveAttribute('aria-current', 'date');
    await expect(within(today).getAllByRole('link')).toHaveLength(2);
  },
};

export const Loading: Story = {
  tags: ['no-visual'],
  ...loadingLabelStory({
    api: mockRoute('/schedule'),
    loadingKey: 'schedule.loading',
    expectMore: async (canvas) =>
      expect(canvas.getByRole('button', { name: i18next.t('schedule.next') })).toBeEnabled(),
  }),
};

export const Empty: Story = {
  beforeEach: async ({ msw }) => {
    msw.use(scheduleApi([]).handler);
  },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole(
        'heading',
        { level: 3, name: i18next.t('schedule.empty') },
        { timeout: 5000 },
      ),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: i18next.t('schedule.subscribe') })).toBeVisible();
  },
};

export const Error: Story = errorStory({
  api: mockRoute('/schedule'),
  errorKey: 'schedule.error',
  match: 'text',
});

/** A schedule the reader may not open: says so, not "check your connection", and no retry. */
export const ErrorForbidden: Story = errorCauseStory({
  api: mockRoute('/schedule'),
  status: 403,
  errorKey: 'schedule.error',
});
