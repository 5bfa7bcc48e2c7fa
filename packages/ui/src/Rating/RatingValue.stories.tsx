import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { RatingValue } from './RatingValue';
import { guidelines } from './Rating.docs';
import type { PhoneWidth } from '../test-utils/frames';

const meta = {
  title: 'Forms/RatingValue',
  component: RatingValue,
  args: { value: 4.46 },
  parameters: { guidelines },
} satisfies Meta<typeof RatingValue>;

export default meta;
type Story = StoryObj<typeof meta>;

const isEnglish = () => document.documentElement.lang === 'en';

/** An average, to the nearest tenth, in the locale's digits: "4,5 dari 5" / "4.5 out of 5". */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(canvasElement).toHaveTextContent(isEnglish() ? '4.5 out of 5' : '4,5 dari 5');
    const filled = canvasElement.querySelector<HTMLElement>('[data-filled]')!;
    const track = filled.parentElement!;
    await expect(filled.getBoundingClientRect().width).toBeCloseTo(
      track.getBoundingClientRect().width * 0.9,
      0,
    );
  },
};

export const Whole: Story = {
  args: { value: 3 },
  play: async ({ canvasElement }) => {
    await expect(canvasElement).toHaveTextContent(isEnglish() ? '3 out of 5' : '3 dari 5');
  },
};

export const None: Story = {
  args: { value: 0 },
  play: async ({ canvasElement }) => {
    await expect(canvasElement).toHaveTextContent(isEnglish() ? '0 out of 5' : '0 dari 5');
  },
};

/** Beside a course's title the text is only read out; the stars stand alone. */
export const StarsOnly: Story = {
  args: { value: 4.8, hasValueText: false },
  play: async ({ canvas }) => {
    const text = canvas.getByText(isEnglish() ? '4.8 out of 5' : '4,8 dari 5');
    await expect(text.getBoundingClientRect().width).toBeLessThanOrEqual(1);
  },
};

/** The story on a phone `width` px wide: nothing wider than the phone. */
const onPhone = (width: PhoneWidth): Story => ({
  decorators: [(Story) => <div style={{ maxInlineSize: `${width}px` }}>{Story()}</div>],
  render: (args) => (
    <p
      style={{ display: 'flex', flexWrap: 'wrap', gap: '0.5rem', alignItems: 'center', margin: 0 }}
    >
      <span>K3 di Gudang</span>
      <RatingValue {...args} />
    </p>
  ),
  play: async ({ canvasElement }) => {
    const frame = canvasElement.firstElementChild as HTMLElement;
    await expect(frame.scrollWidth).toBeLessThanOrEqual(width);
  },
});

/** On a 360 px phone, the most common Android width in Indonesia. */
export const Phone360: Story = onPhone(360);

/** On a 390 px phone, a current iPhone. */
export const Phone390: Story = onPhone(390);
