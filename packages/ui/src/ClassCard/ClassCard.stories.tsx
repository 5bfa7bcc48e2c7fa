import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { Button } from '../Button';
import { maxWidthFrame } from '../test-utils/frames';
import { storyMessages } from '../test-utils/storyMessages';
import { ClassCard } from './ClassCard';
import { guidelines } from './ClassCard.docs';

const onAction = fn();

const meta = {
  title: 'Course/ClassCard',
  component: ClassCard,
  parameters: { guidelines },
  args: {
    title: 'Angkatan 3',
    href: '/classes/sales/batch-3',
    startsOn: '2026-03-03',
    endsOn: '2026-03-14',
    status: 'upcoming',
    mode: 'offline',
    location: 'Ruang Pelatihan Lt. 5, Menara Ajar, Jakarta Selatan',
    trainerName: 'Rina Wulandari',
    memberCount: 18,
    capacity: 25,
    courseCountLabel: '3 kursus',
  },
  decorators: [maxWidthFrame('22rem')],
} satisfies Meta<typeof ClassCard>;

export default meta;
type Story = StoryObj<typeof meta>;

const isEnglish = () => document.documentElement.lang === 'en';

/** A class starting soon, on site: every fact, the whole card one link. */
export const Upcoming: Story = {
  play: async ({ canvas }) => {
    const m = storyMessages();
    const links = canvas.getAllByRole('link');
    await expect(links).toHaveLength(1);
    await expect(links[0]).toHaveAccessibleName('Angkatan 3');
    await expect(links[0]).toHaveAttribute('href', '/classes/sales/batch-3');
    await expect(canvas.getByRole('heading', { level: 3 })).toBeVisible();
    await expect(canvas.getByText(m.eventUpcoming)).toBeVisible();
    await expect(canvas.getByText(m.eventOffline)).toBeVisible();
    await expect(canvas.getByText('Rina Wulandari')).toBeVisible();
    await expect(canvas.getByText('3 kursus')).toBeVisible();
    await expect(
      canvas.getByText(isEnglish() ? '18 of 25 places taken' : '18 dari 25 peserta'),
    ).toBeVisible();
    const dates = canvas.getByText(isEnglish() ? /^Mar 3\s*–\s*14, 2026$/ : /^3–14 Mar 2026$/);
    await expect(dates.tagName).toBe('TIME');
    await expect(dates).toHaveAttribute('datetime', '2026-03-03');
    await expect(canvas.queryByText(m.classCardMember)).toBeNull();
  },
};

/** Running now, online, and the reader is in it: "Kelas Anda" beside the status. */
export const OngoingMember: Story = {
  args: {
    title: 'Angkatan 2',
    status: 'ongoing',
    mode: 'online',
    location: 'Zoom',
    startsOn: '2026-02-02',
    endsOn: '2026-04-24',
    isMember: true,
  },
  play: async ({ canvas }) => {
    const m = storyMessages();
    await expect(canvas.getByText(m.eventOngoing)).toBeVisible();
    await expect(canvas.getByText(m.eventOnline)).toBeVisible();
    await expect(canvas.getByText(m.classCardMember)).toBeVisible();
    await expect(
      canvas.getByText(isEnglish() ? /^Feb 2\s*–\s*Apr 24, 2026$/ : /^2 Feb\s*–\s*24 Apr 2026$/),
    ).toBeVisible();
  },
};

/** A class that has ended. */
export const Finished: Story = {
  args: {
    title: 'Angkatan 1',
    status: 'finished',
    startsOn: '2025-09-01',
    endsOn: '2025-10-31',
    memberCount: 24,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(storyMessages().eventPast)).toBeVisible();
  },
};

/** A one-day class shows its day once; without trainer, place and seats those lines go. */
export const OneDaySparse: Story = {
  args: {
    title: 'Kelas Intensif Negosiasi',
    startsOn: '2026-05-20',
    endsOn: '2026-05-20',
    location: undefined,
    trainerName: undefined,
    memberCount: undefined,
    capacity: undefined,
    courseCountLabel: undefined,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(isEnglish() ? 'May 20, 2026' : '20 Mei 2026')).toBeVisible();
    await expect(canvas.getAllByRole('definition')).toHaveLength(2);
  },
};

/** The member badge's text can be the app's own. */
export const CustomMemberLabel: Story = {
  args: { isMember: true, memberLabel: 'Terdaftar' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Terdaftar')).toBeVisible();
  },
};

/** An action stays clickable above the card's link, and is its own tab stop. */
export const WithAction: Story = {
  args: {
    action: (
      <Button size="sm" variant="secondary" onClick={onAction}>
        Unduh jadwal
      </Button>
    ),
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('link')).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Unduh jadwal' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(onAction).toHaveBeenCalledTimes(1);
  },
};

/** Without a link, e.g. in a preview. */
export const WithoutLink: Story = {
  args: { href: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('link')).toBeNull();
    await expect(canvas.getByRole('heading', { name: 'Angkatan 3' })).toBeVisible();
  },
};

export const RouterLink: Story = {
  args: {
    // Stands in for react-router's Link: `to` instead of `href`, its own markup.
    renderLink: ({ href, children, ...props }) => (
      <a {...props} href={`#${href}`} data-router-link="">
        {children}
      </a>
    ),
  },
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link');
    await expect(link).toHaveAttribute('data-router-link');
    await expect(link).toHaveAttribute('href', '#/classes/sales/batch-3');
  },
};
