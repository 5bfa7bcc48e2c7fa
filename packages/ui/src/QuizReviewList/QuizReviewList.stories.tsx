import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { QuestionCard } from '../QuestionCard';
import { phoneStory } from '../test-utils/frames';
import { storyMessages } from '../test-utils/storyMessages';
import { QuizReviewItem, QuizReviewList } from './QuizReviewList';
import { guidelines } from './QuizReviewList.docs';

const meta = {
  title: 'Quiz/QuizReviewList',
  component: QuizReviewList,
  args: { children: null },
  render: () => (
    <QuizReviewList aria-label="Pembahasan">
      <QuizReviewItem
        title="Soal 1"
        outcome="correct"
        outcomeLabel="Benar"
        explanationLabel="Pembahasan"
        explanation="Delegasi dimulai dengan hasil yang jelas: apa, kapan, dan ukuran berhasilnya."
      >
        <QuestionCard
          number={1}
          total={3}
          type="single"
          question="Apa langkah pertama saat mendelegasikan tugas?"
          options={[
            { value: 'a', label: 'Menjelaskan hasil yang diharapkan dan tenggatnya' },
            { value: 'b', label: 'Mengerjakan sendiri agar cepat selesai' },
          ]}
          value="a"
          review={{ correct: ['a'] }}
          isDisabled
        />
      </QuizReviewItem>
      <QuizReviewItem title="Soal 2" outcome="incorrect" outcomeLabel="Salah">
        <QuestionCard
          number={2}
          total={3}
          type="multiple"
          question="Mana saja ciri sasaran SMART?"
          options={[
            { value: 'a', label: 'Spesifik' },
            { value: 'b', label: 'Terukur' },
            { value: 'c', label: 'Rahasia' },
          ]}
          value={['a', 'c']}
          review={{ correct: ['a', 'b'] }}
          isDisabled
        />
      </QuizReviewItem>
      <QuizReviewItem title="Soal 3" outcome="unanswered" outcomeLabel="Tidak dijawab">
        <QuestionCard
          number={3}
          total={3}
          type="shortAnswer"
          question="Sebutkan satu cara memberi umpan balik yang membangun."
          value=""
          review={{ correct: ['Spesifik pada perilaku'] }}
          isDisabled
        />
      </QuizReviewItem>
    </QuizReviewList>
  ),
  parameters: { guidelines },
} satisfies Meta<typeof QuizReviewList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const items = within(canvas.getByRole('list', { name: 'Pembahasan' })).getAllByRole('listitem');
    await expect(items).toHaveLength(3);
    await expect(
      within(items[0]!).getByRole('heading', { level: 3, name: 'Soal 1' }),
    ).toBeVisible();
    // The outcome comes first; the marked answer below says it again.
    await expect(within(items[0]!).getAllByText('Benar')[0]).toBeVisible();
    await expect(items[0]).toHaveAttribute('data-outcome', 'correct');
    await expect(within(items[0]!).getByText(/hasil yang jelas/)).toBeVisible();
    await expect(within(items[1]!).getAllByText('Salah')[0]).toBeVisible();
    await expect(within(items[2]!).getByText('Tidak dijawab')).toBeVisible();
  },
};

/**
 * What a screen reader meets: options named by their own text, the review's words as their
 * description, and no landmark region per question.
 */
export const ScreenReaderReading: Story = {
  play: async ({ canvas }) => {
    const m = storyMessages();
    const items = within(canvas.getByRole('list', { name: 'Pembahasan' })).getAllByRole('listitem');
    const spesifik = within(items[1]!).getByRole('checkbox', { name: 'A Spesifik' });
    const terukur = within(items[1]!).getByRole('checkbox', { name: 'B Terukur' });
    const rahasia = within(items[1]!).getByRole('checkbox', { name: 'C Rahasia' });
    await expect(spesifik).toHaveAccessibleDescription(m.answerOptionYourAnswerCorrect);
    await expect(terukur).toHaveAccessibleDescription(m.answerOptionCorrectAnswer);
    await expect(rahasia).toHaveAccessibleDescription(m.answerOptionYourAnswerIncorrect);
    await expect(canvas.queryAllByRole('region')).toHaveLength(0);
  },
};

/**
 * A 320 px phone: the review's words ("Jawaban Anda, benar") move under an answer when they
 * do not fit beside it, so the answer keeps a readable line instead of a word a line.
 */
export const Phone320: Story = {
  ...phoneStory(320),
  play: async ({ canvas }) => {
    const m = storyMessages();
    const answer = canvas.getByText('Menjelaskan hasil yang diharapkan dan tenggatnya');
    const option = answer.closest('label')!;
    const status = within(option).getByText(m.answerOptionYourAnswerCorrect);
    // The answer takes most of its option's width (it had ~90 px, a word a line).
    await expect(answer.getBoundingClientRect().width).toBeGreaterThan(
      option.getBoundingClientRect().width / 2,
    );
    // Several words a line: its 48 characters take three lines at most.
    const lineHeight = parseFloat(getComputedStyle(answer).lineHeight);
    await expect(answer.getBoundingClientRect().height).toBeLessThanOrEqual(lineHeight * 3 + 1);
    await expect(status.getBoundingClientRect().right).toBeLessThanOrEqual(
      option.getBoundingClientRect().right,
    );
  },
};
