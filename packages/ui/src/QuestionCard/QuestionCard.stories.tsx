import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { formatMessage } from '../internal/text';
import { phoneStory } from '../test-utils/frames';
import { storyMessages } from '../test-utils/storyMessages';
import { QuestionCard, type QuestionCardProps } from './QuestionCard';
import { guidelines } from './QuestionCard.docs';

const k3Options = [
  { value: 'a', label: 'Keselamatan dan Kesehatan Kerja' },
  { value: 'b', label: 'Kebersihan, Kerapian, Kenyamanan' },
  { value: 'c', label: 'Kesehatan dan Kebersihan Kantor' },
  { value: 'd', label: 'Kerja, Kinerja, Kualitas' },
];

const apdOptions = [
  { value: 'helm', label: 'Helm keselamatan' },
  { value: 'sarung', label: 'Sarung tangan' },
  { value: 'dasi', label: 'Dasi kantor' },
  { value: 'sepatu', label: 'Sepatu keselamatan' },
];

const meta = {
  title: 'Quiz/QuestionCard',
  component: QuestionCard,
  args: {
    number: 3,
    total: 10,
    question: 'Apa kepanjangan dari K3?',
    type: 'single',
    options: k3Options,
    onChange: fn(),
  },
  parameters: { guidelines },
} satisfies Meta<typeof QuestionCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const SingleChoice: Story = {
  play: async ({ args, canvas, userEvent }) => {
    const m = storyMessages();
    await expect(canvas.getByRole('region')).toHaveAccessibleName(
      formatMessage(m.questionCardNumber, { number: 3, total: 10 }),
    );
    const group = canvas.getByRole('radiogroup', { name: 'Apa kepanjangan dari K3?' });
    await expect(group).toBeVisible();
    await userEvent.click(canvas.getByText('Kebersihan, Kerapian, Kenyamanan'));
    await expect(canvas.getByRole('radio', { name: /Kebersihan, Kerapian/ })).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith('b');
  },
};

export const SingleChoiceKeyboard: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.tab();
    const first = canvas.getByRole('radio', { name: /Keselamatan dan Kesehatan Kerja/ });
    await expect(first).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(first).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith('a');
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('radio', { name: /Kebersihan, Kerapian/ })).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith('b');
  },
};

export const MultipleChoice: Story = {
  args: {
    number: 4,
    type: 'multiple',
    question: 'Manakah yang termasuk alat pelindung diri (APD)?',
    options: apdOptions,
  },
  play: async ({ args, canvas, userEvent }) => {
    const group = canvas.getByRole('group', {
      name: 'Manakah yang termasuk alat pelindung diri (APD)?',
    });
    await expect(group).toHaveAccessibleDescription(storyMessages().questionCardMultipleHint);
    const helm = canvas.getByRole('checkbox', { name: /Helm keselamatan/ });
    const sepatu = canvas.getByRole('checkbox', { name: /Sepatu keselamatan/ });
    await userEvent.click(sepatu);
    await userEvent.click(helm);
    await expect(args.onChange).toHaveBeenLastCalledWith(['helm', 'sepatu']);
    // Space on the focused checkbox toggles it off again.
    await userEvent.keyboard(' ');
    await expect(helm).not.toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith(['sepatu']);
  },
};

export const TrueFalse: Story = {
  args: {
    number: 5,
    type: 'trueFalse',
    question: 'Alat pemadam api ringan (APAR) wajib diperiksa secara berkala.',
  },
  play: async ({ args, canvas, userEvent }) => {
    const m = storyMessages();
    await userEvent.click(canvas.getByRole('radio', { name: m.questionCardFalse }));
    await expect(args.onChange).toHaveBeenLastCalledWith('false');
    await userEvent.keyboard('{ArrowUp}');
    await expect(canvas.getByRole('radio', { name: m.questionCardTrue })).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith('true');
  },
};

export const ShortAnswer: Story = {
  args: {
    number: 6,
    type: 'shortAnswer',
    question: 'Berapa nomor telepon darurat pemadam kebakaran di Indonesia?',
    maxLength: 20,
  },
  play: async ({ args, canvas, userEvent }) => {
    const m = storyMessages();
    // Named by the question, then "Jawaban Anda": the box says what it answers.
    const input = canvas.getByRole('textbox', {
      name: `${args.question} ${m.questionCardShortAnswer}`,
    });
    await userEvent.type(input, '113');
    await expect(input).toHaveValue('113');
    await expect(args.onChange).toHaveBeenLastCalledWith('113');
    await expect(input).toHaveAccessibleDescription(
      formatMessage(m.questionCardCharacters, { count: 3, max: 20 }),
    );
  },
};

