import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { i18next } from '../../../i18n';
import { mockRoute } from '../../../api';
import { errorStory, loadingLabelStory } from '../../../stories/loadStateStories';
import { PHONE_WIDTH, phoneStory } from '../../../stories/phoneStory';
import { shellHandlers, signedInLoaders } from '../../../stories/storyApp';
import { pick } from '../../../stories/storySupport';
import { AddressedStoryApp, storyAddress } from '../../../stories/AddressedStoryApp';
import {
  dayOf,
  FAKE_INSTRUMENTS,
  keepOnDevice,
  psychotestsApi,
  RESULT_ID,
  RIASEC_AGAIN_AT,
  SHARED_BY,
  SUPERVISOR,
  type PsychotestScenario,
} from './PsychotestsPage.fixtures';

/**
 * /my-psychotests against a stateful MSW fake: the list with a test under way, one not yet
 * open again and past results; the consent; ten statements a page, kept on the device and
 * resumed; sending with statements missing; the Big Five and RIASEC results (a tied Holland
 * code, a caution, one shared with me); and sharing a result with my supervisor.
 */
const meta = {
  title: 'Pages/Learning/Psychotests',
  component: AddressedStoryApp,
  parameters: { layout: 'fullscreen' },
  args: { path: '/my-psychotests' },
  beforeEach: ({ msw }) => {
    msw.use(...shellHandlers, ...psychotestsApi().handlers);
  },
  loaders: signedInLoaders,
} satisfies Meta<typeof AddressedStoryApp>;

export default meta;
type Story = StoryObj<typeof meta>;
type Context = Parameters<NonNullable<Story['play']>>[0];
type Canvas = Context['canvas'];
const t = (key: string, values?: Record<string, unknown>) => i18next.t(key, values);
const lang = () => (i18next.resolvedLanguage === 'en' ? 'en' : 'id');
const BIG_FIVE = FAKE_INSTRUMENTS['big-five'];
const RIASEC = FAKE_INSTRUMENTS.riasec;

const withApi = (options: {
  scenario?: PsychotestScenario;
  offline?: boolean;
  supervisor?: string | null;
  /** Statements answered on this device before the reload, not yet sent. */
  onDevice?: Record<number, string>;
}): Pick<Story, 'beforeEach'> => ({
  beforeEach: ({ msw }) => {
    const api = psychotestsApi(options);
    if (options.onDevice && api.openAttemptId !== null)
      keepOnDevice(api.openAttemptId, options.onDevice);
    msw.use(...api.handlers);
  },
});

const findTitle = (canvas: Canvas) =>
  canvas.findByRole(
    'heading',
    { level: 1, name: t('pages.myPsychotests.title') },
    // The first story of the file also waits for the page's code to load.
    { timeout: 15_000 },
  );

/** A test's card, found by its heading. */
const cardOf = async (canvas: Canvas, title: { id: string; en: string }) =>
  within(
    (
      await canvas.findByRole('heading', { level: 3, name: pick(title) }, { timeout: 5000 })
    ).closest('article')!,
  );

/** The page of statements on screen, by its heading. */
const findPage = (canvas: Canvas, from: number, to: number, total = 20) =>
  canvas.findByRole(
    'heading',
    { name: t('psychotests.take.page', { from, to, total }) },
    { timeout: 5000 },
  );

/** Statement `n` (its number on the page) as a group of five points. */
const statement = (canvas: Canvas, n: number, instrument = BIG_FIVE) =>
  canvas.getByRole('radiogroup', {
    name: `${n}. ${pick(instrument.items[n - 1]!.text)}`,
  });

const point = (group: HTMLElement, value: number, instrument = BIG_FIVE) =>
  within(group).getByRole('radio', { name: pick(instrument.scale[value - 1]!) });

const progress = (answered: number, total = 20) =>
  t('psychotests.take.progress', { answered, total });

/** From the list to the consent of the Big Five, then its first page. */
async function startBigFive({ canvas, userEvent }: Pick<Context, 'canvas' | 'userEvent'>) {
  await findTitle(canvas);
  const card = await cardOf(canvas, BIG_FIVE.title);
  await userEvent.click(
    card.getByRole('button', {
      name: t('psychotests.tests.actionFor', {
        action: t('psychotests.tests.start'),
        title: pick(BIG_FIVE.title),
      }),
    }),
  );
  await userEvent.click(
    await canvas.findByRole('checkbox', { name: t('psychotests.consent.agree') }),
  );
  await userEvent.click(canvas.getByRole('button', { name: t('psychotests.consent.start') }));
  return findPage(canvas, 1, 10);
}

