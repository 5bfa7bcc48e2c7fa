import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import { storyMessages } from '../test-utils/storyMessages';
import { Drawer, type DrawerProps } from './Drawer';
import { guidelines } from './Drawer.docs';

function DrawerDemo({ triggerLabel, ...args }: DrawerProps & { triggerLabel: string }) {
  const [isOpen, setIsOpen] = useState(args.isOpen);
  const close = () => {
    setIsOpen(false);
    args.onClose();
  };
  return (
    <>
      <Button variant="secondary" onClick={() => setIsOpen(true)}>
        {triggerLabel}
      </Button>
      <Drawer {...args} isOpen={isOpen} onClose={close} />
    </>
  );
}

const filters = (
  <fieldset>
    <legend>Status kursus</legend>
    <label>
      <input type="checkbox" name="status" value="berjalan" /> Sedang berjalan
    </label>
    <br />
    <label>
      <input type="checkbox" name="status" value="selesai" /> Selesai
    </label>
  </fieldset>
);

const meta = {
  title: 'Overlays/Drawer',
  component: Drawer,
  parameters: { guidelines },
  args: {
    isOpen: false,
    onClose: fn(),
    title: 'Saring kursus',
    children: filters,
  },
  render: (args) => <DrawerDemo {...args} triggerLabel="Saring" />,
} satisfies Meta<typeof Drawer>;

export default meta;
type Story = StoryObj<typeof meta>;

const page = within(document.body);

/** Slides in from the start edge; keyboard: open, trapped Tab, Escape, focus back. */
export const Start: Story = {
  play: async ({ args, canvas, userEvent }) => {
    const m = storyMessages();
    const trigger = canvas.getByRole('button', { name: 'Saring' });
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    const drawer = await page.findByRole('dialog', { name: 'Saring kursus' });
    const close = within(drawer).getByRole('button', { name: m.drawerClose });
    await waitFor(() => expect(close).toHaveFocus());

    await userEvent.tab();
    await expect(within(drawer).getByRole('checkbox', { name: 'Sedang berjalan' })).toHaveFocus();
    await userEvent.tab();
    await userEvent.tab();
    await expect(close).toHaveFocus();

    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(page.queryByRole('dialog')).toBeNull());
    await expect(args.onClose).toHaveBeenCalledTimes(1);
    await expect(trigger).toHaveFocus();
  },
};

/** From the end edge, with actions pinned to the bottom; the backdrop closes it. */
export const EndWithFooter: Story = {
  args: { placement: 'end' },
  render: function Render(args) {
    const [isOpen, setIsOpen] = useState(false);
    const close = () => {
      setIsOpen(false);
      args.onClose();
    };
    return (
      <>
        <Button variant="secondary" onClick={() => setIsOpen(true)}>
          Saring
        </Button>
        <Drawer
          {...args}
          isOpen={isOpen}
          onClose={close}
          footer={<Button onClick={close}>Terapkan</Button>}
        />
      </>
    );
  },
  play: async ({ args, canvas, userEvent }) => {
    const trigger = canvas.getByRole('button', { name: 'Saring' });
    await userEvent.click(trigger);
    const drawer = await page.findByRole('dialog', { name: 'Saring kursus' });
    await userEvent.click(drawer.parentElement!);
    await waitFor(() => expect(page.queryByRole('dialog')).toBeNull());
    await expect(args.onClose).toHaveBeenCalledTimes(1);
    await expect(trigger).toHaveFocus();
  },
};

/** Left open after the test, so the open drawer is checked by axe in every theme. */
export const Open: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Saring' }));
    const drawer = await page.findByRole('dialog', { name: 'Saring kursus' });
    await expect(drawer).toHaveAttribute('aria-modal', 'true');
  },
};
