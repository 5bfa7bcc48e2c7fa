import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import { UiProvider } from '../messages';
import { expectMinTargets } from '../test-utils/targets';
import { storyMessages } from '../test-utils/storyMessages';
import { PublicLayout } from './PublicLayout';
import { sampleLogo, sampleLanguageSwitcher } from '../test-utils/layoutFixtures';
import { desktopFrame, phoneStory } from '../test-utils/frames';
import { guidelines } from './PublicLayout.docs';

const page = within(document.body);

const meta = {
  title: 'Layout/PublicLayout',
  component: PublicLayout,
  parameters: { layout: 'fullscreen', guidelines },
  args: {
    logo: sampleLogo,
    navItems: [
      { label: 'Beranda', href: '#beranda', isCurrent: true },
      { label: 'Kursus', href: '#kursus' },
      { label: 'Roadmap', href: '#roadmap' },
      { label: 'Acara', href: '#acara' },
    ],
    languageSwitcher: sampleLanguageSwitcher,
    userMenu: <Button size="sm">Masuk</Button>,
    children: (
      <>
        <h1>Belajar kapan saja, di mana saja</h1>
        <p>120 kursus untuk karyawan PT Maju Jaya, dari K3 gudang sampai kepemimpinan.</p>
      </>
    ),
    footer: <p>© 2025 PT Maju Jaya Sejahtera · Jakarta</p>,
  },
} satisfies Meta<typeof PublicLayout>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Wide: navigation in the header; the skip link comes first. */
export const Desktop: Story = {
  decorators: [desktopFrame],
  play: async ({ canvas, userEvent }) => {
    const m = storyMessages();
    await userEvent.tab();
    const skip = canvas.getByRole('link', { name: m.publicLayoutSkipLink });
    await expect(skip).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('main')).toHaveFocus();

    const nav = canvas.getByRole('navigation', { name: m.publicLayoutNavLabel });
    await expect(within(nav).getByRole('link', { name: 'Beranda' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(within(nav).getByRole('link', { name: 'Kursus' })).not.toHaveAttribute(
      'aria-current',
    );
    await expect(canvas.queryByRole('button', { name: m.publicLayoutMenuButton })).toBeNull();
  },
};

/** Narrow: the navigation and language switcher move into a drawer behind a menu button. */
export const Mobile: Story = {
  ...phoneStory(),
  play: async ({ canvas, userEvent }) => {
    const m = storyMessages();
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: m.publicLayoutSkipLink })).toHaveFocus();
    await expect(canvas.queryByRole('navigation')).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Masuk' })).toBeVisible();

    const menuButton = canvas.getByRole('button', { name: m.publicLayoutMenuButton });
    await expect(menuButton).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(menuButton);
    const drawer = await page.findByRole('dialog', { name: m.publicLayoutMenuButton });
    const nav = within(drawer).getByRole('navigation', { name: m.publicLayoutNavLabel });
    await expect(within(nav).getByRole('link', { name: 'Beranda' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(within(drawer).getByRole('button', { name: 'Bahasa Indonesia' })).toBeVisible();

    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(page.queryByRole('dialog')).toBeNull());
    await expect(menuButton).toHaveFocus();
  },
};

/** `isCompact` forces the phone arrangement at any width. */
export const ForcedCompact: Story = {
  args: { isCompact: true },
  decorators: [desktopFrame],
  play: async ({ canvas, userEvent }) => {
    const m = storyMessages();
    await userEvent.click(canvas.getByRole('button', { name: m.publicLayoutMenuButton }));
    const drawer = await page.findByRole('dialog', { name: m.publicLayoutMenuButton });
    await expect(within(drawer).getByRole('link', { name: 'Kursus' })).toBeVisible();
  },
};

/** Built-in labels in English. */
export const English: Story = {
  decorators: [desktopFrame, (Story) => <UiProvider locale="en">{Story()}</UiProvider>],
  args: {
    navItems: [
      { label: 'Home', href: '#home', isCurrent: true },
      { label: 'Courses', href: '#courses' },
      { label: 'Roadmap', href: '#roadmap' },
      { label: 'Events', href: '#events' },
    ],
    userMenu: <Button size="sm">Sign in</Button>,
    children: <h1>Learn anytime, anywhere</h1>,
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Skip to content' })).toHaveFocus();
    await expect(canvas.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();
  },
};

/** On a phone, each footer link is a 24 px target (WCAG 2.2, 2.5.8); they were 17 px tall. */
export const FooterLinksOnPhone: Story = {
  ...phoneStory(360),
  args: {
    footer: (
      <nav aria-label="Tautan situs">
        <a href="#bantuan">Bantuan</a> · <a href="#ketentuan">Ketentuan penggunaan</a> ·{' '}
        <a href="#privasi">Kebijakan privasi</a>
      </nav>
    ),
  },
  play: async ({ canvas }) => {
    await expectMinTargets([...canvas.getByRole('contentinfo').querySelectorAll('a')]);
  },
};
