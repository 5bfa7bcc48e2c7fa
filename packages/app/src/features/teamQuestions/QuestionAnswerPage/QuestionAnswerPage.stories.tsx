import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { fieldLabel, formatMessage } from '@ajar/api/contract/messages';
import { i18next } from '../../../i18n';
import { mockRoute } from '../../../api';
import { errorStory, loadingStory, wayOnStory } from '../../../stories/loadStateStories';
import { PHONE_WIDTH, phoneStory } from '../../../stories/phoneStory';
import { meHandler, shellHandlers, signedInLoaders, StoryApp } from '../../../stories/storyApp';
import { answerPath, memberQuestionsPath } from '../shared/questionKeys';
import { ANDI, PUTRI, QUESTION_ID, questionsApi, YOGA } from '../shared/teamQuestions.fixtures';

let api: ReturnType<typeof questionsApi>;
const at = (memberId: number, id: number): Pick<Story, 'args'> => ({
  args: { path: answerPath(memberId, id) },
});

/**
 * /my-team/:id/question/:pesertaId against a stateful fake of the API: one question Rina
 * asked, the person's answer, marking it read and one reply; withdrawing an open one; a
 * question read and replied; one that is not hers.
 */
const meta = {
  title: 'Pages/Team/Question Answer',
  component: StoryApp,
  parameters: { layout: 'fullscreen' },
  args: { path: answerPath(YOGA.id, QUESTION_ID.yogaAnswered) },
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
const toast = (key: string, values?: Record<string, unknown>) =>
  page().findByText(t(key, values), {}, { timeout: 5000 });

const answerRegion = async (canvas: Canvas, name: string) => {
  await expect(
    await canvas.findByRole(
      'heading',
      { level: 1, name: t('pages.teamMemberAnswer.title') },
      // The first story of the file also waits for the page's code to load.
      { timeout: 15_000 },
    ),
  ).toBeVisible();
  return within(
    await canvas.findByRole(
      'region',
      { name: t('teamQuestions.answer.title', { name }) },
      { timeout: 5000 },
    ),
  );
};
const replyField = (scope: ReturnType<typeof within>) =>
  scope.getByRole('textbox', { name: new RegExp(t('teamQuestions.reply.label')) });
const statusIs = (canvas: Canvas, key: string) =>
  within(canvas.getByRole('region', { name: t('teamQuestions.detail.question') })).getByText(
    t(key),
  );

/**
 * Yoga's answer, with its line breaks, waiting to be read: the way back to his questions,
 * the question and its training; marking it read makes it final and the button goes.
 */
export const Answered: Story = {
  play: async ({ canvas, userEvent }) => {
    const answer = await answerRegion(canvas, YOGA.name);
    await expect(answer.getByText(/tiga pertanyaan/)).toBeVisible();
    await expect(answer.getByText(/PT Sinar Logistik/)).toBeVisible();
    await expect(statusIs(canvas, 'teamQuestions.status.answered')).toBeVisible();
    await expect(
      canvas.getByRole('link', { name: t('teamQuestions.detail.all', { name: YOGA.name }) }),
    ).toHaveAttribute('href', memberQuestionsPath(YOGA.id));
    await expect(
      canvas.getByText(/Sertifikasi Penjualan Konsultatif/, { selector: 'p' }),
    ).toBeVisible();

    await userEvent.click(answer.getByRole('button', { name: t('teamQuestions.read.mark') }));
    await expect(await toast('teamQuestions.read.done', { name: YOGA.name })).toBeVisible();
    await waitFor(() => expect(statusIs(canvas, 'teamQuestions.status.read')).toBeVisible());
    await expect(answer.queryByRole('button', { name: t('teamQuestions.read.mark') })).toBeNull();
    await expect(api.calls.read).toEqual([QUESTION_ID.yogaAnswered]);
  },
};

/**
 * Replying: without words the field says so and takes focus; sent, a toast names Yoga, the
 * reply shows as mine, the answer is read, and no second reply is offered.
 */
export const Replying: Story = {
  play: async ({ canvas, userEvent }) => {
    const answer = await answerRegion(canvas, YOGA.name);
    const send = answer.getByRole('button', { name: t('teamQuestions.reply.send') });
    await userEvent.click(send);
    const message = formatMessage(lang(), 'required', { field: fieldLabel(lang(), 'reply') });
    await expect(replyField(answer)).toHaveAccessibleDescription(new RegExp(message));
    await expect(replyField(answer)).toHaveFocus();
    await expect(api.calls.replies).toEqual([]);

    await userEvent.type(replyField(answer), 'Terima kasih, Yoga. Bagikan caranya di tim.');
    await userEvent.click(send);
    await expect(await toast('teamQuestions.reply.sent', { name: YOGA.name })).toBeVisible();
    await waitFor(() =>
      expect(answer.getByRole('heading', { name: t('teamQuestions.reply.mine') })).toBeVisible(),
    );
    await expect(answer.getByText('Terima kasih, Yoga. Bagikan caranya di tim.')).toBeVisible();
    await expect(answer.queryByRole('textbox')).toBeNull();
    await expect(statusIs(canvas, 'teamQuestions.status.read')).toBeVisible();
  },
};

/** Putri's, not answered yet: it says so; withdrawn after confirming, it is out. */
export const OpenWithdraw: Story = {
  ...at(PUTRI.id, QUESTION_ID.putriOpen),
  play: async ({ canvas, userEvent }) => {
    const answer = await answerRegion(canvas, PUTRI.name);
    await expect(
      answer.getByText(t('teamQuestions.answer.none', { name: PUTRI.name })),
    ).toBeVisible();
    await expect(statusIs(canvas, 'teamQuestions.status.open')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: t('teamQuestions.withdraw.open') }));
    const dialog = within(
      await page().findByRole('dialog', { name: t('teamQuestions.withdraw.title') }),
    );
    await waitFor(() =>
      expect(dialog.getByRole('button', { name: t('teamQuestions.withdraw.keep') })).toHaveFocus(),
    );
    await userEvent.click(
      dialog.getByRole('button', { name: t('teamQuestions.withdraw.confirm') }),
    );
    await expect(await toast('teamQuestions.withdraw.done')).toBeVisible();
    await waitFor(() => expect(statusIs(canvas, 'teamQuestions.status.withdrawn')).toBeVisible());
    await expect(
      canvas.queryByRole('button', { name: t('teamQuestions.withdraw.open') }),
    ).toBeNull();
    await expect(api.calls.withdrawn).toEqual([QUESTION_ID.putriOpen]);
  },
};

