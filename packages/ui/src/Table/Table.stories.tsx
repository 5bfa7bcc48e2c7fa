import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { Avatar } from '../Avatar';
import { Badge } from '../Badge';
import { EmptyState } from '../EmptyState';
import { UiProvider } from '../messages';
import { ProgressIndicator } from '../ProgressIndicator';
import { phoneStory } from '../test-utils/frames';
import { storyMessages } from '../test-utils/storyMessages';
import { Table, type TableColumn } from './Table';
import { sortRows, type TableSort } from './sortRows';
import { guidelines } from './Table.docs';

interface Learner {
  id: number;
  name: string;
  unit: string;
  score: number;
  completed: number;
}

const learners: Learner[] = [
  { id: 1, name: 'Siti Rahma', unit: 'Produksi', score: 92, completed: 8 },
  { id: 2, name: 'Budi Santoso', unit: 'Gudang', score: 48, completed: 3 },
  { id: 3, name: 'Ayu Lestari', unit: 'Keuangan', score: 75, completed: 6 },
  { id: 4, name: 'Dewi Anggraini', unit: 'Produksi', score: 0, completed: 0 },
  { id: 5, name: 'Rizky Pratama', unit: 'Pemasaran', score: 66, completed: 5 },
];

const columns: TableColumn<Learner>[] = [
  { key: 'name', header: 'Nama', isSortable: true, isRowHeader: true },
  { key: 'unit', header: 'Unit kerja' },
  { key: 'completed', header: 'Kursus selesai', isSortable: true, align: 'end' },
  { key: 'score', header: 'Nilai', isSortable: true, align: 'end' },
];

const meta = {
  title: 'Structure/Table',
  component: Table<Learner>,
  args: {
    caption: 'Peringkat peserta Dasar-dasar K3',
    columns,
    rows: learners,
    getRowKey: (row) => row.id,
    onSortChange: fn(),
  },
  parameters: { guidelines },
} satisfies Meta<typeof Table<Learner>>;

export default meta;
type Story = StoryObj<typeof meta>;
type Canvas = Parameters<NonNullable<Story['play']>>[0]['canvas'];

const sortName = (header: string) => new RegExp(`^${header}\\b`);
/** The sort button's name: header, then the hint (the hidden hint may add a space). */
const sortButtonName = (header: string, hint: string) => new RegExp(`^${header}\\s*, ${hint}$`);
/** Text of the row-header cells, top to bottom. */
const names = (canvas: Canvas) =>
  canvas.getAllByRole('rowheader').map((cell) => cell.textContent?.replace(/ \(.*\)$/, ''));

export const Default: Story = {
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table', { name: 'Peringkat peserta Dasar-dasar K3' });
    await expect(within(table).getAllByRole('row')).toHaveLength(learners.length + 1);
    await expect(canvas.getByRole('columnheader', { name: sortName('Nilai') })).toHaveAttribute(
      'aria-sort',
      'none',
    );
    // A plain header has no sort state.
    await expect(canvas.getByRole('columnheader', { name: 'Unit kerja' })).not.toHaveAttribute(
      'aria-sort',
    );
  },
};

export const SortByClick: Story = {
  play: async ({ args, canvas, userEvent }) => {
    const m = storyMessages();
    const header = canvas.getByRole('columnheader', { name: sortName('Nilai') });
    const button = within(header).getByRole('button');
    await expect(button).toHaveAccessibleName(sortButtonName('Nilai', m.tableSortAscending));

    await userEvent.click(button);
    await expect(header).toHaveAttribute('aria-sort', 'ascending');
    await expect(names(canvas)).toEqual([
      'Dewi Anggraini',
      'Budi Santoso',
      'Rizky Pratama',
      'Ayu Lestari',
      'Siti Rahma',
    ]);
    await expect(args.onSortChange).toHaveBeenLastCalledWith({
      key: 'score',
      direction: 'ascending',
    });
    await expect(button).toHaveAccessibleName(sortButtonName('Nilai', m.tableSortDescending));
    await expect(
      canvas.getByText(m.tableSortedAscending.replace('{column}', 'Nilai')),
    ).toBeInTheDocument();

    await userEvent.click(button);
    await expect(header).toHaveAttribute('aria-sort', 'descending');
    await expect(names(canvas)[0]).toBe('Siti Rahma');

    // Another column starts ascending and resets the first.
    await userEvent.click(canvas.getByRole('button', { name: sortName('Nama') }));
    await expect(header).toHaveAttribute('aria-sort', 'none');
    await expect(names(canvas)[0]).toBe('Ayu Lestari');
  },
};

export const SortWithKeyboard: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('region', { name: args.caption as string })).toHaveFocus();
    await userEvent.tab();
    const nameButton = canvas.getByRole('button', { name: sortName('Nama') });
    await expect(nameButton).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('columnheader', { name: sortName('Nama') })).toHaveAttribute(
      'aria-sort',
      'ascending',
    );
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: sortName('Kursus selesai') })).toHaveFocus();
    await userEvent.keyboard(' ');
    await userEvent.keyboard(' ');
    await expect(
      canvas.getByRole('columnheader', { name: sortName('Kursus selesai') }),
    ).toHaveAttribute('aria-sort', 'descending');
    await expect(names(canvas)[0]).toBe('Siti Rahma');
    await expect(args.onSortChange).toHaveBeenCalledTimes(3);
  },
};

