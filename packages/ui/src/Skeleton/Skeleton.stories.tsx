import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { UiProvider } from '../messages';
import { storyMessages } from '../test-utils/storyMessages';
import { Skeleton } from './Skeleton';
import { SkeletonGroup } from './SkeletonGroup';
import { guidelines } from './Skeleton.docs';

const meta = {
  title: 'Structure/Skeleton',
  component: Skeleton,
  args: { variant: 'text' },
  decorators: [(Story) => <div style={{ maxWidth: '24rem' }}>{Story()}</div>],
  parameters: { guidelines },
} satisfies Meta<typeof Skeleton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const TextLine: Story = {
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[aria-hidden="true"]')).toBeInTheDocument();
  },
};

export const Paragraph: Story = { args: { lines: 3 } };

export const Rect: Story = { args: { variant: 'rect' } };

export const Circle: Story = { args: { variant: 'circle' } };

/** A course card loading: one status for screen readers, shapes for the eye. */
export const CourseCardLoading: Story = {
  render: () => (
    <SkeletonGroup>
      <Skeleton variant="rect" />
      <Skeleton width="70%" />
      <Skeleton lines={2} />
    </SkeletonGroup>
  ),
  play: async ({ canvas }) => {
    const status = canvas.getByRole('status');
    await expect(status).toHaveTextContent(storyMessages().skeletonLoading);
  },
};

export const LeaderboardRowsLoading: Story = {
  render: () => (
    <SkeletonGroup label="Memuat peringkat">
      {[1, 2, 3].map((i) => (
        <div key={i} style={{ display: 'flex', gap: '0.75rem', alignItems: 'center' }}>
          <Skeleton variant="circle" />
          <Skeleton lines={2} />
        </div>
      ))}
    </SkeletonGroup>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Memuat peringkat');
  },
};

export const English: Story = {
  decorators: [(Story) => <UiProvider locale="en">{Story()}</UiProvider>],
  render: () => (
    <SkeletonGroup>
      <Skeleton lines={3} />
    </SkeletonGroup>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading…');
  },
};
