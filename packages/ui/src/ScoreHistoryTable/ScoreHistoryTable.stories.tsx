import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { formatMessage } from '../internal/text';
import { phoneStory } from '../test-utils/frames';
import { expectMinTargets } from '../test-utils/targets';
import { storyMessages } from '../test-utils/storyMessages';
import { ScoreHistoryTable, type ScoreAttempt } from './ScoreHistoryTable';
import { guidelines } from './ScoreHistoryTable.docs';

const attempts: ScoreAttempt[] = [
  {
    id: 'att-3',
    attemptNumber: 3,
    submittedAt: '2025-02-12T14:05:00+07:00',
    score: 85,
    isPassed: true,
    durationSeconds: 1122,
  },
  {
    id: 'att-2',
    attemptNumber: 2,
    submittedAt: '2025-02-11T10:30:00+07:00',
    score: 46.67,
    isPassed: false,
    durationSeconds: 1490,
  },
  {
    id: 'att-1',
    attemptNumber: 1,
    submittedAt: new Date('2025-02-10T09:15:00+07:00'),
    score: 30,
    isPassed: false,
    durationSeconds: 905,
  },
];

const detailHref = (row: ScoreAttempt) => `/kursus/dasar-k3/ujian-akhir/percobaan/${row.id}`;

/** The date as the table shows it, in the story's locale. */
const shownDate = (iso: string) =>
  new Intl.DateTimeFormat(document.documentElement.lang, {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: 'Asia/Jakarta',
  }).format(new Date(iso));

const meta = {
  title: 'Quiz/ScoreHistoryTable',
  component: ScoreHistoryTable,
  args: { attempts, getDetailHref: detailHref, timeZone: 'Asia/Jakarta' },
  parameters: { guidelines },
} satisfies Meta<typeof ScoreHistoryTable>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const m = storyMessages();
    const table = canvas.getByRole('table', { name: m.scoreHistoryCaption });
    const rows = within(table).getAllByRole('row');
    await expect(rows).toHaveLength(4);
    const first = within(rows[1]!);
    const link = first.getByRole('link', {
      name: formatMessage(m.scoreHistoryAttemptNumber, { number: 3 }),
    });
    await expect(link).toHaveAttribute('href', '/kursus/dasar-k3/ujian-akhir/percobaan/att-3');
    await expect(first.getByText(shownDate('2025-02-12T14:05:00+07:00'))).toBeVisible();
    await expect(first.getByText(m.scoreHistoryPassed)).toBeVisible();
    await expect(
      first.getByText(formatMessage(m.scoreHistoryDurationValue, { minutes: 18, seconds: 42 })),
    ).toBeVisible();
    await expect(within(rows[2]!).getByText(m.scoreHistoryNotPassed)).toBeVisible();
    const decimal = new Intl.NumberFormat(document.documentElement.lang).format(46.67);
    await expect(within(rows[2]!).getByText(decimal)).toBeVisible();
  },
};

/** Stands in for react-router's navigate. */
const navigate = fn();

/** The app passes its router's link; the table only gives the address and the text. */
export const WithRouterLink: Story = {
  args: {
    renderLink: ({ href, children }) => (
      <a
        href={href}
        onClick={(event) => {
          event.preventDefault();
          navigate(href);
        }}
      >
        {children}
      </a>
    ),
  },
  play: async ({ canvas, userEvent }) => {
    navigate.mockClear();
    const name = formatMessage(storyMessages().scoreHistoryAttemptNumber, { number: 2 });
    await userEvent.click(canvas.getByRole('link', { name }));
    await expect(navigate).toHaveBeenCalledWith('/kursus/dasar-k3/ujian-akhir/percobaan/att-2');
  },
};
export const KeyboardToDetail: Story = {
  args: { ...WithRouterLink.args },
  play: async ({ canvas, userEvent }) => {
    navigate.mockClear();
    const name = formatMessage(storyMessages().scoreHistoryAttemptNumber, { number: 3 });
    const link = canvas.getByRole('link', { name });
    link.focus();
    await userEvent.keyboard('{Enter}');
    await expect(navigate).toHaveBeenCalledWith('/kursus/dasar-k3/ujian-akhir/percobaan/att-3');
  },
};

