import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import type { MyEventTab } from '@ajar/api/contract';
import { i18next } from '../../../i18n';
import { PHONE_WIDTH, phoneStory } from '../../../stories/phoneStory';
import { shellHandlers, signedInLoaders, StoryApp } from '../../../stories/storyApp';
import { pick } from '../../../stories/storySupport';
import {
  myCancelled,
  myEventsApi,
  myPast,
  myUpcoming,
  startingSoon,
} from './MyEventsPage.fixtures';

let api: ReturnType<typeof myEventsApi>;

/**
 * /my-events against MSW: the three tabs with their cards and empty states, attendance on
 * finished events, the meeting link only close to the start, cancelling behind a
 * confirmation, and the private calendar address with its renewal.
 */
const meta = {
  title: 'Pages/My events',
  component: StoryApp,
  parameters: { layout: 'fullscreen' },
  args: { path: '/my-events' },
  beforeEach: ({ msw }) => {
    api = myEventsApi({
      upcoming: [startingSoon(), ...myUpcoming],
      past: myPast,
      cancelled: myCancelled,
    });
    msw.use(...shellHandlers, ...api.handlers);
  },
  loaders: signedInLoaders,
} satisfies Meta<typeof StoryApp>;

export default meta;
type Story = StoryObj<typeof meta>;
type Play = NonNullable<Story['play']>;
type Canvas = Parameters<Play>[0]['canvas'];
const page = () => within(document.body);
const t = (key: string, values?: Record<string, unknown>) => i18next.t(key, values);

const list = async (canvas: Canvas, tab: MyEventTab) =>
  within(await canvas.findByRole('list', { name: t(`myEvents.list.${tab}`) }, { timeout: 5000 }));

export const Upcoming: Story = {
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole(
        'heading',
        { level: 1, name: t('pages.myEvents.title') },
        // The first story of the file also waits for the page's code to load.
        { timeout: 15_000 },
      ),
    ).toBeVisible();
    const cards = await list(canvas, 'upcoming');
    // Starting in ten minutes: the link is there. Later online events say when it comes.
    await expect(cards.getByRole('link', { name: t('myEvents.join') })).toHaveAttribute(
      'href',
      'https://meet.example.com/ajar-excel',
    );
    await expect(cards.getAllByText(t('myEvents.joinOpens', { minutes: 30 })).length).toBe(
      myUpcoming.filter((item) => item.event.mode === 'online').length,
    );
    const first = pick(myUpcoming[0]!.event.title);
    await expect(
      cards.getByRole('link', { name: t('myEvents.addToCalendarFor', { title: first }) }),
    ).toHaveAttribute('href', expect.stringMatching(/feed=.+&event=1$/));
    // The private address, whole, to paste into a calendar app.
    const field = await canvas.findByRole(
      'textbox',
      { name: t('myEvents.feed.label') },
      { timeout: 5000 },
    );
    await waitFor(() =>
      expect((field as HTMLInputElement).value).toMatch(
        /^https?:\/\/.+\/v1\/schedule\.ics\?feed=.+&only=registered$/,
      ),
    );
  },
};

export const PastWithAttendance: Story = {
  args: { path: '/my-events?tab=past' },
  play: async ({ canvas }) => {
    const cards = await list(canvas, 'past');
    await expect(cards.getByText(t('myEvents.attendance.attended'))).toBeVisible();
    await expect(cards.getByText(t('myEvents.attendance.absent'))).toBeVisible();
    await expect(cards.queryByRole('button', { name: /./ })).toBeNull();
  },
};

export const Cancelled: Story = {
  args: { path: '/my-events?tab=cancelled' },
  play: async ({ canvas }) => {
    const cards = await list(canvas, 'cancelled');
    await expect(cards.getByText(t('myEvents.cancelledBadge'))).toBeVisible();
    await expect(cards.queryByRole('button')).toBeNull();
  },
};

export const Empty: Story = {
  beforeEach: ({ msw }) => {
    api = myEventsApi({});
    msw.use(...api.handlers);
  },
  play: async ({ canvas, userEvent }) => {
    for (const tab of ['upcoming', 'past', 'cancelled'] as const) {
      await userEvent.click(await canvas.findByRole('tab', { name: t(`myEvents.tab.${tab}`) }));
      await expect(
        await canvas.findByRole('heading', { name: t(`myEvents.empty.${tab}`) }),
      ).toBeVisible();
    }
  },
};

/** Cancel asks first; "keep it" changes nothing, confirming moves the event to cancelled. */
export const CancelDialog: Story = {
  play: async ({ canvas, userEvent }) => {
    const title = pick(myUpcoming[0]!.event.title);
    const cancel = t('myEvents.cancelFor', { title });
    await userEvent.click((await list(canvas, 'upcoming')).getByRole('button', { name: cancel }));
    const dialog = within(await page().findByRole('dialog', { name: t('myEvents.cancelTitle') }));
    await expect(dialog.getByRole('button', { name: t('myEvents.keep') })).toHaveFocus();
    await userEvent.click(dialog.getByRole('button', { name: t('myEvents.keep') }));
    await expect(api.sent.cancelled).toEqual([]);

    await userEvent.click((await list(canvas, 'upcoming')).getByRole('button', { name: cancel }));
    await userEvent.click(await page().findByRole('button', { name: t('myEvents.cancelConfirm') }));
    await expect(await page().findByText(t('myEvents.cancelledToast'))).toBeVisible();
    await expect(api.sent.cancelled).toEqual([myUpcoming[0]!.event.id]);
    await waitFor(async () =>
      expect((await list(canvas, 'upcoming')).queryByRole('button', { name: cancel })).toBeNull(),
    );
    await userEvent.click(canvas.getByRole('tab', { name: t('myEvents.tab.cancelled') }));
    await expect(await (await list(canvas, 'cancelled')).findByText(title)).toBeVisible();
  },
};

/** A new address replaces the old after a confirmation. */
export const RenewFeed: Story = {
  play: async ({ canvas, userEvent }) => {
    const field = await canvas.findByRole(
      'textbox',
      { name: t('myEvents.feed.label') },
      { timeout: 5000 },
    );
    await waitFor(() => expect((field as HTMLInputElement).value).toContain('feed=Zk9y'), {
      timeout: 5000,
    });
    await userEvent.click(canvas.getByRole('button', { name: t('myEvents.feed.renew') }));
    await userEvent.click(
      await page().findByRole('button', { name: t('myEvents.feed.renewConfirm') }),
    );
    await waitFor(() => expect((field as HTMLInputElement).value).toContain('feed=UmVu'), {
      timeout: 5000,
    });
    await expect(api.sent.renewed).toBe(1);
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'My events' })).toBeVisible();
    await expect(await canvas.findByRole('tab', { name: 'Upcoming' })).toBeVisible();
  },
};

export const Phone360: Story = {
  ...phoneStory(),
  play: async ({ canvas }) => {
    const cards = await list(canvas, 'upcoming');
    for (const button of cards.getAllByRole('button'))
      await expect(button.getBoundingClientRect().right).toBeLessThanOrEqual(PHONE_WIDTH);
    const field = await canvas.findByRole(
      'textbox',
      { name: t('myEvents.feed.label') },
      { timeout: 5000 },
    );
    await expect(field.getBoundingClientRect().right).toBeLessThanOrEqual(PHONE_WIDTH);
  },
};
