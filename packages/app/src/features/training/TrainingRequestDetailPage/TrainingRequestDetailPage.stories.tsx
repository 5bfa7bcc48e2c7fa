import type { Meta, StoryObj } from '@storybook/react-vite';
import { http } from 'msw';
import { expect, waitFor, within } from 'storybook/test';
import { fieldLabel, formatMessage } from '@ajar/api/contract/messages';
import { i18next } from '../../../i18n';
import { mockRoute } from '../../../api';
import { errorStory, loadingStory, wayOnStory } from '../../../stories/loadStateStories';
import { PHONE_WIDTH, phoneStory } from '../../../stories/phoneStory';
import {
  meHandler,
  prepareStory,
  shellHandlers,
  signedInLoaders,
  storyToken,
  StoryApp,
} from '../../../stories/storyApp';
import { pick } from '../../../stories/storySupport';
import {
  apiError,
  BUDI,
  COURSES,
  DEWI,
  EVENTS,
  PUTRI,
  PUTRI_EXTERNAL,
  REQUEST_ID,
  RINA,
  SARI,
  trainingApi,
  YOGA,
} from '../shared/training.fixtures';
import { TRAINING_REQUESTS_PATH, trainingRequestPath } from '../shared/trainingKeys';

let api: ReturnType<typeof trainingApi>;

/**
 * /my-team/training-request/:id against a stateful fake of the API: what is asked and why,
 * its state, who decides now and its history; approving, rejecting (a comment required) and
 * forwarding as the supervisor, cancelling one's own; the way on for a paid course approved,
 * and for a request that is not there.
 */
const meta = {
  title: 'Pages/Training/Training Request Detail',
  component: StoryApp,
  parameters: { layout: 'fullscreen' },
  args: { path: trainingRequestPath(REQUEST_ID.putriPending) },
  beforeEach: ({ msw }) => {
    api = trainingApi({ slow: 300 });
    msw.use(meHandler(4), ...shellHandlers, ...api.handlers);
  },
  loaders: signedInLoaders,
} satisfies Meta<typeof StoryApp>;

export default meta;
type Story = StoryObj<typeof meta>;
type Canvas = Parameters<NonNullable<Story['play']>>[0]['canvas'];
const t = (key: string, values?: Record<string, unknown>) => i18next.t(key, values);
const lang = () => (i18next.resolvedLanguage === 'en' ? 'en' : 'id');
const page = () => within(document.body);
const at = (id: number): Pick<Story, 'args'> => ({ args: { path: trainingRequestPath(id) } });

/** The request's section, named by what is asked, once loaded. */
const summary = async (canvas: Canvas, title: string) => {
  await expect(
    await canvas.findByRole(
      'heading',
      { level: 1, name: t('pages.trainingRequestDetail.title') },
      // The first story of the file also waits for the page's code to load.
      { timeout: 15_000 },
    ),
  ).toBeVisible();
  return canvas.findByRole('region', { name: title }, { timeout: 5000 });
};
/** The figure a StatPanel term stands for. */
const figure = (region: HTMLElement, key: string) =>
  within(region).getByText(t(key)).nextElementSibling as HTMLElement;
const history = (canvas: Canvas) =>
  within(canvas.getByRole('navigation', { name: t('trainingRequests.history.label') }));
const decision = (canvas: Canvas) =>
  within(canvas.getByRole('region', { name: t('trainingRequests.decide.title') }));
const commentField = (canvas: Canvas) =>
  canvas.getByRole('textbox', { name: new RegExp(t('trainingRequests.decide.commentLabel')) });
const toast = (key: string, values?: Record<string, unknown>) =>
  page().findByText(t(key, values), {}, { timeout: 5000 });
const rupiah = (amount: number) =>
  new Intl.NumberFormat(lang() === 'en' ? 'en-GB' : 'id-ID', {
    style: 'currency',
    currency: 'IDR',
    maximumFractionDigits: 0,
  })
    .format(amount)
    // The text matchers read a no-break space as a plain one.
    .replace(/\s/g, ' ');

/**
 * Putri's external training, waiting for Rina: the facts with the cost in Rupiah, the reason,
 * who decides, the history up to now, and Rina's decision; no cancelling someone else's.
 */