/** Big Five under way (7 of 20), RIASEC open again on 6 February 2027, two past results. */
export const Overview: Story = {
  play: async ({ canvas }) => {
    await expect(await findTitle(canvas)).toBeVisible();
    await expect(
      await canvas.findByRole('heading', { name: t('psychotests.note.title') }, { timeout: 5000 }),
    ).toBeVisible();
    const bigFive = await cardOf(canvas, BIG_FIVE.title);
    const going = t('psychotests.tests.continue', { answered: 7, total: 20 });
    await expect(
      bigFive.getByRole('button', {
        name: t('psychotests.tests.actionFor', { action: going, title: pick(BIG_FIVE.title) }),
      }),
    ).toHaveTextContent(going);
    await expect(bigFive.getByText(t('psychotests.tests.privacy'))).toBeVisible();
    await expect(
      bigFive.getByText(t('psychotests.tests.items', { count: 20 }), { exact: false }),
    ).toBeVisible();
    const riasec = await cardOf(canvas, RIASEC.title);
    await expect(
      riasec.getByRole('button', {
        name: t('psychotests.tests.blocked', { date: dayOf(RIASEC_AGAIN_AT, lang()) }),
      }),
    ).toBeDisabled();
    await expect(riasec.getByText(t('psychotests.tests.retake', { count: 180 }))).toBeVisible();

    const history = canvas.getByRole('table', { name: t('psychotests.history.caption') });
    const rows = within(history).getAllByRole('row').slice(1);
    await expect(rows).toHaveLength(2);
    // Newest first: the RIASEC of August, shared; the Big Five of March, not.
    await expect(rows[0]).toHaveTextContent(pick(RIASEC.title));
    await expect(rows[0]).toHaveTextContent(t('psychotests.history.sharedYes'));
    await expect(
      within(rows[0]!).getByRole('link', { name: t('psychotests.history.open') }),
    ).toHaveAttribute('href', `/my-psychotests?result=${RESULT_ID.riasec}`);
    await expect(rows[1]).toHaveTextContent(t('psychotests.history.sharedNo'));
  },
};

/** Nothing taken yet: both tests to start, no results. */
export const FirstVisit: Story = {
  ...withApi({ scenario: 'fresh' }),
  play: async ({ canvas }) => {
    await findTitle(canvas);
    for (const test of [BIG_FIVE, RIASEC])
      await expect(
        (await cardOf(canvas, test.title)).getByRole('button', {
          name: t('psychotests.tests.actionFor', {
            action: t('psychotests.tests.start'),
            title: pick(test.title),
          }),
        }),
      ).toBeEnabled();
    await expect(
      canvas.getByRole('heading', { name: t('psychotests.history.emptyTitle') }),
    ).toBeVisible();
  },
};

/** Before a new attempt: purpose, who sees it (my supervisor by name), keeping, deletion. */
export const Consent: Story = {
  ...withApi({ scenario: 'fresh' }),
  play: async ({ canvas, userEvent }) => {
    await findTitle(canvas);
    const card = await cardOf(canvas, BIG_FIVE.title);
    await userEvent.click(card.getAllByRole('button')[0]!);
    await expect(
      await canvas.findByRole('heading', { name: t('psychotests.consent.title') }),
    ).toBeVisible();
    await expect(storyAddress().search).toBe('?take=big-five');
    await expect(
      canvas.getByText(t('psychotests.consent.whoSeesSupervisor', { name: SUPERVISOR })),
    ).toBeVisible();
    await expect(canvas.getByText(t('psychotests.consent.kept'))).toBeVisible();
    await expect(canvas.getByText(t('psychotests.consent.deletion'))).toBeVisible();
    const start = canvas.getByRole('button', { name: t('psychotests.consent.start') });
    await expect(start).toBeDisabled();
    await userEvent.click(canvas.getByRole('checkbox', { name: t('psychotests.consent.agree') }));
    await expect(start).toBeEnabled();
  },
};

