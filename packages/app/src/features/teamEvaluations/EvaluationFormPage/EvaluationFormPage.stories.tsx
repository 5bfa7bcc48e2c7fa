import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { formatMessage } from '@ajar/api/contract/messages';
import { i18next } from '../../../i18n';
import { mockRoute } from '../../../api';
import { errorStory, loadingStory, wayOnStory } from '../../../stories/loadStateStories';
import { PHONE_WIDTH, phoneStory } from '../../../stories/phoneStory';
import { meHandler, shellHandlers, signedInLoaders, StoryApp } from '../../../stories/storyApp';
import { pick } from '../../../stories/storySupport';
import { memberPath, MY_TEAM_PATH } from '../../team/shared/teamKeys';
import { detailPath, formPath, recapPath, trainingValue } from '../shared/evaluationKeys';
import {
  EVALUATION_ID,
  evaluationsApi,
  FORMS,
  PUTRI,
  STRANGER_ID,
  TRAININGS,
  UNKNOWN_FORM_ID,
  YOGA,
} from '../shared/teamEvaluations.fixtures';
import { fill, findForm, findPage, rate, ratingGroups, submit, t } from './formStoryParts';

let api: ReturnType<typeof evaluationsApi>;
const BEHAVIOUR = FORMS.behaviour;
const lang = () => (i18next.resolvedLanguage === 'en' ? 'en' : 'id');
const at = (path: string): Pick<Story, 'args'> => ({ args: { path } });
const score = (value: number) =>
  new Intl.NumberFormat(i18next.resolvedLanguage === 'en' ? 'en-GB' : 'id-ID').format(value);

/**
 * /my-team/:id/evaluation/:QuizId against a stateful fake of the API: the behaviour form for
 * Yoga, his verified record chosen from the recap's link; every statement on the scale with
 * the score so far; the refusals (nothing chosen or rated, a 409, offline); nothing to evaluate.
 */
const meta = {
  title: 'Pages/Team/Evaluation Form',
  component: StoryApp,
  parameters: { layout: 'fullscreen' },
  args: { path: formPath(YOGA.id, BEHAVIOUR.id, TRAININGS.consultative) },
  beforeEach: ({ msw }) => {
    api = evaluationsApi({ slow: 300 });
    msw.use(meHandler(3), ...shellHandlers, ...api.handlers);
  },
  loaders: signedInLoaders,
} satisfies Meta<typeof StoryApp>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The record from the address is chosen; the two trainings evaluated with this form show but
 * cannot be chosen, each linked. Rating shows the score so far; sent, the new evaluation opens
 * with a toast naming Yoga, its score against his latest one.
 */
export const Filling: Story = {
  play: async ({ canvas, userEvent }) => {
    const form = await findForm(canvas);
    const training = form.getByRole('combobox', {
      name: new RegExp(t('teamEvaluations.form.trainingLabel')),
    });
    await expect(training).toHaveValue(trainingValue(TRAININGS.consultative));
    const options = within(training).getAllByRole('option');
    // Negosiasi B2B and Excel, evaluated with this form.
    await expect(options.filter((option) => (option as HTMLOptionElement).disabled)).toHaveLength(
      2,
    );
    await expect(
      form.getByRole('link', {
        name: t('teamEvaluations.training.course', { title: pick(TRAININGS.negotiation.title) }),
      }),
    ).toHaveAttribute('href', detailPath(YOGA.id, EVALUATION_ID.yogaNegotiation));
    await expect(form.getByText(t('teamEvaluations.form.scoreNone'))).toBeVisible();

    await rate(userEvent, form, 0, 4);
    const soFar = (value: number, rated: number) =>
      t('teamEvaluations.form.scoreSoFar', { score: score(value), rated, total: 4 });
    await expect(form.getByText(soFar(75, 1))).toBeVisible();
    await fill(userEvent, form, [5, 4, 3], 1);
    await expect(form.getByText(soFar(75, 4))).toBeVisible();
    await userEvent.type(
      form.getByRole('textbox', { name: t('teamEvaluations.form.commentLabel') }),
      'Sudah memakai tiga pertanyaan pembuka.',
    );
    await userEvent.click(submit(form));

    await expect(
      await within(document.body).findByText(
        t('teamEvaluations.form.sent', { name: YOGA.name }),
        {},
        { timeout: 5000 },
      ),
    ).toBeVisible();
    await expect(
      await canvas.findByRole(
        'heading',
        { level: 1, name: t('pages.evaluationRecapDetail.title') },
        { timeout: 5000 },
      ),
    ).toBeVisible();
    await expect(
      canvas.getByText(t('teamEvaluations.trend.up', { previous: score(50) })),
    ).toBeVisible();
    await expect(api.state.submitted).toEqual([
      {
        formId: BEHAVIOUR.id,
        training: { kind: 'record', id: TRAININGS.consultative.id },
        ratings: { '301': 4, '302': 5, '303': 4, '304': 3 },
        comment: 'Sudah memakai tiga pertanyaan pembuka.',
      },
    ]);
  },
};