export const Pending: Story = {
  play: async ({ canvas }) => {
    const region = await summary(canvas, PUTRI_EXTERNAL.title);
    const trail = canvas.getByRole('navigation', { name: t('nav.breadcrumb') });
    await expect(
      within(trail).getByRole('link', { name: t('pages.trainingRequests.title') }),
    ).toHaveAttribute('href', TRAINING_REQUESTS_PATH);
    await expect(figure(region, 'trainingRequests.detail.status')).toHaveTextContent(
      t('trainingRequests.status.pending'),
    );
    await expect(figure(region, 'trainingRequests.detail.approver')).toHaveTextContent(RINA.name);
    await expect(figure(region, 'trainingRequests.detail.requester')).toHaveTextContent(PUTRI.name);
    await expect(figure(region, 'trainingRequests.detail.provider')).toHaveTextContent(
      PUTRI_EXTERNAL.provider,
    );
    await expect(figure(region, 'trainingRequests.detail.cost')).toHaveTextContent(
      rupiah(PUTRI_EXTERNAL.costIdr),
    );
    await expect(figure(region, 'trainingRequests.detail.hours')).toHaveTextContent('16');
    await expect(figure(region, 'trainingRequests.detail.dates')).toHaveTextContent(/14.*15/);
    const why = within(canvas.getByRole('region', { name: t('trainingRequests.detail.reason') }));
    await expect(why.getByText(/tiga klien korporat/)).toBeVisible();

    const steps = history(canvas);
    await expect(steps.getAllByRole('listitem')).toHaveLength(2);
    await expect(
      steps.getByText(t('trainingRequests.history.submitted', { name: PUTRI.name })),
    ).toBeVisible();
    await expect(
      steps.getByText(t('trainingRequests.history.waiting', { name: RINA.name })),
    ).toBeVisible();
    const decide = decision(canvas);
    for (const key of [
      'trainingRequests.decide.approve',
      'trainingRequests.decide.reject',
      'trainingRequests.forward.open',
    ])
      await expect(decide.getByRole('button', { name: t(key) })).toBeVisible();
    await expect(
      canvas.queryByRole('button', { name: t('trainingRequests.cancel.open') }),
    ).toBeNull();
  },
};

/** Yoga's, forwarded by Rina to SDM: Sari decides now; the comment Rina wrote; no actions. */
export const Forwarded: Story = {
  ...at(REQUEST_ID.yogaForwarded),
  play: async ({ canvas }) => {
    const region = await summary(canvas, 'Sertifikasi Ahli K3 Umum');
    await expect(figure(region, 'trainingRequests.detail.status')).toHaveTextContent(
      t('trainingRequests.status.forwarded', { name: SARI.name }),
    );
    await expect(figure(region, 'trainingRequests.detail.approver')).toHaveTextContent(SARI.name);
    const steps = history(canvas);
    await expect(
      steps.getByText(t('trainingRequests.history.forwarded', { name: RINA.name, to: SARI.name })),
    ).toBeVisible();
    await expect(steps.getByText(/mohon SDM memutuskan/)).toBeVisible();
    await expect(
      steps.getByText(t('trainingRequests.history.waiting', { name: SARI.name })),
    ).toBeVisible();
    await expect(
      canvas.queryByRole('region', { name: t('trainingRequests.decide.title') }),
    ).toBeNull();
    await expect(
      canvas.queryByRole('button', { name: t('trainingRequests.cancel.open') }),
    ).toBeNull();
  },
};

/**
 * Rina's own paid course, approved by Budi: she may enrol without a voucher, and the way to
 * the course's page; its price; who decided and when.
 */
export const ApprovedPaidCourse: Story = {
  ...at(REQUEST_ID.rinaApproved),
  play: async ({ canvas }) => {
    const region = await summary(canvas, pick(COURSES.leadership.title));
    const open = canvas.getByRole('heading', { name: t('trainingRequests.detail.paidOpen') });
    await expect(open).toBeVisible();
    await expect(
      canvas.getByRole('link', { name: t('trainingRequests.detail.paidOpenLink') }),
    ).toHaveAttribute('href', `/courses/${COURSES.leadership.id}`);
    await expect(
      within(region).getByRole('link', { name: pick(COURSES.leadership.title) }),
    ).toHaveAttribute('href', `/courses/${COURSES.leadership.id}`);
    await expect(figure(region, 'trainingRequests.detail.price')).toHaveTextContent(
      rupiah(COURSES.leadership.price),
    );
    await expect(figure(region, 'trainingRequests.detail.status')).toHaveTextContent(
      t('trainingRequests.status.approved'),
    );
    await expect(within(region).queryByText(t('trainingRequests.detail.approver'))).toBeNull();
    await expect(
      history(canvas).getByText(t('trainingRequests.history.approved', { name: BUDI.name })),
    ).toBeVisible();
  },
};

