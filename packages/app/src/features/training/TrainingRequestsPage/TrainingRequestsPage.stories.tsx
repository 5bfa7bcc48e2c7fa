import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { fieldLabel, formatMessage } from '@ajar/api/contract/messages';
import { i18next } from '../../../i18n';
import { mockRoute } from '../../../api';
import { AddressedStoryApp, storyAddress } from '../../../stories/AddressedStoryApp';
import { errorStory, loadingStory } from '../../../stories/loadStateStories';
import { PHONE_WIDTH, phoneStory } from '../../../stories/phoneStory';
import {
  meHandler,
  prepareStory,
  shellHandlers,
  signedInLoaders,
  storyToken,
} from '../../../stories/storyApp';
import { pick } from '../../../stories/storySupport';
import {
  ANDI,
  BUDI,
  COURSES,
  EVENTS,
  PUTRI,
  PUTRI_EXTERNAL,
  REQUEST_ID,
  refuseNewRequest,
  RINA,
  SARI,
  trainingApi,
  type TrainingScenario,
} from '../shared/training.fixtures';
import {
  NEW_REQUEST_PATH,
  TRAINING_REQUESTS_PATH,
  trainingRequestPath,
} from '../shared/trainingKeys';

let api: ReturnType<typeof trainingApi>;

/**
 * /my-team/training-request against a stateful fake of the API: a supervisor's requests to
 * decide, her own and her team's; a member without a team, without a supervisor, with nothing
 * yet; asking for a course, an event or an external training, with the browser's checks, the
 * API's refusals on their field or above the form, and the form kept open in the address.
 */
const meta = {
  title: 'Pages/Training/Training Requests',
  component: AddressedStoryApp,
  parameters: { layout: 'fullscreen' },
  args: { path: TRAINING_REQUESTS_PATH },
  beforeEach: ({ msw }) => {
    api = trainingApi();
    msw.use(meHandler(4), ...shellHandlers, ...api.handlers);
  },
  loaders: signedInLoaders,
} satisfies Meta<typeof AddressedStoryApp>;

export default meta;
type Story = StoryObj<typeof meta>;
type Canvas = Parameters<NonNullable<Story['play']>>[0]['canvas'];
type UserEvent = Parameters<NonNullable<Story['play']>>[0]['userEvent'];
const t = (key: string, values?: Record<string, unknown>) => i18next.t(key, values);
const lang = () => (i18next.resolvedLanguage === 'en' ? 'en' : 'id');
const page = () => within(document.body);

const withScenario = (scenario: TrainingScenario, teamSize = 0): Pick<Story, 'beforeEach'> => ({
  beforeEach: ({ msw }) => {
    api = trainingApi({ scenario });
    msw.use(meHandler(teamSize), ...api.handlers);
  },
});

const findTitle = (canvas: Canvas) =>
  canvas.findByRole(
    'heading',
    { level: 1, name: t('pages.trainingRequests.title') },
    // The first story of the file also waits for the page's code to load.
    { timeout: 15_000 },
  );
const section = async (canvas: Canvas, key: string) =>
  within(await canvas.findByRole('region', { name: t(key) }, { timeout: 5000 }));
/** The titles of a section's cards, top to bottom. */
const titlesIn = (list: ReturnType<typeof within>) =>
  list
    .getAllByRole('article')
    .map((card: HTMLElement) => within(card).getByRole('heading').textContent);
const askButton = (canvas: Canvas) =>
  canvas.queryByRole('button', { name: t('trainingRequests.list.ask') });
const form = (canvas: Canvas) =>
  within(canvas.getByRole('form', { name: t('trainingRequests.form.title') }));
const submit = (canvas: Canvas) =>
  form(canvas).getByRole('button', { name: new RegExp(t('trainingRequests.form.submit')) });
const chooseKind = async (canvas: Canvas, userEvent: UserEvent, kind: string) =>
  userEvent.click(
    await canvas.findByRole(
      'radio',
      { name: t(`trainingRequests.form.kind.${kind}`) },
      { timeout: 15_000 },
    ),
  );
const reasonField = (canvas: Canvas) =>
  canvas.getByRole('textbox', { name: new RegExp(t('trainingRequests.form.reasonLabel')) });
const dateField = (canvas: Canvas, key: string) =>
  canvas.getByRole('group', { name: new RegExp(t(key)) });
/** Types a date into the picker's parts, day first (dd/mm/yyyy in both languages). */
async function typeDate(canvas: Canvas, userEvent: UserEvent, key: string, ddmmyyyy: string) {
  await userEvent.click(within(dateField(canvas, key)).getAllByRole('spinbutton')[0]!);
  await userEvent.keyboard(ddmmyyyy);
}
const required = (field: string) =>
  formatMessage(lang(), 'required', { field: fieldLabel(lang(), field) });

