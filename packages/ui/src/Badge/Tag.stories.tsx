import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { storyMessages } from '../test-utils/storyMessages';
import { Tag } from './Tag';
import { guidelines } from './Badge.docs';

const removeName = (label: string) => storyMessages().tagRemove.replace('{label}', label);

const meta = {
  title: 'Structure/Tag',
  component: Tag,
  parameters: { guidelines },
  args: { children: 'Keselamatan Kerja', onRemove: fn() },
} satisfies Meta<typeof Tag>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Removable: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: removeName('Keselamatan Kerja') }));
    await expect(args.onRemove).toHaveBeenCalledTimes(1);
  },
};

export const RemoveWithKeyboard: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.tab();
    await expect(
      canvas.getByRole('button', { name: removeName('Keselamatan Kerja') }),
    ).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard(' ');
    await expect(args.onRemove).toHaveBeenCalledTimes(2);
  },
};

export const NotRemovable: Story = {
  args: { onRemove: undefined, tone: 'info', children: 'Kepemimpinan' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Kepemimpinan')).toBeVisible();
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ args, canvas, userEvent }) => {
    const button = canvas.getByRole('button', { name: removeName('Keselamatan Kerja') });
    await expect(button).toBeDisabled();
    await userEvent.click(button);
    await expect(args.onRemove).not.toHaveBeenCalled();
  },
};

export const CustomRemoveLabel: Story = {
  args: { tone: 'primary', children: 'Jakarta', removeLabel: 'Hapus filter lokasi Jakarta' },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('button', { name: 'Hapus filter lokasi Jakarta' }),
    ).toBeInTheDocument();
  },
};

const initial = ['Dasar-dasar K3', 'Komunikasi Efektif', 'Manajemen Waktu'];

/** Selected filters; removing one takes it out of the list. */
export const FilterList: Story = {
  render: function Render(args) {
    const [tags, setTags] = useState(initial);
    return (
      <ul
        aria-label="Filter kursus"
        style={{ display: 'flex', gap: '0.5rem', listStyle: 'none', padding: 0 }}
      >
        {tags.map((tag) => (
          <li key={tag}>
            <Tag
              tone={args.tone}
              onRemove={() => {
                args.onRemove?.();
                setTags((all) => all.filter((t) => t !== tag));
              }}
            >
              {tag}
            </Tag>
          </li>
        ))}
      </ul>
    );
  },
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: removeName('Komunikasi Efektif') }));
    await waitFor(() => expect(canvas.queryByText('Komunikasi Efektif')).toBeNull());
    await expect(canvas.getAllByRole('listitem')).toHaveLength(2);
    await expect(args.onRemove).toHaveBeenCalledTimes(1);
  },
};
