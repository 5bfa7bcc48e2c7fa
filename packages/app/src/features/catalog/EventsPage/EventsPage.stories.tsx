import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { uiMessages } from '@ajar/ui';
import { i18next } from '../../../i18n';
import { prepareStory, shellHandlers, StoryApp } from '../../../stories/storyApp';
import {
  eventHandler,
  eventsApi,
  manyUpcoming,
  pastEvents,
  upcomingEvents,
} from '../../../shared/fixtures/EventsPage.fixtures';
import { localeOf, pick } from '../../../stories/storySupport';
import { errorStory, loadingLabelStory } from '../../../stories/loadStateStories';
import { mockRoute } from '../../../api';

/** /events: the company's events by tab, type and page, against MSW in place of the API. */
const meta = {
  title: 'Pages/Events',
  component: StoryApp,
  parameters: { layout: 'fullscreen' },
  args: { path: '/events' },
  beforeEach: async ({ msw }) => {
    msw.use(...shellHandlers, eventsApi().handler);
  },
  loaders: [async ({ globals }) => prepareStory(localeOf(globals), null)],
} satisfies Meta<typeof StoryApp>;

export default meta;
type Story = StoryObj<typeof meta>;
type Canvas = Parameters<NonNullable<Story['play']>>[0]['canvas'];

const findList = (canvas: Canvas, key = 'events.listUpcoming') =>
  canvas.findByRole('list', { name: i18next.t(key) }, { timeout: 5000 });
const ui = () => uiMessages[i18next.resolvedLanguage === 'en' ? 'en' : 'id'];
/** The fake API of the story running now, to check what the page asked it. */
let api: ReturnType<typeof eventsApi> | undefined;
const useApi = (...args: Parameters<typeof eventsApi>) => {
  api = eventsApi(...args);
  return api.handler;
};

export const Loaded: Story = {
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole(
        'heading',
        { level: 1, name: i18next.t('pages.events.title') },
        { timeout: 5000 },
      ),
    ).toBeVisible();
    const list = await findList(canvas);
    await expect(within(list).getAllByRole('listitem')).toHaveLength(upcomingEvents.length);
    const first = upcomingEvents[0]!;
    await expect(within(list).getByRole('link', { name: pick(first.title) })).toHaveAttribute(
      'href',
      `/events/${first.id}`,
    );
    await expect(within(list).getAllByText(ui().eventUpcoming)).toHaveLength(4);
    await expect(within(list).getAllByText(/\bWIB\b/)).toHaveLength(upcomingEvents.length);
    await expect(canvas.getByRole('tab', { name: i18next.t('events.upcoming') })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(canvas.getByRole('combobox', { name: i18next.t('events.modeLabel') })).toHaveValue(
      '',
    );
    // Twelve to a page: four fit on one, so there is no page bar.
    await expect(
      canvas.queryByRole('navigation', { name: i18next.t('events.pagination') }),
    ).toBeNull();
  },
};

/** Opening a card goes to the event's page inside the app. */
export const OpenEvent: Story = {
  beforeEach: async ({ msw }) => {
    msw.use(eventHandler);
  },
  play: async ({ canvas, userEvent }) => {
    const list = await findList(canvas);
    const first = upcomingEvents[0]!;
    await userEvent.click(within(list).getByRole('link', { name: pick(first.title) }));
    await expect(
      await canvas.findByRole('heading', { level: 1, name: pick(first.title) }, { timeout: 5000 }),
    ).toBeVisible();
  },
};

/** The Past tab: ended events, latest first, and the tab kept in the address. */
export const PastTab: Story = {
  beforeEach: async ({ msw }) => {
    msw.use(useApi());
  },
  play: async ({ canvas, userEvent }) => {
    await findList(canvas);
    await userEvent.click(canvas.getByRole('tab', { name: i18next.t('events.past') }));
    const list = await findList(canvas, 'events.listPast');
    await expect(within(list).getAllByRole('listitem')).toHaveLength(pastEvents.length);
    await expect(within(list).getAllByText(ui().eventPast)).toHaveLength(pastEvents.length);
    await expect(canvas.getByRole('tab', { name: i18next.t('events.past') })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await waitFor(() => expect(api?.requests.at(-1)?.get('when')).toBe('past'));
  },
};

/** Choosing "Tatap muka" asks the API for on-site events only. */
export const FilterOffline: Story = {
  beforeEach: async ({ msw }) => {
    msw.use(useApi());
  },
  play: async ({ canvas, userEvent }) => {
    await findList(canvas);
    await userEvent.selectOptions(
      canvas.getByRole('combobox', { name: i18next.t('events.modeLabel') }),
      i18next.t('events.offline'),
    );
    await waitFor(() => expect(api?.requests.at(-1)?.get('mode')).toBe('offline'));
    const list = await findList(canvas);
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(2));
    await expect(within(list).getAllByText(ui().eventOffline)).toHaveLength(2);
  },
};

/** Fifteen events: the second page holds three, and the page is in the address. */
export const SecondPage: Story = {
  args: { path: '/events?page=2' },
  beforeEach: async ({ msw }) => {
    msw.use(useApi(manyUpcoming(15)));
  },
  play: async ({ canvas, userEvent }) => {
    const list = await findList(canvas);
    await expect(within(list).getAllByRole('listitem')).toHaveLength(3);
    const pages = canvas.getByRole('navigation', { name: i18next.t('events.pagination') });
    await expect(within(pages).getByRole('button', { current: 'page' })).toHaveTextContent('2');
    await expect(api?.requests.at(-1)?.get('pageSize')).toBe('12');
    await userEvent.click(within(pages).getByRole('button', { name: /1/ }));
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(12));
  },
};

export const Loading: Story = {
  tags: ['no-visual'],
  ...loadingLabelStory({ api: mockRoute('/events'), loadingKey: 'events.loading' }),
};

export const Empty: Story = {
  beforeEach: async ({ msw }) => {
    msw.use(eventsApi([], []).handler);
  },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole(
        'heading',
        { level: 2, name: i18next.t('events.emptyUpcoming') },
        { timeout: 5000 },
      ),
    ).toBeVisible();
    await expect(canvas.getByText(i18next.t('events.emptyHint'))).toBeVisible();
  },
};

/** Nothing online in the past tab: a way back to every type. */
export const EmptyFiltered: Story = {
  args: { path: '/events?when=past&mode=online' },
  beforeEach: async ({ msw }) => {
    msw.use(eventsApi(upcomingEvents, [pastEvents[1]!]).handler);
  },
  play: async ({ canvas, userEvent }) => {
    await expect(
      await canvas.findByRole(
        'heading',
        { level: 2, name: i18next.t('events.emptyPast') },
        { timeout: 5000 },
      ),
    ).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: i18next.t('events.showAllModes') }));
    const list = await findList(canvas, 'events.listPast');
    await expect(within(list).getAllByRole('listitem')).toHaveLength(1);
    await expect(canvas.getByRole('combobox', { name: i18next.t('events.modeLabel') })).toHaveValue(
      '',
    );
  },
};

export const Error: Story = errorStory({
  api: mockRoute('/events'),
  errorKey: 'events.error',
  match: 'text',
});
