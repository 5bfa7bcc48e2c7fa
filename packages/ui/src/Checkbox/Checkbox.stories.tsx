import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { storyMessages } from '../test-utils/storyMessages';
import { Checkbox } from './Checkbox';
import { guidelines } from './Checkbox.docs';

const meta = {
  title: 'Forms/Checkbox',
  component: Checkbox,
  parameters: { guidelines },
  args: {
    label: 'Kirimi saya pengingat jadwal pelatihan',
    name: 'reminders',
    onChange: fn(),
  },
} satisfies Meta<typeof Checkbox>;

export default meta;
type Story = StoryObj<typeof meta>;

const name = 'Kirimi saya pengingat jadwal pelatihan';

export const Default: Story = {
  play: async ({ args, canvas, userEvent }) => {
    const checkbox = canvas.getByRole('checkbox', { name });
    await expect(checkbox).not.toBeChecked();
    await userEvent.click(canvas.getByText(name));
    await expect(checkbox).toBeChecked();
    await expect(args.onChange).toHaveBeenCalledTimes(1);
  },
};

/** Space toggles the focused checkbox. */
export const ToggleWithSpace: Story = {
  play: async ({ args, canvas, userEvent }) => {
    const checkbox = canvas.getByRole('checkbox', { name });
    await userEvent.tab();
    await expect(checkbox).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(checkbox).toBeChecked();
    await userEvent.keyboard(' ');
    await expect(checkbox).not.toBeChecked();
    await expect(args.onChange).toHaveBeenCalledTimes(2);
  },
};

export const WithHint: Story = {
  args: { hint: 'Lewat email, sehari sebelum kelas dimulai' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('checkbox', { name })).toHaveAccessibleDescription(
      'Lewat email, sehari sebelum kelas dimulai',
    );
  },
};

export const WithError: Story = {
  args: {
    label: 'Saya menyetujui syarat dan ketentuan',
    error: 'Persetujuan syarat dan ketentuan tidak valid',
  },
  play: async ({ canvas }) => {
    const checkbox = canvas.getByRole('checkbox', { name: 'Saya menyetujui syarat dan ketentuan' });
    await expect(checkbox).toBeInvalid();
    await expect(checkbox).toHaveAccessibleDescription(
      'Persetujuan syarat dan ketentuan tidak valid',
    );
  },
};

export const Required: Story = {
  args: { label: 'Saya menyetujui syarat dan ketentuan', isRequired: true },
  play: async ({ canvas }) => {
    const checkbox = canvas.getByRole('checkbox', {
      name: `Saya menyetujui syarat dan ketentuan ${storyMessages().fieldRequired}`,
    });
    await expect(checkbox).toBeRequired();
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultChecked: true },
  play: async ({ args, canvas, userEvent }) => {
    const checkbox = canvas.getByRole('checkbox', { name });
    await expect(checkbox).toBeDisabled();
    await userEvent.click(checkbox);
    await expect(checkbox).toBeChecked();
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const Filled: Story = {
  args: { defaultChecked: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('checkbox', { name })).toBeChecked();
  },
};

const modules = ['Modul 1: Pengenalan K3', 'Modul 2: Alat pelindung diri', 'Modul 3: Evakuasi'];

function SelectAll() {
  const [chosen, setChosen] = useState<string[]>([modules[0] ?? '']);
  const all = chosen.length === modules.length;
  return (
    <div style={{ display: 'grid', gap: '0.5rem' }}>
      <Checkbox
        label="Pilih semua modul"
        isChecked={all}
        isIndeterminate={chosen.length > 0 && !all}
        onChange={() => setChosen(all ? [] : modules)}
      />
      {modules.map((module) => (
        <Checkbox
          key={module}
          label={module}
          isChecked={chosen.includes(module)}
          onChange={(event) =>
            setChosen((current) =>
              event.target.checked ? [...current, module] : current.filter((m) => m !== module),
            )
          }
        />
      ))}
    </div>
  );
}

/** "Select all" shows a dash, read as mixed, while only some modules are chosen. */
export const Indeterminate: Story = {
  render: () => <SelectAll />,
  play: async ({ canvas, userEvent }) => {
    const all = canvas.getByRole('checkbox', { name: 'Pilih semua modul' });
    // The mixed state is a DOM property set in an effect, after the first paint.
    await waitFor(() => expect(all).toBePartiallyChecked());
    await userEvent.click(all);
    await expect(all).toBeChecked();
    await expect(all).not.toBePartiallyChecked();
    await expect(canvas.getByRole('checkbox', { name: 'Modul 3: Evakuasi' })).toBeChecked();
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Modul 2: Alat pelindung diri' }));
    await expect(all).toBePartiallyChecked();
  },
};
