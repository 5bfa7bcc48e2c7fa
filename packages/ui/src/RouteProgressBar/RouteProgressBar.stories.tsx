import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Button } from '../Button';
import { storyMessages } from '../test-utils/storyMessages';
import { RouteProgressBar } from './RouteProgressBar';
import { guidelines } from './RouteProgressBar.docs';

const meta = {
  title: 'Navigation/RouteProgressBar',
  component: RouteProgressBar,
  args: { isVisible: true },
  parameters: { guidelines },
} satisfies Meta<typeof RouteProgressBar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Visible: Story = {
  play: async ({ canvas }) => {
    const bar = canvas.getByRole('progressbar', { name: storyMessages().routeProgressLabel });
    await expect(bar).toHaveAttribute('aria-busy', 'true');
    await expect(bar).not.toHaveAttribute('aria-valuenow');
    const { top, height } = bar.getBoundingClientRect();
    await expect(top).toBe(0);
    await expect(height).toBe(3);
  },
};

export const Hidden: Story = {
  args: { isVisible: false },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('progressbar')).toBeNull();
  },
};

export const CustomLabel: Story = {
  args: { label: 'Membuka modul 3' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('progressbar')).toHaveAccessibleName('Membuka modul 3');
  },
};

function ToggleDemo() {
  const [isLoading, setIsLoading] = useState(false);
  return (
    <>
      <RouteProgressBar isVisible={isLoading} />
      <Button aria-pressed={isLoading} onClick={() => setIsLoading((value) => !value)}>
        Simulasikan pindah halaman
      </Button>
    </>
  );
}

export const Toggle: Story = {
  render: () => <ToggleDemo />,
  play: async ({ canvas, userEvent }) => {
    const toggle = canvas.getByRole('button', { name: 'Simulasikan pindah halaman' });
    await expect(canvas.queryByRole('progressbar')).toBeNull();
    await userEvent.click(toggle);
    await expect(canvas.getByRole('progressbar')).toBeVisible();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.queryByRole('progressbar')).toBeNull();
  },
};
