import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, waitFor, within } from 'storybook/test';
import { Checkbox } from '../Checkbox';
import { InfoIcon, LikeIcon } from '../icons';
import { ariaWords } from '../test-utils/ariaWords';
import { phoneStory, type PhoneWidth } from '../test-utils/frames';
import { Popover } from './Popover';
import { guidelines } from './Popover.docs';

const meta = {
  title: 'Overlays/Popover',
  component: Popover,
  args: {
    trigger: 'Lihat yang menyukai',
    title: 'Yang menyukai',
    children: (
      <ul style={{ margin: 0, paddingInlineStart: '1.25rem' }}>
        <li>Sari Wulandari</li>
        <li>Budi Santoso</li>
        <li>Dewi Lestari</li>
      </ul>
    ),
    onOpenChange: fn(),
  },
  parameters: { guidelines },
} satisfies Meta<typeof Popover>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Closed: only the trigger shows. */
export const Closed: Story = {
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('button', { name: 'Lihat yang menyukai' });
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  },
};

/** Open, named by its title; a click outside closes it. */
export const Open: Story = {
  play: async ({ args, canvas, userEvent }) => {
    const trigger = canvas.getByRole('button', { name: 'Lihat yang menyukai' });
    await userEvent.click(trigger);
    const dialog = await screen.findByRole('dialog', { name: 'Yang menyukai' });
    await expect(dialog).toHaveTextContent('Budi Santoso');
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(true);
    await userEvent.click(document.body);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
  },
};

/** Keyboard: Enter opens it with focus inside, Escape closes it and focus returns. */
export const Keyboard: Story = {
  args: {
    title: 'Filter',
    trigger: 'Filter status',
    children: (
      <div style={{ display: 'grid', gap: '0.5rem' }}>
        <Checkbox label="Belum mulai" />
        <Checkbox label="Sedang berjalan" defaultChecked />
        <Checkbox label="Selesai" />
      </div>
    ),
  },
  play: async ({ canvas, userEvent }) => {
    const trigger = canvas.getByRole('button', { name: 'Filter status' });
    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Filter' });
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    await userEvent.tab();
    await expect(screen.getByRole('checkbox', { name: 'Belum mulai' })).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(screen.getByRole('checkbox', { name: 'Belum mulai' })).toBeChecked();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // Focus goes back once the closing has finished, a moment after the dialog leaves.
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

/** An icon trigger with a label; without a title the trigger names the dialog. */
export const HelpNote: Story = {
  args: {
    trigger: <InfoIcon />,
    triggerLabel: 'Tentang nilai lulus',
    triggerVariant: 'ghost',
    title: undefined,
    children: 'Nilai lulus kuis akhir adalah 70. Anda bisa mengulang kuis sampai tiga kali.',
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Tentang nilai lulus' }));
    const dialog = await screen.findByRole('dialog', { name: 'Tentang nilai lulus' });
    await expect(dialog).toHaveTextContent('Nilai lulus kuis akhir adalah 70.');
  },
};

/** Asked to open below a trigger at the bottom of the window: it flips above it. */
export const FlipsNearBottomEdge: Story = {
  args: {
    trigger: (
      <>
        <LikeIcon />
        12
      </>
    ),
    triggerLabel: '12 orang menyukai',
    placement: 'bottom start',
  },
  parameters: { layout: 'fullscreen' },
  decorators: [
    (Story) => (
      <div
        style={{
          display: 'flex',
          alignItems: 'flex-end',
          blockSize: '100vh',
          padding: '0.5rem',
          boxSizing: 'border-box',
        }}
      >
        {Story()}
      </div>
    ),
  ],
  play: async ({ canvas, userEvent }) => {
    const trigger = canvas.getByRole('button', { name: '12 orang menyukai' });
    await userEvent.click(trigger);
    const dialog = await screen.findByRole('dialog', { name: 'Yang menyukai' });
    const box = dialog.parentElement as HTMLElement;
    await waitFor(() => expect(box).toHaveAttribute('data-placement', 'top'));
    await expect(box.getBoundingClientRect().bottom).toBeLessThanOrEqual(
      trigger.getBoundingClientRect().top,
    );
  },
};

/** Asked to open at the end of a trigger at the window's right edge: it flips to the start. */
export const FlipsNearEndEdge: Story = {
  args: { placement: 'end' },
  parameters: { layout: 'fullscreen' },
  decorators: [
    (Story) => (
      <div style={{ display: 'flex', justifyContent: 'flex-end', padding: '3rem 0.5rem' }}>
        {Story()}
      </div>
    ),
  ],
  play: async ({ canvas, userEvent }) => {
    const trigger = canvas.getByRole('button', { name: 'Lihat yang menyukai' });
    await userEvent.click(trigger);
    const dialog = await screen.findByRole('dialog', { name: 'Yang menyukai' });
    const box = dialog.parentElement as HTMLElement;
    await waitFor(() => expect(box).toHaveAttribute('data-placement', 'left'));
    await expect(box.getBoundingClientRect().right).toBeLessThanOrEqual(
      trigger.getBoundingClientRect().left,
    );
  },
};

/**
 * React Aria's hidden close buttons at the popover's edges (for screen readers that cannot
 * press Escape) are named in the UI language: "Tutup"; "Dismiss" in the English run.
 */
export const ScreenReaderWords: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Lihat yang menyukai' }));
    const dialog = await screen.findByRole('dialog', { name: 'Yang menyukai' });
    const box = dialog.parentElement as HTMLElement;
    const dismiss = within(box).getAllByRole('button', { name: ariaWords().dismiss, hidden: true });
    await expect(dismiss.length).toBeGreaterThan(0);
  },
};

/** A phone `width` px wide: the popover stays inside the window, with a margin. */
const onPhone = (width: PhoneWidth): Story => {
  const phone = phoneStory(width);
  return {
    ...phone,
    args: {
      title: 'Tentang nilai lulus',
      trigger: 'Nilai lulus',
      children:
        'Nilai lulus kuis akhir adalah 70. Anda bisa mengulang kuis sampai tiga kali; nilai terbaik yang dihitung.',
    },
    decorators: [
      (Story) => (
        <div style={{ display: 'flex', justifyContent: 'flex-end', padding: '1rem' }}>
          {Story()}
        </div>
      ),
      ...phone.decorators,
    ],
    play: async ({ canvas, userEvent }) => {
      await userEvent.click(canvas.getByRole('button', { name: 'Nilai lulus' }));
      const dialog = await screen.findByRole('dialog', { name: 'Tentang nilai lulus' });
      const rect = (dialog.parentElement as HTMLElement).getBoundingClientRect();
      await expect(rect.left).toBeGreaterThanOrEqual(0);
      await expect(rect.right).toBeLessThanOrEqual(window.innerWidth);
    },
  };
};

/** On a 360 px phone, the most common Android width in Indonesia. */
export const Phone360: Story = onPhone(360);

/** On a 390 px phone, a current iPhone. */
export const Phone390: Story = onPhone(390);
