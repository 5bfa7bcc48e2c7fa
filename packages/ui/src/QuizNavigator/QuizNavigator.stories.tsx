import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { formatMessage } from '../internal/text';
import { storyMessages } from '../test-utils/storyMessages';
import { distanceFromMeaning, EveryTenant } from '../test-utils/tenants';
import { QuizNavigator, type QuizNavigatorProps } from './QuizNavigator';
import { guidelines } from './QuizNavigator.docs';

/** Ten questions: 7 answered, 3 and 6 flagged, 3, 9 and 10 not answered yet. */
const tenQuestions = [true, true, false, true, true, true, true, true, false, false].map(
  (isAnswered, i) => ({ isAnswered, isFlagged: i === 2 || i === 5 }),
);

/** The accessible name of question `n`, in the story's locale. */
function nameOf(n: number, isAnswered: boolean, isFlagged = false) {
  const m = storyMessages();
  return [
    formatMessage(m.quizNavigatorQuestion, { number: n }),
    isAnswered ? m.quizNavigatorAnswered : m.quizNavigatorUnanswered,
    ...(isFlagged ? [m.quizNavigatorFlagged] : []),
  ].join(', ');
}

const meta = {
  title: 'Quiz/QuizNavigator',
  component: QuizNavigator,
  args: { questions: tenQuestions, currentIndex: 2, onSelect: fn() },
  parameters: { guidelines },
} satisfies Meta<typeof QuizNavigator>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const m = storyMessages();
    const summary = `${formatMessage(m.quizNavigatorSummary, { answered: 7, unanswered: 3 })}, ${formatMessage(
      m.quizNavigatorFlaggedCount,
      { count: 2 },
    )}`;
    await expect(canvas.getByText(summary)).toBeVisible();
    const grid = canvas.getByRole('grid', { name: m.quizNavigatorLabel });
    await expect(grid).toHaveAccessibleDescription(summary);
    const current = canvas.getByRole('button', { name: nameOf(3, false, true) });
    await expect(current).toHaveAttribute('aria-current', 'step');
    await expect(canvas.getByRole('button', { name: nameOf(6, true, true) })).toBeVisible();
    await expect(canvas.getAllByRole('button')).toHaveLength(10);
  },
};

/** Answered questions look the same for a red and a green company, neither wrong nor right. */
export const AnsweredWhateverTheBrand: Story = {
  render: (args) => (
    <EveryTenant>
      {(colour) => (
        <QuizNavigator {...args} label={`${storyMessages().quizNavigatorLabel} ${colour}`} />
      )}
    </EveryTenant>
  ),
  play: async ({ canvas }) => {
    const first = canvas.getAllByRole('button', { name: nameOf(1, true) });
    await expect(first).toHaveLength(2);
    const looks = first.map((b) => getComputedStyle(b).backgroundColor);
    await expect(looks[0]).toEqual(looks[1]);
    const edge = getComputedStyle(first[0]!).borderColor;
    await expect(distanceFromMeaning(edge).danger).toBeGreaterThan(0.08);
    await expect(distanceFromMeaning(edge).success).toBeGreaterThan(0.08);
  },
};

export const ClickSelects: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: nameOf(5, true) }));
    await expect(args.onSelect).toHaveBeenCalledWith(4);
  },
};

export const KeyboardNavigation: Story = {
  play: async ({ args, canvas, userEvent }) => {
    const button = (n: number) => canvas.getAllByRole('button')[n - 1];
    // One tab stop, on the current question.
    await userEvent.tab();
    await expect(button(3)).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(button(4)).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(button(9)).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}');
    await expect(button(4)).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}');
    await expect(button(3)).toHaveFocus();
    await userEvent.keyboard('{End}');
    await expect(button(10)).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onSelect).toHaveBeenLastCalledWith(9);
    await userEvent.keyboard('{Home}');
    await expect(button(1)).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}');
    await expect(button(1)).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(args.onSelect).toHaveBeenLastCalledWith(0);
    // Only the last focused button stays in the tab order.
    await expect(button(1)).toHaveAttribute('tabindex', '0');
    await expect(button(10)).toHaveAttribute('tabindex', '-1');
  },
};

function Navigating(props: QuizNavigatorProps) {
  const [current, setCurrent] = useState(props.currentIndex);
  return (
    <QuizNavigator
      {...props}
      currentIndex={current}
      onSelect={(index) => {
        setCurrent(index);
        props.onSelect(index);
      }}
    />
  );
}

/** The page follows the selection, and the current mark and tab stop follow the page. */
export const FollowsCurrentQuestion: Story = {
  render: (args) => <Navigating {...args} />,
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: nameOf(8, true) }));
    const eighth = canvas.getByRole('button', { name: nameOf(8, true) });
    await expect(eighth).toHaveAttribute('aria-current', 'step');
    await expect(eighth).toHaveAttribute('tabindex', '0');
    await expect(canvas.getByRole('button', { name: nameOf(3, false, true) })).not.toHaveAttribute(
      'aria-current',
    );
  },
};

export const NotStarted: Story = {
  args: {
    questions: Array.from({ length: 10 }, () => ({ isAnswered: false })),
    currentIndex: 0,
  },
  play: async ({ canvas }) => {
    const m = storyMessages();
    await expect(
      canvas.getByText(formatMessage(m.quizNavigatorSummary, { answered: 0, unanswered: 10 })),
    ).toBeVisible();
  },
};

export const AllAnswered: Story = {
  args: {
    questions: Array.from({ length: 10 }, () => ({ isAnswered: true })),
    currentIndex: 9,
  },
};

export const FortyQuestions: Story = {
  args: {
    questions: Array.from({ length: 40 }, (_, i) => ({ isAnswered: i < 23, isFlagged: i === 30 })),
    currentIndex: 23,
    columns: 8,
    label: 'Navigasi soal psikotes',
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.tab();
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('button', { name: nameOf(32, false) })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}');
    await expect(canvas.getByRole('button', { name: nameOf(40, false) })).toHaveFocus();
  },
};

export const WithoutKey: Story = {
  args: { hasKey: false },
  play: async ({ canvas }) => {
    await expect(canvas.queryByText(storyMessages().quizNavigatorKeyAnswered)).toBeNull();
  },
};
