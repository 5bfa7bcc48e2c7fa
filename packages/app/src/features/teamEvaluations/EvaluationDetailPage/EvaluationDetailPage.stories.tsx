import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { i18next } from '../../../i18n';
import { mockRoute } from '../../../api';
import { errorStory, loadingStory, wayOnStory } from '../../../stories/loadStateStories';
import { PHONE_WIDTH, phoneStory } from '../../../stories/phoneStory';
import { meHandler, shellHandlers, signedInLoaders, StoryApp } from '../../../stories/storyApp';
import { pick } from '../../../stories/storySupport';
import { detailPath, recapPath } from '../shared/evaluationKeys';
import {
  BUDI,
  EVALUATION_ID,
  evaluationsApi,
  FORMS,
  PUTRI,
  RINA,
  TRAININGS,
  YOGA,
} from '../shared/teamEvaluations.fixtures';

const at = (memberId: number, id: number): Pick<Story, 'args'> => ({
  args: { path: detailPath(memberId, id) },
});

/**
 * /my-team/:id/evaluation/recap/:ScoreId against a stateful fake of the API: one of Yoga's
 * evaluations with its facts, each statement's rating in words, and the evaluator's note.
 */
const meta = {
  title: 'Pages/Team/Evaluation Detail',
  component: StoryApp,
  parameters: { layout: 'fullscreen' },
  args: { path: detailPath(YOGA.id, EVALUATION_ID.yogaNegotiation) },
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
const worded = (value: number) =>
  t('quiz.review.ratingValue', { label: t(`quiz.review.likert.${value}`), value, max: 5 });

const findPage = async (canvas: Canvas) =>
  expect(
    await canvas.findByRole(
      'heading',
      { level: 1, name: t('pages.evaluationRecapDetail.title') },
      // The first story of the file also waits for the page's code to load.
      { timeout: 15_000 },
    ),
  ).toBeVisible();
const ratingRows = async (canvas: Canvas, name: string) =>
  within(
    await canvas.findByRole(
      'table',
      { name: t('teamEvaluations.detail.ratingsCaption', { name }) },
      { timeout: 5000 },
    ),
  )
    .getAllByRole('row')
    .slice(1);
const noteOf = (canvas: Canvas) =>
  within(canvas.getByRole('region', { name: t('teamEvaluations.detail.comment') }));

/**
 * Rina's evaluation of Yoga after B2B Negotiation: the form, the training, who and when, the
 * score up against his first; each statement's rating in words and number; her note with its
 * line break; the way back to all of his evaluations.
 */
export const Evaluation: Story = {
  play: async ({ canvas }) => {
    await findPage(canvas);
    const rows = await ratingRows(canvas, YOGA.name);
    await expect(canvas.getByText(pick(FORMS.behaviour.title))).toBeVisible();
    await expect(
      canvas.getByText(
        t('teamEvaluations.training.course', { title: pick(TRAININGS.negotiation.title) }),
      ),
    ).toBeVisible();
    await expect(canvas.getByText(RINA.name)).toBeVisible();
    await expect(canvas.getByText(score(62.5))).toBeVisible();
    await expect(
      canvas.getByText(t('teamEvaluations.trend.up', { previous: score(43.8) })),
    ).toBeVisible();
    await expect(rows).toHaveLength(4);
    await expect(
      within(rows[0]!).getByRole('rowheader', { name: pick(FORMS.behaviour.statements[0].text) }),
    ).toBeVisible();
    await expect(within(rows[0]!).getByText(worded(4))).toBeVisible();
    await expect(within(rows[1]!).getByText(worded(3))).toBeVisible();
    const note = noteOf(canvas);
    await expect(note.getByText(/menyiapkan batas harga/)).toBeVisible();
    await expect(note.getByText(/Dua kontrak baru/)).toBeVisible();
    await expect(
      canvas.getByRole('link', { name: t('teamEvaluations.detail.all', { name: YOGA.name }) }),
    ).toHaveAttribute('href', recapPath(YOGA.id));
  },
};

/** A note that looks like markup is shown as typed, never as markup; the score went down. */
export const NoteAsTyped: Story = {
  ...at(YOGA.id, EVALUATION_ID.yogaCommunication),
  play: async ({ canvas }) => {
    await findPage(canvas);
    await ratingRows(canvas, YOGA.name);
    const note = noteOf(canvas);
    await expect(note.getByText('<b>Belum</b> terlihat di rapat mingguan.')).toBeVisible();
    await expect(
      canvas.getByRole('region', { name: t('teamEvaluations.detail.comment') }).querySelector('b'),
    ).toBeNull();
    await expect(
      canvas.getByText(t('teamEvaluations.trend.down', { previous: score(62.5) })),
    ).toBeVisible();
  },
};

/** Yoga's first, by his former supervisor: no trend to show, and no note written. */
export const FirstWithoutNote: Story = {
  ...at(YOGA.id, EVALUATION_ID.yogaExcel),
  play: async ({ canvas }) => {
    await findPage(canvas);
    await ratingRows(canvas, YOGA.name);
    await expect(canvas.getByText(t('teamEvaluations.trend.first'))).toBeVisible();
    await expect(canvas.getByText(BUDI.name)).toBeVisible();
    await expect(noteOf(canvas).getByText(t('teamEvaluations.detail.noComment'))).toBeVisible();
  },
};

/** Yoga's evaluation under Putri's address: not found, and the way back to her evaluations. */
export const NotFound: Story = {
  ...at(PUTRI.id, EVALUATION_ID.yogaNegotiation),
  play: async (context) => {
    await findPage(context.canvas);
    await wayOnStory({
      titleKey: 'teamEvaluations.detail.notFound',
      linkKey: 'teamEvaluations.backToRecap',
      href: recapPath(PUTRI.id),
    }).play(context);
  },
};

/** An id the API does not know (or not of my team): the same. */
export const Unknown: Story = {
  ...at(YOGA.id, EVALUATION_ID.unknown),
  play: async (context) => {
    await findPage(context.canvas);
    await wayOnStory({
      titleKey: 'teamEvaluations.detail.notFound',
      linkKey: 'teamEvaluations.backToRecap',
      href: recapPath(YOGA.id),
    }).play(context);
  },
};

export const Loading: Story = {
  tags: ['no-visual'],
  ...loadingStory({
    api: mockRoute('/team-evaluations/{id}'),
    titleKey: 'pages.evaluationRecapDetail.title',
    loadingKey: 'teamEvaluations.detail.loading',
  }),
};

export const LoadError: Story = errorStory({
  api: mockRoute('/team-evaluations/{id}'),
  errorKey: 'teamEvaluations.detail.error',
});

/** At 360 px the facts, the ratings and the note stay inside the screen. */
export const Phone: Story = {
  ...phoneStory(),
  play: async ({ canvas }) => {
    await findPage(canvas);
    const rows = await ratingRows(canvas, YOGA.name);
    for (const element of [
      ...rows,
      canvas.getByRole('region', { name: t('teamEvaluations.detail.comment') }),
      canvas.getByRole('link', { name: t('teamEvaluations.detail.all', { name: YOGA.name }) }),
    ])
      await expect(element.getBoundingClientRect().right).toBeLessThanOrEqual(PHONE_WIDTH);
  },
};
