import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { ClassDates } from './ClassDates';
import { guidelines } from './ClassCard.docs';

const meta = {
  title: 'Course/ClassDates',
  component: ClassDates,
  parameters: { guidelines },
  args: { startsOn: '2026-03-03', endsOn: '2026-03-14' },
} satisfies Meta<typeof ClassDates>;

export default meta;
type Story = StoryObj<typeof meta>;

const isEnglish = () => document.documentElement.lang === 'en';

/** Cards: the month abbreviated, the shared month and year written once. */
export const Short: Story = {
  play: async ({ canvas }) => {
    const time = canvas.getByText(isEnglish() ? /^Mar 3\s*–\s*14, 2026$/ : /^3–14 Mar 2026$/);
    await expect(time).toHaveAttribute('datetime', '2026-03-03');
  },
};

/** A class's page: the month written out. */
export const Long: Story = {
  args: { length: 'long' },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByText(isEnglish() ? /^March 3\s*–\s*14, 2026$/ : /^3–14 Maret 2026$/),
    ).toBeVisible();
  },
};

/** Across a new year both years show. */
export const AcrossYears: Story = {
  args: { startsOn: '2026-12-07', endsOn: '2027-01-15' },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByText(
        isEnglish() ? /^Dec 7, 2026\s*–\s*Jan 15, 2027$/ : /^7 Des 2026\s*–\s*15 Jan 2027$/,
      ),
    ).toBeVisible();
  },
};

/** Calendar days stay themselves in any time zone: the first of the month is not the 31st. */
export const FirstOfMonth: Story = {
  args: { startsOn: '2026-06-01', endsOn: '2026-06-01' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(isEnglish() ? 'Jun 1, 2026' : '1 Jun 2026')).toBeVisible();
  },
};
