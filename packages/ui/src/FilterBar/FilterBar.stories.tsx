import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { Select } from '../Select';
import { TextField } from '../TextField';
import { desktopFrame, phoneStory } from '../test-utils/frames';
import { FilterBar } from './FilterBar';
import { guidelines } from './FilterBar.docs';

const categories = [
  { value: 'k3', label: 'K3 & Keselamatan Kerja' },
  { value: 'digital', label: 'Keterampilan Digital' },
  { value: 'kepemimpinan', label: 'Kepemimpinan' },
];

const onSubmit = fn();

const meta = {
  title: 'Forms/FilterBar',
  component: FilterBar,
  parameters: { guidelines },
  args: {
    label: 'Cari dan filter kursus',
    onSubmit,
    search: (
      <TextField type="search" name="q" label="Cari kursus" placeholder="Judul atau kata kunci" />
    ),
    filters: (
      <Select name="category" label="Kategori" placeholder="Semua kategori" options={categories} />
    ),
    summary: '14 kursus ditemukan',
  },
  decorators: [desktopFrame],
} satisfies Meta<typeof FilterBar>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A search landmark: the search wide, the category beside it, the result line under both. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('search', { name: 'Cari dan filter kursus' })).toBeVisible();
    const search = canvas.getByRole('searchbox', { name: 'Cari kursus' });
    const select = canvas.getByRole('combobox', { name: 'Kategori' });
    await expect(search.getBoundingClientRect().top).toBe(select.getBoundingClientRect().top);
    await expect(search.getBoundingClientRect().width).toBeGreaterThan(
      select.getBoundingClientRect().width,
    );
    await expect(canvas.getByText('14 kursus ditemukan')).toHaveAttribute('aria-live', 'polite');
  },
};

/** Enter in the search submits without reloading the page. */
export const SubmitOnEnter: Story = {
  play: async ({ canvas, userEvent }) => {
    onSubmit.mockClear();
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Cari kursus' }), 'excel{Enter}');
    await expect(onSubmit).toHaveBeenCalledTimes(1);
  },
};

/** Only a search: it takes the whole row. */
export const SearchOnly: Story = {
  args: { filters: undefined, summary: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('combobox')).toBeNull();
  },
};

/** On a phone the fields stack, each as wide as the bar. */
export const Phone: Story = {
  ...phoneStory(),
  play: async ({ canvas }) => {
    const search = canvas.getByRole('searchbox', { name: 'Cari kursus' });
    const select = canvas.getByRole('combobox', { name: 'Kategori' });
    await expect(select.getBoundingClientRect().top).toBeGreaterThan(
      search.getBoundingClientRect().bottom,
    );
  },
};