/**
 * Nothing chosen: the training says so and takes focus. Chosen, every statement not rated says
 * so and focus goes to the first one's scale; two rated, it moves on to the third. Nothing sent.
 */
export const MissingRatings: Story = {
  ...at(formPath(YOGA.id, BEHAVIOUR.id)),
  play: async ({ canvas, userEvent }) => {
    const form = await findForm(canvas);
    const training = form.getByRole('combobox', {
      name: new RegExp(t('teamEvaluations.form.trainingLabel')),
    });
    await expect(training).toHaveValue('');
    await userEvent.click(submit(form));
    await expect(training).toHaveAccessibleDescription(
      new RegExp(t('teamEvaluations.form.trainingRequired')),
    );
    await waitFor(() => expect(training).toHaveFocus());

    await userEvent.selectOptions(training, trainingValue(TRAININGS.communication));
    await userEvent.click(submit(form));
    await expect(form.getAllByText(t('teamEvaluations.form.unrated'))).toHaveLength(4);
    const groups = ratingGroups(form);
    await waitFor(() => expect(within(groups[0]!).getAllByRole('radio')[0]).toHaveFocus());

    await fill(userEvent, form, [4, 4], 0);
    await expect(form.getAllByText(t('teamEvaluations.form.unrated'))).toHaveLength(2);
    await userEvent.click(submit(form));
    await waitFor(() => expect(within(groups[2]!).getAllByRole('radio')[0]).toHaveFocus());
    await expect(api.state.submitted).toEqual([]);
  },
};

/**
 * Evaluated meanwhile (another tab): the API refuses with 409; the page says so, focused,
 * with the way to that evaluation; the ratings stay as they were.
 */
export const AlreadyEvaluated: Story = {
  play: async ({ canvas, userEvent }) => {
    const form = await findForm(canvas);
    await fill(userEvent, form, [4, 4, 5, 3]);
    const id = api.evaluateMeanwhile(YOGA.id, BEHAVIOUR, TRAININGS.consultative);
    await userEvent.click(submit(form));
    const alert = await canvas.findByRole('alert', {}, { timeout: 5000 });
    await expect(alert).toHaveTextContent(t('teamEvaluations.form.already', { name: YOGA.name }));
    await waitFor(() => expect(alert).toHaveFocus());
    await expect(
      await within(alert).findByRole('link', { name: t('teamEvaluations.form.alreadyLink') }),
    ).toHaveAttribute('href', detailPath(YOGA.id, id));
    await expect(within(ratingGroups(form)[2]!).getAllByRole('radio')[4]).toBeChecked();
  },
};

/**
 * The record was sent back for checking meanwhile, so it is no training of his any more: the
 * API's words land on the choice, which takes focus; the ratings stay.
 */