const REASON = 'Saya perlu dasar negosiasi kontrak.';

/**
 * Rina decides two requests of her team (newest first, with who asked), has three of her own
 * and three of her team's she decided or forwarded; each card links to its page.
 */
export const Supervisor: Story = {
  play: async ({ canvas }) => {
    await expect(await findTitle(canvas)).toBeVisible();
    const trail = canvas.getByRole('navigation', { name: t('nav.breadcrumb') });
    await expect(
      within(trail).getByRole('link', { name: t('pages.myTeam.title') }),
    ).toHaveAttribute('href', '/my-team');
    const toDecide = await section(canvas, 'trainingRequests.list.toDecide.title');
    await expect(titlesIn(toDecide)).toEqual([
      pick(COURSES.negotiation.title),
      PUTRI_EXTERNAL.title,
    ]);
    await expect(
      toDecide.getByRole('link', { name: pick(COURSES.negotiation.title) }),
    ).toHaveAttribute('href', trainingRequestPath(REQUEST_ID.andiPending));
    await expect(toDecide.getByText(new RegExp(ANDI.name))).toBeVisible();
    await expect(toDecide.getByText(new RegExp(PUTRI.name))).toBeVisible();
    await expect(toDecide.getAllByText(t('trainingRequests.status.pending'))).toHaveLength(2);

    const mine = await section(canvas, 'trainingRequests.list.mine.title');
    await expect(titlesIn(mine)).toEqual([
      pick(EVENTS.service.title),
      pick(COURSES.leadership.title),
      'Bootcamp Analisis Data',
    ]);
    // My own need no name; their states in words.
    await expect(mine.queryByText(new RegExp(RINA.name))).toBeNull();
    for (const status of ['pending', 'approved', 'cancelled'])
      await expect(mine.getByText(t(`trainingRequests.status.${status}`))).toBeVisible();

    const team = await section(canvas, 'trainingRequests.list.team.title');
    await expect(titlesIn(team)).toHaveLength(3);
    await expect(
      team.getByText(t('trainingRequests.status.forwarded', { name: SARI.name })),
    ).toBeVisible();
    await expect(team.getByText(t('trainingRequests.status.rejected'))).toBeVisible();
    await expect(askButton(canvas)).toBeVisible();
  },
};

/** A member without a team asks here too: only her own requests, no team lists. */
export const MemberWithoutTeam: Story = {
  ...withScenario('member'),
  play: async ({ canvas }) => {
    await expect(await findTitle(canvas)).toBeVisible();
    const mine = await section(canvas, 'trainingRequests.list.mine.title');
    await expect(titlesIn(mine)).toHaveLength(3);
    await expect(
      canvas.queryByRole('region', { name: t('trainingRequests.list.toDecide.title') }),
    ).toBeNull();
    await expect(
      canvas.queryByRole('region', { name: t('trainingRequests.list.team.title') }),
    ).toBeNull();
    await expect(askButton(canvas)).toBeVisible();
  },
};

/** No supervisor on record: why no form is offered and who can fix it; nothing to ask with. */
export const NoSupervisor: Story = {
  ...withScenario('noSupervisor'),
  args: { path: NEW_REQUEST_PATH },
  play: async ({ canvas }) => {
    await expect(await findTitle(canvas)).toBeVisible();
    const why = await canvas.findByRole(
      'heading',
      { name: t('trainingRequests.noSupervisor.title') },
      { timeout: 5000 },
    );
    await expect(why).toBeVisible();
    await expect(canvas.getByText(t('trainingRequests.noSupervisor.body'))).toBeVisible();
    // Even `?new=1` in the address opens no form.
    await expect(askButton(canvas)).toBeNull();
    await expect(canvas.queryByRole('form')).toBeNull();
    await expect(
      canvas.getByRole('heading', { name: t('trainingRequests.list.mine.empty') }),
    ).toBeVisible();
  },
};

/** Nothing asked or to decide yet: the empty list says who requests go to. */
export const Empty: Story = {
  ...withScenario('empty'),
  play: async ({ canvas }) => {
    const mine = await section(canvas, 'trainingRequests.list.mine.title');
    await expect(
      mine.getByRole('heading', { name: t('trainingRequests.list.mine.empty') }),
    ).toBeVisible();
    await expect(
      mine.getByText(t('trainingRequests.list.mine.emptyHint', { name: BUDI.name })),
    ).toBeVisible();
    for (const key of ['trainingRequests.list.toDecide.title', 'trainingRequests.list.team.title'])
      await expect(canvas.queryByRole('region', { name: t(key) })).toBeNull();
    await expect(askButton(canvas)).toBeVisible();
  },
};

