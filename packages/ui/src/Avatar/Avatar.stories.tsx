import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { Avatar } from './Avatar';
import { guidelines } from './Avatar.docs';

/** A small local portrait, so stories need no network. */
const photo =
  "data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 40 40'%3E%3Crect width='40' height='40' fill='%23e9f7e4'/%3E%3Ccircle cx='20' cy='15' r='7' fill='%23237a1e'/%3E%3Cpath d='M6 40c2-9 8-13 14-13s12 4 14 13z' fill='%23237a1e'/%3E%3C/svg%3E";

const meta = {
  title: 'Structure/Avatar',
  component: Avatar,
  parameters: { guidelines },
  args: { name: 'Siti Rahma' },
} satisfies Meta<typeof Avatar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Initials: Story = {
  play: async ({ canvas }) => {
    const avatar = canvas.getByRole('img', { name: 'Siti Rahma' });
    await expect(avatar).toHaveTextContent('SR');
  },
};

export const WithPhoto: Story = {
  args: { src: photo, name: 'Budi Santoso' },
  play: async ({ canvas }) => {
    const img = canvas.getByRole('img', { name: 'Budi Santoso' });
    await expect(img.tagName).toBe('IMG');
  },
};

/** A broken address falls back to the initials. */
export const BrokenPhoto: Story = {
  args: { src: '/tidak-ada/foto-budi.png', name: 'Budi Santoso' },
  play: async ({ canvas }) => {
    await waitFor(() =>
      expect(canvas.getByRole('img', { name: 'Budi Santoso' })).toHaveTextContent('BS'),
    );
    await expect(canvas.queryByRole('img', { name: 'Budi Santoso' })?.tagName).toBe('SPAN');
  },
};

export const SingleName: Story = {
  args: { name: 'Wati', size: 'lg' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: 'Wati' })).toHaveTextContent('W');
  },
};

export const Sizes: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: '0.75rem', alignItems: 'center' }}>
      <Avatar {...args} size="sm" />
      <Avatar {...args} size="md" />
      <Avatar {...args} size="lg" src={photo} />
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('img', { name: 'Siti Rahma' })).toHaveLength(3);
  },
};

/** Next to the written name, the avatar is hidden from screen readers. */
export const Decorative: Story = {
  args: { isDecorative: true },
  render: (args) => (
    <p style={{ display: 'flex', gap: '0.5rem', alignItems: 'center', margin: 0 }}>
      <Avatar {...args} size="sm" />
      <span>{args.name}</span>
    </p>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('img')).toBeNull();
    await expect(canvas.getByText('Siti Rahma')).toBeVisible();
  },
};
