import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Breadcrumb } from '../Breadcrumb';
import { Button } from '../Button';
import { PageHeader } from './PageHeader';
import { guidelines } from './PageHeader.docs';

const meta = {
  title: 'Structure/PageHeader',
  component: PageHeader,
  args: { title: 'Kursus', description: 'Semua kursus dari perusahaan Anda.' },
  parameters: { guidelines },
} satisfies Meta<typeof PageHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Kursus' })).toBeVisible();
    await expect(canvas.getByText('Semua kursus dari perusahaan Anda.')).toBeVisible();
  },
};

export const WithBreadcrumb: Story = {
  args: {
    title: 'Papan Peringkat',
    description: undefined,
    breadcrumb: (
      <Breadcrumb items={[{ label: 'Beranda', href: '/' }, { label: 'Papan Peringkat' }]} />
    ),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Beranda' })).toHaveAttribute('href', '/');
    await expect(
      canvas.getByText('Papan Peringkat', { selector: '[aria-current="page"]' }),
    ).toBeVisible();
    const heading = canvas.getByRole('heading', { level: 1, name: 'Papan Peringkat' });
    heading.focus();
    await expect(heading).toHaveFocus();
  },
};

/** The page's commands sit under the description, after the title in reading order. */
export const WithActions: Story = {
  args: {
    title: 'Tanya Jawab',
    description: 'Bingung dengan materi atau fitur Ajar? Tanyakan di sini.',
    actions: (
      <>
        <Button>Mulai diskusi</Button>
        <Button variant="secondary">Ikuti topik</Button>
      </>
    ),
  },
  play: async ({ canvas }) => {
    const heading = canvas.getByRole('heading', { level: 1, name: 'Tanya Jawab' });
    const start = canvas.getByRole('button', { name: 'Mulai diskusi' });
    await expect(start.getBoundingClientRect().top).toBeGreaterThan(
      heading.getBoundingClientRect().bottom,
    );
    await expect(canvas.getByRole('button', { name: 'Ikuti topik' })).toBeVisible();
  },
};
