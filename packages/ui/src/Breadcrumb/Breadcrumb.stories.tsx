import type { MouseEvent, ReactNode } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { UiProvider } from '../messages';
import { expectMinTargets } from '../test-utils/targets';
import { storyMessages } from '../test-utils/storyMessages';
import { Breadcrumb, type BreadcrumbItem } from './Breadcrumb';
import { guidelines } from './Breadcrumb.docs';

const shortPath: BreadcrumbItem[] = [
  { label: 'Beranda', href: '/' },
  { label: 'Kursus Saya', href: '/kursus' },
  { label: 'Dasar Pemrograman' },
];

const longPath: BreadcrumbItem[] = [
  { label: 'Beranda', href: '/' },
  { label: 'Kursus', href: '/kursus' },
  { label: 'Teknologi Informasi', href: '/kursus/kategori/teknologi-informasi' },
  { label: 'Dasar Pemrograman Python', href: '/kursus/dasar-pemrograman-python' },
  { label: 'Modul 3: Perulangan', href: '/kursus/dasar-pemrograman-python/modul-3' },
  { label: 'Kuis Modul 3' },
];

const meta = {
  title: 'Navigation/Breadcrumb',
  component: Breadcrumb,
  parameters: { guidelines },
  args: { items: shortPath },
} satisfies Meta<typeof Breadcrumb>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Short: Story = {
  play: async ({ canvas }) => {
    const m = storyMessages();
    const nav = canvas.getByRole('navigation', { name: m.breadcrumbLabel });
    await expect(nav.querySelector('ol')).toBeInTheDocument();
    await expect(canvas.getAllByRole('listitem')).toHaveLength(3);
    await expect(canvas.getByRole('link', { name: 'Beranda' })).toHaveAttribute('href', '/');
    await expect(canvas.getByRole('link', { name: 'Kursus Saya' })).toHaveAttribute(
      'href',
      '/kursus',
    );
    // The current page is marked and is not a link.
    const current = canvas.getByText('Dasar Pemrograman');
    await expect(current).toHaveAttribute('aria-current', 'page');
    await expect(canvas.queryByRole('link', { name: 'Dasar Pemrograman' })).toBeNull();
  },
};

export const Long: Story = {
  args: { items: longPath },
  parameters: { layout: 'padded' },
  render: (args) => (
    <div style={{ width: '40rem' }}>
      <Breadcrumb {...args} />
    </div>
  ),
  play: async ({ canvas }) => {
    // Wide enough: every level shows and nothing is folded.
    for (const { label, href } of longPath.slice(0, -1))
      await expect(canvas.getByRole('link', { name: label })).toHaveAttribute('href', href!);
    await expect(canvas.getByText('Kuis Modul 3')).toHaveAttribute('aria-current', 'page');
    await expect(
      canvas.queryByRole('button', { name: storyMessages().breadcrumbExpand }),
    ).toBeNull();
  },
};

/** In a narrow column (a phone) the middle levels fold into a button. */
export const Collapsed: Story = {
  args: { items: longPath },
  render: (args) => (
    <div style={{ width: '20rem', border: '1px dashed' }}>
      <Breadcrumb {...args} />
    </div>
  ),
  play: async ({ canvas, userEvent }) => {
    const m = storyMessages();
    const expand = canvas.getByRole('button', { name: m.breadcrumbExpand });
    await expect(canvas.getByRole('link', { name: 'Beranda' })).toBeVisible();
    await expect(canvas.getByText('Kuis Modul 3')).toBeVisible();
    await expect(canvas.queryByRole('link', { name: 'Teknologi Informasi' })).toBeNull();
    // Each link and the "..." button is a 24 px target (WCAG 2.2, 2.5.8): 21 and 18 px before.
    await expectMinTargets([...canvas.getAllByRole('link'), expand]);

    await userEvent.tab();
    await userEvent.tab();
    await expect(expand).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(expand).not.toBeInTheDocument();
    for (const { label } of longPath.slice(0, -1))
      await expect(canvas.getByRole('link', { name: label })).toBeVisible();
    // Focus lands on the first level that was folded.
    await expect(canvas.getByRole('link', { name: 'Kursus' })).toHaveFocus();
  },
};

export const WithoutLinks: Story = {
  args: {
    items: [{ label: 'Beranda', href: '/' }, { label: 'Arsip' }, { label: 'Kursus 2023' }],
  },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('link')).toHaveLength(1);
    await expect(canvas.getByText('Arsip')).not.toHaveAttribute('aria-current');
  },
};

const navigate = fn();

/** Stands in for react-router's Link: the app passes its own through `renderLink`. */
function RouterLink({ to, children }: { to: string; children: ReactNode }) {
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    navigate(to);
  };
  return (
    <a href={to} data-router-link="" onClick={onClick}>
      {children}
    </a>
  );
}

export const WithRouterLink: Story = {
  args: {
    items: longPath.slice(0, 3),
    renderLink: ({ href, children }) => <RouterLink to={href}>{children}</RouterLink>,
  },
  play: async ({ canvas, userEvent }) => {
    const link = canvas.getByRole('link', { name: 'Kursus' });
    await expect(link).toHaveAttribute('data-router-link');
    await userEvent.click(link);
    await expect(navigate).toHaveBeenLastCalledWith('/kursus');
  },
};

export const English: Story = {
  args: {
    items: [
      { label: 'Home', href: '/' },
      { label: 'Courses', href: '/kursus' },
      { label: 'Programming basics', href: '/kursus/dasar' },
      { label: 'Module 3: Loops' },
    ],
  },
  decorators: [(Story) => <UiProvider locale="en">{Story()}</UiProvider>],
  render: (args) => (
    <div style={{ width: '18rem' }}>
      <Breadcrumb {...args} />
    </div>
  ),
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByRole('navigation')).toHaveAccessibleName('Breadcrumb');
    await userEvent.click(canvas.getByRole('button', { name: 'Show all levels' }));
    await expect(canvas.getByRole('link', { name: 'Courses' })).toBeVisible();
  },
};
