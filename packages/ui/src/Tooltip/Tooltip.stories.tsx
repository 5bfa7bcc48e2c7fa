import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { Button } from '../Button';
import { Tooltip } from './Tooltip';
import { guidelines } from './Tooltip.docs';

const meta = {
  title: 'Overlays/Tooltip',
  component: Tooltip,
  args: {
    content: 'Tersedia setelah lulus kuis akhir',
    children: <Button variant="secondary">Unduh sertifikat</Button>,
  },
  decorators: [
    (Story) => (
      <div style={{ paddingBlock: '4rem', textAlign: 'center' }}>
        <Story />
        <Button variant="secondary">Bagikan</Button>
      </div>
    ),
  ],
  parameters: { guidelines },
} satisfies Meta<typeof Tooltip>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Keyboard: focus shows it, Escape hides it, moving focus away hides it. */
export const Default: Story = {
  play: async ({ canvas, userEvent }) => {
    const trigger = canvas.getByRole('button', { name: 'Unduh sertifikat' });
    await expect(trigger).toHaveAccessibleDescription('Tersedia setelah lulus kuis akhir');
    await expect(canvas.queryByRole('tooltip')).toBeNull();

    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    const tooltip = await canvas.findByRole('tooltip');
    await expect(tooltip).toBeVisible();
    await expect(tooltip).toHaveTextContent('Tersedia setelah lulus kuis akhir');

    await userEvent.keyboard('{Escape}');
    await expect(canvas.queryByRole('tooltip')).toBeNull();
    await expect(trigger).toHaveFocus();

    await userEvent.tab({ shift: true });
    await userEvent.tab();
    await canvas.findByRole('tooltip');
    await userEvent.tab();
    await expect(canvas.queryByRole('tooltip')).toBeNull();
  },
};

/** Pointer: hovering shows it after a short delay; leaving hides it. */
export const Hover: Story = {
  args: { placement: 'bottom' },
  play: async ({ canvas, userEvent }) => {
    await userEvent.hover(canvas.getByRole('button', { name: 'Unduh sertifikat' }));
    await expect(await canvas.findByRole('tooltip')).toBeVisible();
    await userEvent.unhover(canvas.getByRole('button', { name: 'Unduh sertifikat' }));
    await waitFor(() => expect(canvas.queryByRole('tooltip')).toBeNull());
  },
};

/** Left shown after the test, so the visible tooltip is checked by axe in every theme. */
export const Shown: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.tab();
    await expect(await canvas.findByRole('tooltip')).toBeVisible();
  },
};
