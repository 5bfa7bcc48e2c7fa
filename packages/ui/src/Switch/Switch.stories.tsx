import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { Switch } from './Switch';
import { guidelines } from './Switch.docs';
import type { PhoneWidth } from '../test-utils/frames';

const meta = {
  title: 'Forms/Switch',
  component: Switch,
  args: {
    label: 'Pengingat kuis harian',
    hint: 'Kirim pengingat setiap pukul 19.00 jika kuis hari ini belum dikerjakan.',
    onChange: fn(),
  },
  parameters: { guidelines },
} satisfies Meta<typeof Switch>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Off, uncontrolled; a click flips it and the thumb's mark changes with it. */
export const Default: Story = {
  play: async ({ args, canvas, userEvent }) => {
    const control = canvas.getByRole('switch', { name: 'Pengingat kuis harian' });
    await expect(control).toHaveAccessibleDescription(/pukul 19.00/);
    await expect(control).not.toBeChecked();
    await userEvent.click(control);
    await expect(control).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith(true);
  },
};

/** Space and Enter flip it, as a native button; so does a click on its label. */
export const Keyboard: Story = {
  play: async ({ args, canvas, userEvent }) => {
    const control = canvas.getByRole('switch', { name: 'Pengingat kuis harian' });
    await userEvent.tab();
    await expect(control).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(control).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith(true);
    await userEvent.keyboard('{Enter}');
    await expect(control).not.toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith(false);
    await userEvent.click(canvas.getByText('Pengingat kuis harian'));
    await expect(control).toBeChecked();
  },
};

export const On: Story = {
  args: { defaultChecked: true },
  play: async ({ canvas }) => {
    const control = canvas.getByRole('switch', { name: 'Pengingat kuis harian' });
    await expect(control).toBeChecked();
    // At least a 24 x 24 px target (WCAG 2.2, 2.5.8).
    const box = control.getBoundingClientRect();
    await expect(box.height).toBeGreaterThanOrEqual(24);
    await expect(box.width).toBeGreaterThanOrEqual(24);
  },
};

export const WithoutHint: Story = {
  args: { label: 'Tampilkan peringkat saya', hint: undefined },
  play: async ({ canvas }) => {
    const control = canvas.getByRole('switch', { name: 'Tampilkan peringkat saya' });
    await expect(control).not.toHaveAttribute('aria-describedby');
  },
};

/** Disabled, on and off: shown, not flippable. */
export const Disabled: Story = {
  args: { isDisabled: true, hint: 'Diatur oleh admin perusahaan.' },
  render: (args) => (
    <div style={{ display: 'grid', gap: '1rem' }}>
      <Switch {...args} label="Sertifikat publik" defaultChecked />
      <Switch {...args} label="Unduh materi" />
    </div>
  ),
  play: async ({ args, canvas, userEvent }) => {
    const on = canvas.getByRole('switch', { name: 'Sertifikat publik' });
    await expect(on).toBeDisabled();
    await expect(on).toBeChecked();
    await userEvent.click(on);
    await expect(on).toBeChecked();
    await expect(args.onChange).not.toHaveBeenCalled();
    await expect(canvas.getByRole('switch', { name: 'Unduh materi' })).not.toBeChecked();
  },
};

/** The caller owns the state, e.g. to save it at once and undo on failure. */
export const Controlled: Story = {
  render: function Render(args) {
    const [isChecked, setChecked] = useState(true);
    return (
      <Switch
        {...args}
        isChecked={isChecked}
        onChange={(next) => {
          setChecked(next);
          args.onChange?.(next);
        }}
      />
    );
  },
  play: async ({ args, canvas, userEvent }) => {
    const control = canvas.getByRole('switch');
    await expect(control).toBeChecked();
    await userEvent.click(control);
    await expect(args.onChange).toHaveBeenCalledWith(false);
    await expect(control).not.toBeChecked();
  },
};

/** The story on a phone `width` px wide: nothing wider than the phone. */
const onPhone = (width: PhoneWidth): Story => ({
  decorators: [(Story) => <div style={{ maxInlineSize: `${width}px` }}>{Story()}</div>],
  render: (args) => (
    <div style={{ display: 'grid', gap: '1rem' }}>
      <Switch {...args} />
      <Switch
        {...args}
        label="Beri tahu saya saat trainer membalas diskusi di kursus yang saya ikuti"
        hint={undefined}
        defaultChecked
      />
    </div>
  ),
  play: async ({ canvasElement, canvas }) => {
    const root = canvasElement.firstElementChild as HTMLElement;
    await expect(root.scrollWidth).toBeLessThanOrEqual(width);
    for (const control of canvas.getAllByRole('switch')) {
      await expect(control.getBoundingClientRect().right).toBeLessThanOrEqual(
        root.getBoundingClientRect().left + width,
      );
    }
  },
});

/** A settings list on a 360 px phone: long labels wrap, the switches stay at the end. */
export const Phone360: Story = onPhone(360);

/** On a 390 px phone, a current iPhone. */
export const Phone390: Story = onPhone(390);
