import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { CourseOutline } from '../CourseOutline';
import { LearnPager } from '../LearnPager';
import { ProgressIndicator } from '../ProgressIndicator';
import type { RenderLink } from '../internal/link';
import { desktopFrame, phoneStory } from '../test-utils/frames';
import { expectMinTargets } from '../test-utils/targets';
import { learnSections } from './storyData';
import { LearnLayout } from './LearnLayout';
import { guidelines } from './LearnLayout.docs';

const page = within(document.body);
const navigate = fn();
/** Stands in for the router's Link: navigates in the app instead of loading a page. */
const routerLink: RenderLink = ({ href, children, onClick, ...rest }) => (
  <a
    {...rest}
    href={href}
    onClick={(event) => {
      event.preventDefault();
      onClick?.(event);
      navigate(href);
    }}
  >
    {children}
  </a>
);

const outline = (
  <CourseOutline sections={learnSections} currentContentId="13" renderLink={routerLink} />
);

const meta = {
  title: 'Layout/LearnLayout',
  component: LearnLayout,
  parameters: { layout: 'fullscreen', guidelines },
  args: {
    courseTitle: 'Dasar Kepemimpinan Tim',
    backHref: '/my-courses/7',
    backLabel: 'Kembali ke kursus',
    progress: (
      <ProgressIndicator value={23} size="sm" label="Progres kursus" hasStateLabel={false} />
    ),
    outline,
    outlineLabel: 'Daftar materi',
    skipLinkLabel: 'Lewati ke konten',
    renderLink: routerLink,
    scrollKey: 13,
    children: (
      <>
        <h1 tabIndex={-1}>Peran Pemimpin dalam Tim</h1>
        <p>Seorang pemimpin tim memberi arah, menjaga ritme kerja, dan membuka jalan.</p>
      </>
    ),
    footer: (
      <LearnPager
        label="Navigasi materi"
        previous={{ href: '/courses/7/learn/12', label: 'Sebelumnya' }}
        next={{ href: '/courses/7/learn/14', label: 'Berikutnya' }}
        position="Materi 3 dari 13"
        renderLink={routerLink}
      />
    ),
  },
  beforeEach: () => navigate.mockClear(),
} satisfies Meta<typeof LearnLayout>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Wide: the outline beside the content; the header button hides and shows it. */
export const Desktop: Story = {
  decorators: [desktopFrame],
  play: async ({ canvas, userEvent }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Lewati ke konten' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('main')).toHaveFocus();

    const outlineNav = canvas.getByRole('navigation', { name: 'Daftar materi' });
    await expect(
      within(outlineNav).getByRole('link', { name: 'Peran Pemimpin dalam Tim' }),
    ).toHaveAttribute('aria-current', 'step');
    await expect(canvas.getByRole('link', { name: 'Kembali ke kursus' })).toHaveAttribute(
      'href',
      '/my-courses/7',
    );
    await expect(canvas.getByRole('progressbar', { name: 'Progres kursus' })).toBeVisible();

    const toggle = canvas.getByRole('button', { name: 'Daftar materi', expanded: true });
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.queryByRole('navigation', { name: 'Daftar materi' })).toBeNull();
    await userEvent.click(toggle);
    await expect(canvas.getByRole('navigation', { name: 'Daftar materi' })).toBeVisible();
  },
};

/** A phone: the outline opens in a drawer, which closes when a content is chosen. */
export const Phone: Story = {
  ...phoneStory(),
  args: { courseTitle: 'Dasar Kepemimpinan Tim untuk Supervisor Lapangan Baru' },
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.queryByRole('navigation', { name: 'Daftar materi' })).toBeNull();
    const back = canvas.getByRole('link', { name: 'Kembali ke kursus' });
    await expect(back.getBoundingClientRect().width).toBeLessThan(64);
    // The course's name shows whole, on two lines if need be, never cut mid-word.
    const title = canvas.getByText('Dasar Kepemimpinan Tim untuk Supervisor Lapangan Baru');
    await expect(title.scrollWidth).toBeLessThanOrEqual(title.clientWidth);
    await expect(title.scrollHeight).toBeLessThanOrEqual(title.clientHeight);

    const open = canvas.getByRole('button', { name: 'Daftar materi' });
    await expect(open).toHaveAttribute('aria-haspopup', 'dialog');
    await userEvent.click(open);
    const drawer = await page.findByRole('dialog', { name: 'Daftar materi' });
    const nav = within(drawer).getByRole('navigation', { name: 'Daftar materi' });
    await userEvent.click(
      within(nav).getByRole('link', { name: 'Membangun Kepercayaan Anggota Tim' }),
    );
    await expect(navigate).toHaveBeenCalledWith('/courses/7/learn/14');
    await waitFor(() => expect(page.queryByRole('dialog')).toBeNull());
    await expect(open).toHaveFocus();
  },
};

/**
 * The most the header and the pager may take together on a 360 x 780 phone. 120 px leaves
 * the lesson 660 px, 85 % of the screen; it is what a row of 40 px buttons beside a two-line
 * title with its progress bar, and one row of 32 px pager buttons, need with slim padding.
 * Before, the two took 166-210 px, and a quiz's Resume button fell under the pager.
 */
const CHROME_BUDGET_PX = 120;

/** A phone: header and pager are one slim row each, every target still 24 px or more. */
export const PhoneCompactChrome: Story = {
  ...phoneStory(),
  args: { courseTitle: 'Dasar Kepemimpinan Tim untuk Supervisor Lapangan Baru' },
  play: async ({ canvas }) => {
    await expect(window.innerHeight).toBe(780);
    const header = canvas.getByRole('banner');
    const pager = canvas.getByRole('navigation', { name: 'Navigasi materi' });
    const chrome = header.getBoundingClientRect().height + pager.getBoundingClientRect().height;
    await expect(chrome).toBeLessThanOrEqual(CHROME_BUDGET_PX);
    // The course's name still reads whole on its two lines.
    const title = canvas.getByText('Dasar Kepemimpinan Tim untuk Supervisor Lapangan Baru');
    await expect(title.scrollHeight).toBeLessThanOrEqual(title.clientHeight);
    await expectMinTargets([
      canvas.getByRole('link', { name: 'Kembali ke kursus' }),
      canvas.getByRole('button', { name: 'Daftar materi' }),
      ...within(pager).getAllByRole('link'),
    ]);
    // One main action: next keeps its words; previous is its arrow, named in full.
    await expect(within(pager).getByRole('link', { name: 'Berikutnya' })).toHaveTextContent(
      'Berikutnya',
    );
    await expect(within(pager).getByRole('link', { name: 'Sebelumnya' })).toBeVisible();
  },
};

/** Escape closes the drawer and focus returns to its button. */
export const PhoneKeyboard: Story = {
  ...phoneStory(),
  play: async ({ canvas, userEvent }) => {
    const open = canvas.getByRole('button', { name: 'Daftar materi' });
    open.focus();
    await userEvent.keyboard('{Enter}');
    await page.findByRole('dialog', { name: 'Daftar materi' });
    await expect(open).toHaveAttribute('aria-expanded', 'true');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(page.queryByRole('dialog')).toBeNull());
    await expect(open).toHaveFocus();
  },
};

/** Before the outline is known (loading, not enrolled): no column and no outline button. */
export const WithoutOutline: Story = {
  decorators: [desktopFrame],
  args: { outline: undefined, progress: undefined, footer: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('navigation')).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Daftar materi' })).toBeNull();
    await expect(canvas.getByRole('heading', { level: 1 })).toBeVisible();
  },
};