/**
 * Asking for a course: the button opens the form (kept in the address), a search finds the
 * course, the reason is counted; sent, a toast names the supervisor, the form closes, focus
 * returns to the button and the request leads my list, waiting for him.
 */
export const SendCourseRequest: Story = {
  play: async ({ canvas, userEvent }) => {
    await findTitle(canvas);
    await userEvent.click(
      await canvas.findByRole(
        'button',
        { name: t('trainingRequests.list.ask') },
        { timeout: 5000 },
      ),
    );
    await expect(storyAddress().searchParams.get('new')).toBe('1');
    // The router applies the new address in a transition: the form follows.
    await expect(
      await canvas.findByText(t('trainingRequests.form.lead', { name: BUDI.name })),
    ).toBeVisible();
    // Opened by the button, focus is on the first choice.
    await waitFor(() =>
      expect(
        canvas.getByRole('radio', { name: t('trainingRequests.form.kind.course') }),
      ).toHaveFocus(),
    );
    await chooseKind(canvas, userEvent, 'course');
    const course = canvas.getByRole('combobox', {
      name: new RegExp(t('trainingRequests.form.courseLabel')),
    });
    await userEvent.type(course, pick(COURSES.negotiation.title).slice(0, 4));
    await userEvent.click(
      await page().findByRole(
        'option',
        { name: pick(COURSES.negotiation.title) },
        { timeout: 5000 },
      ),
    );
    await expect(course).toHaveValue(pick(COURSES.negotiation.title));
    await userEvent.type(reasonField(canvas), REASON);
    await userEvent.click(submit(canvas));

    await expect(
      await page().findByText(
        t('trainingRequests.form.sent', { name: BUDI.name }),
        {},
        { timeout: 5000 },
      ),
    ).toBeVisible();
    await waitFor(() => expect(canvas.queryByRole('form')).toBeNull());
    await expect(storyAddress().searchParams.has('new')).toBe(false);
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: t('trainingRequests.list.ask') })).toHaveFocus(),
    );
    await expect(api.calls.created).toEqual([
      { kind: 'course', courseId: COURSES.negotiation.id, reason: REASON },
    ]);
    const mine = await section(canvas, 'trainingRequests.list.mine.title');
    await waitFor(() => expect(titlesIn(mine)[0]).toBe(pick(COURSES.negotiation.title)));
    const first = within(mine.getAllByRole('article')[0]!);
    await expect(first.getByText(t('trainingRequests.status.pending'))).toBeVisible();
  },
};

/**
 * An external training, the form opened from the address: dates by the picker, hours with a
 * decimal comma, the cost grouped as it is typed; the API receives plain numbers.
 */
export const SendExternalRequest: Story = {
  args: { path: NEW_REQUEST_PATH },
  play: async ({ canvas, userEvent }) => {
    await chooseKind(canvas, userEvent, 'external');
    await userEvent.type(
      canvas.getByRole('textbox', { name: new RegExp(t('trainingRequests.form.titleLabel')) }),
      'Sertifikasi Manajemen Gudang',
    );
    await userEvent.type(
      canvas.getByRole('textbox', { name: new RegExp(t('trainingRequests.form.providerLabel')) }),
      'Asosiasi Logistik Indonesia',
    );
    await typeDate(canvas, userEvent, 'trainingRequests.form.startsOnLabel', '08022027');
    await typeDate(canvas, userEvent, 'trainingRequests.form.endsOnLabel', '10022027');
    const hours = canvas.getByRole('textbox', {
      name: new RegExp(t('trainingRequests.form.hoursLabel')),
    });
    await userEvent.type(hours, lang() === 'en' ? '22.5' : '22,5');
    const cost = canvas.getByRole('textbox', {
      name: new RegExp(t('trainingRequests.form.costLabel').replace(/[()]/g, '\\$&')),
    });
    await userEvent.type(cost, '4500000');
    await expect(cost).toHaveValue(
      new Intl.NumberFormat(lang() === 'en' ? 'en-GB' : 'id-ID').format(4_500_000),
    );
    await userEvent.type(reasonField(canvas), REASON);
    await userEvent.click(submit(canvas));
    await expect(
      await page().findByText(
        t('trainingRequests.form.sent', { name: BUDI.name }),
        {},
        { timeout: 5000 },
      ),
    ).toBeVisible();
    await expect(api.calls.created).toEqual([
      {
        kind: 'external',
        external: {
          title: 'Sertifikasi Manajemen Gudang',
          provider: 'Asosiasi Logistik Indonesia',
          startsOn: '2027-02-08',
          endsOn: '2027-02-10',
          hours: 22.5,
          costIdr: 4_500_000,
        },
        reason: REASON,
      },
    ]);
    const mine = await section(canvas, 'trainingRequests.list.mine.title');
    await waitFor(() => expect(titlesIn(mine)[0]).toBe('Sertifikasi Manajemen Gudang'));
  },
};

