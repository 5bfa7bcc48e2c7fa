import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { fieldLabel, formatMessage } from '@ajar/api/contract/messages';
import { i18next } from '../../../i18n';
import { mockRoute } from '../../../api';
import { errorStory, loadingStory, wayOnStory } from '../../../stories/loadStateStories';
import { PHONE_WIDTH, phoneStory } from '../../../stories/phoneStory';
import { meHandler, shellHandlers, signedInLoaders, StoryApp } from '../../../stories/storyApp';
import {
  BUDI,
  PUTRI,
  RECORD_ID,
  RETURN_REASON,
  RINA,
  trainingRecordsApi,
} from '../../../shared/fixtures/trainingRecords.fixtures';
import { editPath, recordPath, TRAINING_PATH } from '../shared/recordKeys';

let api: ReturnType<typeof trainingRecordsApi>;

/**
 * /training/:id against a stateful fake of the API: a record in each state as its owner sees
 * it (facts, files, history, what they may do), and a report's record as the supervisor sees
 * it, with verifying and returning (a reason required).
 */
const meta = {
  title: 'Pages/Training/Training Record Detail',
  component: StoryApp,
  parameters: { layout: 'fullscreen' },
  args: { path: recordPath(RECORD_ID.draft) },
  beforeEach: ({ msw }) => {
    api = trainingRecordsApi({ slow: 300 });
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
const at = (id: number): Pick<Story, 'args'> => ({ args: { path: recordPath(id) } });

/** The record's section, named by its title, once loaded. */
const summary = async (canvas: Canvas, title: string) => {
  await expect(
    await canvas.findByRole(
      'heading',
      { level: 1, name: t('pages.training.title') },
      // The first story of the file also waits for the page's code to load.
      { timeout: 15_000 },
    ),
  ).toBeVisible();
  return canvas.findByRole('region', { name: title }, { timeout: 5000 });
};
const figure = (region: HTMLElement, key: string) =>
  within(region).getByText(t(key)).nextElementSibling as HTMLElement;
const history = (canvas: Canvas) =>
  within(canvas.getByRole('navigation', { name: t('trainingRecords.history.label') }));
const button = (canvas: Canvas, key: string) => canvas.getByRole('button', { name: t(key) });
const noButton = (canvas: Canvas, key: string) =>
  expect(canvas.queryByRole('button', { name: t(key) })).toBeNull();
const toast = (key: string, values?: Record<string, unknown>) =>
  page().findByText(t(key, values), {}, { timeout: 5000 });

/**
 * A draft: only its owner sees it; sent to the supervisor, it waits for the check, the step
 * shows in the history and focus goes to the new state.
 */
export const DraftSubmit: Story = {
  play: async ({ canvas, userEvent }) => {
    const region = await summary(canvas, 'Webinar Memimpin Tim Jarak Jauh');
    await expect(
      canvas.getByRole('heading', { name: t('trainingRecords.notice.draft') }),
    ).toBeVisible();
    await expect(figure(region, 'trainingRecords.detail.status')).toHaveTextContent(
      t('trainingRecords.status.draft'),
    );
    await expect(canvas.getByText(t('trainingRecords.files.none'))).toBeVisible();
    await expect(
      canvas.getByRole('link', { name: t('trainingRecords.actions.edit') }),
    ).toHaveAttribute('href', editPath(RECORD_ID.draft));
    await noButton(canvas, 'trainingRecords.actions.withdraw');
    await userEvent.click(button(canvas, 'trainingRecords.actions.submit'));
    await expect(await toast('trainingRecords.actions.submitDone')).toBeVisible();
    await waitFor(() =>
      expect(figure(region, 'trainingRecords.detail.status')).toHaveTextContent(
        t('trainingRecords.status.submitted'),
      ),
    );
    await waitFor(() => expect(region).toHaveFocus());
    await expect(history(canvas).getByText(t('trainingRecords.history.waiting'))).toBeVisible();
    await expect(api.calls.submitted).toEqual([RECORD_ID.draft]);
  },
};

/** Waiting for Budi's check: how to change it, its file to download, and taking it back. */
export const SubmittedWithdraw: Story = {
  ...at(RECORD_ID.submitted),
  play: async ({ canvas, userEvent }) => {
    const region = await summary(canvas, 'Seminar Tren Ritel Digital 2026');
    await expect(
      canvas.getByRole('heading', { name: t('trainingRecords.notice.submitted') }),
    ).toBeVisible();
    await expect(
      canvas.getByRole('button', {
        name: t('trainingRecords.files.download', { name: 'sertifikat-seminar.pdf' }),
      }),
    ).toBeVisible();
    await expect(
      history(canvas).getByText(t('trainingRecords.history.submitted', { name: RINA.name })),
    ).toBeVisible();
    await expect(
      canvas.queryByRole('link', { name: t('trainingRecords.actions.edit') }),
    ).toBeNull();
    await userEvent.click(button(canvas, 'trainingRecords.actions.withdraw'));
    await expect(await toast('trainingRecords.actions.withdrawDone')).toBeVisible();
    await waitFor(() =>
      expect(figure(region, 'trainingRecords.detail.status')).toHaveTextContent(
        t('trainingRecords.status.draft'),
      ),
    );
    await expect(api.calls.withdrawn).toEqual([RECORD_ID.submitted]);
  },
};

/** Returned by Budi: his reason on top and in the history; it can be changed and sent again. */
export const Returned: Story = {
  ...at(RECORD_ID.returned),
  play: async ({ canvas }) => {
    const region = await summary(canvas, 'Lokakarya Penanganan Keluhan Pelanggan');
    await expect(figure(region, 'trainingRecords.detail.status')).toHaveTextContent(
      t('trainingRecords.status.returned'),
    );
    const notice = canvas.getByRole('heading', { name: t('trainingRecords.notice.returned') });
    await expect(notice).toBeVisible();
    await expect(canvas.getAllByText(RETURN_REASON)).toHaveLength(2);
    await expect(
      history(canvas).getByText(t('trainingRecords.history.returned', { name: BUDI.name })),
    ).toBeVisible();
    await expect(button(canvas, 'trainingRecords.actions.submit')).toBeVisible();
    await expect(
      canvas.getByRole('link', { name: t('trainingRecords.actions.edit') }),
    ).toBeVisible();
  },
};

/** Verified by Budi: who and when; it can still be changed (which sends it back), not sent. */
export const Verified: Story = {
  ...at(RECORD_ID.verified),
  play: async ({ canvas }) => {
    const region = await summary(canvas, 'Sertifikasi Manajemen Ritel Modern');
    await expect(figure(region, 'trainingRecords.detail.status')).toHaveTextContent(
      t('trainingRecords.status.verified'),
    );
    await expect(figure(region, 'trainingRecords.detail.verifiedBy')).toHaveTextContent(BUDI.name);
    await expect(figure(region, 'trainingRecords.fields.certificateNo')).toHaveTextContent(
      'APRINDO-2026-0812',
    );
    await expect(
      history(canvas).getByText(t('trainingRecords.history.verified', { name: BUDI.name })),
    ).toBeVisible();
    await noButton(canvas, 'trainingRecords.actions.submit');
    await noButton(canvas, 'trainingRecords.actions.withdraw');
    await expect(
      canvas.getByRole('link', { name: t('trainingRecords.actions.edit') }),
    ).toBeVisible();
  },
};

/**
 * Putri's record as Rina, her supervisor, sees it: whose it is, its certificate, and the
 * check; verified, a toast names Putri and the check is gone.
 */
export const SupervisorVerifies: Story = {
  ...at(RECORD_ID.putri),
  play: async ({ canvas, userEvent }) => {
    const region = await summary(canvas, 'Lokakarya Keselamatan Kerja di Gudang');
    await expect(figure(region, 'trainingRecords.detail.owner')).toHaveTextContent(PUTRI.name);
    await noButton(canvas, 'trainingRecords.actions.withdraw');
    await expect(
      canvas.queryByRole('link', { name: t('trainingRecords.actions.edit') }),
    ).toBeNull();
    const check = within(canvas.getByRole('region', { name: t('trainingRecords.check.title') }));
    const verify = check.getByRole('button', { name: t('trainingRecords.check.verify') });
    await userEvent.click(verify);
    await expect(verify).toHaveAttribute('aria-busy', 'true');
    await expect(await toast('trainingRecords.check.verified', { name: PUTRI.name })).toBeVisible();
    await waitFor(() =>
      expect(figure(region, 'trainingRecords.detail.status')).toHaveTextContent(
        t('trainingRecords.status.verified'),
      ),
    );
    await expect(
      canvas.queryByRole('region', { name: t('trainingRecords.check.title') }),
    ).toBeNull();
    await expect(api.calls.checks).toEqual([{ id: RECORD_ID.putri, decision: 'verify' }]);
  },
};

/**
 * Returning needs a reason: without one the dialog says so in the API's words, with focus on
 * the field, and nothing is sent; with it, the record goes back to Putri.
 */
export const SupervisorReturns: Story = {
  ...at(RECORD_ID.putri),
  play: async ({ canvas, userEvent }) => {
    const region = await summary(canvas, 'Lokakarya Keselamatan Kerja di Gudang');
    await userEvent.click(button(canvas, 'trainingRecords.check.return'));
    const dialog = within(
      await page().findByRole('dialog', { name: t('trainingRecords.check.returnTitle') }),
    );
    const confirm = dialog.getByRole('button', { name: t('trainingRecords.check.returnConfirm') });
    await userEvent.click(confirm);
    const message = formatMessage(lang(), 'required', { field: fieldLabel(lang(), 'reason') });
    const reason = dialog.getByRole('textbox', {
      name: new RegExp(t('trainingRecords.check.reasonLabel')),
    });
    await expect(reason).toHaveAccessibleDescription(new RegExp(message));
    await expect(reason).toHaveFocus();
    await expect(api.calls.checks).toEqual([]);

    await userEvent.type(reason, 'Nomor sertifikatnya tidak terbaca.');
    await userEvent.click(confirm);
    await expect(await toast('trainingRecords.check.returned', { name: PUTRI.name })).toBeVisible();
    await waitFor(() => expect(page().queryByRole('dialog')).toBeNull());
    await waitFor(() =>
      expect(figure(region, 'trainingRecords.detail.status')).toHaveTextContent(
        t('trainingRecords.status.returned'),
      ),
    );
    await expect(history(canvas).getByText('Nomor sertifikatnya tidak terbaca.')).toBeVisible();
    await expect(api.calls.checks).toEqual([
      { id: RECORD_ID.putri, decision: 'return', reason: 'Nomor sertifikatnya tidak terbaca.' },
    ]);
  },
};

/** Not mine nor sent to me: the page's title, why, and the way back to my records. */
export const NotFound: Story = {
  ...at(RECORD_ID.unknown),
  play: async (context) => {
    await expect(
      await context.canvas.findByRole(
        'heading',
        { level: 1, name: t('pages.training.title') },
        { timeout: 15_000 },
      ),
    ).toBeVisible();
    await wayOnStory({
      titleKey: 'trainingRecords.detail.notFound',
      linkKey: 'trainingRecords.detail.back',
      href: TRAINING_PATH,
    }).play(context);
  },
};

export const Loading: Story = {
  tags: ['no-visual'],
  ...loadingStory({
    api: mockRoute('/training-records/{id}'),
    titleKey: 'pages.training.title',
    loadingKey: 'trainingRecords.detail.loading',
  }),
};

export const LoadError: Story = errorStory({
  api: mockRoute('/training-records/{id}'),
  errorKey: 'trainingRecords.detail.error',
});

/** At 360 px the facts, the check and the history stay inside the screen. */
export const Phone: Story = {
  ...phoneStory(),
  ...at(RECORD_ID.putri),
  play: async ({ canvas }) => {
    const region = await summary(canvas, 'Lokakarya Keselamatan Kerja di Gudang');
    for (const element of [
      region,
      canvas.getByRole('navigation', { name: t('trainingRecords.history.label') }),
      button(canvas, 'trainingRecords.check.verify'),
      button(canvas, 'trainingRecords.check.return'),
    ])
      await expect(element.getBoundingClientRect().right).toBeLessThanOrEqual(PHONE_WIDTH);
  },
};
