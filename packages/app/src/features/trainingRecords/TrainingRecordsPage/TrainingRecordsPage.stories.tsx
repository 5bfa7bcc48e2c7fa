import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { i18next } from '../../../i18n';
import { mockRoute } from '../../../api';
import { AddressedStoryApp, storyAddress } from '../../../stories/AddressedStoryApp';
import { errorStory, loadingStory } from '../../../stories/loadStateStories';
import { PHONE_WIDTH, phoneStory } from '../../../stories/phoneStory';
import { meHandler, shellHandlers, signedInLoaders } from '../../../stories/storyApp';
import {
  COURSE_HOURS,
  HOURS_TARGET,
  RECORD_ID,
  trainingRecordsApi,
  type RecordScenario,
} from '../../../shared/fixtures/trainingRecords.fixtures';
import { editPath, recordPath, TRAINING_PATH, TRAINING_REQUESTS_PATH } from '../shared/recordKeys';

/**
 * /training against a stateful fake of the API: my records of this year with their states,
 * this year's hours against the target, the year and state filters kept in the address; no
 * records yet, no supervisor, loading and failure.
 */
const meta = {
  title: 'Pages/Training/Training Records',
  component: AddressedStoryApp,
  parameters: { layout: 'fullscreen' },
  args: { path: TRAINING_PATH },
  beforeEach: ({ msw }) => {
    msw.use(meHandler(4), ...shellHandlers, ...trainingRecordsApi().handlers);
  },
  loaders: signedInLoaders,
} satisfies Meta<typeof AddressedStoryApp>;

export default meta;
type Story = StoryObj<typeof meta>;
type Canvas = Parameters<NonNullable<Story['play']>>[0]['canvas'];
const t = (key: string, values?: Record<string, unknown>) => i18next.t(key, values);
const number = (value: number) =>
  new Intl.NumberFormat(i18next.resolvedLanguage === 'en' ? 'en-GB' : 'id-ID', {
    maximumFractionDigits: 1,
  }).format(value);

const withScenario = (scenario: RecordScenario): Pick<Story, 'beforeEach'> => ({
  beforeEach: ({ msw }) => {
    msw.use(meHandler(0), ...trainingRecordsApi({ scenario }).handlers);
  },
});
const findTitle = (canvas: Canvas) =>
  canvas.findByRole(
    'heading',
    { level: 1, name: t('pages.trainings.title') },
    // The first story of the file also waits for the page's code to load.
    { timeout: 15_000 },
  );
const list = async (canvas: Canvas) =>
  within(
    await canvas.findByRole('region', { name: t('trainingRecords.list.title') }, { timeout: 5000 }),
  );
const titles = (region: ReturnType<typeof within>) =>
  region
    .getAllByRole('article')
    .map((card: HTMLElement) => within(card).getByRole('heading').textContent);
const figure = (canvas: Canvas, label: string) => canvas.getByText(label).nextElementSibling;

/**
 * This year's four records, newest first, each with its state and a link to its page; the
 * hours against the target with its bar, the verified hours and their cost; adding a record,
 * and asking for a training first.
 */
export const Records: Story = {
  play: async ({ canvas }) => {
    await expect(await findTitle(canvas)).toBeVisible();
    const mine = await list(canvas);
    await expect(titles(mine)).toEqual([
      'Webinar Memimpin Tim Jarak Jauh',
      'Seminar Tren Ritel Digital 2026',
      'Lokakarya Penanganan Keluhan Pelanggan',
      'Sertifikasi Manajemen Ritel Modern',
    ]);
    const cards = mine.getAllByRole('article');
    for (const [i, status] of ['draft', 'submitted', 'returned', 'verified'].entries())
      await expect(
        within(cards[i]!).getByText(t(`trainingRecords.status.${status}`)),
      ).toBeVisible();
    await expect(
      mine.getByRole('link', { name: 'Seminar Tren Ritel Digital 2026' }),
    ).toHaveAttribute('href', recordPath(RECORD_ID.submitted));

    const hours = { done: number(COURSE_HOURS + 24), target: number(HOURS_TARGET) };
    await expect(
      figure(canvas, t('trainingRecords.summary.hours', { year: 2026 })),
    ).toHaveTextContent(t('trainingRecords.summary.hoursValue', hours));
    await expect(
      canvas.getByRole('progressbar', {
        name: t('trainingRecords.summary.hoursBar', { year: 2026 }),
      }),
    ).toHaveAttribute('aria-valuetext', t('trainingRecords.summary.hoursValue', hours));
    await expect(
      figure(canvas, t('trainingRecords.summary.verified', { year: 2026 })),
    ).toHaveTextContent(t('trainingRecords.summary.verifiedValue', { count: 24, hours: '24' }));

    await expect(canvas.getByRole('link', { name: t('trainingRecords.list.add') })).toHaveAttribute(
      'href',
      editPath('new'),
    );
    await expect(canvas.getByRole('link', { name: t('trainingRecords.list.ask') })).toHaveAttribute(
      'href',
      TRAINING_REQUESTS_PATH,
    );
  },
};

