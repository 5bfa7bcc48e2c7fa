import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Button } from '../Button';
import { QuestionCard } from '../QuestionCard';
import { QuizNavigator } from '../QuizNavigator';
import { QuizResult } from '../QuizResult';
import { QuizSaveStatus } from '../QuizSaveStatus';
import { QuizTimer } from '../QuizTimer';
import { desktopFrame, phoneStory } from '../test-utils/frames';
import { QuizLayout } from './QuizLayout';

const START = Date.UTC(2026, 2, 9, 8, 0, 0);
const still = () => START;

const question = (
  <QuestionCard
    number={2}
    total={5}
    type="single"
    question="Apa langkah pertama saat mendelegasikan tugas kepada anggota tim?"
    options={[
      { value: 'a', label: 'Menjelaskan hasil yang diharapkan dan tenggatnya' },
      { value: 'b', label: 'Langsung membagi tugas ke semua anggota' },
      { value: 'c', label: 'Mengerjakan sendiri agar cepat selesai' },
    ]}
    defaultValue="a"
    onToggleFlag={() => {}}
  />
);

const meta = {
  title: 'Quiz/QuizLayout',
  component: QuizLayout,
  args: {
    status: (
      <>
        <QuizTimer endsAt={START + 754_000} now={still} />
        <QuizSaveStatus state="saved">Tersimpan</QuizSaveStatus>
      </>
    ),
    children: question,
    actions: (
      <>
        <Button variant="secondary">Sebelumnya</Button>
        <Button>Berikutnya</Button>
      </>
    ),
    aside: (
      <>
        <QuizNavigator
          questions={[
            { isAnswered: true },
            { isAnswered: true },
            { isAnswered: false, isFlagged: true },
            { isAnswered: false },
            { isAnswered: false },
          ]}
          currentIndex={1}
          onSelect={() => {}}
        />
        <Button variant="secondary">Kumpulkan jawaban</Button>
      </>
    ),
  },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof QuizLayout>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  decorators: [desktopFrame],
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('timer')).toHaveTextContent('12:34');
    await expect(canvas.getByText('Tersimpan')).toBeVisible();
    await expect(canvas.getByRole('radio', { name: /Menjelaskan hasil/ })).toBeChecked();
    await expect(canvas.getByRole('button', { name: 'Kumpulkan jawaban' })).toBeVisible();
  },
};

/** The first question: only "next", kept on the right. */
export const FirstQuestion: Story = {
  args: { actions: <Button>Berikutnya</Button> },
};

/** On a phone the navigator follows the question. */
export const Phone: Story = {
  ...phoneStory(),
};

/** Without a time limit the status bar holds the save status alone. */
export const NoTimeLimit: Story = {
  args: {
    status: (
      <QuizSaveStatus state="offline">
        Offline — jawaban disimpan di perangkat ini dan dikirim saat online
      </QuizSaveStatus>
    ),
  },
};

/** Without status and aside: its children stacked at a question's width, e.g. a result. */
export const Stacked: Story = {
  args: {
    status: undefined,
    aside: undefined,
    actions: undefined,
    children: (
      <>
        <QuizResult
          quizName="Kuis Akhir Kepemimpinan Tim"
          score={83.3}
          threshold={70}
          correctCount={5}
          totalQuestions={6}
        />
        <QuizSaveStatus state="saved">Tersimpan</QuizSaveStatus>
      </>
    ),
  },
  decorators: [desktopFrame],
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('progressbar')).toBeVisible();
  },
};
