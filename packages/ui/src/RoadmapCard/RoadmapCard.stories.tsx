import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { communicationCover } from '../CourseCard/storyCovers';
import { storyMessages } from '../test-utils/storyMessages';
import { maxWidthFrame } from '../test-utils/frames';
import { RoadmapCard } from './RoadmapCard';
import { guidelines } from './RoadmapCard.docs';

const meta = {
  title: 'Course/RoadmapCard',
  component: RoadmapCard,
  args: {
    title: 'Orientasi Karyawan Baru',
    description:
      'Empat kursus wajib di bulan pertama: mengenal Ajar, kode etik, keselamatan kerja, dan keamanan siber.',
    courseCountLabel: '4 kursus',
    href: '/roadmaps/1',
  },
  decorators: [maxWidthFrame('22rem')],
  parameters: { guidelines },
} satisfies Meta<typeof RoadmapCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** No cover: the neutral path drawing. The whole card is one link named by the title. */
export const Default: Story = {
  play: async ({ canvas, canvasElement }) => {
    const links = canvas.getAllByRole('link');
    await expect(links).toHaveLength(1);
    await expect(links[0]).toHaveAccessibleName('Orientasi Karyawan Baru');
    await expect(links[0]).toHaveAttribute('href', '/roadmaps/1');
    await expect(canvas.getByRole('heading', { level: 3 })).toBeVisible();
    await expect(canvas.getByText('4 kursus')).toBeVisible();
    await expect(canvas.queryByRole('img')).toBeNull();
    await expect(canvasElement.querySelector('svg[data-cover-art="roadmap"]')).not.toBeNull();
  },
};

/** With a cover image, which is decorative. */
export const WithCover: Story = {
  args: {
    title: 'Jalur Calon Pemimpin',
    description:
      'Program bertahap untuk staf yang disiapkan menjadi supervisor: komunikasi, kepemimpinan tim, lalu pengelolaan anggaran.',
    courseCountLabel: '3 kursus',
    href: '/roadmaps/2',
    coverSrc: communicationCover,
  },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('img')).toHaveAttribute('alt', '');
  },
};

/** A long description is cut to three lines. */
export const LongDescription: Story = {
  args: {
    description:
      'Program bertahap untuk staf yang disiapkan menjadi supervisor. Dimulai dari komunikasi yang efektif, dilanjutkan dengan memimpin tim kecil, memberi umpan balik, mendelegasikan tugas, hingga menyusun dan mengelola anggaran tim secara mandiri setiap kuartal.',
  },
};

/** Without a link, e.g. in a preview. */
export const WithoutLink: Story = {
  args: { href: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('link')).toBeNull();
  },
};

/** Loading: placeholders, announced once. */
export const Loading: Story = {
  args: { isLoading: true },
  tags: ['no-visual'],
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(storyMessages().skeletonLoading);
  },
};
