import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { CourseCard } from '../CourseCard';
import { communicationCover, dataCover, safetyCover } from '../CourseCard/storyCovers';
import { StepList } from './StepList';
import { guidelines } from './StepList.docs';

const meta = {
  title: 'Structure/StepList',
  component: StepList,
  args: {
    'aria-label': 'Urutan kursus',
    children: [
      <CourseCard
        key={1}
        title="Komunikasi Efektif di Tempat Kerja"
        href="/courses/1"
        coverSrc={communicationCover}
        durationMinutes={90}
      />,
      <CourseCard
        key={2}
        title="Dasar Kepemimpinan Tim"
        href="/courses/2"
        coverSrc={safetyCover}
        durationMinutes={180}
      />,
      <CourseCard
        key={3}
        title="Mengelola Anggaran Tim"
        href="/courses/3"
        coverSrc={dataCover}
        durationMinutes={120}
      />,
    ],
  },
  parameters: { guidelines },
} satisfies Meta<typeof StepList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A roadmap's courses in order: an ordered list of three, numbered 1 to 3. */
export const RoadmapCourses: Story = {
  play: async ({ canvas, canvasElement }) => {
    const list = canvas.getByRole('list', { name: 'Urutan kursus' });
    await expect(list.tagName).toBe('OL');
    const items = canvas.getAllByRole('listitem');
    await expect(items).toHaveLength(3);
    await expect(items[0]).toHaveTextContent('1');
    await expect(items[2]).toHaveTextContent('Mengelola Anggaran Tim');
    await expect(canvasElement.querySelectorAll('[aria-hidden="true"]').length).toBeGreaterThan(0);
  },
};

/** Short text steps. */
export const TextSteps: Story = {
  args: {
    'aria-label': 'Langkah',
    children: [
      <p key="a">Masuk dengan akun perusahaan Anda.</p>,
      <p key="b">Pilih roadmap yang sesuai dengan peran Anda.</p>,
      <p key="c">Selesaikan kursus satu per satu.</p>,
    ],
  },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('listitem')).toHaveLength(3);
  },
};

/** A single step draws no connector. */
export const OneStep: Story = {
  args: { children: <p>Selesaikan kursus Kode Etik Perusahaan.</p> },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('listitem')).toHaveLength(1);
  },
};
