import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { storyMessages } from '../test-utils/storyMessages';
import { distanceFromMeaning, EveryTenant } from '../test-utils/tenants';
import { AnswerOption, type AnswerOptionProps } from './AnswerOption';
import { guidelines } from './AnswerOption.docs';

const meta = {
  title: 'Quiz/AnswerOption',
  component: AnswerOption,
  parameters: { guidelines },
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

/**
 * A chosen answer looks the same for a red and a green company, and like neither wrong nor
 * right: drawn in the brand colour, a red tenant's choice read as a mistake.
 */
export const SelectedWhateverTheBrand: Story = {
  args: { isSelected: true },
  render: (args) => (
    <EveryTenant>{(colour) => <AnswerOption {...args} name={colour} />}</EveryTenant>
  ),
  play: async ({ canvas }) => {
    const looks = canvas.getAllByRole('radio').map((radio) => {
      const style = getComputedStyle(radio.closest('label')!);
      return [style.borderColor, style.backgroundColor];
    });
    await expect(looks[0]).toEqual(looks[1]);
    const far = distanceFromMeaning(looks[0]![0]!);
    await expect(far.danger).toBeGreaterThan(0.08);
    await expect(far.success).toBeGreaterThan(0.08);
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

/** The learner's right choice: named by its text, described as their answer and right. */
export const ReviewCorrect: Story = {
  args: { isSelected: true, reviewState: 'correct' },
  play: async ({ canvas }) => {
    const m = storyMessages();
    const radio = canvas.getByRole('radio', { name: 'A Keselamatan dan Kesehatan Kerja' });
    await expect(radio).toHaveAccessibleDescription(m.answerOptionYourAnswerCorrect);
    await expect(radio).toBeChecked();
    await expect(radio).toBeDisabled();
  },
};

/** The learner's wrong choice: "C Kesehatan…, checked", then "Jawaban Anda, salah". */
export const ReviewIncorrect: Story = {
  args: {
    isSelected: true,
    reviewState: 'incorrect',
    letter: 'C',
    children: 'Kesehatan dan Kebersihan Kantor',
  },
  play: async ({ canvas }) => {
    const m = storyMessages();
    const radio = canvas.getByRole('radio', { name: 'C Kesehatan dan Kebersihan Kantor' });
    await expect(radio).toHaveAccessibleDescription(m.answerOptionYourAnswerIncorrect);
    await expect(canvas.getByText(m.answerOptionYourAnswerIncorrect)).toBeVisible();
  },
};

/** The right answer the learner did not choose says so, apart from its name. */
export const ReviewCorrectNotChosen: Story = {
  args: { reviewState: 'correct', letter: 'B', children: 'Memakai alat pelindung diri' },
  play: async ({ canvas }) => {
    const m = storyMessages();
    const radio = canvas.getByRole('radio', { name: 'B Memakai alat pelindung diri' });
    await expect(radio).toHaveAccessibleDescription(m.answerOptionCorrectAnswer);
    await expect(radio).not.toBeChecked();
  },
};

/** A true/false option has no letter: "Benar", then "Jawaban Anda, salah". */
export const ReviewTrueFalseWithoutLetter: Story = {
  args: { isSelected: true, reviewState: 'incorrect', letter: undefined, children: 'Benar' },
  play: async ({ canvas }) => {
    const m = storyMessages();
    const radio = canvas.getByRole('radio', { name: 'Benar' });
    await expect(radio).toHaveAccessibleDescription(m.answerOptionYourAnswerIncorrect);
  },
};

export const ReviewNotChosen: Story = {
  args: { reviewState: 'neutral', letter: 'D', children: 'Kerja, Kinerja, Kualitas' },
  play: async ({ canvas }) => {
    const radio = canvas.getByRole('radio', { name: 'D Kerja, Kinerja, Kualitas' });
    await expect(radio).not.toHaveAccessibleDescription();
  },
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
