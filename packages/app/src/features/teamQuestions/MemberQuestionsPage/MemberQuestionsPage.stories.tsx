import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { fieldLabel, formatMessage } from '@ajar/api/contract/messages';
import { TEAM_QUESTION_LIMITS } from '@ajar/api/contract/team-question-rules';
import { i18next } from '../../../i18n';
import { mockRoute } from '../../../api';
import { errorStory, loadingStory, wayOnStory } from '../../../stories/loadStateStories';
import { PHONE_WIDTH, phoneStory } from '../../../stories/phoneStory';
import { meHandler, shellHandlers, signedInLoaders, StoryApp } from '../../../stories/storyApp';
import { answerPath, memberQuestionsPath } from '../shared/questionKeys';
import {
  PUTRI,
  QUESTION_ID,
  questionsApi,
  STRANGER_ID,
  TRAININGS,
  YOGA,
} from '../shared/teamQuestions.fixtures';

let api: ReturnType<typeof questionsApi>;
const at = (id: number): Pick<Story, 'args'> => ({ args: { path: memberQuestionsPath(id) } });

/**
 * /my-team/:id/question against a stateful fake of the API: what Rina asked Yoga, each
 * opening its answer, and the form for a new question with the trainings he completed.
 */
const meta = {
  title: 'Pages/Team/Member Questions',
  component: StoryApp,
  parameters: { layout: 'fullscreen' },
  args: { path: memberQuestionsPath(YOGA.id) },
  beforeEach: ({ msw }) => {
    api = questionsApi({ slow: 300 });
    msw.use(meHandler(3), ...shellHandlers, ...api.handlers);
  },
  loaders: signedInLoaders,
} satisfies Meta<typeof StoryApp>;

export default meta;
type Story = StoryObj<typeof meta>;
type Canvas = Parameters<NonNullable<Story['play']>>[0]['canvas'];
const t = (key: string, values?: Record<string, unknown>) => i18next.t(key, values);
const lang = () => (i18next.resolvedLanguage === 'en' ? 'en' : 'id');
const page = () => within(document.body);

const form = async (canvas: Canvas) => {
  await expect(
    await canvas.findByRole(
      'heading',
      { level: 1, name: t('pages.teamMemberQuestions.title') },
      // The first story of the file also waits for the page's code to load.
      { timeout: 15_000 },
    ),
  ).toBeVisible();
  return within(
    await canvas.findByRole('form', { name: t('teamQuestions.ask.title') }, { timeout: 5000 }),
  );
};
const promptField = (scope: ReturnType<typeof within>) =>
  scope.getByRole('textbox', { name: new RegExp(t('teamQuestions.ask.promptLabel')) });
const trainingField = (scope: ReturnType<typeof within>) =>
  scope.getByRole('combobox', { name: new RegExp(t('teamQuestions.ask.trainingLabel')) });
const askedList = (canvas: Canvas) =>
  within(canvas.getByRole('region', { name: t('teamQuestions.member.asked') }));

/** Yoga's questions, newest first, each linking to its answer; his two trainings to choose. */
export const Filled: Story = {
  play: async ({ canvas }) => {
    const ask = await form(canvas);
    await expect(
      canvas.getByText(t('teamQuestions.member.lead', { name: YOGA.name })),
    ).toBeVisible();
    const options = within(trainingField(ask)).getAllByRole('option');
    // The "none" choice and his completed course and verified record.
    await expect(options).toHaveLength(3);
    const asked = askedList(canvas);
    const links = asked.getAllByRole('link');
    await expect(links).toHaveLength(2);
    await expect(links[0]).toHaveAttribute('href', answerPath(YOGA.id, QUESTION_ID.yogaAnswered));
    await expect(asked.getByText(t('teamQuestions.status.answered'))).toBeVisible();
    await expect(asked.getByText(t('teamQuestions.status.withdrawn'))).toBeVisible();
  },
};

