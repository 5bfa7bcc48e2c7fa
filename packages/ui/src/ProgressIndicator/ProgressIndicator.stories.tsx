import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { UiProvider } from '../messages';
import { storyMessages } from '../test-utils/storyMessages';
import { ProgressIndicator } from './ProgressIndicator';
import { guidelines } from './ProgressIndicator.docs';

const meta = {
  title: 'Structure/ProgressIndicator',
  component: ProgressIndicator,
  args: { value: 75, label: 'Progres Dasar-dasar K3' },
  decorators: [(Story) => <div style={{ maxWidth: '20rem' }}>{Story()}</div>],
  parameters: { guidelines },
} satisfies Meta<typeof ProgressIndicator>;

export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = Parameters<NonNullable<Story['play']>>[0]['canvas'];

/** Checks the value, the state in words (for screen readers and on screen) and the colour state. */
async function expectProgress(
  canvas: Canvas,
  value: number,
  percent: string,
  stateKey: 'progressNotStarted' | 'progressBelowPassing' | 'progressPassed',
  state: 'empty' | 'fail' | 'pass',
) {
  const m = storyMessages();
  const bar = canvas.getByRole('progressbar');
  await expect(bar).toHaveAttribute('aria-valuenow', String(value));
  await expect(bar).toHaveAttribute('aria-valuemin', '0');
  await expect(bar).toHaveAttribute('aria-valuemax', '100');
  await expect(bar.getAttribute('aria-valuetext')).toContain(m[stateKey]);
  await expect(bar.getAttribute('aria-valuetext')).toContain(percent);
  await expect(canvas.getByText(percent)).toBeVisible();
  await expect(canvas.getByText(m[stateKey])).toBeVisible();
  await expect(bar).toHaveAttribute('data-state', state);
}

export const Zero: Story = {
  args: { value: 0 },
  play: async ({ canvas }) => {
    await expectProgress(canvas, 0, '0%', 'progressNotStarted', 'empty');
  },
};

export const BelowThreshold: Story = {
  args: { value: 30 },
  play: async ({ canvas }) => {
    await expectProgress(canvas, 30, '30%', 'progressBelowPassing', 'fail');
  },
};

export const AtThreshold: Story = {
  args: { value: 50 },
  play: async ({ canvas }) => {
    await expectProgress(canvas, 50, '50%', 'progressPassed', 'pass');
  },
};

export const Complete: Story = {
  args: { value: 100 },
  play: async ({ canvas }) => {
    await expectProgress(canvas, 100, '100%', 'progressPassed', 'pass');
    await expect(canvas.getByRole('progressbar')).toHaveAccessibleName('Progres Dasar-dasar K3');
  },
};

/** 70 passes the default 50 but not a course that asks for 80. */
export const CustomThreshold: Story = {
  args: { value: 70, threshold: 80, label: 'Nilai ujian akhir Komunikasi Efektif' },
  play: async ({ canvas }) => {
    await expectProgress(canvas, 70, '70%', 'progressBelowPassing', 'fail');
  },
};

export const OutOfRangeIsClamped: Story = {
  args: { value: 130 },
  play: async ({ canvas }) => {
    await expectProgress(canvas, 100, '100%', 'progressPassed', 'pass');
  },
};

export const Small: Story = {
  args: { value: 40, size: 'sm' },
  play: async ({ canvas }) => {
    await expectProgress(canvas, 40, '40%', 'progressBelowPassing', 'fail');
  },
};

export const VisibleLabel: Story = {
  args: { value: 62, isLabelVisible: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('progressbar')).toHaveAccessibleName('Progres Dasar-dasar K3');
    await expect(canvas.getByText('Progres Dasar-dasar K3')).toBeVisible();
  },
};

export const DefaultLabel: Story = {
  args: { value: 20, label: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('progressbar')).toHaveAccessibleName(
      storyMessages().progressLabel,
    );
  },
};

export const RingZero: Story = {
  args: { value: 0, variant: 'ring' },
  play: async ({ canvas }) => {
    await expectProgress(canvas, 0, '0%', 'progressNotStarted', 'empty');
  },
};

export const RingBelowThreshold: Story = {
  args: { value: 30, variant: 'ring' },
  play: async ({ canvas }) => {
    await expectProgress(canvas, 30, '30%', 'progressBelowPassing', 'fail');
  },
};

export const RingPassed: Story = {
  args: { value: 85, variant: 'ring' },
  play: async ({ canvas }) => {
    await expectProgress(canvas, 85, '85%', 'progressPassed', 'pass');
  },
};

export const RingSmall: Story = {
  args: { value: 50, variant: 'ring', size: 'sm', hasStateLabel: false },
  play: async ({ canvas }) => {
    const bar = canvas.getByRole('progressbar');
    await expect(bar.getAttribute('aria-valuetext')).toContain(storyMessages().progressPassed);
    await expect(canvas.queryByText(storyMessages().progressPassed)).toBeNull();
  },
};

export const English: Story = {
  args: { value: 30, label: 'Basic OHS progress' },
  decorators: [(Story) => <UiProvider locale="en">{Story()}</UiProvider>],
  play: async ({ canvas }) => {
    const bar = canvas.getByRole('progressbar', { name: 'Basic OHS progress' });
    await expect(bar).toHaveAttribute('aria-valuetext', '30%, Below the pass mark');
    await expect(canvas.getByText('Below the pass mark')).toBeVisible();
  },
};