/** Andi's, read and replied: final; nothing more to do. */
export const ReadAndReplied: Story = {
  ...at(ANDI.id, QUESTION_ID.andiRead),
  play: async ({ canvas }) => {
    const answer = await answerRegion(canvas, ANDI.name);
    await expect(statusIs(canvas, 'teamQuestions.status.read')).toBeVisible();
    await expect(answer.getByText(/Bagikan caranya ke Yoga/)).toBeVisible();
    await expect(answer.queryByRole('button')).toBeNull();
    await expect(answer.queryByRole('textbox')).toBeNull();
  },
};

/** A question of another person than the address names: not found, and the way back. */
export const NotFound: Story = {
  ...at(PUTRI.id, QUESTION_ID.yogaAnswered),
  play: async (context) => {
    await expect(
      await context.canvas.findByRole(
        'heading',
        { level: 1, name: t('pages.teamMemberAnswer.title') },
        { timeout: 15_000 },
      ),
    ).toBeVisible();
    await wayOnStory({
      titleKey: 'teamQuestions.detail.notFound',
      linkKey: 'teamQuestions.detail.back',
      href: memberQuestionsPath(PUTRI.id),
    }).play(context);
  },
};

export const Loading: Story = {
  tags: ['no-visual'],
  ...loadingStory({
    api: mockRoute('/team-questions/{id}'),
    titleKey: 'pages.teamMemberAnswer.title',
    loadingKey: 'teamQuestions.detail.loading',
  }),
};

export const LoadError: Story = errorStory({
  api: mockRoute('/team-questions/{id}'),
  errorKey: 'teamQuestions.detail.error',
});

/** At 360 px the question, the answer, the reply field and the buttons stay on screen. */
export const Phone: Story = {
  ...phoneStory(),
  play: async ({ canvas }) => {
    const answer = await answerRegion(canvas, YOGA.name);
    for (const element of [
      canvas.getByRole('region', { name: t('teamQuestions.detail.question') }),
      replyField(answer),
      ...answer.getAllByRole('button'),
    ])
      await expect(element.getBoundingClientRect().right).toBeLessThanOrEqual(PHONE_WIDTH);
  },
};