export const Likert: Story = {
  args: {
    number: 1,
    total: 40,
    type: 'likert',
    question: 'Saya merasa nyaman bekerja dalam tim.',
  },
  play: async ({ args, canvas, userEvent }) => {
    const m = storyMessages();
    await expect(
      canvas.getByRole('radiogroup', { name: 'Saya merasa nyaman bekerja dalam tim.' }),
    ).toBeVisible();
    await expect(canvas.getAllByRole('radio')).toHaveLength(5);
    await expect(canvas.getByRole('radio', { name: `1 ${m.questionCardLikertMin}` })).toBeVisible();
    await userEvent.click(canvas.getByRole('radio', { name: '4' }));
    await expect(args.onChange).toHaveBeenLastCalledWith('4');
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('radio', { name: `5 ${m.questionCardLikertMax}` })).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith('5');
  },
};

export const LikertSevenPoints: Story = {
  args: {
    number: 2,
    total: 40,
    type: 'likert',
    likertPoints: 7,
    likertLabels: { min: 'Tidak pernah', max: 'Selalu' },
    question: 'Saya menyelesaikan tugas sebelum tenggat waktu.',
    defaultValue: '6',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('radio')).toHaveLength(7);
    await expect(canvas.getByRole('radio', { name: '6' })).toBeChecked();
    await expect(canvas.getByRole('radio', { name: '7 Selalu' })).toBeVisible();
  },
};

export const WithMedia: Story = {
  args: {
    number: 7,
    question: 'Apa arti rambu di bawah ini?',
    options: [
      { value: 'a', label: 'Awas bahaya listrik' },
      { value: 'b', label: 'Wajib memakai helm' },
      { value: 'c', label: 'Jalur evakuasi' },
    ],
    children: (
      <figure style={{ margin: 0 }}>
        <svg role="img" aria-label="Rambu segitiga dengan petir" width="96" viewBox="0 0 24 24">
          <path d="M12 2 1 21h22L12 2Z" fill="none" stroke="currentColor" strokeWidth="1.5" />
          <path d="m13 8-4 6h3l-1 4 4-6h-3l1-4Z" fill="currentColor" />
        </svg>
        <figcaption>Rambu di pintu ruang panel.</figcaption>
      </figure>
    ),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: 'Rambu segitiga dengan petir' })).toBeVisible();
  },
};

/** Keeps the flag in story state, as a quiz page would. */
function Flaggable(props: QuestionCardProps) {
  const [isFlagged, setFlagged] = useState(props.isFlagged ?? false);
  return (
    <QuestionCard
      {...props}
      isFlagged={isFlagged}
      onToggleFlag={(next) => {
        setFlagged(next);
        props.onToggleFlag?.(next);
      }}
    />
  );
}

export const FlagForReview: Story = {
  args: { onToggleFlag: fn() },
  render: (args) => <Flaggable {...args} />,
  play: async ({ args, canvas, userEvent }) => {
    const flag = canvas.getByRole('button', { name: storyMessages().questionCardFlag });
    await expect(flag).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(flag);
    await expect(flag).toHaveAttribute('aria-pressed', 'true');
    await expect(args.onToggleFlag).toHaveBeenLastCalledWith(true);
    await userEvent.keyboard('{Enter}');
    await expect(flag).toHaveAttribute('aria-pressed', 'false');
    await expect(args.onToggleFlag).toHaveBeenLastCalledWith(false);
  },
};

export const Flagged: Story = {
  args: { isFlagged: true, onToggleFlag: fn(), defaultValue: 'a' },
};

/** Each option is named by its text; what the review says of it is its description. */
export const ReviewSingle: Story = {
  args: { value: 'c', review: { correct: ['a'] } },
  play: async ({ canvas }) => {
    const m = storyMessages();
    const right = canvas.getByRole('radio', { name: 'A Keselamatan dan Kesehatan Kerja' });
    const wrong = canvas.getByRole('radio', { name: 'C Kesehatan dan Kebersihan Kantor' });
    await expect(right).toHaveAccessibleDescription(m.answerOptionCorrectAnswer);
    await expect(wrong).toHaveAccessibleDescription(m.answerOptionYourAnswerIncorrect);
    await expect(wrong).toBeChecked();
    await expect(right).toBeDisabled();
    // One question among many in a review: no landmark region of its own.
    await expect(canvas.queryByRole('region')).toBeNull();
  },
};

