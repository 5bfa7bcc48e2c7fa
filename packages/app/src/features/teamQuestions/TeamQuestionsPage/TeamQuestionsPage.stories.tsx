import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { fieldLabel, formatMessage } from '@ajar/api/contract/messages';
import { TEAM_QUESTION_LIMITS } from '@ajar/api/contract/team-question-rules';
import { i18next } from '../../../i18n';
import { mockRoute } from '../../../api';
import { errorStory, loadingStory } from '../../../stories/loadStateStories';
import { PHONE_WIDTH, phoneStory } from '../../../stories/phoneStory';
import { meHandler, shellHandlers, signedInLoaders, StoryApp } from '../../../stories/storyApp';
import { pick } from '../../../stories/storySupport';
import { answerPath, QUESTIONS_PATH } from '../shared/questionKeys';
import {
  BUDI,
  PUTRI,
  QUESTION_ID,
  questionsApi,
  TRAININGS,
  YOGA,
  type QuestionScenario,
} from '../shared/teamQuestions.fixtures';

let api: ReturnType<typeof questionsApi>;
const withApi = (scenario: QuestionScenario, teamSize: number): Pick<Story, 'beforeEach'> => ({
  beforeEach: ({ msw }) => {
    api = questionsApi({ scenario, slow: 300 });
    msw.use(meHandler(teamSize), ...api.handlers);
  },
});

/**
 * /my-team/question against a stateful fake of the API: the questions Rina's supervisor asked
 * her (answered inline, editable until read), and those she asked her team with a filter; a
 * member without a team sees only her own; empty, loading and failure.
 */
