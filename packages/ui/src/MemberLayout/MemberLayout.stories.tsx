import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { DropdownMenu } from '../DropdownMenu';
import type { RenderLink } from '../internal/link';
import { UiProvider } from '../messages';
import { storyMessages } from '../test-utils/storyMessages';
import { MemberLayout } from './MemberLayout';
import type { MemberNavSection } from './MemberNav';
import { sampleLogo, sampleLanguageSwitcher } from '../test-utils/layoutFixtures';
import { desktopFrame, phoneStory } from '../test-utils/frames';
import { guidelines } from './MemberLayout.docs';

const page = within(document.body);

const icon = (d: string) => (
  <svg viewBox="0 0 20 20" fill="none" stroke="currentColor" strokeWidth="1.5">
    <path d={d} />
  </svg>
);

const sections: MemberNavSection[] = [
  {
    id: 'learning',
    title: 'Belajar',
    items: [
      { label: 'Beranda', href: '#beranda', icon: icon('M3 9l7-6 7 6v8H3z') },
      { label: 'Kursus saya', href: '#kursus', icon: icon('M4 3h12v14H4zM7 7h6'), isCurrent: true },
      { label: 'Roadmap', href: '#roadmap', icon: icon('M3 17l5-14 4 10 5-6') },
      { label: 'Acara', href: '#acara', icon: icon('M3 5h14v12H3zM3 9h14') },
      {
        label: 'Sertifikat',
        href: '#sertifikat',
        icon: icon('M10 3l2 4 4 1-3 3 1 5-4-2-4 2 1-5-3-3 4-1z'),
      },
    ],
  },
  {
    id: 'team',
    title: 'Tim',
    items: [
      { label: 'Anggota tim', href: '#tim' },
      { label: 'Laporan progres', href: '#laporan' },
    ],
  },
  { id: 'group', title: 'Grup', items: [{ label: 'Gudang Cikarang', href: '#grup' }] },
  {
    id: 'account',
    title: 'Akun',
    items: [
      { label: 'Profil', href: '#profil' },
      { label: 'Pengaturan', href: '#pengaturan' },
    ],
  },
];

const meta = {
  title: 'Layout/MemberLayout',
  component: MemberLayout,
  parameters: { layout: 'fullscreen', guidelines },
  args: {
    logo: sampleLogo,
    sections,
    languageSwitcher: sampleLanguageSwitcher,
    userMenu: (
      <DropdownMenu
        label="Rina"
        align="end"
        items={[
          { id: 'profil', label: 'Profil saya', href: '#profil' },
          { id: 'keluar', label: 'Keluar', onSelect: fn() },
        ]}
      />
    ),
    children: (
      <>
        <h1>Kursus saya</h1>
        <p>3 kursus sedang berjalan. Selesaikan K3 Gudang sebelum 30 Juni.</p>
      </>
    ),
  },
} satisfies Meta<typeof MemberLayout>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Wide: side navigation in sections, the current page marked. */
export const Desktop: Story = {
  decorators: [desktopFrame],
  play: async ({ canvas, userEvent }) => {
    const m = storyMessages();
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: m.memberLayoutSkipLink })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('main')).toHaveFocus();

    const nav = canvas.getByRole('navigation', { name: m.memberLayoutNavLabel });
    await expect(within(nav).getAllByRole('heading', { level: 2 })).toHaveLength(4);
    await expect(within(nav).getByRole('list', { name: 'Tim' })).toBeVisible();
    await expect(within(nav).getByRole('link', { name: 'Kursus saya' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(canvas.queryByRole('button', { name: m.memberLayoutMenuButton })).toBeNull();
  },
};

/** Under 768px: the side navigation is a drawer opened from the header. */
export const Mobile: Story = {
  ...phoneStory(),
  play: async ({ canvas, userEvent }) => {
    const m = storyMessages();
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: m.memberLayoutSkipLink })).toHaveFocus();
    await expect(canvas.queryByRole('navigation')).toBeNull();

    const menuButton = canvas.getByRole('button', { name: m.memberLayoutMenuButton });
    await userEvent.tab();
    await expect(menuButton).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const drawer = await page.findByRole('dialog', { name: m.memberLayoutMenuButton });
    await expect(menuButton).toHaveAttribute('aria-expanded', 'true');
    const nav = within(drawer).getByRole('navigation', { name: m.memberLayoutNavLabel });
    await expect(within(nav).getByRole('link', { name: 'Kursus saya' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(within(nav).getAllByRole('heading', { level: 3 })).toHaveLength(4);

    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(page.queryByRole('dialog')).toBeNull());
    await expect(menuButton).toHaveFocus();
  },
};

/** `isCompact` forces the drawer at any width. */
export const ForcedCompact: Story = {
  args: { isCompact: true },
  decorators: [desktopFrame],
  play: async ({ canvas, userEvent }) => {
    const m = storyMessages();
    await expect(canvas.queryByRole('navigation')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: m.memberLayoutMenuButton }));
    const drawer = await page.findByRole('dialog', { name: m.memberLayoutMenuButton });
    await expect(within(drawer).getByRole('link', { name: 'Profil' })).toBeVisible();
  },
};

const navigate = fn();
/** Stands in for react-router's Link: navigates in the app instead of loading a page. */
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

/** With the app's link renderer; following a link closes the drawer. */
export const WithRouterLinks: Story = {
  args: { renderLink: routerLink, isCompact: true },
  beforeEach: () => navigate.mockClear(),
  play: async ({ canvas, userEvent }) => {
    const m = storyMessages();
    const menuButton = canvas.getByRole('button', { name: m.memberLayoutMenuButton });
    await userEvent.click(menuButton);
    const drawer = await page.findByRole('dialog', { name: m.memberLayoutMenuButton });
    await userEvent.click(within(drawer).getByRole('link', { name: 'Sertifikat' }));
    await expect(navigate).toHaveBeenCalledWith('#sertifikat');
    await waitFor(() => expect(page.queryByRole('dialog')).toBeNull());
    await expect(menuButton).toHaveFocus();
  },
};

/** Built-in labels in English. */
export const English: Story = {
  ...phoneStory(),
  decorators: [
    ...phoneStory().decorators,
    (Story) => <UiProvider locale="en">{Story()}</UiProvider>,
  ],
  args: {
    sections: [
      {
        id: 'learning',
        title: 'Learning',
        items: [
          { label: 'Home', href: '#home' },
          { label: 'My courses', href: '#courses', isCurrent: true },
        ],
      },
      { id: 'account', title: 'Account', items: [{ label: 'Profile', href: '#profile' }] },
    ],
    children: <h1>My courses</h1>,
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Skip to content' })).toHaveFocus();
    await userEvent.click(canvas.getByRole('button', { name: 'Navigation menu' }));
    const drawer = await page.findByRole('dialog', { name: 'Navigation menu' });
    await expect(
      within(drawer).getByRole('navigation', { name: 'Member navigation' }),
    ).toBeVisible();
    await expect(within(drawer).getByRole('button', { name: 'Close' })).toHaveFocus();
  },
};