/** True/false: "Benar, checked — Jawaban Anda, salah" and "Salah — Jawaban yang benar". */
export const ReviewTrueFalse: Story = {
  args: { ...TrueFalse.args, value: 'true', review: { correct: ['false'] } },
  play: async ({ canvas }) => {
    const m = storyMessages();
    const chosen = canvas.getByRole('radio', { name: m.questionCardTrue });
    const right = canvas.getByRole('radio', { name: m.questionCardFalse });
    await expect(chosen).toBeChecked();
    await expect(chosen).toHaveAccessibleDescription(m.answerOptionYourAnswerIncorrect);
    await expect(right).toHaveAccessibleDescription(m.answerOptionCorrectAnswer);
  },
};

export const ReviewMultiple: Story = {
  args: {
    ...MultipleChoice.args,
    value: ['helm', 'dasi'],
    review: { correct: ['helm', 'sarung', 'sepatu'] },
  },
  play: async ({ canvas }) => {
    const m = storyMessages();
    await expect(canvas.getAllByText(m.answerOptionYourAnswerCorrect)).toHaveLength(1);
    await expect(canvas.getAllByText(m.answerOptionCorrectAnswer)).toHaveLength(2);
    await expect(canvas.getAllByText(m.answerOptionYourAnswerIncorrect)).toHaveLength(1);
  },
};

export const ReviewShortAnswer: Story = {
  args: { ...ShortAnswer.args, value: '112', review: { correct: ['113'] } },
  play: async ({ canvas }) => {
    const m = storyMessages();
    await expect(canvas.getByRole('textbox')).toHaveAttribute('readonly');
    await expect(
      canvas.getByText(formatMessage(m.questionCardCorrectAnswer, { answer: '113' })),
    ).toBeVisible();
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: 'a' },
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByText('Kerja, Kinerja, Kualitas'));
    await expect(args.onChange).not.toHaveBeenCalled();
    for (const radio of canvas.getAllByRole('radio')) await expect(radio).toBeDisabled();
  },
};

/**
 * At 320 px the five points stay in one row (they wrapped 3 + 2, a full-width "5" reading as
 * a second scale), and hover borders apply only where a pointer hovers: on a touch screen the
 * tapped point kept its border after "Berikutnya" and looked chosen.
 */
export const LikertOnPhone: Story = {
  ...phoneStory(320),
  args: Likert.args,
  play: async ({ canvas }) => {
    const tops = canvas.getAllByRole('radio').map((radio) => radio.getBoundingClientRect().top);
    await expect(new Set(tops.map(Math.round)).size).toBe(1);
    const hoverRules = [...document.styleSheets]
      .flatMap((sheet) => [...sheet.cssRules])
      .flatMap((rule) =>
        rule instanceof CSSMediaRule
          ? [...rule.cssRules].map((inner) => ({ inner, media: rule.conditionText }))
          : [{ inner: rule, media: '' }],
      )
      .filter(({ inner }) => inner instanceof CSSStyleRule && inner.selectorText.includes(':hover'))
      .filter(({ inner }) =>
        canvas
          .getAllByRole('radio')
          .some((radio) => radio.closest((inner as CSSStyleRule).selectorText.split(':hover')[0]!)),
      );
    await expect(hoverRules.length).toBeGreaterThan(0);
    await expect(hoverRules.map(({ media }) => media)).toEqual(
      hoverRules.map(() => '(hover: hover)'),
    );
  },
};

/** On a phone, a long answer wraps and the field grows: every word typed stays in view. */
export const ShortAnswerOnPhone: Story = {
  ...phoneStory(360),
  args: { ...ShortAnswer.args, maxLength: 200 },
  play: async ({ args, canvas, userEvent }) => {
    const field = canvas.getByRole('textbox', {
      name: `${args.question} ${storyMessages().questionCardShortAnswer}`,
    });
    await userEvent.type(
      field,
      'Pemadam kebakaran 113, lalu laporkan juga ke petugas keamanan gedung di lantai dasar',
    );
    await expect(field.scrollWidth).toBeLessThanOrEqual(field.clientWidth);
    await expect(field.scrollHeight).toBeLessThanOrEqual(field.clientHeight + 1);
  },
};