/** Dewi's, rejected by Rina: the reason she gave, no one deciding any more. */
export const Rejected: Story = {
  ...at(REQUEST_ID.dewiRejected),
  play: async ({ canvas }) => {
    const region = await summary(canvas, 'Kursus Excel Lanjutan untuk Keuangan');
    await expect(figure(region, 'trainingRequests.detail.status')).toHaveTextContent(
      t('trainingRequests.status.rejected'),
    );
    await expect(figure(region, 'trainingRequests.detail.requester')).toHaveTextContent(DEWI.name);
    const steps = history(canvas);
    await expect(
      steps.getByText(t('trainingRequests.history.rejected', { name: RINA.name })),
    ).toBeVisible();
    await expect(steps.getByText(/mulai dari sana dulu/)).toBeVisible();
    await expect(steps.getAllByRole('listitem')).toHaveLength(2);
    // Another's paid course would say nothing of enrolling; this one is no course at all.
    await expect(
      canvas.queryByRole('heading', { name: t('trainingRequests.detail.paidOpen') }),
    ).toBeNull();
  },
};

/**
 * Approving with a comment: the button shows it is under way; then a toast, the new state,
 * focus on it, the decision gone and the step in the history.
 */
export const DecideApprove: Story = {
  play: async ({ canvas, userEvent }) => {
    const region = await summary(canvas, PUTRI_EXTERNAL.title);
    await userEvent.type(commentField(canvas), 'Setuju, bagikan materinya.');
    const approve = decision(canvas).getByRole('button', {
      name: t('trainingRequests.decide.approve'),
    });
    await userEvent.click(approve);
    await expect(approve).toHaveAttribute('aria-busy', 'true');
    await expect(
      await toast('trainingRequests.decide.approved', { name: PUTRI.name }),
    ).toBeVisible();
    await waitFor(() =>
      expect(figure(region, 'trainingRequests.detail.status')).toHaveTextContent(
        t('trainingRequests.status.approved'),
      ),
    );
    await waitFor(() => expect(region).toHaveFocus());
    await expect(
      canvas.queryByRole('region', { name: t('trainingRequests.decide.title') }),
    ).toBeNull();
    await expect(
      history(canvas).getByText(t('trainingRequests.history.approved', { name: RINA.name })),
    ).toBeVisible();
    await expect(history(canvas).getByText('Setuju, bagikan materinya.')).toBeVisible();
    await expect(api.calls.decisions).toEqual([
      { id: REQUEST_ID.putriPending, decision: 'approve', comment: 'Setuju, bagikan materinya.' },
    ]);
  },
};

/**
 * Rejecting needs a comment: without one the field says so, in the API's words, and takes
 * focus; nothing is sent. With it, the request is rejected.
 */
export const RejectNeedsComment: Story = {
  play: async ({ canvas, userEvent }) => {
    const region = await summary(canvas, PUTRI_EXTERNAL.title);
    const reject = decision(canvas).getByRole('button', {
      name: t('trainingRequests.decide.reject'),
    });
    await userEvent.click(reject);
    const message = formatMessage(lang(), 'required', { field: fieldLabel(lang(), 'comment') });
    await expect(await canvas.findByText(message)).toBeVisible();
    await expect(commentField(canvas)).toHaveAccessibleDescription(new RegExp(message));
    await expect(commentField(canvas)).toHaveFocus();
    await expect(api.calls.decisions).toEqual([]);

    await userEvent.type(commentField(canvas), 'Anggaran kuartal ini sudah habis.');
    await userEvent.click(reject);
    await expect(
      await toast('trainingRequests.decide.rejected', { name: PUTRI.name }),
    ).toBeVisible();
    await waitFor(() =>
      expect(figure(region, 'trainingRequests.detail.status')).toHaveTextContent(
        t('trainingRequests.status.rejected'),
      ),
    );
    await expect(api.calls.decisions).toEqual([
      {
        id: REQUEST_ID.putriPending,
        decision: 'reject',
        comment: 'Anggaran kuartal ini sudah habis.',
      },
    ]);
  },
};

