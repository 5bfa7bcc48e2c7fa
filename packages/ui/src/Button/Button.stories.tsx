import type { Meta, StoryObj } from '@storybook/react-vite';
import { hueDistance } from '@ajar/tokens';
import { AsTenant, rgbToHex } from '../test-utils/tenants';
import { expect, fn, waitFor } from 'storybook/test';
import { storyMessages } from '../test-utils/storyMessages';
import { textLineCount } from '../test-utils/textLines';
import { Button } from './Button';
import { guidelines } from './Button.docs';

const ArrowIcon = () => (
  <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2">
    <path d="M5 12h14M13 6l6 6-6 6" />
  </svg>
);

const BookIcon = () => (
  <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2">
    <path d="M4 5a2 2 0 0 1 2-2h14v16H6a2 2 0 0 0-2 2zM4 21V5" />
  </svg>
);

const meta = {
  title: 'Actions/Button',
  component: Button,
  args: { children: 'Mulai belajar', onClick: fn() },
  parameters: { guidelines },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Primary: Story = {
  play: async ({ args, canvas, userEvent }) => {
    const button = canvas.getByRole('button', { name: 'Mulai belajar' });
    await userEvent.click(button);
    await expect(args.onClick).toHaveBeenCalledTimes(1);
  },
};

export const Secondary: Story = {
  args: { variant: 'secondary', children: 'Lihat detail' },
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Lihat detail' }));
    await expect(args.onClick).toHaveBeenCalledTimes(1);
  },
};

export const Ghost: Story = {
  args: { variant: 'ghost', children: 'Lewati' },
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Lewati' }));
    await expect(args.onClick).toHaveBeenCalledTimes(1);
  },
};

export const Danger: Story = {
  args: { variant: 'danger', children: 'Hapus kursus' },
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Hapus kursus' }));
    await expect(args.onClick).toHaveBeenCalledTimes(1);
  },
};

/**
 * With the default red, a solid danger button looked like the primary one. At rest the danger
 * button is outlined, so the two differ before the pointer reaches either.
 */
export const PrimaryBesideDanger: Story = {
  render: (args) => (
    <AsTenant colour="#FF4048">
      <div style={{ display: 'flex', gap: '0.75rem' }}>
        <Button {...args}>Lanjutkan kuis</Button>
        <Button {...args} variant="danger">
          Keluar dari kuis
        </Button>
      </div>
    </AsTenant>
  ),
  play: async ({ canvas }) => {
    const fill = (name: string) =>
      getComputedStyle(canvas.getByRole('button', { name })).backgroundColor;
    const primary = rgbToHex(fill('Lanjutkan kuis'))!;
    const danger = rgbToHex(fill('Keluar dari kuis'))!;
    await expect(hueDistance(primary, danger)).toBeGreaterThan(0.08);
  },
};

export const Small: Story = {
  args: { size: 'sm' },
};

export const Large: Story = {
  args: { size: 'lg' },
  play: async ({ canvas }) => {
    const large = canvas.getByRole('button').getBoundingClientRect().height;
    // 3rem at the default 16px root size.
    await expect(large).toBeGreaterThanOrEqual(48);
  },
};

/** Every variant in every size, for a quick look across tenant colours. */
export const AllVariantsAndSizes: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: '1rem', justifyItems: 'start' }}>
      {(['sm', 'md', 'lg'] as const).map((size) => (
        <div key={size} style={{ display: 'flex', gap: '0.75rem', alignItems: 'center' }}>
          {(['primary', 'secondary', 'ghost', 'danger'] as const).map((variant) => (
            <Button key={variant} {...args} variant={variant} size={size}>
              {`${variant} ${size}`}
            </Button>
          ))}
        </div>
      ))}
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('button')).toHaveLength(12);
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ args, canvas, userEvent }) => {
    const button = canvas.getByRole('button', { name: 'Mulai belajar' });
    await expect(button).toBeDisabled();
    await userEvent.click(button);
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

export const KeyboardActivation: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('button')).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onClick).toHaveBeenCalledTimes(1);
  },
};

export const SpaceActivation: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('button')).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(args.onClick).toHaveBeenCalledTimes(1);
  },
};

export const Loading: Story = {
  args: { isLoading: true, children: 'Simpan jawaban' },
  play: async ({ args, canvas, userEvent }) => {
    const m = storyMessages();
    const button = canvas.getByRole('button', { name: `Simpan jawaban ${m.buttonLoading}` });
    await expect(button).toHaveAttribute('aria-busy', 'true');
    // Still focusable (not `disabled`), but neither a click nor a key press acts.
    await expect(button).toBeEnabled();
    await userEvent.click(button);
    await expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard(' ');
    await expect(args.onClick).not.toHaveBeenCalled();
    const announcer = document.querySelector('[data-ajar-announcer]');
    await waitFor(() => expect(announcer).toHaveTextContent(m.buttonLoading));
  },
};

