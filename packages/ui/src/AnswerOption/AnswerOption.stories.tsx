import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { storyMessages } from '../test-utils/storyMessages';
import { AnswerOption, type AnswerOptionProps } from './AnswerOption';

const meta = {
  title: 'Quiz/AnswerOption',
  component: AnswerOption,
  args: {
    name: 'k3',
    value: 'a',
    letter: 'A',
    children: 'Keselamatan dan Kesehatan Kerja',
    onChange: fn(),
  },
  decorators: [(Story) => <div style={{ maxWidth: '32rem' }}>{Story()}</div>],
} satisfies Meta<typeof AnswerOption>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Keeps its own chosen state, as QuestionCard does, so clicks and keys show their effect. */
function Stateful(props: AnswerOptionProps) {
  const [isSelected, setSelected] = useState(props.isSelected ?? false);
  return (
    <AnswerOption
      {...props}
      isSelected={isSelected}
      onChange={(next, event) => {
        setSelected(next);
        props.onChange?.(next, event);
      }}
    />
  );
}

export const Default: Story = {
  play: async ({ args, canvas, userEvent }) => {
    const radio = canvas.getByRole('radio', { name: 'A Keselamatan dan Kesehatan Kerja' });
    await expect(radio).not.toBeChecked();
    // The whole row is the hit area: clicking the text picks the answer.
    await userEvent.click(canvas.getByText('Keselamatan dan Kesehatan Kerja'));
    await expect(args.onChange).toHaveBeenCalledWith(true, expect.anything());
  },
};

export const Selected: Story = {
  args: { isSelected: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('radio')).toBeChecked();
  },
};

export const KeyboardSpace: Story = {
  render: (args) => <Stateful {...args} />,
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.tab();
    const radio = canvas.getByRole('radio');
    await expect(radio).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(radio).toBeChecked();
    await expect(args.onChange).toHaveBeenCalledWith(true, expect.anything());
  },
};

/** Multiple choice: a checkbox that toggles on and off. */
export const Checkbox: Story = {
  args: { type: 'checkbox', letter: 'B', children: 'Memakai alat pelindung diri' },
  render: (args) => <Stateful {...args} />,
  play: async ({ args, canvas, userEvent }) => {
    const box = canvas.getByRole('checkbox', { name: 'B Memakai alat pelindung diri' });
    await userEvent.click(box);
    await expect(box).toBeChecked();
    await userEvent.keyboard(' ');
    await expect(box).not.toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith(false, expect.anything());
  },
};

export const WithoutLetter: Story = {
  args: { letter: undefined, children: 'Benar' },
};

export const ReviewCorrect: Story = {
  args: { isSelected: true, reviewState: 'correct' },
  play: async ({ canvas }) => {
    const m = storyMessages();
    const radio = canvas.getByRole('radio');
    await expect(radio).toHaveAccessibleName(
      `A Keselamatan dan Kesehatan Kerja ${m.answerOptionCorrect}`,
    );
    await expect(radio).toBeDisabled();
  },
};

export const ReviewIncorrect: Story = {
  args: {
    isSelected: true,
    reviewState: 'incorrect',
    letter: 'C',
    children: 'Kesehatan dan Kebersihan Kantor',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(storyMessages().answerOptionIncorrect)).toBeVisible();
  },
};

export const ReviewNotChosen: Story = {
  args: { reviewState: 'neutral', letter: 'D', children: 'Kerja, Kinerja, Kualitas' },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ args, canvas, userEvent }) => {
    const radio = canvas.getByRole('radio');
    await expect(radio).toBeDisabled();
    await userEvent.click(canvas.getByText('Keselamatan dan Kesehatan Kerja'));
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};
