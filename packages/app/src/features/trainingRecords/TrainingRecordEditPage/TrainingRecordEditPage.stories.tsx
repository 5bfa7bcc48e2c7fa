import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent as baseUserEvent, waitFor, within } from 'storybook/test';
import { fieldLabel, formatMessage } from '@ajar/api/contract/messages';
import { i18next } from '../../../i18n';
import { mockRoute } from '../../../api';
import { AddressedStoryApp, storyAddress } from '../../../stories/AddressedStoryApp';
import { errorStory } from '../../../stories/loadStateStories';
import { PHONE_WIDTH, phoneStory } from '../../../stories/phoneStory';
import { meHandler, shellHandlers, signedInLoaders } from '../../../stories/storyApp';
import {
  BUDI,
  PDF_BYTES,
  RECORD_ID,
  RETURN_REASON,
  trainingRecordsApi,
  type RecordApiOptions,
} from '../../../shared/fixtures/trainingRecords.fixtures';
import { editPath, NEW_RECORD, recordPath } from '../shared/recordKeys';

let api: ReturnType<typeof trainingRecordsApi>;

/**
 * /training/edit/:id against a stateful fake of the API: a new record's form with the
 * browser's checks in the API's words, saving a draft and sending one, a returned record
 * fixed and sent again, and certificate files with their progress and refusals.
 */