const meta = {
  title: 'Pages/Team/Questions',
  component: StoryApp,
  parameters: { layout: 'fullscreen' },
  args: { path: QUESTIONS_PATH },
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

const loaded = async (canvas: Canvas) => {
  await expect(
    await canvas.findByRole(
      'heading',
      { level: 1, name: t('pages.teamQuestions.title') },
      // The first story of the file also waits for the page's code to load.
      { timeout: 15_000 },
    ),
  ).toBeVisible();
  return canvas.findByRole('region', { name: t('teamQuestions.forMe.title') }, { timeout: 5000 });
};
/** The `index`th card of questions from `name`, in the list's order. */
const cardFrom = (region: HTMLElement, name: string, index = 0) => {
  const headings = within(region).getAllByRole('heading', {
    name: t('teamQuestions.forMe.from', { name }),
  });
  return within(headings[index]!.closest('article')!);
};
const answerField = (scope: ReturnType<typeof within>) =>
  scope.getByRole('textbox', { name: new RegExp(t('teamQuestions.answer.label')) });

/**
 * Both lists: Budi's open question with its training and due day, and his read one with
 * Rina's final answer and his reply; below, what Rina asked her team, each linking to its
 * answer, with its state.
 */
export const Filled: Story = {
  play: async ({ canvas }) => {
    const forMe = await loaded(canvas);
    const open = cardFrom(forMe, BUDI.name, 0);
    await expect(open.getByText(t('teamQuestions.status.open'))).toBeVisible();
    const training = t('teamQuestions.facts.training.course', {
      title: pick(TRAININGS.negotiation.title),
    });
    await expect(open.getByText(training, { exact: false })).toBeVisible();
    await expect(answerField(open)).toBeVisible();
    const read = cardFrom(forMe, BUDI.name, 1);
    await expect(read.getByText(t('teamQuestions.status.read'))).toBeVisible();
    await expect(
      read.getByText(t('teamQuestions.answer.readBy', { name: BUDI.name })),
    ).toBeVisible();
    await expect(read.getByText(/Lanjutkan, hasilnya terlihat/)).toBeVisible();
    await expect(read.queryByRole('button', { name: t('teamQuestions.answer.edit') })).toBeNull();

    const fromMe = canvas.getByRole('region', { name: t('teamQuestions.fromMe.title') });
    const yoga = within(fromMe).getAllByRole('link', { name: YOGA.name })[0]!;
    await expect(yoga).toHaveAttribute('href', answerPath(YOGA.id, QUESTION_ID.yogaAnswered));
    await expect(
      within(fromMe).getByRole('tab', { name: t('teamQuestions.fromMe.tab.all', { count: 4 }) }),
    ).toHaveAttribute('aria-selected', 'true');
  },
};

/** The filter: waiting shows Putri's open question only; answered shows Yoga's and Andi's. */
export const FilterFromMe: Story = {
  play: async ({ canvas, userEvent }) => {
    await loaded(canvas);
    const fromMe = within(canvas.getByRole('region', { name: t('teamQuestions.fromMe.title') }));
    await userEvent.click(
      fromMe.getByRole('tab', { name: t('teamQuestions.fromMe.tab.waiting', { count: 1 }) }),
    );
    const waiting = within(fromMe.getByRole('tabpanel'));
    await expect(waiting.getAllByRole('article')).toHaveLength(1);
    await expect(waiting.getByRole('link', { name: PUTRI.name })).toBeVisible();
    await userEvent.click(
      fromMe.getByRole('tab', { name: t('teamQuestions.fromMe.tab.answered', { count: 2 }) }),
    );
    const answered = within(fromMe.getByRole('tabpanel'));
    await expect(answered.getAllByRole('article')).toHaveLength(2);
    await expect(answered.queryByRole('link', { name: PUTRI.name })).toBeNull();
  },
};

/**
 * Answering: too short, the field says so in the API's words and takes focus, nothing is
 * sent; with enough words, a toast names Budi and the card shows the answer, still editable.
 */
export const Answering: Story = {
  play: async ({ canvas, userEvent }) => {
    const forMe = await loaded(canvas);
    const card = cardFrom(forMe, BUDI.name, 0);
    const send = card.getByRole('button', { name: t('teamQuestions.answer.send') });
    await userEvent.type(answerField(card), 'Sudah.');
    await userEvent.click(send);
    const message = formatMessage(lang(), 'tooShort', {
      field: fieldLabel(lang(), 'answer'),
      n: TEAM_QUESTION_LIMITS.answerMin,
    });
    await expect(answerField(card)).toHaveAccessibleDescription(new RegExp(message));
    await expect(answerField(card)).toHaveFocus();
    await expect(api.calls.answers).toEqual([]);

    await userEvent.clear(answerField(card));
    await userEvent.type(answerField(card), 'Saya membuka negosiasi dengan kebutuhan klien dulu.');
    await userEvent.click(send);
    await expect(
      await page().findByText(
        t('teamQuestions.answer.sent', { name: BUDI.name }),
        {},
        {
          timeout: 5000,
        },
      ),
    ).toBeVisible();
    await waitFor(() => expect(card.getByText(t('teamQuestions.status.answered'))).toBeVisible());
    await expect(card.getByText(/kebutuhan klien dulu/)).toBeVisible();
    await expect(card.getByRole('button', { name: t('teamQuestions.answer.edit') })).toBeVisible();
    await expect(api.calls.answers).toEqual([
      {
        id: QUESTION_ID.forRinaOpen,
        answer: 'Saya membuka negosiasi dengan kebutuhan klien dulu.',
      },
    ]);
  },
};

/** Opened from the notice (`?question=`): the question's card has focus. */
export const FromNotice: Story = {
  tags: ['no-visual'],
  args: { path: `${QUESTIONS_PATH}?question=${QUESTION_ID.forRinaOpen}` },
  play: async ({ canvas }) => {
    await loaded(canvas);
    await waitFor(() =>
      expect(document.activeElement?.id).toBe(`question-${QUESTION_ID.forRinaOpen}`),
    );
  },
};

/** A member without a team: only the questions for her; no "from me" list. */
export const MemberWithoutTeam: Story = {
  ...withApi('member', 0),
  play: async ({ canvas }) => {
    const forMe = await loaded(canvas);
    await expect(within(forMe).getAllByRole('article')).toHaveLength(2);
    await expect(
      canvas.queryByRole('region', { name: t('teamQuestions.fromMe.title') }),
    ).toBeNull();
  },
};

/** Nothing asked either way: why, and the way to the team to ask. */
export const Empty: Story = {
  ...withApi('empty', 3),
  play: async ({ canvas }) => {
    const forMe = await loaded(canvas);
    await expect(
      within(forMe).getByRole('heading', { name: t('teamQuestions.forMe.empty') }),
    ).toBeVisible();
    const fromMe = within(canvas.getByRole('region', { name: t('teamQuestions.fromMe.title') }));
    await expect(
      fromMe.getByRole('heading', { name: t('teamQuestions.fromMe.none') }),
    ).toBeVisible();
    await expect(
      fromMe.getByRole('link', { name: t('teamQuestions.fromMe.toTeam') }),
    ).toHaveAttribute('href', '/my-team');
  },
};

export const Loading: Story = {
  tags: ['no-visual'],
  ...loadingStory({
    api: mockRoute('/team-questions'),
    titleKey: 'pages.teamQuestions.title',
    loadingKey: 'teamQuestions.list.loading',
  }),
};

export const LoadError: Story = errorStory({
  api: mockRoute('/team-questions'),
  errorKey: 'teamQuestions.list.error',
});

/** At 360 px the cards, the answer field and its button stay inside the screen. */
export const Phone: Story = {
  ...phoneStory(),
  play: async ({ canvas }) => {
    const forMe = await loaded(canvas);
    const card = cardFrom(forMe, BUDI.name, 0);
    for (const element of [
      ...within(forMe).getAllByRole('article'),
      answerField(card),
      card.getByRole('button', { name: t('teamQuestions.answer.send') }),
      // The filter's tabs scroll sideways inside their list, which stays on screen.
      canvas.getByRole('tablist'),
    ])
      await expect(element.getBoundingClientRect().right).toBeLessThanOrEqual(PHONE_WIDTH);
  },
};
