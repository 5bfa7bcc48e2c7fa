import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { DropdownMenu } from './DropdownMenu';
import { guidelines } from './DropdownMenu.docs';

const onSignOut = fn();
const onSwitchLanguage = fn();

const meta = {
  title: 'Navigation/DropdownMenu',
  component: DropdownMenu,
  parameters: { guidelines },
  args: {
    label: 'Rina Wulandari',
    items: [
      { id: 'profil', label: 'Profil saya', href: '#profil' },
      { id: 'sertifikat', label: 'Sertifikat', href: '#sertifikat' },
      { id: 'tim', label: 'Kelola tim', isDisabled: true },
      { id: 'bahasa', label: 'Ganti ke English', onSelect: onSwitchLanguage },
      { id: 'keluar', label: 'Keluar', onSelect: onSignOut },
    ],
  },
  beforeEach: () => {
    onSignOut.mockClear();
    onSwitchLanguage.mockClear();
  },
} satisfies Meta<typeof DropdownMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Keyboard: open, move (skipping the disabled item), choose, focus back on the button. */
export const Default: Story = {
  play: async ({ canvas, userEvent }) => {
    const button = canvas.getByRole('button', { name: 'Rina Wulandari' });
    const item = (name: string) => canvas.getByRole('menuitem', { name });
    await expect(button).toHaveAttribute('aria-haspopup', 'menu');
    await expect(button).toHaveAttribute('aria-expanded', 'false');

    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('menu', { name: 'Rina Wulandari' })).toBeVisible();
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await waitFor(() => expect(item('Profil saya')).toHaveFocus());

    await userEvent.keyboard('{ArrowDown}');
    await expect(item('Sertifikat')).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(item('Ganti ke English')).toHaveFocus();
    await expect(item('Kelola tim')).toHaveAttribute('aria-disabled', 'true');
    await userEvent.keyboard('{End}');
    await expect(item('Keluar')).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(item('Profil saya')).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}');
    await expect(item('Keluar')).toHaveFocus();
    await userEvent.keyboard('{Home}');
    await expect(item('Profil saya')).toHaveFocus();

    await userEvent.keyboard('{End}');
    await userEvent.keyboard('{Enter}');
    await expect(onSignOut).toHaveBeenCalledTimes(1);
    await expect(canvas.queryByRole('menu')).toBeNull();
    await expect(button).toHaveFocus();
  },
};

/** Escape closes and returns focus; Space chooses; ArrowUp opens on the last item. */
export const EscapeAndSpace: Story = {
  play: async ({ canvas, userEvent }) => {
    const button = canvas.getByRole('button', { name: 'Rina Wulandari' });
    await userEvent.tab();
    await userEvent.keyboard('{ArrowDown}');
    await waitFor(() =>
      expect(canvas.getByRole('menuitem', { name: 'Profil saya' })).toHaveFocus(),
    );
    await userEvent.keyboard('{Escape}');
    await expect(canvas.queryByRole('menu')).toBeNull();
    await expect(button).toHaveFocus();

    await userEvent.keyboard('{ArrowUp}');
    await waitFor(() => expect(canvas.getByRole('menuitem', { name: 'Keluar' })).toHaveFocus());
    await userEvent.keyboard('{ArrowUp}');
    await userEvent.keyboard(' ');
    await expect(onSwitchLanguage).toHaveBeenCalledTimes(1);
    await expect(canvas.queryByRole('menu')).toBeNull();
  },
};

/** A click outside closes the menu; a click on a disabled item does nothing. */
export const ClickOutside: Story = {
  args: { align: 'start' },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Rina Wulandari' }));
    await userEvent.click(canvas.getByRole('menuitem', { name: 'Kelola tim' }));
    await expect(canvas.getByRole('menu')).toBeVisible();
    await userEvent.click(document.body);
    await expect(canvas.queryByRole('menu')).toBeNull();
  },
};

/** Left open after the test, so the open menu is checked by axe in every theme. */
export const Open: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Rina Wulandari' }));
    await waitFor(() =>
      expect(canvas.getByRole('menuitem', { name: 'Profil saya' })).toHaveFocus(),
    );
  },
};
