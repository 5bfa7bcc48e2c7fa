import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { ariaWords } from '../test-utils/ariaWords';
import { phoneStory, type PhoneWidth } from '../test-utils/frames';
import { storyMessages } from '../test-utils/storyMessages';
import { UiProvider } from '../messages';
import {
  dayButton,
  expectTarget,
  findCalendar,
  partName,
  storyDateLocale,
  tokenColour,
} from '../test-utils/datePickerStories';
import { DatePicker } from './DatePicker';
import { guidelines } from './DatePicker.docs';

const label = 'Tanggal pelatihan';

const meta = {
  title: 'Forms/DatePicker',
  component: DatePicker,
  parameters: { guidelines },
  // A fixed month, so the calendar and its screenshot never follow the real date.
  args: { label, name: 'trainingDate', placeholderValue: '2026-11-23', onChange: fn() },
} satisfies Meta<typeof DatePicker>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Empty: the parts show the placeholders in the locale's order, day first. */
export const Empty: Story = {
  play: async ({ canvas }) => {
    const m = storyMessages();
    const field = canvas.getByRole('group', { name: label });
    await expect(field).toHaveTextContent(
      `${m.datePickerPlaceholderDay}/${m.datePickerPlaceholderMonth}/${m.datePickerPlaceholderYear}`,
    );
    await expect(canvas.getByRole('button', { name: new RegExp(m.datePickerOpen) })).toBeEnabled();
  },
};

/** Digits typed into the parts move from day to month to year and give `YYYY-MM-DD`. */
export const TypeDigits: Story = {
  play: async ({ args, canvas, userEvent }) => {
    const day = canvas.getByRole('spinbutton', { name: new RegExp(partName('day'), 'i') });
    await userEvent.click(day);
    await userEvent.keyboard('17082026');
    await expect(canvas.getByRole('group', { name: label })).toHaveTextContent('17/08/2026');
    await expect(args.onChange).toHaveBeenLastCalledWith('2026-08-17');
  },
};

export const Filled: Story = {
  args: { defaultValue: '2026-09-01' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('group', { name: label })).toHaveTextContent('01/09/2026');
  },
};

/**
 * The calendar opened: month and weekday names in the UI locale; the chosen day in the fixed
 * `selected` colour (never the tenant's); today bold and ringed; days at least 24 px.
 */
export const OpenCalendar: Story = {
  args: { defaultValue: '2026-11-17', defaultOpen: true },
  play: async () => {
    const { dialog, grid } = await findCalendar();
    const month = new Intl.DateTimeFormat(storyDateLocale(), { month: 'long', year: 'numeric' });
    await expect(within(dialog).getByRole('heading')).toHaveTextContent(
      month.format(new Date(2026, 10, 17)),
    );
    const monday = new Intl.DateTimeFormat(storyDateLocale(), { weekday: 'short' });
    await expect(grid).toHaveTextContent(monday.format(new Date(2026, 10, 16)));
    const chosen = dayButton(grid, 17);
    await expect(chosen).toHaveAttribute('data-selected', 'true');
    await expect(getComputedStyle(chosen).backgroundColor).toBe(tokenColour('selected'));
    await expect(getComputedStyle(chosen).backgroundColor).not.toBe(tokenColour('primary-fill'));
    // Story calendar's today: 23 November 2026.
    const today = dayButton(grid, 23);
    await expect(today).toHaveAttribute('data-today', 'true');
    await expect(getComputedStyle(today).fontWeight).toBe('700');
    await expect(getComputedStyle(today).boxShadow).not.toBe('none');
    await expectTarget(today);
  },
};

/**
 * Keyboard: the button opens the calendar on the chosen day, arrows move, Enter picks and
 * closes; Escape closes and focus returns to the button.
 */