/** The API refuses a reject without a comment too: its words land on the field. */
export const RejectRefusedByApi: Story = {
  beforeEach: ({ msw }) => {
    msw.use(
      http.post(mockRoute('/training-requests/{id}/decision'), ({ request }) =>
        apiError(request, 400, 'comment_required', 'required', 'comment'),
      ),
    );
  },
  play: async ({ canvas, userEvent }) => {
    await summary(canvas, PUTRI_EXTERNAL.title);
    await userEvent.type(commentField(canvas), 'Belum sekarang.');
    await userEvent.click(
      decision(canvas).getByRole('button', { name: t('trainingRequests.decide.reject') }),
    );
    const message = formatMessage(lang(), 'required', { field: fieldLabel(lang(), 'comment') });
    await waitFor(() =>
      expect(commentField(canvas)).toHaveAccessibleDescription(new RegExp(message)),
    );
    await expect(commentField(canvas)).toHaveFocus();
    await expect(commentField(canvas)).toHaveValue('Belum sekarang.');
  },
};

/**
 * Forwarding to a second approver: the dialog lists the company's staff; sent without a
 * choice it says so; with Sari chosen, the request waits for her and the toast names her.
 */
export const Forward: Story = {
  play: async ({ canvas, userEvent }) => {
    const region = await summary(canvas, PUTRI_EXTERNAL.title);
    await userEvent.click(
      decision(canvas).getByRole('button', { name: t('trainingRequests.forward.open') }),
    );
    const dialog = within(
      await page().findByRole('dialog', { name: t('trainingRequests.forward.title') }),
    );
    const select = await dialog.findByRole(
      'combobox',
      { name: new RegExp(t('trainingRequests.forward.label')) },
      { timeout: 5000 },
    );
    await userEvent.click(
      dialog.getByRole('button', { name: t('trainingRequests.forward.confirm') }),
    );
    const message = formatMessage(lang(), 'required', {
      field: fieldLabel(lang(), 'secondApproverId'),
    });
    await expect(select).toHaveAccessibleDescription(new RegExp(message));
    await expect(api.calls.decisions).toEqual([]);

    await userEvent.selectOptions(select, String(SARI.id));
    await userEvent.click(
      dialog.getByRole('button', { name: t('trainingRequests.forward.confirm') }),
    );
    await expect(await toast('trainingRequests.forward.done', { name: SARI.name })).toBeVisible();
    await waitFor(() => expect(page().queryByRole('dialog')).toBeNull());
    await waitFor(() =>
      expect(figure(region, 'trainingRequests.detail.status')).toHaveTextContent(
        t('trainingRequests.status.forwarded', { name: SARI.name }),
      ),
    );
    await expect(figure(region, 'trainingRequests.detail.approver')).toHaveTextContent(SARI.name);
    await expect(api.calls.decisions).toEqual([
      { id: REQUEST_ID.putriPending, decision: 'approve', secondApproverId: SARI.id },
    ]);
  },
};

/**
 * Rina cancels her own request for an event: the dialog opens on the safe choice; confirmed,
 * the request is cancelled, the button gone and the step in the history.
 */
export const Cancel: Story = {
  ...at(REQUEST_ID.rinaPending),
  play: async ({ canvas, userEvent }) => {
    const region = await summary(canvas, pick(EVENTS.service.title));
    await expect(
      within(region).getByRole('link', { name: pick(EVENTS.service.title) }),
    ).toHaveAttribute('href', `/events/${EVENTS.service.id}`);
    await expect(figure(region, 'trainingRequests.detail.approver')).toHaveTextContent(BUDI.name);
    await userEvent.click(canvas.getByRole('button', { name: t('trainingRequests.cancel.open') }));
    const dialog = within(
      await page().findByRole('dialog', { name: t('trainingRequests.cancel.title') }),
    );
    await waitFor(() =>
      expect(dialog.getByRole('button', { name: t('trainingRequests.cancel.keep') })).toHaveFocus(),
    );
    await userEvent.click(
      dialog.getByRole('button', { name: t('trainingRequests.cancel.confirm') }),
    );
    await expect(await toast('trainingRequests.cancel.done')).toBeVisible();
    await waitFor(() =>
      expect(figure(region, 'trainingRequests.detail.status')).toHaveTextContent(
        t('trainingRequests.status.cancelled'),
      ),
    );
    await expect(
      canvas.queryByRole('button', { name: t('trainingRequests.cancel.open') }),
    ).toBeNull();
    await expect(
      history(canvas).getByText(t('trainingRequests.history.cancelled', { name: RINA.name })),
    ).toBeVisible();
    await expect(api.calls.cancelled).toEqual([REQUEST_ID.rinaPending]);
  },
};