/**
 * Asking: too short, the question says so in the API's words and takes focus, nothing sent;
 * then with a training chosen, a toast names Yoga, the form empties and the question leads.
 */
export const Asking: Story = {
  play: async ({ canvas, userEvent }) => {
    const ask = await form(canvas);
    await userEvent.type(promptField(ask), 'Kenapa?');
    await userEvent.click(ask.getByRole('button', { name: t('teamQuestions.ask.submit') }));
    const message = formatMessage(lang(), 'tooShort', {
      field: fieldLabel(lang(), 'prompt'),
      n: TEAM_QUESTION_LIMITS.promptMin,
    });
    await waitFor(() => expect(promptField(ask)).toHaveAccessibleDescription(new RegExp(message)));
    await expect(promptField(ask)).toHaveFocus();
    await expect(api.calls.asked).toEqual([]);

    const prompt = 'Apa satu hal dari Komunikasi Efektif yang sudah kamu terapkan?';
    await userEvent.clear(promptField(ask));
    await userEvent.type(promptField(ask), prompt);
    await userEvent.selectOptions(trainingField(ask), `course:${TRAININGS.communication.id}`);
    await userEvent.click(ask.getByRole('button', { name: t('teamQuestions.ask.submit') }));
    await expect(
      await page().findByText(
        t('teamQuestions.ask.sent', { name: YOGA.name }),
        {},
        {
          timeout: 5000,
        },
      ),
    ).toBeVisible();
    await waitFor(() => expect(promptField(ask)).toHaveValue(''));
    await waitFor(() => expect(askedList(canvas).getAllByRole('link')).toHaveLength(3));
    await expect(askedList(canvas).getAllByRole('link')[0]).toHaveAccessibleName(prompt);
    await expect(api.calls.asked).toEqual([
      { memberId: YOGA.id, prompt, courseId: TRAININGS.communication.id },
    ]);
  },
};

/** Putri completed nothing yet: the training choice says so; nothing asked of her either. */
export const NothingYet: Story = {
  ...at(PUTRI.id),
  play: async ({ canvas }) => {
    const ask = await form(canvas);
    await expect(trainingField(ask)).toBeDisabled();
    await expect(
      ask.getByText(t('teamQuestions.ask.noTrainings', { name: PUTRI.name })),
    ).toBeVisible();
    await expect(
      askedList(canvas)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual([answerPath(PUTRI.id, QUESTION_ID.putriOpen)]);
  },
};

/** Not my report: the page's title, why, and the way back to my team. */
export const NotMyReport: Story = {
  ...at(STRANGER_ID),
  play: async (context) => {
    await expect(
      await context.canvas.findByRole(
        'heading',
        { level: 1, name: t('pages.teamMemberQuestions.title') },
        { timeout: 15_000 },
      ),
    ).toBeVisible();
    await wayOnStory({
      titleKey: 'team.member.notFound',
      linkKey: 'team.member.backToTeam',
      href: '/my-team',
    }).play(context);
  },
};

export const Loading: Story = {
  tags: ['no-visual'],
  ...loadingStory({
    api: mockRoute('/team-questions/members/{id}/questions'),
    titleKey: 'pages.teamMemberQuestions.title',
    loadingKey: 'teamQuestions.member.loading',
  }),
};

export const LoadError: Story = errorStory({
  api: mockRoute('/team-questions/members/{id}/questions'),
  errorKey: 'teamQuestions.member.error',
});

/** At 360 px the form's fields, its button and the list stay inside the screen. */
export const Phone: Story = {
  ...phoneStory(),
  play: async ({ canvas }) => {
    const ask = await form(canvas);
    for (const element of [
      promptField(ask),
      trainingField(ask),
      ask.getByRole('button', { name: t('teamQuestions.ask.submit') }),
      ...askedList(canvas).getAllByRole('article'),
    ])
      await expect(element.getBoundingClientRect().right).toBeLessThanOrEqual(PHONE_WIDTH);
  },
};
