import { useEffect, useRef, useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { Button } from '../Button';
import { QuestionCard } from '../QuestionCard';
import { QuizNavigator } from '../QuizNavigator';
import { QuizResult } from '../QuizResult';
import { QuizSaveStatus } from '../QuizSaveStatus';
import { QuizTimer } from '../QuizTimer';
import { desktopFrame, phoneStory } from '../test-utils/frames';
import { storyMessages } from '../test-utils/storyMessages';
import { QuizLayout } from './QuizLayout';
import { guidelines } from './QuizLayout.docs';

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
  parameters: { layout: 'padded', guidelines },
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

const longQuestion = (number: number) =>
  `Pertanyaan ${number}: ${'Bacalah kasus berikut dengan saksama sebelum memilih jawaban. '.repeat(6)}`;

/** Moves between questions as the app does: the new question is scrolled to its start and focused. */
function SteppingQuiz() {
  const [index, setIndex] = useState(0);
  const card = useRef<HTMLElement>(null);
  const isFirstRender = useRef(true);
  useEffect(() => {
    if (isFirstRender.current) isFirstRender.current = false;
    else {
      card.current?.scrollIntoView({ block: 'start' });
      card.current?.focus({ preventScroll: true });
    }
  }, [index]);
  return (
    <>
      {/* What the learn player shows above a quiz: the content's title and its rules. */}
      <h1>Kuis Akhir Kepemimpinan Tim</h1>
      <p>{'Jawab semua soal sebelum waktu habis; jawaban tersimpan otomatis. '.repeat(20)}</p>
      <QuizLayout
        status={
          <>
            <QuizTimer endsAt={START + 754_000} now={still} />
            <QuizSaveStatus state="saved">Tersimpan</QuizSaveStatus>
          </>
        }
        actions={<Button onClick={() => setIndex(index + 1)}>Berikutnya</Button>}
        aside={
          <QuizNavigator
            questions={Array.from({ length: 5 }, (_, i) => ({ isAnswered: i < index }))}
            currentIndex={index}
            onSelect={setIndex}
          />
        }
      >
        <QuestionCard
          key={index}
          ref={card}
          tabIndex={-1}
          number={index + 1}
          total={5}
          type="single"
          question={longQuestion(index + 1)}
          options={[
            { value: 'a', label: 'Menjelaskan hasil yang diharapkan dan tenggatnya' },
            { value: 'b', label: 'Langsung membagi tugas ke semua anggota' },
          ]}
          onToggleFlag={() => {}}
        />
      </QuizLayout>
    </>
  );
}

/**
 * A 360 px phone, scrolled down to "next": the next question lands below the sticky timer
 * bar, its number and flag button in sight, not under the bar.
 */
export const PhoneNextLandsBelowBar: Story = {
  ...phoneStory(),
  render: () => <SteppingQuiz />,
  play: async ({ canvas, userEvent }) => {
    const m = storyMessages();
    const next = canvas.getByRole('button', { name: 'Berikutnya' });
    next.scrollIntoView({ block: 'end' });
    await userEvent.click(next);
    const number = await canvas.findByText(
      m.questionCardNumber.replace('{number}', '2').replace('{total}', '5'),
    );
    let bar = canvas.getByRole('timer');
    while (getComputedStyle(bar).position !== 'sticky') bar = bar.parentElement!;
    // The page is scrolled: the bar is stuck to the top.
    await expect(window.scrollY).toBeGreaterThan(0);
    const flag = canvas.getByRole('button', { name: m.questionCardFlag });
    await waitFor(() =>
      expect(number.getBoundingClientRect().top).toBeGreaterThanOrEqual(
        bar.getBoundingClientRect().bottom,
      ),
    );
    await expect(flag.getBoundingClientRect().top).toBeGreaterThanOrEqual(
      bar.getBoundingClientRect().bottom,
    );
    // The bar's text keeps off its edges.
    await expect(parseFloat(getComputedStyle(bar).paddingInlineStart)).toBeGreaterThan(0);
  },
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
