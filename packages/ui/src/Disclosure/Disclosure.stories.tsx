import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { Disclosure } from './Disclosure';
import { guidelines } from './Disclosure.docs';
import type { PhoneWidth } from '../test-utils/frames';

const meta = {
  title: 'Structure/Disclosure',
  component: Disclosure,
  args: {
    title: 'Syarat kelulusan',
    children: <p>Selesaikan 6 modul dan raih nilai minimal 70 di kuis akhir.</p>,
    onExpandedChange: fn(),
  },
  parameters: { guidelines },
} satisfies Meta<typeof Disclosure>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Closed; the button shows and hides the content, by click, Enter or Space. */
export const Default: Story = {
  play: async ({ args, canvas, userEvent }) => {
    const button = canvas.getByRole('button', { name: 'Syarat kelulusan' });
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.getByText(/nilai minimal 70/)).not.toBeVisible();

    await userEvent.click(button);
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByText(/nilai minimal 70/)).toBeVisible();
    await expect(args.onExpandedChange).toHaveBeenLastCalledWith(true);

    await userEvent.keyboard('{Enter}');
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await userEvent.keyboard(' ');
    await expect(button).toHaveAttribute('aria-expanded', 'true');
  },
};

export const Expanded: Story = {
  args: { defaultExpanded: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/nilai minimal 70/)).toBeVisible();
    // Without a heading level it is a plain button, and its content no landmark.
    await expect(canvas.queryByRole('heading')).toBeNull();
    await expect(canvas.queryByRole('region')).toBeNull();
  },
};

/** Under a heading: the section is in the page outline and its content a named region. */
export const WithHeading: Story = {
  args: { headingLevel: 2, defaultExpanded: true },
  play: async ({ canvas }) => {
    const heading = canvas.getByRole('heading', { level: 2, name: 'Syarat kelulusan' });
    await expect(heading).toContainElement(canvas.getByRole('button'));
    await expect(canvas.getByRole('region', { name: 'Syarat kelulusan' })).toBeVisible();
  },
};

export const Controlled: Story = {
  render: function Render(args) {
    const [isExpanded, setExpanded] = useState(true);
    return (
      <Disclosure
        {...args}
        isExpanded={isExpanded}
        onExpandedChange={(next) => {
          setExpanded(next);
          args.onExpandedChange?.(next);
        }}
      />
    );
  },
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button'));
    await expect(args.onExpandedChange).toHaveBeenCalledWith(false);
    await expect(canvas.getByText(/nilai minimal 70/)).not.toBeVisible();
  },
};

/** The story on a phone `width` px wide: nothing wider than the phone. */
const onPhone = (width: PhoneWidth): Story => ({
  args: {
    title: 'Apa yang terjadi jika saya tidak menyelesaikan kursus sebelum batas waktu?',
    defaultExpanded: true,
  },
  decorators: [(Story) => <div style={{ maxInlineSize: `${width}px` }}>{Story()}</div>],
  play: async ({ canvas, canvasElement }) => {
    const frame = canvasElement.firstElementChild as HTMLElement;
    await expect(frame.scrollWidth).toBeLessThanOrEqual(width);
    const box = canvas.getByRole('button').getBoundingClientRect();
    await expect(box.width).toBeLessThanOrEqual(width);
  },
});

/** A long title wraps beside the chevron on a 360 px phone. */
export const Phone360: Story = onPhone(360);

/** On a 390 px phone, a current iPhone. */
export const Phone390: Story = onPhone(390);
