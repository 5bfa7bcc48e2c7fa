import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { storyMessages } from '../test-utils/storyMessages';
import { ForumPostItem } from './ForumPostItem';
import { maxWidthFrame } from '../test-utils/frames';
import { guidelines } from './ForumPostItem.docs';

const NOW = '2026-11-24T08:00:00Z';

const meta = {
  title: 'Course/ForumPostItem',
  component: ForumPostItem,
  parameters: { guidelines },
  args: {
    title: 'Apakah helm proyek wajib dipakai di area gudang?',
    href: '/forum/threads/helm-proyek-di-gudang',
    authorName: 'Budi Santoso',
    createdAt: '2026-11-24T05:00:00Z',
    now: NOW,
    timeZone: 'Asia/Jakarta',
    excerpt:
      'Di modul 2 Dasar-dasar K3 disebutkan helm wajib di area produksi. Bagaimana dengan gudang bahan baku yang tidak ada pekerjaan di ketinggian? Mohon penjelasan dari trainer.',
    replyCount: 12,
    likeCount: 1280,
  },
  decorators: [maxWidthFrame('36rem')],
} satisfies Meta<typeof ForumPostItem>;

export default meta;
type Story = StoryObj<typeof meta>;

const lang = () => document.documentElement.lang;
const relative = (value: number, unit: Intl.RelativeTimeFormatUnit) =>
  new Intl.RelativeTimeFormat(lang(), { numeric: 'auto' }).format(value, unit);

export const Default: Story = {
  play: async ({ canvas }) => {
    const m = storyMessages();
    const link = canvas.getByRole('link');
    await expect(link).toHaveAccessibleName('Apakah helm proyek wajib dipakai di area gudang?');
    await expect(link).toHaveAttribute('href', '/forum/threads/helm-proyek-di-gudang');
    await expect(canvas.getByText(relative(-3, 'hour'))).toHaveAttribute(
      'datetime',
      '2026-11-24T05:00:00.000Z',
    );
    // Counts are read as words: "12 balasan" / "12 replies".
    await expect(
      canvas.getByText(m.forumRepliesOther.replace('{count}', '12')),
    ).toBeInTheDocument();
    const likes = new Intl.NumberFormat(lang()).format(1280);
    await expect(canvas.getByText(m.forumLikesOther.replace('{count}', likes))).toBeInTheDocument();
    await expect(canvas.queryByText(m.forumPinned)).toBeNull();
  },
};

export const Pinned: Story = {
  args: {
    title: 'Aturan forum dan cara bertanya yang baik',
    href: '/forum/threads/aturan-forum',
    authorName: 'Siti Rahma',
    createdAt: '2026-09-01T02:00:00Z',
    excerpt:
      'Selamat datang di forum Ajar. Sebelum bertanya, cari dulu apakah topik serupa sudah dibahas.',
    replyCount: 0,
    likeCount: 45,
    isPinned: true,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(storyMessages().forumPinned)).toBeVisible();
    // Older than a week: the date itself, not "84 days ago".
    const date = new Intl.DateTimeFormat(lang(), {
      dateStyle: 'medium',
      timeZone: 'Asia/Jakarta',
    }).format(new Date('2026-09-01T02:00:00Z'));
    await expect(canvas.getByText(date)).toBeVisible();
  },
};

export const Solved: Story = {
  args: { isSolved: true, createdAt: '2026-11-23T04:00:00Z' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(storyMessages().forumSolved)).toBeVisible();
    await expect(canvas.getByText(relative(-1, 'day'))).toBeVisible();
  },
};

export const PinnedAndSolved: Story = {
  args: { isPinned: true, isSolved: true },
};

/** Singular in English ("1 reply"), the same word in Indonesian. */
export const OneReply: Story = {
  args: { replyCount: 1, likeCount: 1, createdAt: '2026-11-24T07:58:00Z' },
  play: async ({ canvas }) => {
    const m = storyMessages();
    await expect(canvas.getByText(m.forumRepliesOne.replace('{count}', '1'))).toBeInTheDocument();
    await expect(canvas.getByText(m.forumLikesOne.replace('{count}', '1'))).toBeInTheDocument();
    await expect(canvas.getByText(relative(-2, 'minute'))).toBeVisible();
  },
};

export const LongExcerptClamped: Story = {
  args: {
    excerpt:
      'Tim kami sedang menyusun prosedur evakuasi untuk gedung baru. Kami ingin tahu bagaimana perusahaan lain menentukan titik kumpul, berapa kali simulasi dilakukan dalam setahun, dan bagaimana melibatkan karyawan yang bekerja shift malam. Apakah ada templat yang bisa dibagikan? Kami juga ingin tahu cara mencatat hasil simulasi agar bisa dilaporkan ke manajemen dan auditor eksternal.',
  },
  play: async ({ canvas }) => {
    const excerpt = canvas.getByText(/Tim kami sedang menyusun/);
    await expect(excerpt.scrollHeight).toBeGreaterThan(excerpt.clientHeight);
  },
};

export const WithoutLinkOrCounts: Story = {
  args: { href: undefined, replyCount: undefined, likeCount: undefined, excerpt: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('link')).toBeNull();
    await expect(canvas.queryByRole('list')).toBeNull();
  },
};

/** Posts in a list: each item is an `li`. */
export const List: Story = {
  render: (args) => (
    <ul style={{ display: 'grid', gap: '0.75rem', listStyle: 'none', margin: 0, padding: 0 }}>
      <ForumPostItem
        {...args}
        as="li"
        isPinned
        title="Aturan forum dan cara bertanya yang baik"
        href="/forum/threads/aturan-forum"
        authorName="Siti Rahma"
        createdAt="2026-09-01T02:00:00Z"
        excerpt="Selamat datang di forum Ajar."
        replyCount={0}
        likeCount={45}
      />
      <ForumPostItem {...args} as="li" isSolved />
    </ul>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('link')).toHaveLength(2);
  },
};
