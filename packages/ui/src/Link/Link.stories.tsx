import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { UiProvider } from '../messages';
import { phoneStory } from '../test-utils/frames';
import { storyMessages } from '../test-utils/storyMessages';
import { expectMinTargets } from '../test-utils/targets';
import { Link } from './Link';
import { guidelines } from './Link.docs';

const meta = {
  title: 'Navigation/Link',
  component: Link,
  args: { href: '/kursus/dasar-pemrograman', children: 'Dasar Pemrograman' },
  render: (args) => (
    <p>
      Lanjutkan kursus <Link {...args} /> dari modul terakhir yang Anda buka.
    </p>
  ),
  parameters: { guidelines },
} satisfies Meta<typeof Link>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: 'Dasar Pemrograman' });
    await expect(link).toHaveAttribute('href', '/kursus/dasar-pemrograman');
    await expect(link).not.toHaveAttribute('target');
    // Underlined, so it is not told apart from the sentence by colour alone.
    await expect(getComputedStyle(link).textDecorationLine).toBe('underline');
  },
};

export const External: Story = {
  args: { href: 'https://kemdikbud.go.id', children: 'Panduan Kemdikbud', isExternal: true },
  play: async ({ canvas }) => {
    const m = storyMessages();
    const link = canvas.getByRole('link', { name: `Panduan Kemdikbud ${m.linkExternal}` });
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  },
};

export const ExternalWithCustomLabel: Story = {
  args: {
    href: 'https://kemdikbud.go.id',
    children: 'Panduan Kemdikbud',
    isExternal: true,
    externalLabel: '(situs luar, tab baru)',
    rel: 'nofollow',
  },
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: 'Panduan Kemdikbud (situs luar, tab baru)' });
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer nofollow');
  },
};

export const KeyboardFocus: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.tab();
    const link = canvas.getByRole('link');
    await expect(link).toHaveFocus();
    await expect(getComputedStyle(link).outlineStyle).toBe('solid');
  },
};

export const English: Story = {
  args: { href: 'https://kemdikbud.go.id', children: 'Ministry guide', isExternal: true },
  decorators: [(Story) => <UiProvider locale="en">{Story()}</UiProvider>],
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link')).toHaveAccessibleName(
      'Ministry guide (opens in new tab)',
    );
  },
};

/**
 * On its own line ("Cek nomor lain", a calendar file), a link is a 24 px target on a phone
 * (WCAG 2.2, 2.5.8); in a sentence it flows with the text.
 */
export const Standalone: Story = {
  ...phoneStory(360),
  args: { href: '/certificate-check', children: 'Cek nomor lain', isStandalone: true },
  play: async ({ canvas }) => {
    await expectMinTargets([canvas.getByRole('link', { name: 'Cek nomor lain' })]);
  },
};

/* Drawn on the docs page as a do and a don't (Link.docs.ts); out of the sidebar. */

/** Do: the link's own words say where it goes. */
export const DoSayWhere: Story = {
  tags: ['!dev', '!autodocs'],
  args: { href: '/sertifikat/K3-2026-0142', children: 'Lihat sertifikat' },
  render: (args) => (
    <p>
      Selamat, Anda lulus Dasar-dasar K3. <Link {...args} />
    </p>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Lihat sertifikat' })).toBeVisible();
  },
};

/** Don't: "klik di sini" means nothing in a list of the page's links. */
export const DontClickHere: Story = {
  tags: ['!dev', '!autodocs'],
  args: { href: '/sertifikat/K3-2026-0142', children: 'klik di sini' },
  render: (args) => (
    <p>
      Selamat, Anda lulus Dasar-dasar K3. Untuk melihat sertifikat, <Link {...args} />.
    </p>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'klik di sini' })).toBeVisible();
  },
};
