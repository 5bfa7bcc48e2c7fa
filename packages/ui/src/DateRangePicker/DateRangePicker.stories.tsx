import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { ariaWords } from '../test-utils/ariaWords';
import { phoneStory, type PhoneWidth } from '../test-utils/frames';
import { storyMessages } from '../test-utils/storyMessages';
import { UiProvider, uiMessages } from '../messages';
import {
  dayButton,
  expectTarget,
  findCalendar,
  tokenColour,
} from '../test-utils/datePickerStories';
import { DateRangePicker } from './DateRangePicker';
import { guidelines } from './DateRangePicker.docs';

const label = 'Periode laporan';

const meta = {
  title: 'Forms/DateRangePicker',
  component: DateRangePicker,
  parameters: { guidelines },
  // A fixed month, so the calendar and its screenshot never follow the real date.
  args: { label, placeholderValue: '2026-11-23', onChange: fn() },
} satisfies Meta<typeof DateRangePicker>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The two dates' parts (day, month, year), named "Tanggal mulai" / "Tanggal selesai". */
const ends = (canvas: HTMLElement) => {
  const m = storyMessages();
  const parts = (name: string) =>
    within(canvas).getAllByRole('spinbutton', { name: new RegExp(name) });
  const start = parts(m.dateRangePickerStart);
  const end = parts(m.dateRangePickerEnd);
  return {
    start: start[0]?.parentElement as HTMLElement,
    end: end[0]?.parentElement as HTMLElement,
    firstOf: { start: start[0] as HTMLElement, end: end[0] as HTMLElement },
  };
};

/** Empty: two dates, each named by the kit ("Tanggal mulai", "Tanggal selesai"). */
export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const m = storyMessages();
    const { start, end } = ends(canvasElement);
    const placeholder = `${m.datePickerPlaceholderDay}/${m.datePickerPlaceholderMonth}/${m.datePickerPlaceholderYear}`;
    await expect(start).toHaveTextContent(placeholder);
    await expect(end).toHaveTextContent(placeholder);
  },
};

/** Both ends typed: digits move through the parts and on to the end date. */
export const TypeBothEnds: Story = {
  play: async ({ args, canvasElement, userEvent }) => {
    await userEvent.click(ends(canvasElement).firstOf.start);
    await userEvent.keyboard('0211202606112026');
    await expect(args.onChange).toHaveBeenLastCalledWith({
      start: '2026-11-02',
      end: '2026-11-06',
    });
  },
};

/** A week picked: the ends filled with the fixed `selected` colour, the days between tinted. */
export const Filled: Story = {
  args: { defaultValue: { start: '2026-11-02', end: '2026-11-06' }, defaultOpen: true },
  play: async ({ canvasElement }) => {
    const { start, end } = ends(canvasElement);
    await expect(start).toHaveTextContent('02/11/2026');
    await expect(end).toHaveTextContent('06/11/2026');
    const { grid } = await findCalendar();
    await expect(getComputedStyle(dayButton(grid, 2)).backgroundColor).toBe(
      tokenColour('selected'),
    );
    await expect(getComputedStyle(dayButton(grid, 4)).backgroundColor).toBe(
      tokenColour('selected-subtle'),
    );
    await expectTarget(dayButton(grid, 4));
  },
};