export const SortByScore: Story = {
  play: async ({ canvas, userEvent }) => {
    const m = storyMessages();
    await userEvent.click(
      canvas.getByRole('button', { name: new RegExp(`^${m.scoreHistoryScore}`) }),
    );
    const rows = canvas.getAllByRole('row');
    await expect(rows[1]).toHaveTextContent(
      formatMessage(m.scoreHistoryAttemptNumber, { number: 1 }),
    );
    await expect(rows[3]).toHaveTextContent(
      formatMessage(m.scoreHistoryAttemptNumber, { number: 3 }),
    );
  },
};

export const WithoutLinks: Story = {
  args: { getDetailHref: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('link')).toBeNull();
  },
};

export const WithoutDuration: Story = {
  args: {
    attempts: attempts.map((attempt) => ({ ...attempt, durationSeconds: undefined })),
  },
  play: async ({ canvas }) => {
    await expect(
      canvas.queryByRole('columnheader', { name: storyMessages().scoreHistoryDuration }),
    ).toBeNull();
  },
};

/**
 * A pre test measures what the learner knew before the course: scores only, no passed or
 * failed, and no status column.
 */
export const WithoutVerdict: Story = {
  args: {
    attempts: attempts.map((attempt) => ({ ...attempt, isPassed: undefined })),
    caption: 'Riwayat nilai Tes Awal',
  },
  play: async ({ canvas }) => {
    const m = storyMessages();
    await expect(canvas.getByRole('table')).toBeVisible();
    await expect(canvas.getByText('85')).toBeVisible();
    await expect(canvas.queryByRole('columnheader', { name: m.scoreHistoryStatus })).toBeNull();
    await expect(canvas.queryByText(m.scoreHistoryPassed)).toBeNull();
    await expect(canvas.queryByText(m.scoreHistoryNotPassed)).toBeNull();
  },
};

export const SingleAttempt: Story = {
  args: { attempts: attempts.slice(0, 1), caption: 'Riwayat nilai Ujian Akhir Dasar-dasar K3' },
};

export const Empty: Story = {
  args: { attempts: [] },
  play: async ({ canvas }) => {
    const m = storyMessages();
    await expect(canvas.getByRole('heading', { name: m.scoreHistoryEmpty })).toBeVisible();
    await expect(canvas.queryByRole('table')).toBeNull();
  },
};

/**
 * A 360 px phone: each attempt stacks into a block, so its number, score and verdict are seen
 * together without scrolling sideways; the sort buttons stay above the rows.
 */
export const Phone: Story = {
  ...phoneStory(360),
  play: async ({ canvas, userEvent }) => {
    const m = storyMessages();
    const table = canvas.getByRole('table', { name: m.scoreHistoryCaption });
    const region = canvas.getByRole('region', { name: m.scoreHistoryCaption });
    await expect(region.scrollWidth).toBeLessThanOrEqual(region.clientWidth);
    const row = within(table).getAllByRole('row')[1]!;
    const attempt = within(row).getByRole('rowheader');
    const score = within(row).getByText('85');
    const verdict = within(row).getByText(m.scoreHistoryPassed);
    for (const cell of [attempt, score, verdict]) {
      const box = cell.getBoundingClientRect();
      await expect(box.left).toBeGreaterThanOrEqual(0);
      await expect(box.right).toBeLessThanOrEqual(window.innerWidth);
    }
    // The score sits right under its attempt, in the same block.
    const rowBox = row.getBoundingClientRect();
    await expect(score.getBoundingClientRect().top).toBeGreaterThan(
      attempt.getBoundingClientRect().top,
    );
    await expect(score.getBoundingClientRect().bottom).toBeLessThanOrEqual(rowBox.bottom);
    await expect(within(row).getByText(m.scoreHistoryScore)).toBeVisible();
    // Each attempt's link is a 24 px target (WCAG 2.2, 2.5.8): 16 px before.
    await expectMinTargets(within(table).getAllByRole('link'));

    await userEvent.click(
      canvas.getByRole('button', { name: new RegExp(`^${m.scoreHistoryScore}`) }),
    );
    const first = within(table).getAllByRole('row')[1]!;
    await expect(within(first).getByText('30')).toBeVisible();
  },
};
