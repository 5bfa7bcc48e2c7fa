import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { Button } from '../Button';
import { dataCover } from '../CourseCard/storyCovers';
import { CourseOutline } from '../CourseOutline';
import { k3Sections } from '../CourseOutline/storyData';
import { storyMessages } from '../test-utils/storyMessages';
import { desktopFrame, phoneStory } from '../test-utils/frames';
import { CourseOverview } from './CourseOverview';
import { CourseOverviewSection } from './CourseOverviewSection';
import { guidelines } from './CourseOverview.docs';

const onStart = fn();

const meta = {
  title: 'Course/CourseOverview',
  component: CourseOverview,
  parameters: { guidelines },
  args: {
    title: 'Dasar-dasar K3',
    facts: [
      { label: 'Kategori', value: 'Keselamatan Kerja' },
      { label: 'Trainer', value: 'Budi Santoso' },
      { label: 'Durasi', value: '2 jam 30 menit' },
      { label: 'Jumlah materi', value: '8 materi' },
    ],
    action: (
      <Button size="lg" onClick={onStart}>
        Mulai belajar
      </Button>
    ),
    children: (
      <>
        <CourseOverviewSection title="Tentang kursus">
          <p>
            Kenali bahaya di tempat kerja, gunakan APD dengan benar, dan ketahui apa yang harus
            dilakukan saat keadaan darurat.
          </p>
        </CourseOverviewSection>
        <CourseOverviewSection title="Materi kursus">
          <CourseOutline sections={k3Sections} />
        </CourseOverviewSection>
      </>
    ),
  },
  decorators: [desktopFrame],
} satisfies Meta<typeof CourseOverview>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Without a cover the tinted block shows; the facts are a description list. */
export const Default: Story = {
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByText('Trainer').tagName).toBe('DT');
    await expect(canvas.getByText('Budi Santoso').tagName).toBe('DD');
    await expect(canvas.queryByRole('img')).toBeNull();
    await expect(canvas.getByRole('region', { name: 'Tentang kursus' })).toBeVisible();
    const action = canvas.getByRole('button', { name: 'Mulai belajar' });
    const about = canvas.getByRole('heading', { level: 2, name: 'Tentang kursus' });
    // Wide: the summary sits to the right of the main column.
    await expect(action.getBoundingClientRect().left).toBeGreaterThan(
      about.getBoundingClientRect().right,
    );
    onStart.mockClear();
    await userEvent.click(action);
    await expect(onStart).toHaveBeenCalledTimes(1);
  },
};

/** A cover image, named after the course by default. */
export const WithCover: Story = {
  args: { coverSrc: dataCover, title: 'Analisis Data dengan Excel' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img')).toHaveAccessibleName(
      storyMessages().courseCardCoverAlt.replace('{title}', 'Analisis Data dengan Excel'),
    );
  },
};

/** Facts without a value (no trainer yet) are left out. */
export const MissingFacts: Story = {
  args: {
    facts: [
      { label: 'Kategori', value: undefined },
      { label: 'Trainer', value: '' },
      { label: 'Durasi', value: '45 menit' },
    ],
  },
  play: async ({ canvas }) => {
    await expect(canvas.queryByText('Trainer')).toBeNull();
    await expect(canvas.queryByText('Kategori')).toBeNull();
    await expect(canvas.getByText('45 menit')).toBeVisible();
  },
};

/** Placeholders in the overview's shape, announced once. */
export const Loading: Story = {
  tags: ['no-visual'],
  args: { isLoading: true, loadingLabel: 'Memuat detail kursus…' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Memuat detail kursus…');
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

/** On a phone the summary and its action come first, the action as wide as the card. */
export const Phone: Story = {
  ...phoneStory(),
  play: async ({ canvas }) => {
    const action = canvas.getByRole('button', { name: 'Mulai belajar' });
    const about = canvas.getByRole('heading', { level: 2, name: 'Tentang kursus' });
    await expect(action.getBoundingClientRect().bottom).toBeLessThan(
      about.getBoundingClientRect().top,
    );
  },
};
