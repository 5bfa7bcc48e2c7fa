import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { phoneStory } from '../test-utils/frames';
import { expectMinTargets } from '../test-utils/targets';
import { NotificationBell } from './NotificationBell';
import { guidelines } from './NotificationBell.docs';

const meta = {
  title: 'Navigation/NotificationBell',
  component: NotificationBell,
  parameters: { guidelines },
  args: { href: '/notifications', count: 3, label: '3 notifikasi belum dibaca' },
} satisfies Meta<typeof NotificationBell>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NoneUnread: Story = {
  args: { count: 0, label: 'Notifikasi' },
  play: async ({ canvas }) => {
    const bell = canvas.getByRole('link', { name: 'Notifikasi' });
    await expect(bell).toHaveAttribute('href', '/notifications');
    // No figure at all, not a "0": the text is the hidden name alone.
    await expect(bell.textContent).toBe('Notifikasi');
  },
};

export const ThreeUnread: Story = {
  play: async ({ canvas }) => {
    const bell = canvas.getByRole('link', { name: '3 notifikasi belum dibaca' });
    await expect(bell).toHaveTextContent('3');
    await expectMinTargets([bell]);
  },
};

export const ManyUnread: Story = {
  args: { count: 120, label: '120 notifikasi belum dibaca' },
  play: async ({ canvas }) => {
    const bell = canvas.getByRole('link', { name: '120 notifikasi belum dibaca' });
    await expect(bell).toHaveTextContent(/99\+$/);
  },
};

export const KeyboardFocus: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('link')).toHaveFocus();
  },
};

export const Phone360: Story = {
  ...phoneStory(360),
  play: async ({ canvas }) => {
    const bell = canvas.getByRole('link', { name: '3 notifikasi belum dibaca' });
    await expect(bell.getBoundingClientRect().width).toBeLessThanOrEqual(360);
    await expectMinTargets([bell]);
  },
};