/** A loading button is exactly as wide as the same button at rest. */
export const LoadingKeepsWidth: Story = {
  args: { children: 'Kirim tugas' },
  render: (args) => (
    <div style={{ display: 'flex', gap: '1rem' }}>
      <Button {...args} />
      <Button {...args} isLoading />
    </div>
  ),
  play: async ({ canvas }) => {
    const [rest, loading] = canvas.getAllByRole('button');
    await expect(loading).toHaveAttribute('aria-busy', 'true');
    await expect(loading!.getBoundingClientRect().width).toBe(rest!.getBoundingClientRect().width);
  },
};

export const WithIcons: Story = {
  args: { leadingIcon: <BookIcon />, trailingIcon: <ArrowIcon />, children: 'Lanjutkan modul' },
  play: async ({ args, canvas, userEvent }) => {
    // The icons are decorative: the accessible name is the text alone.
    const button = canvas.getByRole('button', { name: 'Lanjutkan modul' });
    await expect(button.querySelectorAll('svg')).toHaveLength(2);
    await userEvent.click(button);
    await expect(args.onClick).toHaveBeenCalledTimes(1);
  },
};

export const AsLink: Story = {
  args: { href: '/kursus/dasar-pemrograman', children: 'Buka kursus', trailingIcon: <ArrowIcon /> },
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: 'Buka kursus' });
    await expect(link).toHaveAttribute('href', '/kursus/dasar-pemrograman');
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

export const DisabledLink: Story = {
  args: { href: '/kursus/dasar-pemrograman', children: 'Buka kursus', disabled: true },
  play: async ({ args, canvas, userEvent }) => {
    const link = canvas.getByRole('link', { name: 'Buka kursus' });
    await expect(link).not.toHaveAttribute('href');
    await expect(link).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(link);
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

export const LoadingLink: Story = {
  args: { href: '/kursus/dasar-pemrograman', children: 'Buka kursus', isLoading: true },
  play: async ({ args, canvas, userEvent }) => {
    const m = storyMessages();
    const link = canvas.getByRole('link', { name: `Buka kursus ${m.buttonLoading}` });
    await expect(link).not.toHaveAttribute('href');
    await expect(link).toHaveAttribute('aria-busy', 'true');
    await userEvent.tab();
    await expect(link).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await userEvent.click(link);
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

/* Drawn on the docs page as a do and a don't (Button.docs.ts); out of the sidebar. */

/** Do: verbs that say what happens, one primary action, last in the row. */
export const DoVerbLabels: Story = {
  tags: ['!dev', '!autodocs'],
  render: (args) => (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: '0.75rem' }}>
      <Button {...args} variant="secondary">
        Batal
      </Button>
      <Button {...args}>Simpan perubahan</Button>
    </div>
  ),
  play: async ({ canvas }) => {
    const buttons = canvas.getAllByRole('button');
    await expect(buttons.map((button) => button.textContent)).toEqual([
      'Batal',
      'Simpan perubahan',
    ]);
  },
};

/** Don't: a destructive action made primary looks like the way forward. */
export const DontPrimaryForDanger: Story = {
  tags: ['!dev', '!autodocs'],
  render: (args) => (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: '0.75rem' }}>
      <Button {...args}>Simpan perubahan</Button>
      <Button {...args}>Hapus kursus</Button>
    </div>
  ),
  play: async ({ canvas }) => {
    const fill = (name: string) =>
      getComputedStyle(canvas.getByRole('button', { name })).backgroundColor;
    // The mistake drawn: nothing tells the destructive action from the main one.
    await expect(fill('Hapus kursus')).toBe(fill('Simpan perubahan'));
  },
};

/**
 * A lead over a long label in a narrow column (a callout on a 320 px phone): two lines at
 * most, the label cut with an ellipsis, the name still whole.
 */
export const WithLead: Story = {
  // A narrow row of actions, as in a callout: the button is a flex item there.
  decorators: [
    (Story) => (
      <div style={{ display: 'flex', maxWidth: '12rem' }}>
        <Story />
      </div>
    ),
  ],
  args: {
    href: '/courses/7/learn/12',
    lead: 'Lanjutkan ke:',
    children: 'Sesi Perkenalan bersama Fasilitator',
  },
  play: async ({ canvas, canvasElement }) => {
    const link = canvas.getByRole('link', {
      name: 'Lanjutkan ke: Sesi Perkenalan bersama Fasilitator',
    });
    await expect(textLineCount(link)).toBe(2);
    const frame = canvasElement.firstElementChild!.getBoundingClientRect();
    await expect(link.getBoundingClientRect().right).toBeLessThanOrEqual(frame.right);
  },
};
