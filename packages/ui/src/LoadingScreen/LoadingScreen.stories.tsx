import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { UiProvider } from '../messages';
import { storyMessages } from '../test-utils/storyMessages';
import { LoadingScreen } from './LoadingScreen';
import { guidelines } from './LoadingScreen.docs';

const meta = {
  title: 'Navigation/LoadingScreen',
  component: LoadingScreen,
  // Shown in a bordered area standing for the page part that is loading.
  render: (args) => (
    <div style={{ display: 'flex', height: '20rem', border: '1px dashed' }}>
      <LoadingScreen {...args} />
    </div>
  ),
  parameters: { guidelines },
} satisfies Meta<typeof LoadingScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const status = canvas.getByRole('status');
    await expect(status).toHaveTextContent(storyMessages().loadingScreenLabel);
    // Fills its area and centres the spinner and text in it.
    const area = status.parentElement!.getBoundingClientRect();
    const box = status.getBoundingClientRect();
    await expect(Math.round(box.height)).toBe(Math.round(area.height) - 2);
    const spinner = status.querySelector('svg')!;
    await expect(spinner).toHaveAttribute('aria-hidden', 'true');
    const { left, width } = spinner.getBoundingClientRect();
    await expect(Math.abs(left + width / 2 - (box.left + box.width / 2))).toBeLessThan(1);
  },
};

export const CustomLabel: Story = {
  args: { label: 'Menyiapkan kuis Anda...' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Menyiapkan kuis Anda...');
  },
};

export const Indonesian: Story = {
  decorators: [(Story) => <UiProvider locale="id">{Story()}</UiProvider>],
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Tunggu Sebentar...');
  },
};

export const English: Story = {
  decorators: [(Story) => <UiProvider locale="en">{Story()}</UiProvider>],
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Please wait...');
  },
};

/** While the app starts: the whole window height. */
export const FullScreen: Story = {
  args: { isFullScreen: true },
  parameters: { layout: 'fullscreen' },
  render: (args) => <LoadingScreen {...args} />,
  play: async ({ canvas }) => {
    const { height } = canvas.getByRole('status').getBoundingClientRect();
    await expect(Math.round(height)).toBe(window.innerHeight);
  },
};
