import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { i18next } from '../../../i18n';
import { mockRoute } from '../../../api';
import { errorStory, loadingStory, wayOnStory } from '../../../stories/loadStateStories';
import { PHONE_WIDTH, phoneStory } from '../../../stories/phoneStory';
import { meHandler, shellHandlers, signedInLoaders, StoryApp } from '../../../stories/storyApp';
import { pick } from '../../../stories/storySupport';
import { memberPath, MY_TEAM_PATH } from '../../team/shared/teamKeys';
import { detailPath, formPath, recapPath } from '../shared/evaluationKeys';
import {
  ANDI,
  BUDI,
  EVALUATION_ID,
  evaluationsApi,
  FORMS,
  PUTRI,
  STRANGER_ID,
  TRAININGS,
  YOGA,
  type EvaluationScenario,
} from '../shared/teamEvaluations.fixtures';

const at = (id: number): Pick<Story, 'args'> => ({ args: { path: recapPath(id) } });
const withApi = (scenario: EvaluationScenario): Pick<Story, 'beforeEach'> => ({
  beforeEach: ({ msw }) => {
    msw.use(...evaluationsApi(scenario).handlers);
  },
});

/**
 * /my-team/:id/evaluation/recap against a stateful fake of the API: Yoga's three evaluations
 * (up, then down) and a training waiting for one; Andi's steady two; Putri with nothing done;
 * a company without forms; someone not on my team.
 */
const meta = {
  title: 'Pages/Team/Evaluation Recap',
  component: StoryApp,
  parameters: { layout: 'fullscreen' },
  args: { path: recapPath(YOGA.id) },
  beforeEach: ({ msw }) => {
    msw.use(meHandler(3), ...shellHandlers, ...evaluationsApi().handlers);
  },
  loaders: signedInLoaders,
} satisfies Meta<typeof StoryApp>;

export default meta;
type Story = StoryObj<typeof meta>;
type Canvas = Parameters<NonNullable<Story['play']>>[0]['canvas'];
const t = (key: string, values?: Record<string, unknown>) => i18next.t(key, values);
const score = (value: number) =>
  new Intl.NumberFormat(i18next.resolvedLanguage === 'en' ? 'en-GB' : 'id-ID').format(value);

const findPage = async (canvas: Canvas) =>
  expect(
    await canvas.findByRole(
      'heading',
      { level: 1, name: t('pages.evaluationRecap.title') },
      // The first story of the file also waits for the page's code to load.
      { timeout: 15_000 },
    ),
  ).toBeVisible();
const section = (canvas: Canvas, key: string) =>
  within(canvas.getByRole('region', { name: t(key) }));
const rowsOf = (table: HTMLElement) => within(table).getAllByRole('row').slice(1);
const historyRows = async (canvas: Canvas, name: string) =>
  rowsOf(await canvas.findByRole('table', { name: t('teamEvaluations.list.caption', { name }) }));

/**
 * Yoga: the average, the count, the latest score down against the one before, his scores as a
 * line; the list newest first, each opening its evaluation, the trend in words; his verified
 * record waiting, with one link per company form, the training chosen in the address.
 */
export const Evaluated: Story = {
  play: async ({ canvas }) => {
    await findPage(canvas);
    const rows = await historyRows(canvas, YOGA.name);
    await expect(canvas.getByText(score(52.1))).toBeVisible();
    await expect(
      canvas.getByRole('img', {
        name: new RegExp(t('teamEvaluations.recap.overTimeLabel', { name: YOGA.name })),
      }),
    ).toBeVisible();
    await expect(rows).toHaveLength(3);
    const latest = within(rows[0]!);
    await expect(
      latest.getByRole('link', {
        name: t('teamEvaluations.training.course', { title: pick(TRAININGS.communication.title) }),
      }),
    ).toHaveAttribute('href', detailPath(YOGA.id, EVALUATION_ID.yogaCommunication));
    await expect(latest.getByText(pick(FORMS.leadership.title))).toBeVisible();
    await expect(
      latest.getByText(t('teamEvaluations.trend.down', { previous: score(62.5) })),
    ).toBeVisible();
    await expect(
      within(rows[1]!).getByText(t('teamEvaluations.trend.up', { previous: score(43.8) })),
    ).toBeVisible();
    await expect(within(rows[2]!).getByText(t('teamEvaluations.trend.first'))).toBeVisible();
    await expect(within(rows[2]!).getByText(BUDI.name)).toBeVisible();

    const pending = rowsOf(
      canvas.getByRole('table', {
        name: t('teamEvaluations.pending.caption', { name: YOGA.name }),
      }),
    );
    await expect(pending).toHaveLength(1);
    const links = within(pending[0]!).getAllByRole('link');
    await expect(links.map((link) => link.getAttribute('href'))).toEqual([
      formPath(YOGA.id, FORMS.behaviour.id, TRAININGS.consultative),
      formPath(YOGA.id, FORMS.leadership.id, TRAININGS.consultative),
    ]);
    await expect(links[1]).toHaveAccessibleName(
      t('teamEvaluations.pending.fillWith', { form: pick(FORMS.leadership.title) }),
    );
  },
};

