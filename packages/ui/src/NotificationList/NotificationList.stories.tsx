import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Button } from '../Button';
import { NotificationItem } from '../NotificationItem';
import { storyMessages } from '../test-utils/storyMessages';
import { maxWidthFrame } from '../test-utils/frames';
import { NotificationList } from './NotificationList';
import { guidelines } from './NotificationList.docs';

const NOW = '2026-11-24T08:00:00Z';

const items = [
  {
    id: 1,
    title: 'Kursus baru untuk Anda',
    body: 'Anda didaftarkan ke kursus Microsoft Excel untuk Analisis Data. Selamat belajar!',
    createdAt: '2026-11-24T06:00:00Z',
    href: '/courses/2',
    isRead: false,
  },
  {
    id: 2,
    title: 'Pengingat acara',
    body: 'Webinar "Membaca Data Penjualan dengan Excel" sebentar lagi. Jangan lupa bergabung.',
    createdAt: '2026-11-23T12:00:00Z',
    href: '/events/1',
    isRead: false,
  },
  {
    id: 3,
    title: 'Selamat datang di Ajar',
    body: 'Mulailah dari Panduan Penggunaan Ajar untuk mengenal fitur-fiturnya.',
    createdAt: '2026-11-21T04:00:00Z',
    isRead: true,
  },
];

function Inbox() {
  const [read, setRead] = useState(() => new Set(items.filter((i) => i.isRead).map((i) => i.id)));
  const unread = items.length - read.size;
  return (
    <NotificationList
      summary={`${unread} belum dibaca`}
      action={
        <Button
          size="sm"
          variant="secondary"
          disabled={unread === 0}
          onClick={() => setRead(new Set(items.map((i) => i.id)))}
        >
          Tandai semua sudah dibaca
        </Button>
      }
    >
      {items.map(({ id, isRead: _isRead, ...item }) => (
        <NotificationItem
          key={id}
          as="li"
          {...item}
          now={NOW}
          timeZone="Asia/Jakarta"
          isRead={read.has(id)}
          onMarkRead={() => setRead(new Set([...read, id]))}
        />
      ))}
    </NotificationList>
  );
}

const meta = {
  title: 'Course/NotificationList',
  component: NotificationList,
  args: { children: null },
  render: () => <Inbox />,
  decorators: [maxWidthFrame('40rem')],
  parameters: { guidelines },
} satisfies Meta<typeof NotificationList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Unread first, with the count and "mark all" in the toolbar. */
export const WithUnread: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('listitem')).toHaveLength(3);
    await expect(canvas.getByRole('status')).toHaveTextContent('2 belum dibaca');
    await expect(canvas.getByRole('button', { name: 'Tandai semua sudah dibaca' })).toBeEnabled();
  },
};

/** Marking one read lowers the count, which the live region announces. */
export const MarkOneRead: Story = {
  play: async ({ canvas, userEvent }) => {
    const first = canvas.getAllByRole('listitem')[0]!;
    await userEvent.click(
      within(first).getByRole('button', { name: storyMessages().notificationMarkRead }),
    );
    await expect(canvas.getByRole('status')).toHaveTextContent('1 belum dibaca');
  },
};

/** Marking all read empties the count and disables the button. */
export const MarkAllRead: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Tandai semua sudah dibaca' }));
    await expect(canvas.getByRole('status')).toHaveTextContent('0 belum dibaca');
    await expect(canvas.getByRole('button', { name: 'Tandai semua sudah dibaca' })).toBeDisabled();
    await expect(
      canvas.queryByRole('button', { name: storyMessages().notificationMarkRead }),
    ).toBeNull();
  },
};

/** Without a toolbar: just the list. */
export const ListOnly: Story = {
  render: () => (
    <NotificationList>
      {items.slice(2).map(({ id, ...item }) => (
        <NotificationItem key={id} as="li" {...item} now={NOW} timeZone="Asia/Jakarta" />
      ))}
    </NotificationList>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('status')).toBeNull();
    await expect(canvas.getAllByRole('listitem')).toHaveLength(1);
  },
};