/**
 * The browser's checks, with the API's words: no kind chosen, then an external training's
 * missing facts, an end before its start, no hours and a short reason; focus goes to the first
 * field to fix, nothing is sent.
 */
export const ClientChecks: Story = {
  args: { path: NEW_REQUEST_PATH },
  play: async ({ canvas, userEvent }) => {
    // Opened from the address (a reload): the form is there at once.
    await canvas.findByRole(
      'form',
      { name: t('trainingRequests.form.title') },
      { timeout: 15_000 },
    );
    await userEvent.click(submit(canvas));
    await expect(await canvas.findByText(t('trainingRequests.form.chooseKind'))).toBeVisible();
    await waitFor(() =>
      expect(
        canvas.getByRole('radio', { name: t('trainingRequests.form.kind.course') }),
      ).toHaveFocus(),
    );

    await chooseKind(canvas, userEvent, 'external');
    await typeDate(canvas, userEvent, 'trainingRequests.form.startsOnLabel', '10032027');
    await typeDate(canvas, userEvent, 'trainingRequests.form.endsOnLabel', '09032027');
    await userEvent.type(
      canvas.getByRole('textbox', { name: new RegExp(t('trainingRequests.form.hoursLabel')) }),
      '0',
    );
    await userEvent.type(reasonField(canvas), 'Perlu');
    await userEvent.click(submit(canvas));
    await expect(await canvas.findByText(required('title'))).toBeVisible();
    await waitFor(() =>
      expect(
        canvas.getByRole('textbox', { name: new RegExp(t('trainingRequests.form.titleLabel')) }),
      ).toHaveFocus(),
    );
    await expect(canvas.getByText(required('provider'))).toBeVisible();
    await expect(canvas.getByText(t('trainingRequests.form.endsBeforeStart'))).toBeVisible();
    await expect(
      canvas.getByText(formatMessage(lang(), 'positive', { field: fieldLabel(lang(), 'hours') })),
    ).toBeVisible();
    await expect(canvas.getByText(required('costIdr'))).toBeVisible();
    await expect(
      canvas.getByText(
        formatMessage(lang(), 'tooShort', { field: fieldLabel(lang(), 'reason'), n: 10 }),
      ),
    ).toBeVisible();
    await expect(api.calls.created).toEqual([]);
  },
};

/** Cancel closes the form: `?new=1` leaves the address, focus returns to the button. */
export const CloseForm: Story = {
  // The same picture as Supervisor's once the form is closed.
  tags: ['no-visual'],
  args: { path: NEW_REQUEST_PATH },
  play: async ({ canvas, userEvent }) => {
    await canvas.findByRole(
      'form',
      { name: t('trainingRequests.form.title') },
      { timeout: 15_000 },
    );
    // Opened by the address, focus stays at the top of the page.
    await expect(
      canvas.getByRole('radio', { name: t('trainingRequests.form.kind.course') }),
    ).not.toHaveFocus();
    await userEvent.click(
      form(canvas).getByRole('button', { name: t('trainingRequests.form.cancel') }),
    );
    await waitFor(() => expect(canvas.queryByRole('form')).toBeNull());
    await expect(storyAddress().searchParams.has('new')).toBe(false);
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: t('trainingRequests.list.ask') })).toHaveFocus(),
    );
  },
};

/** The event ended while the form was open (409): the API's words on the event, all kept. */
export const EventOver: Story = {
  args: { path: NEW_REQUEST_PATH },
  beforeEach: ({ msw }) => {
    msw.use(refuseNewRequest(409, 'event_over', 'trainingEventOver', 'eventId'));
  },
  play: async ({ canvas, userEvent }) => {
    await chooseKind(canvas, userEvent, 'event');
    const event = await canvas.findByRole(
      'combobox',
      { name: new RegExp(t('trainingRequests.form.eventLabel')) },
      { timeout: 5000 },
    );
    await userEvent.selectOptions(event, String(EVENTS.retail.id));
    await userEvent.type(reasonField(canvas), REASON);
    await userEvent.click(submit(canvas));
    const message = formatMessage(lang(), 'trainingEventOver');
    await waitFor(() => expect(event).toHaveAccessibleDescription(new RegExp(message)));
    await waitFor(() => expect(event).toHaveFocus());
    await expect(event).toHaveValue(String(EVENTS.retail.id));
    await expect(reasonField(canvas)).toHaveValue(REASON);
  },
};