const meta = {
  title: 'Pages/Training/Training Record Edit',
  component: AddressedStoryApp,
  parameters: { layout: 'fullscreen' },
  args: { path: editPath(NEW_RECORD) },
  beforeEach: ({ msw }) => {
    api = trainingRecordsApi({ slow: 200 });
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
const at = (id: number): Pick<Story, 'args'> => ({ args: { path: editPath(id) } });
const withApi = (options: RecordApiOptions): Pick<Story, 'beforeEach'> => ({
  beforeEach: ({ msw }) => {
    api = trainingRecordsApi(options);
    msw.use(...api.handlers);
  },
});

const escape = (text: string) => text.replace(/[()]/g, '\\$&');
const field = (canvas: Canvas, key: string) =>
  canvas.getByRole('textbox', { name: new RegExp(escape(t(`trainingRecords.fields.${key}`))) });
const findForm = async (canvas: Canvas) =>
  within(
    await canvas.findByRole(
      'form',
      { name: t('trainingRecords.form.label') },
      // The first story of the file also waits for the page's code to load.
      { timeout: 15_000 },
    ),
  );
const dateField = (canvas: Canvas, key: string) =>
  canvas.getByRole('group', { name: new RegExp(t(`trainingRecords.fields.${key}`)) });
/** Types a date into the picker's parts, day first (dd/mm/yyyy in both languages). */
async function typeDate(canvas: Canvas, userEvent: UserEvent, key: string, ddmmyyyy: string) {
  await userEvent.click(within(dateField(canvas, key)).getAllByRole('spinbutton')[0]!);
  await userEvent.keyboard(ddmmyyyy);
}
const required = (name: string) =>
  formatMessage(lang(), 'required', { field: fieldLabel(lang(), name) });
const picker = (canvas: Canvas) =>
  canvas.findByLabelText(
    new RegExp(`^${t('trainingRecords.files.choose')}`),
    { selector: 'input' },
    { timeout: 5000 },
  );
const pdfFile = (name = 'sertifikat.pdf') =>
  new File([new Uint8Array(PDF_BYTES)], name, { type: 'application/pdf' });

/** What a new record needs, typed as a person would. */
async function fillRecord(canvas: Canvas, userEvent: UserEvent) {
  await userEvent.type(field(canvas, 'title'), 'Pelatihan Tata Letak Toko');
  await userEvent.type(field(canvas, 'provider'), 'Akademi Ritel Nusantara');
  await userEvent.selectOptions(
    canvas.getByRole('combobox', { name: new RegExp(t('trainingRecords.fields.type')) }),
    'workshop',
  );
  await userEvent.click(canvas.getByRole('radio', { name: t('trainingRecords.delivery.offline') }));
  await typeDate(canvas, userEvent, 'startsOn', '02112026');
  await typeDate(canvas, userEvent, 'endsOn', '03112026');
  await userEvent.type(field(canvas, 'hours'), lang() === 'en' ? '12.5' : '12,5');
  await userEvent.type(field(canvas, 'cost'), '1750000');
  await userEvent.click(canvas.getByRole('radio', { name: t('trainingRecords.funder.company') }));
}
const FILLED = {
  title: 'Pelatihan Tata Letak Toko',
  provider: 'Akademi Ritel Nusantara',
  type: 'workshop',
  delivery: 'offline',
  startsOn: '2026-11-02',
  endsOn: '2026-11-03',
  hours: 12.5,
  costIdr: 1_750_000,
  fundedBy: 'company',
};

/**
 * Saved empty: each required field says so in the API's words and focus goes to the first;
 * nothing is sent. Then one day with 30 hours: the API's limit of 24 hours a day.
 */
export const Validation: Story = {
  play: async ({ canvas, userEvent }) => {
    const form = await findForm(canvas);
    await userEvent.click(form.getByRole('button', { name: t('trainingRecords.form.saveDraft') }));
    await waitFor(() => expect(field(canvas, 'title')).toHaveFocus());
    await expect(field(canvas, 'title')).toHaveAccessibleDescription(new RegExp(required('title')));
    for (const name of ['provider', 'type', 'hours', 'fundedBy'])
      await expect(form.getByText(required(name))).toBeVisible();
    await expect(api.calls.saved).toEqual([]);

    await typeDate(canvas, userEvent, 'startsOn', '02112026');
    await typeDate(canvas, userEvent, 'endsOn', '02112026');
    await userEvent.type(field(canvas, 'hours'), '30');
    await userEvent.click(form.getByRole('button', { name: t('trainingRecords.form.saveDraft') }));
    await expect(
      await form.findByText(formatMessage(lang(), 'recordHoursTooMany', { n: 24 })),
    ).toBeVisible();
    await expect(api.calls.saved).toEqual([]);
  },
};

/**
 * A new record saved as a draft: the API receives plain numbers, the form stays open at the
 * record's own address with all that was typed, and certificates can now be attached.
 */
export const CreateDraft: Story = {
  play: async ({ canvas, userEvent }) => {
    const form = await findForm(canvas);
    await expect(canvas.getByText(t('trainingRecords.files.saveFirst'))).toBeVisible();
    await fillRecord(canvas, userEvent);
    await userEvent.click(form.getByRole('button', { name: t('trainingRecords.form.saveDraft') }));
    await expect(
      await page().findByText(t('trainingRecords.form.created'), {}, { timeout: 5000 }),
    ).toBeVisible();
    await expect(api.calls.saved).toEqual([FILLED]);
    await waitFor(() => expect(storyAddress().pathname).toBe(editPath(301)));
    await expect(await picker(canvas)).toBeEnabled();
    await expect(field(canvas, 'title')).toHaveValue(FILLED.title);
  },
};

/** A new record sent straight to Budi: saved, sent, and its page shows it waiting. */
export const CreateAndSend: Story = {
  play: async ({ canvas, userEvent }) => {
    const form = await findForm(canvas);
    await fillRecord(canvas, userEvent);
    await userEvent.click(
      form.getByRole('button', { name: t('trainingRecords.form.send', { name: BUDI.name }) }),
    );
    await expect(
      await page().findByText(t('trainingRecords.form.sent'), {}, { timeout: 5000 }),
    ).toBeVisible();
    await waitFor(() => expect(storyAddress().pathname).toBe(recordPath(301)));
    await expect(api.calls.submitted).toEqual([301]);
  },
};

/** Returned by Budi with his reason: fixed and sent again, its page shows it waiting. */
export const FixReturned: Story = {
  ...at(RECORD_ID.returned),
  play: async ({ canvas, userEvent }) => {
    const form = await findForm(canvas);
    await expect(canvas.getAllByText(RETURN_REASON)[0]).toBeVisible();
    await userEvent.clear(field(canvas, 'hours'));
    await userEvent.type(field(canvas, 'hours'), '14');
    await userEvent.clear(field(canvas, 'title'));
    await userEvent.type(field(canvas, 'title'), 'Lokakarya Keluhan Pelanggan (sertifikat baru)');
    await userEvent.click(
      form.getByRole('button', { name: t('trainingRecords.form.send', { name: BUDI.name }) }),
    );
    await expect(
      await page().findByText(t('trainingRecords.form.sent'), {}, { timeout: 5000 }),
    ).toBeVisible();
    await waitFor(() => expect(storyAddress().pathname).toBe(recordPath(RECORD_ID.returned)));
    await expect(api.calls.saved[0]).toMatchObject({
      id: RECORD_ID.returned,
      title: 'Lokakarya Keluhan Pelanggan (sertifikat baru)',
      hours: 14,
    });
    await expect(api.calls.submitted).toEqual([RECORD_ID.returned]);
  },
};

/**
 * The API refuses the save with its own check of the hours: its words land on the field, which
 * takes focus; everything typed stays.
 */
export const SaveRefused: Story = {
  ...at(RECORD_ID.draft),
  beforeEach: ({ msw }) => {
    msw.use(
      http.put(mockRoute('/training-records/{id}'), ({ request }) =>
        HttpResponse.json(
          {
            error: {
              code: 'too_many_hours',
              message: formatMessage(
                request.headers.get('accept-language')?.startsWith('en') ? 'en' : 'id',
                'recordHoursTooMany',
                { n: 24 },
              ),
              field: 'hours',
            },
          },
          { status: 400 },
        ),
      ),
    );
  },
  play: async ({ canvas, userEvent }) => {
    const form = await findForm(canvas);
    await userEvent.type(field(canvas, 'notes'), 'Rekamannya ada.');
    await userEvent.click(form.getByRole('button', { name: t('trainingRecords.form.saveDraft') }));
    const message = formatMessage(lang(), 'recordHoursTooMany', { n: 24 });
    await waitFor(() =>
      expect(field(canvas, 'hours')).toHaveAccessibleDescription(new RegExp(escape(message))),
    );
    // Focus moves once the save has ended, a render after the message shows.
    await waitFor(() => expect(field(canvas, 'hours')).toHaveFocus());
    await expect(field(canvas, 'notes')).toHaveValue('Rekamannya ada.');
    await expect(storyAddress().pathname).toBe(editPath(RECORD_ID.draft));
  },
};

/** While a certificate goes up: its name and a progress bar; the picker waits. */
export const UploadProgress: Story = {
  ...at(RECORD_ID.draft),
  ...withApi({ uploadNeverEnds: true }),
  play: async ({ canvas, userEvent }) => {
    await findForm(canvas);
    await userEvent.upload(await picker(canvas), pdfFile('sertifikat webinar.pdf'));
    await expect(
      await canvas.findByRole('progressbar', {
        name: t('trainingRecords.files.uploading', { name: 'sertifikat webinar.pdf' }),
      }),
    ).toBeVisible();
    await expect(await picker(canvas)).toBeDisabled();
    await waitFor(() => expect(api.calls.uploads).toEqual(['sertifikat webinar.pdf']));
  },
};

/**
 * A GIF is refused here, before sending, in the API's words; a "PDF" that is not one is refused
 * by the API, which reads the bytes; a real PDF is attached and listed, and can be removed.
 */
export const UploadRefused: Story = {
  ...at(RECORD_ID.draft),
  play: async ({ canvas, userEvent }) => {
    await findForm(canvas);
    const message = formatMessage(lang(), 'recordFileType');
    // Dropped on the zone, a file is not filtered by the picker's types.
    const dropping = baseUserEvent.setup({ applyAccept: false });
    await dropping.upload(
      await picker(canvas),
      new File(['GIF89a'], 'foto.gif', { type: 'image/gif' }),
    );
    await expect(await canvas.findByText(message)).toBeVisible();
    await expect(api.calls.uploads).toEqual([]);

    await userEvent.upload(
      await picker(canvas),
      new File(['<script>x</script>'], 'palsu.pdf', { type: 'application/pdf' }),
    );
    await waitFor(() => expect(api.calls.uploads).toEqual(['palsu.pdf']));
    await expect(await canvas.findByText(message)).toBeVisible();

    await userEvent.upload(await picker(canvas), pdfFile());
    await expect(
      await page().findByText(
        t('trainingRecords.files.uploaded', { name: 'sertifikat.pdf' }),
        {},
        { timeout: 5000 },
      ),
    ).toBeVisible();
    const files = within(canvas.getByRole('list', { name: t('trainingRecords.files.list') }));
    await userEvent.click(
      files.getByRole('button', {
        name: t('trainingRecords.files.remove', { name: 'sertifikat.pdf' }),
      }),
    );
    await waitFor(() =>
      expect(canvas.queryByRole('list', { name: t('trainingRecords.files.list') })).toBeNull(),
    );
    await expect(api.calls.removed).toHaveLength(1);
  },
};

/** A verified record: changing it sends it back, so the only save sends it again; files stay. */
export const VerifiedRecord: Story = {
  ...at(RECORD_ID.verified),
  play: async ({ canvas }) => {
    const form = await findForm(canvas);
    await expect(
      canvas.getByRole('heading', { name: t('trainingRecords.form.verifiedNote') }),
    ).toBeVisible();
    await expect(
      form.getByRole('button', { name: t('trainingRecords.form.resend', { name: BUDI.name }) }),
    ).toBeVisible();
    await expect(
      form.queryByRole('button', { name: t('trainingRecords.form.saveDraft') }),
    ).toBeNull();
    await expect(canvas.getByText(t('trainingRecords.files.locked'))).toBeVisible();
    await expect(
      canvas.queryByLabelText(new RegExp(`^${t('trainingRecords.files.choose')}`)),
    ).toBeNull();
  },
};

/** Being checked: not changed here; the way to its page, where it is withdrawn. */
export const BeingChecked: Story = {
  ...at(RECORD_ID.submitted),
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole(
        'heading',
        { name: t('trainingRecords.form.beingChecked') },
        { timeout: 15_000 },
      ),
    ).toBeVisible();
    await expect(
      canvas.getByRole('link', { name: t('trainingRecords.form.toRecord') }),
    ).toHaveAttribute('href', recordPath(RECORD_ID.submitted));
    await expect(canvas.queryByRole('form')).toBeNull();
  },
};

export const LoadError: Story = {
  ...at(RECORD_ID.draft),
  ...errorStory({
    api: mockRoute('/training-records/{id}'),
    errorKey: 'trainingRecords.detail.error',
  }),
};

/** At 360 px every field and button of the form stays inside the screen. */
export const Phone: Story = {
  ...phoneStory(),
  ...at(RECORD_ID.returned),
  play: async ({ canvas }) => {
    const form = await findForm(canvas);
    for (const element of [
      ...form.getAllByRole('textbox'),
      ...form.getAllByRole('button'),
      await picker(canvas),
    ])
      await expect(element.getBoundingClientRect().right).toBeLessThanOrEqual(PHONE_WIDTH);
  },
};