export const CalendarKeyboard: Story = {
  args: { defaultValue: '2026-11-17' },
  play: async ({ args, canvas, userEvent }) => {
    const m = storyMessages();
    const open = canvas.getByRole('button', { name: new RegExp(m.datePickerOpen) });
    // Tab order: day, month, year, then the calendar button.
    await userEvent.tab();
    await expect(
      canvas.getByRole('spinbutton', { name: new RegExp(partName('day'), 'i') }),
    ).toHaveFocus();
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.tab();
    await expect(open).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const { grid } = await findCalendar();
    await waitFor(() => expect(dayButton(grid, 17)).toHaveFocus());
    await userEvent.keyboard('{ArrowRight}{ArrowDown}');
    await expect(dayButton(grid, 25)).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith('2026-11-25');
    await waitFor(() => expect(within(document.body).queryByRole('dialog')).toBeNull());
    await expect(canvas.getByRole('group', { name: label })).toHaveTextContent('25/11/2026');

    await userEvent.keyboard(' ');
    await findCalendar();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(within(document.body).queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(open).toHaveFocus());
  },
};

/** Only November 2026: days outside it cannot be picked, and a typed one is refused. */
export const MinMax: Story = {
  args: {
    minValue: '2026-11-02',
    maxValue: '2026-11-27',
    hint: 'Sesi berlangsung 2–27 November 2026.',
  },
  play: async ({ canvas, userEvent }) => {
    const m = storyMessages();
    await userEvent.click(canvas.getByRole('button', { name: new RegExp(m.datePickerOpen) }));
    const { grid } = await findCalendar();
    await expect(dayButton(grid, 1)).toHaveAttribute('aria-disabled', 'true');
    await expect(dayButton(grid, 28)).toHaveAttribute('aria-disabled', 'true');
    await userEvent.keyboard('{Escape}');
    const day = canvas.getByRole('spinbutton', { name: new RegExp(partName('day'), 'i') });
    await userEvent.click(day);
    await userEvent.keyboard('30112026');
    const limit = new Intl.DateTimeFormat(storyDateLocale(), { dateStyle: 'long' }).format(
      new Date(2026, 10, 27),
    );
    await expect(
      canvas.getByText(m.datePickerTooLate.replace('{date}', limit)),
    ).toBeInTheDocument();
    await expect(canvas.getByRole('group', { name: label })).toHaveAttribute('data-invalid');
  },
};

/** Weekends unavailable: struck through, still focusable, refused with a message. */
export const UnavailableDays: Story = {
  args: {
    defaultValue: '2026-11-21',
    isDateUnavailable: (date: string) => [0, 6].includes(new Date(`${date}T00:00`).getDay()),
  },
  play: async ({ canvas, userEvent }) => {
    const m = storyMessages();
    await expect(canvas.getByText(m.datePickerUnavailable)).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: new RegExp(m.datePickerOpen) }));
    const { grid } = await findCalendar();
    const saturday = dayButton(grid, 28);
    await expect(saturday).toHaveAttribute('data-unavailable', 'true');
    await expect(getComputedStyle(saturday).textDecorationLine).toBe('line-through');
  },
};

export const WithError: Story = {
  args: { error: 'Pilih tanggal pelatihan.', isRequired: true },
  play: async ({ canvas }) => {
    const field = canvas.getByRole('group', { name: new RegExp(label) });
    await expect(field).toHaveAccessibleDescription(/Pilih tanggal pelatihan\./);
    await expect(canvas.getByText('Pilih tanggal pelatihan.')).toBeVisible();
  },
};

export const Disabled: Story = {
  args: { defaultValue: '2026-09-01', isDisabled: true },
  play: async ({ canvas }) => {
    const m = storyMessages();
    await expect(canvas.getByRole('button', { name: new RegExp(m.datePickerOpen) })).toBeDisabled();
  },
};

