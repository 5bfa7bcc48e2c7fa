import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { CardGrid } from '../CardGrid';
import { SkeletonGroup } from '../Skeleton';
import { desktopFrame } from '../test-utils/frames';
import { EventCardSkeleton } from './EventCardSkeleton';
import { guidelines } from './EventCardSkeleton.docs';

const meta = {
  title: 'Course/EventCardSkeleton',
  component: EventCardSkeleton,
  parameters: { guidelines },
  // Shimmering placeholders: no fixed picture to compare.
  tags: ['no-visual'],
} satisfies Meta<typeof EventCardSkeleton>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A list of events loading: placeholder cards in the grid, announced once. */
export const InGrid: Story = {
  decorators: [desktopFrame],
  render: () => (
    <SkeletonGroup label="Memuat acara…">
      <CardGrid aria-hidden="true">
        {[1, 2, 3].map((key) => (
          <EventCardSkeleton key={key} />
        ))}
      </CardGrid>
    </SkeletonGroup>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Memuat acara…');
    await expect(canvas.queryByRole('list')).toBeNull();
  },
};