/** By keyboard: Tab to the button, Enter opens; Enter on the first day, arrows, Enter on the last. */
export const PickInCalendar: Story = {
  play: async ({ args, canvas, userEvent }) => {
    const m = storyMessages();
    const open = canvas.getByRole('button', { name: new RegExp(m.datePickerOpen) });
    // Tab order: the start date's three parts, the end date's three, then the button.
    for (let part = 0; part < 7; part++) await userEvent.tab();
    await expect(open).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const { grid } = await findCalendar();
    await waitFor(() => expect(dayButton(grid, 23)).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await expect(dayButton(grid, 23)).toHaveAttribute('data-selection-start', 'true');
    // Arrows move the end while the range is open (the days between are tinted as it grows).
    for (let step = 0; step < 7 && document.activeElement !== dayButton(grid, 27); step++) {
      await userEvent.keyboard('{ArrowRight}');
    }
    await expect(dayButton(grid, 27)).toHaveFocus();
    await expect(dayButton(grid, 25)).toHaveAttribute('data-selected', 'true');
    await userEvent.keyboard('{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith({
      start: '2026-11-23',
      end: '2026-11-27',
    });
    await waitFor(() => expect(within(document.body).queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(open).toHaveFocus());
  },
};

/** An end before the start is refused with the kit's message, in the UI language. */
export const InvalidRange: Story = {
  args: { defaultValue: { start: '2026-11-10', end: '2026-11-03' } },
  play: async ({ canvas }) => {
    const m = storyMessages();
    await expect(canvas.getByText(m.dateRangePickerReversed)).toBeVisible();
    await expect(canvas.getByRole('group', { name: label })).toHaveAccessibleDescription(
      new RegExp(m.dateRangePickerReversed),
    );
  },
};

/** Typing an end before the start shows the message as soon as the end is complete. */
export const TypeReversed: Story = {
  args: { defaultValue: { start: '2026-11-10', end: '2026-11-12' } },
  play: async ({ canvasElement, userEvent, canvas }) => {
    const m = storyMessages();
    await expect(canvas.queryByText(m.dateRangePickerReversed)).toBeNull();
    await userEvent.click(ends(canvasElement).firstOf.end);
    await userEvent.keyboard('03');
    await expect(canvas.getByText(m.dateRangePickerReversed)).toBeVisible();
  },
};

export const MinMax: Story = {
  args: { minValue: '2026-11-02', maxValue: '2026-11-27', defaultOpen: true },
  play: async () => {
    const { grid } = await findCalendar();
    await expect(dayButton(grid, 1)).toHaveAttribute('aria-disabled', 'true');
    await expect(dayButton(grid, 30)).toHaveAttribute('aria-disabled', 'true');
  },
};

export const WithError: Story = {
  args: { error: 'Pilih periode laporan.', isRequired: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Pilih periode laporan.')).toBeVisible();
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: { start: '2026-11-02', end: '2026-11-06' } },
  play: async ({ canvas }) => {
    const m = storyMessages();
    await expect(canvas.getByRole('button', { name: new RegExp(m.datePickerOpen) })).toBeDisabled();
  },
};

/**
 * React Aria's own words for screen readers in the UI language: the field "Rentang dipilih:
 * … sampai …", each chosen day "…, dipilih", an empty part "Kosong"; English in the English run.
 */
export const ScreenReaderWords: Story = {
  args: { defaultValue: { start: '2026-11-02', end: '2026-11-06' } },
  play: async ({ canvas, canvasElement, userEvent }) => {
    const m = storyMessages();
    const words = ariaWords();
    await expect(canvas.getByRole('group', { name: label })).toHaveAccessibleDescription(
      words.selectedRange,
    );
    await userEvent.click(canvas.getByRole('button', { name: new RegExp(m.datePickerOpen) }));
    const { grid } = await findCalendar();
    await expect(dayButton(grid, 2)).toHaveAccessibleName(words.selected);
    await expect(dayButton(grid, 4)).toHaveAccessibleName(words.selected);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(within(document.body).queryByRole('dialog')).toBeNull());
    const { firstOf } = ends(canvasElement);
    await userEvent.click(firstOf.end);
    await userEvent.keyboard('{Backspace}{Backspace}');
    await expect(firstOf.end).toHaveAttribute('aria-valuetext', words.empty);
  },
};

export const English: Story = {
  args: { label: 'Report period', defaultValue: { start: '2026-11-10', end: '2026-11-03' } },
  // English whatever the run's language: the provider, not the toolbar, sets it.
  decorators: [(Story) => <UiProvider locale="en">{Story()}</UiProvider>],
  play: async ({ canvas }) => {
    await expect(
      canvas.getByText('The end date must be on or after the start date.'),
    ).toBeVisible();
    const start = canvas.getAllByRole('spinbutton', {
      name: new RegExp(uiMessages.en.dateRangePickerStart),
    });
    await expect(start[0]?.parentElement).toHaveTextContent('10/11/2026');
  },
};

/** A phone `width` px wide: both dates and the button fit; the calendar stays on screen. */
const onPhone = (width: PhoneWidth): Story => ({
  ...phoneStory(width),
  args: { defaultValue: { start: '2026-11-02', end: '2026-11-06' }, defaultOpen: true },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(width);
    const { dialog } = await findCalendar();
    await expect(dialog.getBoundingClientRect().right).toBeLessThanOrEqual(width);
  },
});

/** On a 360 px phone, the most common Android width in Indonesia. */
export const Phone360: Story = onPhone(360);

/** On a 390 px phone, a current iPhone. */
export const Phone390: Story = onPhone(390);
