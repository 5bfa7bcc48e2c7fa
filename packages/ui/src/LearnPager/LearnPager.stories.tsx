import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import type { RenderLink } from '../internal/link';
import { phoneStory } from '../test-utils/frames';
import { LearnPager } from './LearnPager';
import { guidelines } from './LearnPager.docs';

const base = '/courses/7/learn';

const meta = {
  title: 'Course/LearnPager',
  component: LearnPager,
  args: {
    label: 'Navigasi materi',
    previous: {
      href: `${base}/12`,
      label: 'Sebelumnya',
      title: 'Sesi Perkenalan bersama Fasilitator',
    },
    next: { href: `${base}/14`, label: 'Berikutnya', title: 'Membangun Kepercayaan Anggota Tim' },
    position: 'Materi 3 dari 13',
  },
  parameters: { guidelines },
} satisfies Meta<typeof LearnPager>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Between two contents: both links, with the titles they lead to. */
export const Middle: Story = {
  play: async ({ canvas }) => {
    const nav = canvas.getByRole('navigation', { name: 'Navigasi materi' });
    await expect(nav).toHaveTextContent('Materi 3 dari 13');
    await expect(
      canvas.getByRole('link', { name: 'Sebelumnya Sesi Perkenalan bersama Fasilitator' }),
    ).toHaveAttribute('href', `${base}/12`);
    await expect(
      canvas.getByRole('link', { name: 'Berikutnya Membangun Kepercayaan Anggota Tim' }),
    ).toHaveAttribute('href', `${base}/14`);
  },
};

/** The first content: no previous. */
export const First: Story = {
  args: { previous: undefined, position: 'Materi 1 dari 13' },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('link')).toHaveLength(1);
  },
};

/** The next content is locked: not a link, and the reason is shown and tied to it. */
export const NextLocked: Story = {
  args: {
    next: {
      href: `${base}/14`,
      label: 'Berikutnya',
      title: 'Membangun Kepercayaan Anggota Tim',
      isDisabled: true,
      disabledReason: 'Tandai materi ini selesai untuk membuka materi berikutnya.',
    },
  },
  play: async ({ canvas }) => {
    const next = canvas.getByRole('link', { name: /^Berikutnya/ });
    await expect(next).toHaveAttribute('aria-disabled', 'true');
    await expect(next).not.toHaveAttribute('href');
    await expect(next).toHaveAccessibleDescription(
      'Tandai materi ini selesai untuk membuka materi berikutnya.',
    );
  },
};

/** The last content: no next. */
export const Last: Story = {
  args: { next: undefined, position: 'Materi 13 dari 13' },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('link')).toHaveLength(1);
    await expect(canvas.getByRole('link')).toHaveAccessibleName(/^Sebelumnya/);
  },
};

const navigate = fn();
/** Stands in for the router's Link. */
const routerLink: RenderLink = ({ href, children, ...rest }) => (
  <a
    {...rest}
    href={href}
    onClick={(event) => {
      event.preventDefault();
      navigate(href);
    }}
  >
    {children}
  </a>
);

/** On a phone the titles are read, not shown; keyboard users reach both links. */
export const Phone: Story = {
  ...phoneStory(),
  args: { renderLink: routerLink },
  beforeEach: () => navigate.mockClear(),
  play: async ({ canvas, userEvent }) => {
    const next = canvas.getByRole('link', { name: /^Berikutnya/ });
    // Visually hidden (clipped to a pixel), still in the link's name.
    const title = canvas.getByText('Membangun Kepercayaan Anggota Tim');
    await expect(title.getBoundingClientRect().width).toBeLessThanOrEqual(1);
    await userEvent.tab();
    await userEvent.tab();
    await expect(next).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(navigate).toHaveBeenCalledWith(`${base}/14`);
  },
};
