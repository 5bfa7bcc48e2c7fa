import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { CardGrid } from '../CardGrid';
import { CourseCard } from '../CourseCard';
import { communicationCover, safetyCover } from '../CourseCard/storyCovers';
import { EmptyState } from '../EmptyState';
import { PageSection } from './PageSection';
import { guidelines } from './PageSection.docs';

const meta = {
  title: 'Structure/PageSection',
  component: PageSection,
  args: {
    title: 'Kursus pilihan',
    seeAllHref: '/courses',
    seeAllLabel: 'Lihat semua',
    children: (
      <CardGrid>
        <CourseCard title="Dasar-dasar K3" href="/courses/1" coverSrc={safetyCover} />
        <CourseCard
          title="Komunikasi Efektif di Tempat Kerja"
          href="/courses/2"
          coverSrc={communicationCover}
        />
      </CardGrid>
    ),
  },
  parameters: { guidelines },
} satisfies Meta<typeof PageSection>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A titled region with a "see all" link that names its section for screen readers. */
export const WithSeeAll: Story = {
  play: async ({ canvas }) => {
    const region = canvas.getByRole('region', { name: 'Kursus pilihan' });
    await expect(region).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 2, name: 'Kursus pilihan' })).toBeVisible();
    const seeAll = canvas.getByRole('link', { name: 'Lihat semua Kursus pilihan' });
    await expect(seeAll).toHaveAttribute('href', '/courses');
    await expect(seeAll).toHaveTextContent('Lihat semua');
  },
};

/** A description under the title and no link. */
export const WithDescription: Story = {
  args: {
    title: 'Urutan kursus',
    description: 'Ikuti kursus sesuai urutan agar materinya saling menyambung.',
    seeAllHref: undefined,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/Ikuti kursus sesuai urutan/)).toBeVisible();
    await expect(canvas.queryByRole('link', { name: /Lihat semua/ })).toBeNull();
  },
};

/** The section keeps its title while its content is empty. */
export const Empty: Story = {
  args: {
    title: 'Acara mendatang',
    seeAllHref: '/events',
    children: <EmptyState headingLevel={3} title="Belum ada acara terjadwal" />,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 3 })).toHaveTextContent(
      'Belum ada acara terjadwal',
    );
  },
};
