import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { storyMessages } from '../test-utils/storyMessages';
import { Rating } from './Rating';
import { guidelines } from './Rating.docs';
import type { PhoneWidth } from '../test-utils/frames';

const star = (count: number) => {
  const m = storyMessages();
  return (count === 1 ? m.ratingStarOne : m.ratingStarOther).replace('{count}', String(count));
};

const meta = {
  title: 'Forms/Rating',
  component: Rating,
  args: {
    label: 'Nilai kursus ini',
    hint: 'Penilaian Anda membantu trainer memperbaiki materi.',
    onChange: fn(),
  },
  parameters: { guidelines },
} satisfies Meta<typeof Rating>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing chosen yet. Click a star, or Tab in and use the arrow keys. */
export const Default: Story = {
  play: async ({ args, canvas, userEvent }) => {
    const group = canvas.getByRole('group', { name: 'Nilai kursus ini' });
    await expect(group).toHaveAccessibleDescription(/membantu trainer/);
    await expect(canvas.getAllByRole('radio')).toHaveLength(5);
    await expect(
      canvas.getAllByRole('radio').filter((r) => (r as HTMLInputElement).checked),
    ).toHaveLength(0);

    await userEvent.click(canvas.getByRole('radio', { name: star(4) }));
    await expect(canvas.getByRole('radio', { name: star(4) })).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith(4);

    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('radio', { name: star(5) })).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith(5);
    await userEvent.keyboard('{ArrowLeft}{ArrowLeft}');
    await expect(canvas.getByRole('radio', { name: star(3) })).toBeChecked();
    await expect(canvas.getByRole('radio', { name: star(3) })).toHaveFocus();
    await expect(args.onChange).toHaveBeenLastCalledWith(3);
  },
};

/** Three stars chosen: the first three are filled, not just coloured. */
export const Chosen: Story = {
  args: { defaultValue: 3 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('radio', { name: star(3) })).toBeChecked();
    const filled = canvas
      .getByRole('group')
      .querySelectorAll('label svg path[fill="currentColor"]');
    await expect(filled).toHaveLength(3);
  },
};

/** Tab reaches the group once and lands on the chosen star. */
export const KeyboardEntry: Story = {
  args: { defaultValue: 2 },
  play: async ({ canvas, userEvent }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('radio', { name: star(2) })).toHaveFocus();
    // Native radios: Down and Right choose the next star, Up and Left the one before.
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('radio', { name: star(3) })).toBeChecked();
    await userEvent.keyboard('{ArrowUp}{ArrowUp}');
    await expect(canvas.getByRole('radio', { name: star(1) })).toBeChecked();
  },
};

export const Disabled: Story = {
  args: { defaultValue: 4, isDisabled: true, hint: 'Penilaian ditutup setelah kelas berakhir.' },
  play: async ({ args, canvas, userEvent }) => {
    for (const radio of canvas.getAllByRole('radio')) await expect(radio).toBeDisabled();
    await userEvent.click(canvas.getByRole('radio', { name: star(1) }));
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const Controlled: Story = {
  render: function Render(args) {
    const [value, setValue] = useState(5);
    return (
      <Rating
        {...args}
        value={value}
        onChange={(next) => {
          setValue(next);
          args.onChange?.(next);
        }}
      />
    );
  },
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('radio', { name: star(2) }));
    await expect(args.onChange).toHaveBeenCalledWith(2);
    await expect(canvas.getByRole('radio', { name: star(2) })).toBeChecked();
  },
};

/** The story on a phone `width` px wide: nothing wider than the phone. */
const onPhone = (width: PhoneWidth): Story => ({
  args: { label: 'Seberapa bermanfaat materi ini untuk pekerjaan Anda sehari-hari?' },
  decorators: [(Story) => <div style={{ maxInlineSize: `${width}px` }}>{Story()}</div>],
  play: async ({ canvasElement, canvas }) => {
    const frame = canvasElement.firstElementChild as HTMLElement;
    await expect(frame.scrollWidth).toBeLessThanOrEqual(width);
    const box = canvas
      .getByRole('radio', { name: star(1) })
      .closest('label')!
      .getBoundingClientRect();
    await expect(box.height).toBeGreaterThanOrEqual(24);
  },
});

/** On a 360 px phone, the most common Android width in Indonesia. */
export const Phone360: Story = onPhone(360);

/** On a 390 px phone, a current iPhone. */
export const Phone390: Story = onPhone(390);