/** Started: an answer moves the progress and is saved; the next page starts at its heading. */
export const TakingAPage: Story = {
  ...withApi({ scenario: 'fresh' }),
  play: async ({ canvas, userEvent }) => {
    // The consent's button is gone: focus waits on the first page's heading.
    const firstPage = await startBigFive({ canvas, userEvent });
    await waitFor(() => expect(firstPage).toHaveFocus());
    await expect(storyAddress().search).toBe('?take=big-five');
    await expect(canvas.getByText(progress(0))).toBeVisible();
    await expect(canvas.getByText(pick(BIG_FIVE.instructions))).toBeVisible();
    const first = statement(canvas, 1);
    // Every point with its full label, not only the ends.
    await expect(within(first).getAllByRole('radio')).toHaveLength(5);
    await userEvent.click(point(first, 4));
    await expect(point(first, 4)).toBeChecked();
    await expect(canvas.getByText(progress(1))).toBeVisible();
    await expect(
      await canvas.findByText(t('quiz.save.saved'), {}, { timeout: 5000 }),
    ).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: t('psychotests.take.next') }));
    const page = await findPage(canvas, 11, 20);
    await waitFor(() => expect(page).toHaveFocus());
    await expect(statement(canvas, 11)).toBeVisible();
    await expect(canvas.getByRole('button', { name: t('psychotests.take.submit') })).toBeVisible();
  },
};

/**
 * Back after a reload: twelve answers on the server and the thirteenth kept on this device;
 * the page with the first statement still unanswered, every answer in place.
 */
export const Resumed: Story = {
  ...withApi({ scenario: 'resume', onDevice: { 13: '2' } }),
  args: { path: '/my-psychotests?take=big-five' },
  play: async ({ canvas, userEvent }) => {
    await findTitle(canvas);
    await expect(await findPage(canvas, 11, 20)).toBeVisible();
    await expect(canvas.getByText(progress(13))).toBeVisible();
    await expect(point(statement(canvas, 13), 2)).toBeChecked();
    await expect(within(statement(canvas, 14)).getAllByRole('radio')[0]).not.toBeChecked();
    await userEvent.click(canvas.getByRole('button', { name: t('psychotests.take.previous') }));
    await findPage(canvas, 1, 10);
    for (const n of [1, 10])
      await expect(
        within(statement(canvas, n))
          .getAllByRole('radio')
          .some((r) => (r as HTMLInputElement).checked),
      ).toBe(true);
  },
};

/** "Kirim jawaban" with two statements open: which ones, and the way to the first. */
export const SubmitWithMissing: Story = {
  ...withApi({ scenario: 'missing' }),
  args: { path: '/my-psychotests?take=big-five' },
  play: async ({ canvas, userEvent }) => {
    // Opened where the first gap is.
    await findPage(canvas, 1, 10);
    await userEvent.click(canvas.getByRole('button', { name: t('psychotests.take.next') }));
    await findPage(canvas, 11, 20);
    await userEvent.click(canvas.getByRole('button', { name: t('psychotests.take.submit') }));
    const alert = await canvas.findByRole('alert');
    await expect(
      within(alert).getByRole('heading', { name: t('psychotests.take.missingTitle') }),
    ).toBeVisible();
    const list = new Intl.ListFormat(lang() === 'en' ? 'en-GB' : 'id-ID').format(['4', '17']);
    await expect(alert).toHaveTextContent(t('psychotests.take.missing', { count: 2, list }));
    await userEvent.click(
      within(alert).getByRole('button', { name: t('psychotests.take.goTo', { number: 4 }) }),
    );
    await findPage(canvas, 1, 10);
    await waitFor(() =>
      expect(within(statement(canvas, 4)).getAllByRole('radio')[0]).toHaveFocus(),
    );
  },
};

