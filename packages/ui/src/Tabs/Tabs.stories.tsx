import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { Tabs, type TabItem } from './Tabs';
import { guidelines } from './Tabs.docs';

const items: TabItem[] = [
  {
    value: 'materi',
    label: 'Materi',
    content: <p>6 modul: pengenalan, alat pelindung diri, penyimpanan barang, dan lainnya.</p>,
  },
  {
    value: 'diskusi',
    label: 'Diskusi',
    content: <p>Belum ada diskusi. Ajukan pertanyaan pertama untuk trainer.</p>,
  },
  {
    value: 'sertifikat',
    label: 'Sertifikat',
    content: <p>Sertifikat tersedia setelah lulus kuis akhir.</p>,
    isDisabled: true,
  },
  {
    value: 'ulasan',
    label: 'Ulasan',
    content: <p>4,8 dari 5 berdasarkan 120 ulasan peserta.</p>,
  },
];

const meta = {
  title: 'Navigation/Tabs',
  component: Tabs,
  args: { items, label: 'Bagian kursus', onChange: fn() },
  parameters: { guidelines },
} satisfies Meta<typeof Tabs>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Uncontrolled. Keyboard: arrows, Home and End select; the disabled tab is skipped. */
export const Default: Story = {
  play: async ({ args, canvas, userEvent }) => {
    const tab = (name: string) => canvas.getByRole('tab', { name });
    await expect(canvas.getByRole('tablist')).toHaveAccessibleName('Bagian kursus');
    await userEvent.tab();
    await expect(tab('Materi')).toHaveFocus();
    await expect(tab('Materi')).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('tabpanel')).toHaveAccessibleName('Materi');

    await userEvent.keyboard('{ArrowRight}');
    await expect(tab('Diskusi')).toHaveFocus();
    await expect(tab('Diskusi')).toHaveAttribute('aria-selected', 'true');
    await expect(tab('Materi')).toHaveAttribute('tabindex', '-1');
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent(/Belum ada diskusi/);
    await expect(args.onChange).toHaveBeenLastCalledWith('diskusi');

    await userEvent.keyboard('{ArrowRight}');
    await expect(tab('Ulasan')).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(tab('Materi')).toHaveFocus();
    await userEvent.keyboard('{End}');
    await expect(tab('Ulasan')).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{Home}');
    await expect(tab('Materi')).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{ArrowLeft}');
    await expect(tab('Ulasan')).toHaveFocus();

    // Tab leaves the tab list for the panel.
    await userEvent.tab();
    await expect(canvas.getByRole('tabpanel')).toHaveFocus();
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent(/120 ulasan/);
  },
};

export const InitiallyOnReviews: Story = {
  args: { defaultValue: 'ulasan' },
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByRole('tab', { name: 'Ulasan' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await userEvent.click(canvas.getByRole('tab', { name: 'Sertifikat' }));
    await expect(canvas.getByRole('tab', { name: 'Ulasan' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  },
};

/** The caller owns the selection, e.g. to keep it in the URL. */
export const Controlled: Story = {
  render: function Render(args) {
    const [value, setValue] = useState('diskusi');
    return (
      <Tabs
        {...args}
        value={value}
        onChange={(next) => {
          setValue(next);
          args.onChange?.(next);
        }}
      />
    );
  },
  play: async ({ args, canvas, userEvent }) => {
    await expect(canvas.getByRole('tab', { name: 'Diskusi' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await userEvent.click(canvas.getByRole('tab', { name: 'Ulasan' }));
    await expect(args.onChange).toHaveBeenCalledWith('ulasan');
    await expect(canvas.getByRole('tab', { name: 'Ulasan' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent(/120 ulasan/);
  },
};
