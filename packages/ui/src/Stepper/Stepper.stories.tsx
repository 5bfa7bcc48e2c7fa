import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { storyMessages } from '../test-utils/storyMessages';
import { Stepper, type StepperStep } from './Stepper';
import { guidelines } from './Stepper.docs';
import type { PhoneWidth } from '../test-utils/frames';

const steps: StepperStep[] = [
  { label: 'Data diri', status: 'complete' },
  { label: 'Pilih kelas', status: 'complete' },
  { label: 'Pembayaran', description: 'Transfer bank atau voucher', status: 'current' },
  { label: 'Konfirmasi', status: 'upcoming' },
];

const meta = {
  title: 'Navigation/Stepper',
  component: Stepper,
  args: { steps },
  parameters: { guidelines },
} satisfies Meta<typeof Stepper>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Two done, the third current, one to come; side by side in a wide container. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const m = storyMessages();
    await expect(canvas.getByRole('navigation')).toHaveAccessibleName(m.stepperLabel);
    const items = canvas.getAllByRole('listitem');
    await expect(items).toHaveLength(4);
    await expect(items[2]).toHaveAttribute('aria-current', 'step');
    await expect(items.filter((item) => item.hasAttribute('aria-current'))).toHaveLength(1);
    // Each step's state is read in words, not left to its colour or icon.
    await expect(items[0]).toHaveTextContent(new RegExp(`Data diri, ${m.stepperComplete}`));
    await expect(items[2]).toHaveTextContent(new RegExp(`Pembayaran, ${m.stepperCurrent}`));
    await expect(items[3]).toHaveTextContent(new RegExp(`Konfirmasi, ${m.stepperUpcoming}`));
    // Side by side: every marker on one line.
    const tops = items.map((item) => Math.round(item.getBoundingClientRect().top));
    await expect(new Set(tops).size).toBe(1);
  },
};

export const FirstStep: Story = {
  args: {
    steps: steps.map((step, index) => ({
      ...step,
      status: index === 0 ? 'current' : 'upcoming',
    })),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('listitem')[0]).toHaveAttribute('aria-current', 'step');
  },
};

/** A step that needs fixing shows an alert sign and says why. */
export const WithError: Story = {
  args: {
    steps: [
      steps[0]!,
      { label: 'Pilih kelas', description: 'Kelas yang dipilih sudah penuh', status: 'error' },
      { label: 'Pembayaran', status: 'current' },
      steps[3]!,
    ],
  },
  play: async ({ canvas }) => {
    const item = canvas.getAllByRole('listitem')[1]!;
    await expect(item).toHaveTextContent(
      new RegExp(`Pilih kelas, ${storyMessages().stepperError}`),
    );
    await expect(item).toHaveTextContent(/sudah penuh/);
  },
};

export const AllComplete: Story = {
  args: { steps: steps.map((step) => ({ ...step, status: 'complete' as const })) },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('listitem', { current: 'step' })).toBeNull();
  },
};

export const Vertical: Story = {
  args: { orientation: 'vertical' },
  play: async ({ canvas }) => {
    const items = canvas.getAllByRole('listitem');
    await expect(items[1]!.getBoundingClientRect().top).toBeGreaterThan(
      items[0]!.getBoundingClientRect().bottom - 1,
    );
  },
};

/** The story on a phone `width` px wide: nothing wider than the phone. */
const onPhone = (width: PhoneWidth): Story => ({
  args: {
    steps: [
      { label: 'Lengkapi data diri dan data perusahaan', status: 'complete' },
      { label: 'Pilih kelas dan jadwal pelatihan', status: 'current' },
      { label: 'Pembayaran melalui transfer bank', status: 'upcoming' },
      { label: 'Konfirmasi pendaftaran', status: 'upcoming' },
    ],
  },
  decorators: [(Story) => <div style={{ maxInlineSize: `${width}px` }}>{Story()}</div>],
  play: async ({ canvas, canvasElement }) => {
    const frame = canvasElement.firstElementChild as HTMLElement;
    await expect(frame.scrollWidth).toBeLessThanOrEqual(width);
    const items = canvas.getAllByRole('listitem');
    await expect(items[1]!.getBoundingClientRect().top).toBeGreaterThan(
      items[0]!.getBoundingClientRect().top,
    );
  },
});

/** At 360 px the stepper stacks by itself, and long names wrap instead of overflowing. */
export const Phone360: Story = onPhone(360);

/** On a 390 px phone, a current iPhone. */
export const Phone390: Story = onPhone(390);