/** A date and a time, 24-hour in both languages; the spoken date says "pukul" in Indonesian. */
export const WithTime: Story = {
  args: { label: 'Mulai sesi', granularity: 'minute', defaultValue: '2026-11-23T09:30' },
  play: async ({ args, canvas, userEvent }) => {
    const field = canvas.getByRole('group', { name: 'Mulai sesi' });
    await expect(within(field).getAllByRole('spinbutton')).toHaveLength(5);
    const hour = within(field).getByRole('spinbutton', { name: new RegExp(partName('hour'), 'i') });
    await expect(hour).toHaveTextContent('09');
    await userEvent.click(hour);
    await userEvent.keyboard('1445');
    await expect(args.onChange).toHaveBeenLastCalledWith('2026-11-23T14:45');
    if (document.documentElement.lang === 'id') {
      await expect(field).toHaveAccessibleDescription(/pukul 14\.45/);
    }
  },
};

/** English: the same day-first order (en-GB), month and weekday names in English. */
export const English: Story = {
  args: { label: 'Training date', defaultValue: '2026-11-17', defaultOpen: true },
  // English whatever the run's language: the provider, not the toolbar, sets it.
  decorators: [(Story) => <UiProvider locale="en">{Story()}</UiProvider>],
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('group', { name: 'Training date' })).toHaveTextContent(
      '17/11/2026',
    );
    const { dialog } = await findCalendar();
    await expect(within(dialog).getByRole('heading')).toHaveTextContent('November 2026');
    await expect(within(dialog).getByRole('grid')).toHaveTextContent('Mon');
  },
};

/**
 * React Aria's own words for screen readers in the UI language: an empty part is "Kosong",
 * today "Hari ini, …", the chosen day "…, dipilih", the field "Tanggal dipilih: …"; English
 * in the English run.
 */
export const ScreenReaderWords: Story = {
  play: async ({ canvas, userEvent }) => {
    const m = storyMessages();
    const words = ariaWords();
    const day = canvas.getByRole('spinbutton', { name: new RegExp(partName('day'), 'i') });
    await expect(day).toHaveAttribute('aria-valuetext', words.empty);
    await userEvent.click(canvas.getByRole('button', { name: new RegExp(m.datePickerOpen) }));
    const { grid } = await findCalendar();
    // Story calendar's today: 23 November 2026.
    await expect(dayButton(grid, 23)).toHaveAccessibleName(words.today);
    await userEvent.click(dayButton(grid, 17));
    await waitFor(() => expect(within(document.body).queryByRole('dialog')).toBeNull());
    await expect(canvas.getByRole('group', { name: label })).toHaveAccessibleDescription(
      words.selectedDate,
    );
    await userEvent.click(canvas.getByRole('button', { name: new RegExp(m.datePickerOpen) }));
    const reopened = await findCalendar();
    await expect(dayButton(reopened.grid, 17)).toHaveAccessibleName(words.selected);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(within(document.body).queryByRole('dialog')).toBeNull());
  },
};

/** Controlled by a form: the value the form holds shows under the field. */
export const Controlled: Story = {
  render: function Render(args) {
    const [value, setValue] = useState<string | null>('2026-11-17');
    return (
      <>
        <DatePicker {...args} value={value} onChange={setValue} />
        <output>{value ?? '—'}</output>
      </>
    );
  },
  play: async ({ canvas, userEvent }) => {
    const day = canvas.getByRole('spinbutton', { name: new RegExp(partName('day'), 'i') });
    await userEvent.click(day);
    await userEvent.keyboard('{ArrowUp}');
    await expect(canvas.getByRole('status')).toHaveTextContent('2026-11-18');
  },
};

/**
 * A phone `width` px wide: the calendar stays inside the screen, and is narrow enough for the
 * narrowest phone still sold (320 px) too.
 */
const onPhone = (width: PhoneWidth): Story => ({
  ...phoneStory(width),
  args: { defaultValue: '2026-11-17', defaultOpen: true },
  play: async () => {
    const { dialog } = await findCalendar();
    const box = dialog.getBoundingClientRect();
    await expect(box.left).toBeGreaterThanOrEqual(0);
    await expect(box.right).toBeLessThanOrEqual(width);
    await expect(box.width).toBeLessThanOrEqual(320);
  },
});

/** On a 360 px phone, the most common Android width in Indonesia. */
export const Phone360: Story = onPhone(360);

/** On a 390 px phone, a current iPhone. */
export const Phone390: Story = onPhone(390);
