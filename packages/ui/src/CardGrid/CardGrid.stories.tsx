import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { Card } from '../Card';
import { CourseCard } from '../CourseCard';
import { communicationCover, dataCover, safetyCover } from '../CourseCard/storyCovers';
import { Pagination } from '../Pagination';
import { desktopFrame, phoneStory } from '../test-utils/frames';
import { CardGrid } from './CardGrid';
import { guidelines } from './CardGrid.docs';

const courses = [
  {
    title: 'Dasar-dasar K3',
    coverSrc: safetyCover,
    category: 'Keselamatan Kerja',
    trainerName: 'Budi Santoso',
    durationMinutes: 150,
  },
  {
    title: 'Komunikasi Efektif di Tempat Kerja',
    coverSrc: communicationCover,
    category: 'Pengembangan Diri',
    trainerName: 'Siti Rahma',
    durationMinutes: 90,
  },
  {
    title: 'Analisis Data dengan Excel',
    coverSrc: dataCover,
    category: 'Keterampilan Digital',
    trainerName: 'Agus Prasetyo',
    durationMinutes: 240,
  },
  {
    title: 'Kode Etik Perusahaan',
    category: undefined,
    trainerName: 'Dewi Lestari',
    durationMinutes: 45,
  },
];

const courseCards = courses.map((course, index) => (
  <CourseCard key={course.title} headingLevel={2} href={`/courses/${index + 1}`} {...course} />
));

const meta = {
  title: 'Structure/CardGrid',
  component: CardGrid,
  parameters: { guidelines },
  args: { 'aria-label': 'Daftar kursus', children: courseCards },
  decorators: [desktopFrame],
} satisfies Meta<typeof CardGrid>;

export default meta;
type Story = StoryObj<typeof meta>;

const rowsOf = (items: HTMLElement[]) =>
  new Set(items.map((item) => Math.round(item.getBoundingClientRect().top))).size;

/** Course cards in as many columns as fit; a list of cards, one link each. */
export const Courses: Story = {
  play: async ({ canvas }) => {
    const list = canvas.getByRole('list', { name: 'Daftar kursus' });
    const items = within(list).getAllByRole('listitem');
    await expect(items).toHaveLength(4);
    // As many columns as the width holds (more than one on a desktop), filled row by row.
    const columns = getComputedStyle(list).gridTemplateColumns.split(' ').length;
    await expect(columns).toBeGreaterThan(1);
    await expect(rowsOf(items)).toBe(Math.ceil(items.length / columns));
    await expect(within(list).getAllByRole('link')).toHaveLength(4);
  },
};

/** Any card fits: here categories with their course counts, each one link. */
export const Categories: Story = {
  args: {
    'aria-label': 'Daftar kategori',
    children: [
      ['Kepemimpinan', '2 kursus'],
      ['Keterampilan Digital', '4 kursus'],
      ['K3 & Keselamatan Kerja', '3 kursus'],
      ['Keuangan', '1 kursus'],
      ['Pengembangan Diri', '0 kursus'],
    ].map(([name, count]) => (
      <Card key={name} as="article" title={name} headingLevel={2} href="/courses?category=x">
        {count}
      </Card>
    )),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('listitem')).toHaveLength(5);
    await expect(canvas.getByRole('link', { name: 'Keuangan' })).toBeVisible();
  },
};

/** `stack`: one card per row at any width, for things read in order such as forum threads. */
export const Stack: Story = {
  args: { layout: 'stack' },
  play: async ({ canvas }) => {
    const items = canvas.getAllByRole('listitem');
    await expect(rowsOf(items)).toBe(4);
    const lefts = new Set(items.map((item) => Math.round(item.getBoundingClientRect().left)));
    await expect(lefts.size).toBe(1);
  },
};

const onPageChange = fn();

/** A pagination (or any footer) sits centred under the grid. */
export const WithFooter: Story = {
  args: { footer: <Pagination page={1} pageCount={2} onPageChange={onPageChange} /> },
  play: async ({ canvas }) => {
    const list = canvas.getByRole('list', { name: 'Daftar kursus' });
    const nav = canvas.getByRole('navigation');
    await expect(nav.getBoundingClientRect().top).toBeGreaterThan(
      list.getBoundingClientRect().bottom,
    );
  },
};

/** Placeholder cards keep the grid's shape while courses load. */
export const Loading: Story = {
  tags: ['no-visual'],
  args: {
    'aria-label': 'Memuat kursus…',
    'aria-busy': true,
    children: [1, 2, 3].map((n) => <CourseCard key={n} title="" isLoading />),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('list')).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.queryByRole('link')).toBeNull();
  },
};

/** On a phone the cards stack in one column. */
export const Phone: Story = {
  ...phoneStory(),
  play: async ({ canvas }) => {
    const items = canvas.getAllByRole('listitem');
    await expect(rowsOf(items)).toBe(items.length);
  },
};
