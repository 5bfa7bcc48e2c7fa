import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { storyMessages } from '../test-utils/storyMessages';
import { LeaderboardTable, type LeaderboardEntry } from './LeaderboardTable';
import { maxWidthFrame } from '../test-utils/frames';
import { distanceFromMeaning, EveryTenant } from '../test-utils/tenants';
import { guidelines } from './LeaderboardTable.docs';

const entries: LeaderboardEntry[] = [
  { id: 'u1', rank: 1, name: 'Siti Rahma', detail: 'Produksi', points: 12450 },
  { id: 'u2', rank: 2, name: 'Ayu Lestari', detail: 'Keuangan', points: 11980 },
  { id: 'u3', rank: 3, name: 'Rizky Pratama', detail: 'Pemasaran', points: 10320 },
  { id: 'u4', rank: 4, name: 'Dewi Anggraini', detail: 'Produksi', points: 9875 },
  { id: 'u5', rank: 5, name: 'Budi Santoso', detail: 'Gudang', points: 8640 },
  { id: 'u6', rank: 6, name: 'Agus Setiawan', detail: 'Logistik', points: 7210 },
  { id: 'u7', rank: 7, name: 'Nur Aini', detail: 'SDM', points: 5400 },
];

const meta = {
  title: 'Course/LeaderboardTable',
  component: LeaderboardTable,
  args: { entries, currentUserId: 'u5' },
  decorators: [maxWidthFrame('36rem')],
  parameters: { guidelines },
} satisfies Meta<typeof LeaderboardTable>;

export default meta;
type Story = StoryObj<typeof meta>;

const row = (canvas: ReturnType<typeof within>, name: string) =>
  canvas.getByRole('rowheader', { name: new RegExp(name) }).closest('tr')!;

export const Default: Story = {
  play: async ({ canvas }) => {
    const m = storyMessages();
    const table = canvas.getByRole('table', { name: m.leaderboardCaption });
    await expect(within(table).getAllByRole('row')).toHaveLength(entries.length + 1);
    await expect(row(canvas, 'Siti Rahma')).toHaveTextContent(m.leaderboardGold);
    await expect(row(canvas, 'Ayu Lestari')).toHaveTextContent(m.leaderboardSilver);
    await expect(row(canvas, 'Rizky Pratama')).toHaveTextContent(m.leaderboardBronze);
    await expect(row(canvas, 'Dewi Anggraini')).not.toHaveTextContent(m.leaderboardGold);
    // Points in the locale's digits: 12.450 in Indonesian, 12,450 in English.
    const points = new Intl.NumberFormat(document.documentElement.lang).format(12450);
    await expect(row(canvas, 'Siti Rahma')).toHaveTextContent(points);
  },
};

/** The signed-in learner's row is tinted, edged and named "(Anda)" for screen readers. */
export const CurrentUser: Story = {
  play: async ({ canvas }) => {
    const m = storyMessages();
    const mine = row(canvas, 'Budi Santoso');
    await expect(mine).toHaveAttribute('aria-current', 'true');
    await expect(mine).toHaveTextContent(`(${m.leaderboardYou})`);
    await expect(row(canvas, 'Siti Rahma')).not.toHaveAttribute('aria-current');
  },
};

/**
 * The learner's own row has a colour of its own, the same for every company and far from the
 * danger red: in the brand tint it read as an error for a red tenant. Its avatar keeps an edge.
 */
export const CurrentUserWhateverTheBrand: Story = {
  render: (args) => (
    <EveryTenant>
      {(colour) => (
        <LeaderboardTable {...args} caption={`${storyMessages().leaderboardCaption} ${colour}`} />
      )}
    </EveryTenant>
  ),
  play: async ({ canvas }) => {
    const mine = canvas
      .getAllByRole('rowheader', { name: /Budi Santoso/ })
      .map((cell) => cell.closest('tr')!);
    const tints = mine.map((tr) => getComputedStyle(tr).backgroundColor);
    await expect(tints[0]).toEqual(tints[1]);
    await expect(distanceFromMeaning(tints[0]!).danger).toBeGreaterThan(0.08);
    for (const tr of mine) {
      const avatar = tr.querySelector('[aria-hidden="true"]')!;
      await expect(getComputedStyle(avatar).boxShadow).not.toBe('none');
    }
  },
};

export const CurrentUserFirst: Story = {
  args: { currentUserId: 'u1' },
  play: async ({ canvas }) => {
    const mine = row(canvas, 'Siti Rahma');
    await expect(mine).toHaveAttribute('aria-current', 'true');
    await expect(mine).toHaveTextContent(storyMessages().leaderboardGold);
  },
};

/** Tied learners share a rank (and a medal). */
export const Ties: Story = {
  args: {
    entries: [
      { id: 'u1', rank: 1, name: 'Siti Rahma', points: 12450 },
      { id: 'u2', rank: 2, name: 'Ayu Lestari', points: 11980 },
      { id: 'u3', rank: 2, name: 'Rizky Pratama', points: 11980 },
      { id: 'u5', rank: 4, name: 'Budi Santoso', points: 8640 },
    ],
  },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByText(storyMessages().leaderboardSilver)).toHaveLength(2);
    await expect(canvas.queryByText(storyMessages().leaderboardBronze)).toBeNull();
  },
};

export const CustomCaption: Story = {
  args: { caption: 'Peringkat Dasar-dasar K3 · November 2026' },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('table', { name: 'Peringkat Dasar-dasar K3 · November 2026' }),
    ).toBeVisible();
  },
};

export const Empty: Story = {
  args: { entries: [], currentUserId: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(storyMessages().leaderboardEmpty)).toBeVisible();
  },
};