export const TrainingRefused: Story = {
  play: async ({ canvas, userEvent }) => {
    const form = await findForm(canvas);
    await fill(userEvent, form, [4, 4, 4, 4]);
    api.unverify(YOGA.id, TRAININGS.consultative);
    await userEvent.click(submit(form));
    const training = form.getByRole('combobox', {
      name: new RegExp(t('teamEvaluations.form.trainingLabel')),
    });
    await waitFor(() => expect(training).toHaveFocus(), { timeout: 5000 });
    await expect(training).toHaveAccessibleDescription(
      new RegExp(formatMessage(lang(), 'questionTraining')),
    );
    await expect(within(ratingGroups(form)[3]!).getAllByRole('radio')[3]).toBeChecked();
  },
};

/**
 * Offline: a message above the form (focused), everything as it was; back online, the same
 * evaluation goes out.
 */
export const Offline: Story = {
  beforeEach: ({ msw }) => {
    api = evaluationsApi({ offline: true });
    msw.use(...api.handlers);
  },
  play: async ({ canvas, userEvent }) => {
    const form = await findForm(canvas);
    await fill(userEvent, form, [2, 3, 4, 5]);
    const comment = form.getByRole('textbox', { name: t('teamEvaluations.form.commentLabel') });
    await userEvent.type(comment, 'Masih ragu di depan klien.');
    await userEvent.click(submit(form));
    const alert = await canvas.findByRole('alert', {}, { timeout: 5000 });
    await expect(alert).toHaveTextContent(t('teamEvaluations.failed'));
    await waitFor(() => expect(alert).toHaveFocus());
    await expect(within(ratingGroups(form)[3]!).getAllByRole('radio')[4]).toBeChecked();
    await expect(comment).toHaveValue('Masih ragu di depan klien.');

    api.state.offline = false;
    await userEvent.click(submit(form));
    await expect(
      await canvas.findByRole(
        'heading',
        { level: 1, name: t('pages.evaluationRecapDetail.title') },
        { timeout: 5000 },
      ),
    ).toBeVisible();
    await expect(api.state.submitted).toHaveLength(1);
  },
};

/** Putri completed nothing: nothing to evaluate yet, and the way to assign her a course. */
export const NoTrainings: Story = {
  ...at(formPath(PUTRI.id, BEHAVIOUR.id)),
  play: async ({ canvas }) => {
    await findPage(canvas);
    await expect(
      await canvas.findByRole('heading', {
        level: 2,
        name: t('teamEvaluations.pending.noTrainings', { name: PUTRI.name }),
      }),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: t('teamEvaluations.assign') })).toHaveAttribute(
      'href',
      memberPath(PUTRI.id, 'assign-course'),
    );
    await expect(canvas.queryByRole('form')).toBeNull();
  },
};

/** A form the company does not have: why, and the way back to Yoga's evaluations. */
export const FormNotFound: Story = {
  ...at(formPath(YOGA.id, UNKNOWN_FORM_ID)),
  play: async (context) => {
    await findPage(context.canvas);
    await wayOnStory({
      titleKey: 'teamEvaluations.form.notFound',
      linkKey: 'teamEvaluations.backToRecap',
      href: recapPath(YOGA.id),
    }).play(context);
  },
};

/** Not my report: the team's own "not found" and the way back to my team. */
export const NotMyReport: Story = {
  ...at(formPath(STRANGER_ID, BEHAVIOUR.id)),
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
    api: mockRoute('/team-evaluations/members/{id}/forms/{quizId}'),
    titleKey: 'pages.teamEvaluation.title',
    loadingKey: 'teamEvaluations.form.loading',
  }),
};

export const LoadError: Story = errorStory({
  api: mockRoute('/team-evaluations/members/{id}/forms/{quizId}'),
  errorKey: 'teamEvaluations.form.error',
});

/** At 360 px the training, every scale, the note and the button stay inside the screen. */
export const Phone: Story = {
  ...phoneStory(),
  play: async ({ canvas }) => {
    const form = await findForm(canvas);
    for (const element of [
      form.getByRole('combobox'),
      ...form.getAllByRole('radio'),
      form.getByRole('textbox'),
      submit(form),
    ])
      await expect(element.getBoundingClientRect().right).toBeLessThanOrEqual(PHONE_WIDTH);
  },
};
