import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { CalendarHeatmap, type HeatmapDay } from './CalendarHeatmap';
import { guidelines } from './CalendarHeatmap.docs';
import type { PhoneWidth } from '../test-utils/frames';

/** Today on the story calendar: Monday 23 November 2026 in Jakarta. */
const TODAY = '2026-11-23T10:00:00+07:00';

/** A learner's last twelve weeks: weekdays mostly, a busy week before a quiz, a gap. */
function sampleDays(): HeatmapDay[] {
  const days: HeatmapDay[] = [];
  const end = Date.UTC(2026, 10, 23);
  for (let back = 0; back < 84; back += 1) {
    const date = new Date(end - back * 86_400_000);
    const weekday = date.getUTCDay();
    const count =
      back >= 20 && back < 27
        ? 0
        : weekday === 0 || weekday === 6
          ? back % 3
          : ((back * 7) % 5) + 1;
    if (count > 0) days.push({ date: date.toISOString().slice(0, 10), count });
  }
  return days;
}

const meta = {
  title: 'Structure/CalendarHeatmap',
  component: CalendarHeatmap,
  args: { days: sampleDays(), label: 'Aktivitas belajar 12 minggu terakhir', today: TODAY },
  parameters: { guidelines },
} satisfies Meta<typeof CalendarHeatmap>;

export default meta;
type Story = StoryObj<typeof meta>;

const isEnglish = () => document.documentElement.lang === 'en';

/** Twelve weeks, Monday on top; today ringed; each day read with its date and count. */
export const Default: Story = {
  play: async ({ canvas, canvasElement }) => {
    const table = canvas.getByRole('table', { name: 'Aktivitas belajar 12 minggu terakhir' });
    const rows = canvas.getAllByRole('row');
    // A header row of weeks, then the seven days, Monday first.
    await expect(rows).toHaveLength(8);
    await expect(canvas.getAllByRole('rowheader')[0]).toHaveTextContent(
      isEnglish() ? 'Mon' : 'Sen',
    );
    await expect(canvas.getAllByRole('columnheader')).toHaveLength(12);
    const today = canvasElement.querySelector('[data-date="2026-11-23"]')!;
    await expect(today).toHaveTextContent(
      isEnglish()
        ? 'Monday, 23 November 2026: 1 activity (today)'
        : 'Senin, 23 November 2026: 1 aktivitas (hari ini)',
    );
    // Days after today in this week stay empty.
    await expect(canvasElement.querySelector('[data-date="2026-11-24"]')).toBeNull();
    await expect(table).toBeVisible();
    await expect(canvasElement).toHaveTextContent(isEnglish() ? 'LessMore' : 'SedikitBanyak');
  },
};

/** A day without activity says so in words. */
export const QuietWeek: Story = {
  play: async ({ canvasElement }) => {
    const day = canvasElement.querySelector('[data-date="2026-10-30"]')!;
    await expect(day).toHaveTextContent(isEnglish() ? 'no activity' : 'tidak ada aktivitas');
  },
};

/** A newcomer: nothing yet, every square at level 0. */
export const Empty: Story = {
  args: { days: [] },
  play: async ({ canvasElement }) => {
    const today = canvasElement.querySelector('[data-date="2026-11-23"]')!;
    await expect(today).toHaveTextContent(
      isEnglish() ? 'no activity (today)' : 'tidak ada aktivitas (hari ini)',
    );
  },
};

/** Half a year on a wide screen. */
export const HalfYear: Story = {
  args: { weeks: 26, label: 'Aktivitas belajar 6 bulan terakhir' },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('columnheader')).toHaveLength(26);
  },
};

/** The story on a phone `width` px wide: nothing wider than the phone. */
const onPhone = (width: PhoneWidth): Story => ({
  decorators: [(Story) => <div style={{ maxInlineSize: `${width}px` }}>{Story()}</div>],
  play: async ({ canvasElement }) => {
    const frame = canvasElement.firstElementChild as HTMLElement;
    await expect(frame.scrollWidth).toBeLessThanOrEqual(width);
  },
});

/** Twelve weeks fit a 360 px phone without scrolling sideways. */
export const Phone360: Story = onPhone(360);

/** On a 390 px phone, a current iPhone. */
export const Phone390: Story = onPhone(390);