/** With one company form, each waiting training has one plain "fill in" link. */
export const OneForm: Story = {
  ...withApi({ oneForm: true }),
  play: async ({ canvas }) => {
    await findPage(canvas);
    await historyRows(canvas, YOGA.name);
    await expect(
      canvas.getByRole('link', { name: t('teamEvaluations.pending.fillOne') }),
    ).toHaveAttribute('href', formPath(YOGA.id, FORMS.behaviour.id, TRAININGS.consultative));
  },
};

/** Andi: two scores alike read as steady; every training he completed is evaluated. */
export const Steady: Story = {
  ...at(ANDI.id),
  play: async ({ canvas }) => {
    await findPage(canvas);
    const rows = await historyRows(canvas, ANDI.name);
    await expect(
      within(rows[0]!).getByText(t('teamEvaluations.trend.steady', { previous: score(75) })),
    ).toBeVisible();
    await expect(
      section(canvas, 'teamEvaluations.pending.title').getByRole('heading', {
        level: 3,
        name: t('teamEvaluations.pending.allDone', { name: ANDI.name }),
      }),
    ).toBeVisible();
  },
};

/** Putri completed nothing yet: no evaluation, no figures, and the way to assign a course. */
export const NoTrainings: Story = {
  ...at(PUTRI.id),
  play: async ({ canvas }) => {
    await findPage(canvas);
    await expect(
      await canvas.findByRole('heading', {
        level: 3,
        name: t('teamEvaluations.list.empty', { name: PUTRI.name }),
      }),
    ).toBeVisible();
    await expect(canvas.queryByText(t('teamEvaluations.recap.average'))).toBeNull();
    const pending = section(canvas, 'teamEvaluations.pending.title');
    await expect(
      pending.getByRole('heading', {
        name: t('teamEvaluations.pending.noTrainings', { name: PUTRI.name }),
      }),
    ).toBeVisible();
    await expect(pending.getByRole('link', { name: t('teamEvaluations.assign') })).toHaveAttribute(
      'href',
      memberPath(PUTRI.id, 'assign-course'),
    );
  },
};

/** The company has no evaluation form yet: said where the links would be, and by whom. */
export const NoForms: Story = {
  ...withApi({ noForms: true }),
  play: async ({ canvas }) => {
    await findPage(canvas);
    await expect(
      await canvas.findByRole('heading', { level: 3, name: t('teamEvaluations.pending.noForms') }),
    ).toBeVisible();
    await expect(
      canvas.queryByRole('link', { name: t('teamEvaluations.pending.fillOne') }),
    ).toBeNull();
  },
};

/** Not my report: the page's title, why, and the way back to my team. */
export const NotMyReport: Story = {
  ...at(STRANGER_ID),
  play: async (context) => {
    await findPage(context.canvas);
    await wayOnStory({
      titleKey: 'team.member.notFound',
      linkKey: 'team.member.backToTeam',
      href: MY_TEAM_PATH,
    }).play(context);
  },
};

export const Loading: Story = {
  tags: ['no-visual'],
  ...loadingStory({
    api: mockRoute('/team-evaluations/members/{id}'),
    titleKey: 'pages.evaluationRecap.title',
    loadingKey: 'teamEvaluations.recap.loading',
  }),
};

export const LoadError: Story = errorStory({
  api: mockRoute('/team-evaluations/members/{id}'),
  errorKey: 'teamEvaluations.recap.error',
});

/** At 360 px the figures, the evaluations and the waiting trainings stay inside the screen. */
export const Phone: Story = {
  ...phoneStory(),
  play: async ({ canvas }) => {
    await findPage(canvas);
    await historyRows(canvas, YOGA.name);
    const main = within(canvas.getByRole('main'));
    for (const element of [
      ...main.getAllByRole('table'),
      ...main.getAllByRole('link'),
      canvas.getByRole('img', {
        name: new RegExp(t('teamEvaluations.recap.overTimeLabel', { name: YOGA.name })),
      }),
    ])
      await expect(element.getBoundingClientRect().right).toBeLessThanOrEqual(PHONE_WIDTH);
  },
};