/**
 * Decided by someone else meanwhile (409): the API's words in a toast, and the page reads the
 * request again.
 */
export const DecidedMeanwhile: Story = {
  ...at(REQUEST_ID.andiPending),
  beforeEach: ({ msw }) => {
    msw.use(
      http.post(mockRoute('/training-requests/{id}/decision'), ({ request }) =>
        apiError(request, 409, 'decided', 'trainingNotYours'),
      ),
    );
  },
  play: async ({ canvas, userEvent }) => {
    await summary(canvas, pick(COURSES.negotiation.title));
    await userEvent.click(
      decision(canvas).getByRole('button', { name: t('trainingRequests.decide.approve') }),
    );
    await expect(
      await page().findByText(formatMessage(lang(), 'trainingNotYours'), {}, { timeout: 5000 }),
    ).toBeVisible();
  },
};

/** Not a request of mine or my team's: the page's title, why, and the way back to the list. */
export const NotFound: Story = {
  ...at(REQUEST_ID.unknown),
  play: async (context) => {
    await expect(
      await context.canvas.findByRole(
        'heading',
        { level: 1, name: t('pages.trainingRequestDetail.title') },
        { timeout: 15_000 },
      ),
    ).toBeVisible();
    await wayOnStory({
      titleKey: 'trainingRequests.detail.notFound',
      linkKey: 'trainingRequests.detail.back',
      href: TRAINING_REQUESTS_PATH,
    }).play(context);
  },
};

export const Loading: Story = {
  tags: ['no-visual'],
  ...loadingStory({
    api: mockRoute('/training-requests/{id}'),
    titleKey: 'pages.trainingRequestDetail.title',
    loadingKey: 'trainingRequests.detail.loading',
  }),
};

export const LoadError: Story = errorStory({
  api: mockRoute('/training-requests/{id}'),
  errorKey: 'trainingRequests.detail.error',
});

/** At 360 px the facts, the history and the decision stay inside the screen. */
export const Phone: Story = {
  ...phoneStory(),
  play: async ({ canvas }) => {
    const region = await summary(canvas, PUTRI_EXTERNAL.title);
    for (const element of [
      region,
      canvas.getByRole('navigation', { name: t('trainingRequests.history.label') }),
      commentField(canvas),
      ...decision(canvas).getAllByRole('button'),
    ])
      await expect(element.getBoundingClientRect().right).toBeLessThanOrEqual(PHONE_WIDTH);
  },
};

/** In English whatever the run's language: the facts, the cost and the history. */
export const English: Story = {
  ...at(REQUEST_ID.yogaForwarded),
  globals: { locale: 'en' },
  loaders: [async () => prepareStory('en', storyToken({ expiresInSeconds: 3600 }))],
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole(
        'heading',
        { level: 1, name: 'Training request details' },
        { timeout: 15_000 },
      ),
    ).toBeVisible();
    await expect(
      await canvas.findByText('Forwarded to Sari Wulandari', {}, { timeout: 5000 }),
    ).toBeVisible();
    await expect(canvas.getByText('IDR 7,500,000')).toBeVisible();
    await expect(canvas.getByText('40 hours')).toBeVisible();
    await expect(canvas.getByText(/^11\s*–\s*15 January 2027$/)).toBeVisible();
    await expect(
      canvas.getByText('Rina Kusuma approved it and forwarded it to Sari Wulandari'),
    ).toBeVisible();
    await expect(canvas.getByText(YOGA.name)).toBeVisible();
  },
};
