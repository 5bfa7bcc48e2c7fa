import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { storyMessages } from '../test-utils/storyMessages';
import { NotificationItem, type NotificationItemProps } from './NotificationItem';
import { maxWidthFrame, phoneStory } from '../test-utils/frames';
import { guidelines } from './NotificationItem.docs';

const NOW = '2026-11-24T08:00:00Z';

const meta = {
  title: 'Course/NotificationItem',
  component: NotificationItem,
  args: {
    title: 'Sertifikat Dasar-dasar K3 sudah terbit',
    body: 'Selamat, Siti Rahma! Unduh sertifikat Anda dari halaman Sertifikat.',
    createdAt: '2026-11-24T07:45:00Z',
    now: NOW,
    timeZone: 'Asia/Jakarta',
    href: '/certificates/AJR-K3-2026-000142',
    onMarkRead: fn(),
  },
  decorators: [maxWidthFrame('32rem')],
  parameters: { guidelines },
} satisfies Meta<typeof NotificationItem>;

export default meta;
type Story = StoryObj<typeof meta>;

const lang = () => document.documentElement.lang;

export const Unread: Story = {
  play: async ({ args, canvas, userEvent }) => {
    const m = storyMessages();
    const link = canvas.getByRole('link');
    await expect(link).toHaveAccessibleName('Sertifikat Dasar-dasar K3 sudah terbit');
    await expect(link).toHaveAttribute('href', '/certificates/AJR-K3-2026-000142');
    await expect(canvas.getByText(m.notificationUnread, { exact: false })).toBeInTheDocument();
    await expect(
      canvas.getByText(
        new Intl.RelativeTimeFormat(lang(), { numeric: 'auto' }).format(-15, 'minute'),
      ),
    ).toBeVisible();
    const button = canvas.getByRole('button', { name: m.notificationMarkRead });
    await expect(button).toHaveAccessibleDescription(/Sertifikat Dasar-dasar K3 sudah terbit/);
    await userEvent.click(button);
    await expect(args.onMarkRead).toHaveBeenCalledTimes(1);
  },
};

export const Read: Story = {
  args: { isRead: true },
  play: async ({ canvas }) => {
    const m = storyMessages();
    await expect(canvas.queryByText(m.notificationUnread, { exact: false })).toBeNull();
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

function Stateful(props: NotificationItemProps) {
  const [isRead, setIsRead] = useState(false);
  return (
    <NotificationItem
      {...props}
      isRead={isRead}
      onMarkRead={() => {
        props.onMarkRead?.();
        setIsRead(true);
      }}
    />
  );
}

/** Marking as read with the keyboard: the item keeps focus when the button goes away. */
export const MarkAsReadByKeyboard: Story = {
  render: (args) => <Stateful {...args} />,
  play: async ({ args, canvas, canvasElement, userEvent }) => {
    const m = storyMessages();
    await userEvent.tab();
    await expect(canvas.getByRole('link')).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: m.notificationMarkRead })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onMarkRead).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(canvas.queryByRole('button')).toBeNull());
    await expect(canvas.queryByText(m.notificationUnread, { exact: false })).toBeNull();
    await expect(canvasElement.querySelector('[data-read="true"]')).toHaveFocus();
  },
};

export const MarkAsReadByClick: Story = {
  render: (args) => <Stateful {...args} />,
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(
      canvas.getByRole('button', { name: storyMessages().notificationMarkRead }),
    );
    await expect(args.onMarkRead).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(canvas.queryByRole('button')).toBeNull());
  },
};

export const WithoutLink: Story = {
  args: {
    href: undefined,
    title: 'Pengingat: Ujian Akhir K3 ditutup besok',
    body: undefined,
    createdAt: '2026-11-23T02:00:00Z',
  },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('link')).toBeNull();
    await expect(
      canvas.getByText(new Intl.RelativeTimeFormat(lang(), { numeric: 'auto' }).format(-1, 'day')),
    ).toBeVisible();
  },
};

/** A `javascript:` link from data shows the notification as text: nothing runs on click. */
export const UnsafeLink: Story = {
  tags: ['no-visual'],
  args: { href: 'javascript:alert(document.domain)' },
  play: async ({ canvasElement, canvas }) => {
    await expect(canvas.getByText('Sertifikat Dasar-dasar K3 sudah terbit')).toBeVisible();
    await expect(canvas.queryByRole('link')).toBeNull();
    await expect(canvasElement.querySelector('[href]')).toBeNull();
  },
};

export const WithoutMarkReadButton: Story = {
  args: { onMarkRead: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

export const CustomButtonLabel: Story = {
  args: { markReadLabel: 'Sudah dilihat' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Sudah dilihat' })).toBeVisible();
  },
};

/** A list of notifications, newest first; older ones show their date. */
export const List: Story = {
  render: (args) => (
    <ul style={{ listStyle: 'none', margin: 0, padding: 0 }}>
      <NotificationItem {...args} as="li" />
      <NotificationItem
        {...args}
        as="li"
        title="Kursus baru: Komunikasi Efektif di Tempat Kerja"
        body="Budi Santoso menambahkan kursus ini ke jalur belajar Anda."
        href="/courses/komunikasi-efektif"
        createdAt="2026-11-24T03:10:00Z"
      />
      <NotificationItem
        {...args}
        as="li"
        isRead
        title="Balasan baru di forum"
        body="Siti Rahma membalas: “Helm wajib di semua area gudang.”"
        href="/forum/threads/helm-proyek-di-gudang"
        createdAt="2026-11-02T09:00:00Z"
      />
    </ul>
  ),
  play: async ({ canvas }) => {
    const m = storyMessages();
    await expect(canvas.getAllByRole('listitem')).toHaveLength(3);
    await expect(canvas.getAllByRole('button', { name: m.notificationMarkRead })).toHaveLength(2);
  },
};

/**
 * A 320 px phone: "mark as read" goes under the text, which keeps the row's width (it had
 * ~55 px beside the button, and the title ran under it).
 */
export const Phone320: Story = {
  ...phoneStory(320),
  play: async ({ args, canvas }) => {
    const m = storyMessages();
    const title = canvas.getByText(args.title as string);
    const button = canvas.getByRole('button', { name: m.notificationMarkRead });
    const titleBox = title.getBoundingClientRect();
    const buttonBox = button.getBoundingClientRect();
    await expect(buttonBox.top).toBeGreaterThanOrEqual(titleBox.bottom);
    await expect(titleBox.width).toBeGreaterThan(window.innerWidth / 2);
    await expect(buttonBox.right).toBeLessThanOrEqual(window.innerWidth);
  },
};