/** Asked already (409, no field): the API's words above the form, focused. */
export const AlreadyRequested: Story = {
  args: { path: NEW_REQUEST_PATH },
  beforeEach: ({ msw }) => {
    msw.use(refuseNewRequest(409, 'already_requested', 'trainingAlreadyAsked'));
  },
  play: async ({ canvas, userEvent }) => {
    await chooseKind(canvas, userEvent, 'event');
    const event = await canvas.findByRole(
      'combobox',
      { name: new RegExp(t('trainingRequests.form.eventLabel')) },
      { timeout: 5000 },
    );
    await userEvent.selectOptions(event, String(EVENTS.service.id));
    await userEvent.type(reasonField(canvas), REASON);
    await userEvent.click(submit(canvas));
    const alert = await form(canvas).findByRole('alert', {}, { timeout: 5000 });
    await expect(alert).toHaveTextContent(formatMessage(lang(), 'trainingAlreadyAsked'));
    await waitFor(() => expect(alert).toHaveFocus());
  },
};

/**
 * The supervisor was taken off the record while the form was open: the API's message as the
 * page's callout (announced, focused), and the form is no longer offered.
 */
export const SupervisorRemoved: Story = {
  args: { path: NEW_REQUEST_PATH },
  beforeEach: ({ msw }) => {
    msw.use(refuseNewRequest(409, 'no_supervisor', 'trainingNoSupervisor'));
  },
  play: async ({ canvas, userEvent }) => {
    await chooseKind(canvas, userEvent, 'event');
    const event = await canvas.findByRole(
      'combobox',
      { name: new RegExp(t('trainingRequests.form.eventLabel')) },
      { timeout: 5000 },
    );
    await userEvent.selectOptions(event, String(EVENTS.service.id));
    await userEvent.type(reasonField(canvas), REASON);
    await userEvent.click(submit(canvas));
    const callout = await canvas.findByRole('alert', {}, { timeout: 5000 });
    await expect(callout).toHaveTextContent(formatMessage(lang(), 'trainingNoSupervisor'));
    await expect(
      within(callout).getByRole('heading', { name: t('trainingRequests.noSupervisor.title') }),
    ).toBeVisible();
    await waitFor(() => expect(callout).toHaveFocus());
    await expect(canvas.queryByRole('form')).toBeNull();
    await expect(askButton(canvas)).toBeNull();
  },
};

export const Loading: Story = {
  tags: ['no-visual'],
  ...loadingStory({
    api: mockRoute('/training-requests'),
    titleKey: 'pages.trainingRequests.title',
    loadingKey: 'trainingRequests.list.loading',
  }),
};

export const LoadError: Story = errorStory({
  api: mockRoute('/training-requests'),
  errorKey: 'trainingRequests.list.error',
});

/** At 360 px the cards and the form's fields stay inside the screen. */
export const Phone: Story = {
  ...phoneStory(),
  args: { path: NEW_REQUEST_PATH },
  play: async ({ canvas, userEvent }) => {
    await chooseKind(canvas, userEvent, 'external');
    const toDecide = await section(canvas, 'trainingRequests.list.toDecide.title');
    for (const element of [
      ...toDecide.getAllByRole('article'),
      dateField(canvas, 'trainingRequests.form.endsOnLabel'),
      reasonField(canvas),
      submit(canvas),
    ])
      await expect(element.getBoundingClientRect().right).toBeLessThanOrEqual(PHONE_WIDTH);
  },
};

/** In English whatever the run's language: the sections, states and dates. */
export const English: Story = {
  globals: { locale: 'en' },
  loaders: [async () => prepareStory('en', storyToken({ expiresInSeconds: 3600 }))],
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole(
        'heading',
        { level: 1, name: 'Training requests' },
        { timeout: 15_000 },
      ),
    ).toBeVisible();
    await expect(
      await canvas.findByRole('region', { name: 'Waiting for your decision' }, { timeout: 5000 }),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'B2B Negotiation' })).toBeVisible();
    await expect(canvas.getByText('Forwarded to Sari Wulandari')).toBeVisible();
    await expect(canvas.getByText(/Requested by Andi Saputra on 22 November 2026/)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Request a training' })).toBeVisible();
  },
};