export const InitialSort: Story = {
  args: { defaultSort: { key: 'score', direction: 'descending' } },
  play: async ({ canvas }) => {
    await expect(names(canvas)).toEqual([
      'Siti Rahma',
      'Ayu Lestari',
      'Rizky Pratama',
      'Budi Santoso',
      'Dewi Anggraini',
    ]);
  },
};

/** The caller owns the sort (e.g. the server sorts); the table only reports the request. */
export const ControlledSort: Story = {
  render: function Render(args) {
    const [sort, setSort] = useState<TableSort | null>(null);
    const rows = sort
      ? sortRows(args.rows, (r) => r[sort.key as keyof Learner], sort.direction, 'id')
      : args.rows;
    return (
      <Table
        {...args}
        rows={rows}
        sort={sort}
        onSortChange={(next) => {
          args.onSortChange?.(next);
          setSort(next);
        }}
      />
    );
  },
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: sortName('Kursus selesai') }));
    await expect(args.onSortChange).toHaveBeenCalledWith({
      key: 'completed',
      direction: 'ascending',
    });
    await expect(names(canvas)[0]).toBe('Dewi Anggraini');
  },
};

export const ControlledWithoutUpdate: Story = {
  args: { sort: { key: 'name', direction: 'ascending' } },
  play: async ({ args, canvas, userEvent }) => {
    // The caller did not re-sort: rows stay as given, the request is reported.
    await userEvent.click(canvas.getByRole('button', { name: sortName('Nama') }));
    await expect(args.onSortChange).toHaveBeenCalledWith({ key: 'name', direction: 'descending' });
    await expect(names(canvas)[0]).toBe('Siti Rahma');
    await expect(canvas.getByRole('columnheader', { name: sortName('Nama') })).toHaveAttribute(
      'aria-sort',
      'ascending',
    );
  },
};

/** The current user's row in a leaderboard: tint, edge bar, bold text and words. */
export const HighlightedRow: Story = {
  args: { highlightRowKey: 2, caption: 'Peringkat minggu ini' },
  play: async ({ canvas }) => {
    const m = storyMessages();
    const row = canvas.getByRole('row', { current: true });
    await expect(row).toHaveTextContent('Budi Santoso');
    await expect(within(row).getByText(`(${m.tableCurrentRow})`)).toBeInTheDocument();
    await expect(canvas.getAllByRole('row', { current: false })).toHaveLength(learners.length);
  },
};

export const Empty: Story = {
  args: { rows: [] },
  play: async ({ canvas }) => {
    const cell = canvas.getByRole('cell', { name: storyMessages().tableEmpty });
    await expect(cell).toHaveAttribute('colspan', String(columns.length));
  },
};

export const CustomEmptyState: Story = {
  args: {
    rows: [],
    emptyState: (
      <EmptyState
        headingLevel={3}
        title="Belum ada peserta"
        description="Undang karyawan untuk mulai belajar Dasar-dasar K3."
      />
    ),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Belum ada peserta' })).toBeVisible();
  },
};

export const HiddenCaption: Story = {
  args: { isCaptionHidden: true },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('table', { name: args.caption as string })).toBeInTheDocument();
    const caption = canvas.getByText(args.caption as string);
    await expect(caption.getBoundingClientRect().width).toBeLessThanOrEqual(1);
  },
};

/** Rich cells: avatar, status badge and progress. */
export const CustomCells: Story = {
  args: {
    caption: 'Progres kursus Komunikasi Efektif',
    columns: [
      {
        key: 'name',
        header: 'Peserta',
        isSortable: true,
        isRowHeader: true,
        render: (row) => (
          <span style={{ display: 'inline-flex', gap: '0.5rem', alignItems: 'center' }}>
            <Avatar name={row.name} size="sm" isDecorative />
            {row.name}
          </span>
        ),
      },
      {
        key: 'status',
        header: 'Status',
        render: (row) =>
          row.score >= 50 ? (
            <Badge tone="success">Lulus</Badge>
          ) : row.score > 0 ? (
            <Badge tone="danger">Belum lulus</Badge>
          ) : (
            <Badge>Belum dimulai</Badge>
          ),
      },
      {
        key: 'score',
        header: 'Progres',
        isSortable: true,
        width: '12rem',
        render: (row) => (
          <ProgressIndicator
            value={row.score}
            size="sm"
            hasStateLabel={false}
            label={`Progres ${row.name}`}
          />
        ),
      },
    ],
  },
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getAllByRole('progressbar')).toHaveLength(learners.length);
    await userEvent.click(canvas.getByRole('button', { name: sortName('Progres') }));
    await expect(canvas.getAllByRole('progressbar')[0]).toHaveAttribute('aria-valuenow', '0');
  },
};