/** Last year's record shows once 2025 is chosen; a state narrows the list; both stay in the address. */
export const Filters: Story = {
  play: async ({ canvas, userEvent }) => {
    await findTitle(canvas);
    const mine = await list(canvas);
    await userEvent.selectOptions(
      mine.getByRole('combobox', { name: t('trainingRecords.list.year') }),
      '2025',
    );
    await waitFor(() => expect(titles(mine)).toEqual(['Pelatihan Excel Lanjutan']));
    await expect(storyAddress().searchParams.get('year')).toBe('2025');
    await userEvent.selectOptions(
      mine.getByRole('combobox', { name: t('trainingRecords.list.status') }),
      'draft',
    );
    await expect(
      await mine.findByRole('heading', {
        name: t('trainingRecords.list.noneShown', { year: 2025 }),
      }),
    ).toBeVisible();
    await userEvent.selectOptions(
      mine.getByRole('combobox', { name: t('trainingRecords.list.year') }),
      '2026',
    );
    await waitFor(() => expect(titles(mine)).toEqual(['Webinar Memimpin Tim Jarak Jauh']));
    await expect(storyAddress().search).toBe('?year=2026&status=draft');
  },
};

/** Nothing logged yet: what a training record is for, and the way to log the first one. */
export const Empty: Story = {
  ...withScenario('empty'),
  play: async ({ canvas }) => {
    await findTitle(canvas);
    await expect(
      await canvas.findByRole(
        'heading',
        { name: t('trainingRecords.list.empty') },
        { timeout: 5000 },
      ),
    ).toBeVisible();
    await expect(canvas.getByText(t('trainingRecords.list.emptyHint'))).toBeVisible();
    await expect(canvas.getByRole('link', { name: t('trainingRecords.list.add') })).toHaveAttribute(
      'href',
      editPath('new'),
    );
    await expect(
      canvas.queryByRole('region', { name: t('trainingRecords.list.title') }),
    ).toBeNull();
  },
};

/** No supervisor on record: drafts are still possible, and HR is who sets one. */
export const NoSupervisor: Story = {
  ...withScenario('noSupervisor'),
  play: async ({ canvas }) => {
    await findTitle(canvas);
    await expect(
      await canvas.findByRole(
        'heading',
        { name: t('trainingRecords.noSupervisor.title') },
        { timeout: 5000 },
      ),
    ).toBeVisible();
    await expect(canvas.getByText(t('trainingRecords.noSupervisor.body'))).toBeVisible();
  },
};

export const Loading: Story = {
  tags: ['no-visual'],
  ...loadingStory({
    api: mockRoute('/training-records'),
    titleKey: 'pages.trainings.title',
    loadingKey: 'trainingRecords.list.loading',
  }),
};

export const LoadError: Story = errorStory({
  api: mockRoute('/training-records'),
  errorKey: 'trainingRecords.list.error',
});

/** At 360 px the summary, the filters and the cards stay inside the screen. */
export const Phone: Story = {
  ...phoneStory(),
  play: async ({ canvas }) => {
    await findTitle(canvas);
    const mine = await list(canvas);
    for (const element of [
      ...mine.getAllByRole('article'),
      ...mine.getAllByRole('combobox'),
      canvas.getByRole('progressbar'),
    ])
      await expect(element.getBoundingClientRect().right).toBeLessThanOrEqual(PHONE_WIDTH);
  },
};
