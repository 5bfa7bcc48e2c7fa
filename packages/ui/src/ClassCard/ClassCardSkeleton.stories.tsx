import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { CardGrid } from '../CardGrid';
import { SkeletonGroup } from '../Skeleton';
import { desktopFrame } from '../test-utils/frames';
import { ClassCardSkeleton } from './ClassCardSkeleton';
import { guidelines } from './ClassCard.docs';

const meta = {
  title: 'Course/ClassCardSkeleton',
  component: ClassCardSkeleton,
  parameters: { guidelines },
  // Shimmering placeholders: no fixed picture to compare.
  tags: ['no-visual'],
} satisfies Meta<typeof ClassCardSkeleton>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A program's classes loading: placeholder cards in the grid, announced once. */
export const InGrid: Story = {
  decorators: [desktopFrame],
  render: () => (
    <SkeletonGroup label="Memuat kelas…">
      <CardGrid aria-hidden="true">
        {[1, 2, 3].map((key) => (
          <ClassCardSkeleton key={key} />
        ))}
      </CardGrid>
    </SkeletonGroup>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Memuat kelas…');
    await expect(canvas.queryByRole('list')).toBeNull();
  },
};