/** On a phone the table scrolls sideways inside its labelled, focusable region. */
export const NarrowScreen: Story = {
  decorators: [(Story) => <div style={{ width: '16rem' }}>{Story()}</div>],
  play: async ({ args, canvas, userEvent }) => {
    const region = canvas.getByRole('region', { name: args.caption as string });
    await expect(region.scrollWidth).toBeGreaterThan(region.clientWidth);
    // Focusable, so keyboard users can scroll it with the arrow keys.
    await userEvent.tab();
    await expect(region).toHaveFocus();
  },
};

/**
 * `narrowLayout="stack"` on a 360 px phone: each row is a block that starts with its row
 * header and lists the other cells under their column's name, so a row is read at once
 * without scrolling; the sort buttons stay above the rows.
 */
export const StackedOnPhone: Story = {
  ...phoneStory(360),
  args: {
    narrowLayout: 'stack',
    columns: [
      ...columns,
      {
        key: 'status',
        header: 'Status',
        render: (row) =>
          row.completed >= 8 ? <Badge tone="success">Selesai</Badge> : <Badge>Berjalan</Badge>,
      },
    ],
  },
  play: async ({ args, canvas, userEvent }) => {
    const region = canvas.getByRole('region', { name: args.caption as string });
    await expect(region.scrollWidth).toBeLessThanOrEqual(region.clientWidth);
    const table = canvas.getByRole('table', { name: args.caption as string });
    const row = within(table).getAllByRole('row')[1]!;
    const name = within(row).getByRole('rowheader', { name: 'Siti Rahma' });
    const score = within(row).getByText('92');
    const badge = within(row).getByText('Selesai');
    // The row's name first, then its values, each whole and inside the phone's width.
    for (const value of [score, badge]) {
      const box = value.getBoundingClientRect();
      await expect(box.top).toBeGreaterThan(name.getBoundingClientRect().top);
      await expect(box.right).toBeLessThanOrEqual(window.innerWidth);
      await expect(value.scrollWidth).toBeLessThanOrEqual(value.clientWidth);
    }
    // Each value is labelled by its column on screen (the table headers name it for
    // screen readers already).
    await expect(within(row).getByText('Unit kerja')).toBeVisible();
    await expect(within(row).getByText('Unit kerja')).toHaveAttribute('aria-hidden', 'true');
    await expect(canvas.getByRole('cell', { name: '92' })).toBeVisible();

    await userEvent.click(canvas.getByRole('button', { name: sortName('Nilai') }));
    await expect(names(canvas)[0]).toBe('Dewi Anggraini');
  },
};

export const English: Story = {
  decorators: [(Story) => <UiProvider locale="en">{Story()}</UiProvider>],
  args: {
    caption: 'Basic OHS leaderboard',
    columns: [
      { key: 'name', header: 'Name', isSortable: true, isRowHeader: true },
      { key: 'score', header: 'Score', isSortable: true, align: 'end' },
    ],
    highlightRowKey: 1,
  },
  play: async ({ canvas, userEvent }) => {
    const button = canvas.getByRole('button', { name: sortName('Score') });
    await expect(button).toHaveAccessibleName(sortButtonName('Score', 'sort ascending'));
    await userEvent.click(button);
    await expect(canvas.getByText('Sorted by Score, ascending')).toBeInTheDocument();
    await expect(
      within(canvas.getByRole('row', { current: true })).getByText('(You)'),
    ).toBeTruthy();
  },
};

/* Drawn on the docs page as a do and a don't (Table.docs.ts); out of the sidebar. */

const employeeId = (row: Learner) => `MB-${String(row.id).padStart(4, '0')}`;
const email = (row: Learner) => `${row.name.split(' ')[0]!.toLowerCase()}@majubersama.co.id`;

/** Do: the name first, as the row header, then what the reader came for. */
export const DoNeededColumnsFirst: Story = {
  tags: ['!dev', '!autodocs'],
  args: {
    columns: [
      { key: 'name', header: 'Nama', isRowHeader: true },
      { key: 'score', header: 'Nilai', align: 'end' },
      { key: 'unit', header: 'Unit kerja' },
      { key: 'email', header: 'Email', render: email },
    ],
    rows: learners.slice(0, 3),
  },
  play: async ({ canvas }) => {
    const headers = canvas.getAllByRole('columnheader');
    await expect(headers[0]).toHaveTextContent('Nama');
  },
};

/** Don't: codes and addresses first; on a phone the names are out of view. */
export const DontNameLast: Story = {
  tags: ['!dev', '!autodocs'],
  args: {
    columns: [
      { key: 'employeeId', header: 'ID karyawan', render: employeeId },
      { key: 'email', header: 'Email', render: email },
      { key: 'unit', header: 'Unit kerja' },
      { key: 'name', header: 'Nama', isRowHeader: true },
      { key: 'score', header: 'Nilai', align: 'end' },
    ],
    rows: learners.slice(0, 3),
  },
  play: async ({ canvas }) => {
    const headers = canvas.getAllByRole('columnheader');
    await expect(headers[0]).toHaveTextContent('ID karyawan');
  },
};