/** The last statement answered and sent: the result, kept in the address. */
export const Submit: Story = {
  ...withApi({ scenario: 'almostDone' }),
  args: { path: '/my-psychotests?take=big-five' },
  tags: ['no-visual'],
  play: async ({ canvas, userEvent }) => {
    await findPage(canvas, 11, 20);
    await userEvent.click(point(statement(canvas, 20), 3));
    await userEvent.click(canvas.getByRole('button', { name: t('psychotests.take.submit') }));
    await expect(
      await canvas.findByRole(
        'heading',
        { level: 2, name: pick(BIG_FIVE.title) },
        { timeout: 5000 },
      ),
    ).toBeVisible();
    await expect(
      await canvas.findByRole('table', { name: t('psychotests.result.table.bigFive') }),
    ).toBeVisible();
    await waitFor(() => expect(storyAddress().search).toMatch(/^\?result=\d+$/));
  },
};

const findChart = (canvas: Canvas, kind: 'bigFive' | 'riasec') =>
  canvas.findByRole(
    'img',
    { name: new RegExp(`^${t(`psychotests.result.chart.${kind}`)}: `) },
    { timeout: 10_000 },
  );

/** A Big Five result: the profile as bars and as a table with each domain's reading. */
export const BigFiveResult: Story = {
  args: { path: `/my-psychotests?result=${RESULT_ID.bigFive}` },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole(
        'heading',
        { level: 2, name: pick(BIG_FIVE.title) },
        { timeout: 5000 },
      ),
    ).toBeVisible();
    await expect(await findChart(canvas, 'bigFive')).toBeVisible();
    const table = canvas.getByRole('table', { name: t('psychotests.result.table.bigFive') });
    const extraversion = within(table).getByRole('rowheader', {
      name: lang() === 'en' ? 'Extraversion' : 'Ekstraversi',
    });
    const row = extraversion.closest('tr')!;
    await expect(row).toHaveTextContent(t('psychotests.result.raw', { raw: 24, min: 10, max: 50 }));
    await expect(row).toHaveTextContent(t('psychotests.result.bands.low'));
    await expect(row).toHaveTextContent(
      lang() === 'en' ? /You tend to be calm/ : /Anda cenderung tenang/,
    );
    await expect(canvas.getByText(/Goldberg, L\. R\. \(1992\)/)).toBeVisible();
    await expect(canvas.getByText(pick(BIG_FIVE.source.translation))).toBeVisible();
    await expect(canvas.getByRole('heading', { name: t('psychotests.note.title') })).toBeVisible();
    await expect(
      canvas.getByRole('switch', { name: t('psychotests.sharing.label', { name: SUPERVISOR }) }),
    ).toHaveAttribute('aria-checked', 'false');
    await expect(
      canvas.queryByRole('heading', { name: t('psychotests.result.quality.title') }),
    ).toBeNull();
  },
};

/** RIASEC with Enterprising and Conventional level third: both codes, said to be as right. */
export const RiasecTiedCode: Story = {
  args: { path: `/my-psychotests?result=${RESULT_ID.riasec}` },
  play: async ({ canvas }) => {
    const code = new Intl.ListFormat(lang() === 'en' ? 'en-GB' : 'id-ID', {
      type: 'disjunction',
    }).format(['SAE', 'SAC']);
    await expect(
      await canvas.findByRole(
        'heading',
        { name: t('psychotests.result.code.title', { code }) },
        { timeout: 5000 },
      ),
    ).toBeVisible();
    await expect(
      canvas.getByText(
        new RegExp(
          lang() === 'en'
            ? 'Enterprising \\(E\\) and Conventional \\(C\\)'
            : 'Wirausaha \\(E\\) dan Konvensional \\(C\\)',
        ),
      ),
    ).toBeVisible();
    await expect(await findChart(canvas, 'riasec')).toBeVisible();
    const table = canvas.getByRole('table', { name: t('psychotests.result.table.riasec') });
    await expect(within(table).getAllByRole('row').slice(1)).toHaveLength(6);
    await expect(
      canvas.getByRole('switch', { name: t('psychotests.sharing.label', { name: SUPERVISOR }) }),
    ).toHaveAttribute('aria-checked', 'true');
  },
};

/** Ten identical answers in a row: the result with a caution beside it, unchanged. */
export const ResultWithCaution: Story = {
  args: { path: `/my-psychotests?result=${RESULT_ID.caution}` },
  play: async ({ canvas }) => {
    const caution = await canvas.findByRole(
      'heading',
      { name: t('psychotests.result.quality.title') },
      { timeout: 5000 },
    );
    await expect(caution).toBeVisible();
    const callout = within(caution.parentElement!);
    await expect(callout.getByText(t('psychotests.result.quality.sameResponseRun'))).toBeVisible();
    await expect(
      canvas.getByRole('table', { name: t('psychotests.result.table.bigFive') }),
    ).toBeVisible();
  },
};

