import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { Badge } from '../Badge';
import { Button } from '../Button';
import { PasswordField } from '../PasswordField';
import { ProgressIndicator } from '../ProgressIndicator';
import { storyMessages } from '../test-utils/storyMessages';
import { Card } from './Card';
import { guidelines } from './Card.docs';

/** A flat sample cover, so stories need no network. */
const cover =
  "data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 320 140'%3E%3Crect width='320' height='140' fill='%23e6efff'/%3E%3Ccircle cx='260' cy='40' r='24' fill='%23fff4d6'/%3E%3Cpath d='M0 140 L90 60 L160 120 L220 80 L320 140Z' fill='%23237a1e' fill-opacity='0.35'/%3E%3C/svg%3E";

const meta = {
  title: 'Structure/Card',
  component: Card,
  parameters: { guidelines },
  args: {
    title: 'Dasar-dasar K3',
    children: 'Kenali bahaya di tempat kerja dan cara mencegah kecelakaan. 6 modul, 2 jam.',
    style: { maxWidth: '20rem' },
  },
} satisfies Meta<typeof Card>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 3, name: 'Dasar-dasar K3' })).toBeVisible();
    await expect(canvas.queryByRole('link')).toBeNull();
  },
};

export const WithHeaderAndFooter: Story = {
  args: {
    header: (
      <span>
        <Badge tone="warning">Wajib</Badge>
      </span>
    ),
    footer: <ProgressIndicator value={75} size="sm" label="Progres Dasar-dasar K3" />,
  },
};

export const WithMedia: Story = {
  args: {
    as: 'article',
    media: <img src={cover} alt="Ilustrasi area kerja yang aman" />,
    header: <Badge tone="info">Baru</Badge>,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('article')).toBeInTheDocument();
    await expect(canvas.getByRole('img', { name: 'Ilustrasi area kerja yang aman' })).toBeVisible();
  },
};

/** The whole card opens the course; the bookmark button inside still works on its own. */
const onSave = fn();

export const InteractiveLink: Story = {
  args: {
    as: 'article',
    title: 'Komunikasi Efektif',
    href: '#kursus/komunikasi-efektif',
    media: <img src={cover} alt="" />,
    children: 'Teknik mendengar aktif dan memberi umpan balik yang membangun.',
    footer: (
      <Button variant="secondary" size="sm" onClick={onSave}>
        Simpan
      </Button>
    ),
  },
  play: async ({ canvas, userEvent }) => {
    onSave.mockClear();
    const link = canvas.getByRole('link', { name: 'Komunikasi Efektif' });
    await expect(link).toHaveAttribute('href', '#kursus/komunikasi-efektif');
    const save = canvas.getByRole('button', { name: 'Simpan' });

    // The stretched link covers the card, except the button, which sits on top of it.
    const card = canvas.getByRole('article').getBoundingClientRect();
    await expect(document.elementFromPoint(card.left + 8, card.top + 8)).toBe(link);
    const box = save.getBoundingClientRect();
    const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    await expect(save.contains(hit)).toBe(true);

    // One tab stop for the card, then the button.
    await userEvent.tab();
    await expect(link).toHaveFocus();
    // The focus ring goes around the whole card.
    await expect(getComputedStyle(canvas.getByRole('article')).outlineStyle).toBe('solid');
    await userEvent.tab();
    await expect(save).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(onSave).toHaveBeenCalledTimes(1);
  },
};

const navigate = fn();

/** The app's router link renders the title link; the card still stretches it. */
export const WithRouterLink: Story = {
  args: {
    title: 'Manajemen Waktu',
    href: '/kursus/manajemen-waktu',
    renderLink: ({ href, children }) => (
      <a
        href={href}
        data-router-link=""
        onClick={(event) => {
          event.preventDefault();
          navigate(href);
        }}
      >
        {children}
      </a>
    ),
  },
  play: async ({ canvas, userEvent }) => {
    navigate.mockClear();
    const link = canvas.getByRole('link', { name: 'Manajemen Waktu' });
    await expect(link).toHaveAttribute('data-router-link');
    await userEvent.tab();
    await expect(link).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(navigate).toHaveBeenCalledWith('/kursus/manajemen-waktu');
  },
};

export const WithoutTitle: Story = {
  args: { title: undefined, children: 'Isi bebas tanpa judul, misalnya ringkasan modul.' },
};

/**
 * A form in a card, as on the sign-in page: the password field's show/hide button stays
 * inside the field, at its end, and still toggles.
 */
export const WithPasswordField: Story = {
  args: {
    title: 'Masuk',
    children: <PasswordField label="Kata sandi" name="password" defaultValue="Rahasia123" />,
  },
  play: async ({ canvas, userEvent }) => {
    const input = canvas.getByLabelText('Kata sandi');
    const toggle = canvas.getByRole('button', { name: storyMessages().passwordFieldShow });
    const field = input.getBoundingClientRect();
    const button = toggle.getBoundingClientRect();
    await expect(button.top).toBeGreaterThanOrEqual(field.top);
    await expect(button.bottom).toBeLessThanOrEqual(field.bottom);
    await expect(button.left).toBeGreaterThan(field.left + field.width / 2);
    await expect(button.right).toBeLessThanOrEqual(field.right);
    await userEvent.click(toggle);
    await expect(input).toHaveAttribute('type', 'text');
  },
};

/* Drawn on the docs page as a do and a don't (Card.docs.ts); out of the sidebar. */

/** Do: one card, its title the one link, its button in the footer. */
export const DoOneLinkPerCard: Story = {
  tags: ['!dev', '!autodocs'],
  args: {
    title: 'Komunikasi Efektif',
    href: '#kursus/komunikasi-efektif',
    children: 'Teknik mendengar aktif dan memberi umpan balik yang membangun.',
    footer: (
      <Button variant="secondary" size="sm">
        Simpan
      </Button>
    ),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('link')).toHaveLength(1);
  },
};

/** Don't: a card inside a card: two borders, two surfaces, no clear unit. */
export const DontNestCards: Story = {
  tags: ['!dev', '!autodocs'],
  args: {
    title: 'Program Keselamatan Kerja',
    children: (
      <Card title="Dasar-dasar K3" headingLevel={4}>
        6 modul, 2 jam.
      </Card>
    ),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('heading')).toHaveLength(2);
  },
};
