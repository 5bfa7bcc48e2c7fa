import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { CardGrid } from '../CardGrid';
import { SkeletonGroup } from '../Skeleton';
import { desktopFrame } from '../test-utils/frames';
import { ProgramCardSkeleton } from './ProgramCardSkeleton';
import { guidelines } from './ProgramCard.docs';

const meta = {
  title: 'Course/ProgramCardSkeleton',
  component: ProgramCardSkeleton,
  // Shimmering placeholders: no fixed picture to compare.
  tags: ['no-visual'],
  parameters: { guidelines },
} satisfies Meta<typeof ProgramCardSkeleton>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Programs loading: placeholder cards in the grid, announced once. */
export const InGrid: Story = {
  decorators: [desktopFrame],
  render: () => (
    <SkeletonGroup label="Memuat program…">
      <CardGrid aria-hidden="true">
        {[1, 2, 3].map((key) => (
          <ProgramCardSkeleton key={key} />
        ))}
      </CardGrid>
    </SkeletonGroup>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Memuat program…');
    await expect(canvas.queryByRole('list')).toBeNull();
  },
};