/** A team member's result shared with me, their supervisor: whose it is, and no switch. */
export const SharedWithMe: Story = {
  args: { path: `/my-psychotests?result=${RESULT_ID.shared}` },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole(
        'heading',
        { name: t('psychotests.result.sharedBy', { name: SHARED_BY }) },
        { timeout: 5000 },
      ),
    ).toBeVisible();
    await expect(
      canvas.getByRole('table', { name: t('psychotests.result.table.bigFive') }),
    ).toBeVisible();
    await expect(canvas.queryByRole('switch')).toBeNull();
    await expect(
      canvas.queryByRole('heading', { name: t('psychotests.sharing.title') }),
    ).toBeNull();
  },
};

/** Sharing turned on applies at once, and the history says so. */
export const SharingToggled: Story = {
  args: { path: `/my-psychotests?result=${RESULT_ID.bigFive}` },
  play: async ({ canvas, userEvent }) => {
    const toggle = await canvas.findByRole(
      'switch',
      { name: t('psychotests.sharing.label', { name: SUPERVISOR }) },
      { timeout: 5000 },
    );
    await userEvent.click(toggle);
    await waitFor(() => expect(toggle).toHaveAttribute('aria-checked', 'true'));
    await userEvent.click(canvas.getByRole('link', { name: t('psychotests.back') }));
    const history = await canvas.findByRole('table', { name: t('psychotests.history.caption') });
    // Back before the server answered, the line follows once the change is saved.
    await waitFor(() => {
      const link = within(history)
        .getAllByRole('link')
        .find((a) => a.getAttribute('href') === `/my-psychotests?result=${RESULT_ID.bigFive}`);
      expect(link?.closest('tr')).toHaveTextContent(t('psychotests.history.sharedYes'));
    });
  },
};

/** No supervisor in Ajar: nobody to share with, and the page says so. */
export const WithoutSupervisor: Story = {
  ...withApi({ supervisor: null }),
  args: { path: `/my-psychotests?result=${RESULT_ID.bigFive}` },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText(t('psychotests.sharing.noSupervisor'), {}, { timeout: 5000 }),
    ).toBeVisible();
    await expect(canvas.queryByRole('switch')).toBeNull();
  },
};

export const Loading: Story = {
  ...loadingLabelStory({
    api: mockRoute('/psychotests'),
    titleKey: 'pages.myPsychotests.title',
    loadingKey: 'psychotests.loading',
  }),
  tags: ['no-visual'],
};

export const LoadError: Story = errorStory({
  api: mockRoute('/psychotests'),
  errorKey: 'psychotests.error',
});

/** At 360 px the statements, their five points and the buttons stay on the screen. */
export const Phone: Story = {
  ...phoneStory(),
  ...withApi({ scenario: 'resume' }),
  args: { path: '/my-psychotests?take=big-five' },
  play: async ({ canvas }) => {
    await findPage(canvas, 11, 20);
    for (const element of [
      ...canvas.getAllByRole('radio'),
      canvas.getByRole('button', { name: t('psychotests.take.submit') }),
    ])
      await expect(element.getBoundingClientRect().right).toBeLessThanOrEqual(PHONE_WIDTH);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(PHONE_WIDTH);
  },
};

/** A RIASEC result at 360 px: the chart and the table fit the phone. */
export const PhoneResult: Story = {
  ...phoneStory(),
  args: { path: `/my-psychotests?result=${RESULT_ID.riasec}` },
  play: async ({ canvas }) => {
    const chart = await findChart(canvas, 'riasec');
    await waitFor(() => expect(chart.getBoundingClientRect().width).toBeGreaterThan(0));
    await expect(chart.getBoundingClientRect().right).toBeLessThanOrEqual(PHONE_WIDTH);
    await expect(
      canvas
        .getByRole('table', { name: t('psychotests.result.table.riasec') })
        .getBoundingClientRect().right,
    ).toBeLessThanOrEqual(PHONE_WIDTH);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(PHONE_WIDTH);
  },
};
