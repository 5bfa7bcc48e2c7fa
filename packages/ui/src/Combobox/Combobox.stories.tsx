import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, waitFor, within } from 'storybook/test';
import { formatMessage } from '../internal/text';
import { ariaWords, liveAnnouncer } from '../test-utils/ariaWords';
import { phoneStory, type PhoneWidth } from '../test-utils/frames';
import { storyMessages } from '../test-utils/storyMessages';
import { Combobox, MultiCombobox, type ComboboxItem, type ComboboxProps } from './Combobox';
import { guidelines } from './Combobox.docs';

const departments: ComboboxItem[] = [
  { id: 'hr', label: 'Sumber Daya Manusia', description: 'Rekrutmen, pelatihan, penggajian' },
  { id: 'fin', label: 'Keuangan', description: 'Akuntansi dan anggaran' },
  { id: 'ops', label: 'Operasional', description: 'Gudang dan distribusi' },
  { id: 'it', label: 'Teknologi Informasi' },
  { id: 'mkt', label: 'Pemasaran' },
  { id: 'legal', label: 'Hukum', isDisabled: true },
];

const people: ComboboxItem[] = [
  { id: 'sari', label: 'Sari Wulandari', description: 'sari@contoh.co.id' },
  { id: 'budi', label: 'Budi Santoso', description: 'budi@contoh.co.id' },
  { id: 'dewi', label: 'Dewi Lestari', description: 'dewi@contoh.co.id' },
  { id: 'jose', label: 'José Pratama', description: 'jose@contoh.co.id' },
  { id: 'rina', label: 'Rina Kusumawardhani', description: 'rina@contoh.co.id' },
  { id: 'agus', label: 'Agus Setiawan', description: 'agus@contoh.co.id' },
  { id: 'putri', label: 'Putri Ayu Anggraini', description: 'putri@contoh.co.id' },
  { id: 'wayan', label: 'I Wayan Sudarsana', description: 'wayan@contoh.co.id' },
];

const meta = {
  title: 'Forms/Combobox',
  component: Combobox,
  args: {
    label: 'Departemen',
    hint: 'Ketik untuk mencari.',
    placeholder: 'Pilih departemen',
    items: departments,
    onChange: fn(),
  },
  parameters: { guidelines },
} satisfies Meta<typeof Combobox>;

export default meta;
type Story = StoryObj<typeof meta>;

const options = () => within(screen.getByRole('listbox')).getAllByRole('option');
/** The kit's labels in the story's locale: "2 dipilih" or "2 selected". */
const selectedCount = (count: number) =>
  formatMessage(storyMessages().comboboxSelectedCount, { count });
const removeLabel = (label: string) => formatMessage(storyMessages().tagRemove, { label });
const showOptions = () => storyMessages().comboboxShowOptions;

/** Empty, closed: the label, hint and placeholder. */
export const Empty: Story = {
  play: async ({ canvas }) => {
    const field = canvas.getByRole('combobox', { name: 'Departemen' });
    await expect(field).toHaveValue('');
    await expect(field).toHaveAccessibleDescription('Ketik untuk mencari.');
    await expect(field).toHaveAttribute('aria-expanded', 'false');
  },
};

/** Typing filters the list, ignoring case; ArrowDown and Enter choose. */
export const TypedWithMatches: Story = {
  play: async ({ args, canvas, userEvent }) => {
    const field = canvas.getByRole('combobox', { name: 'Departemen' });
    await userEvent.click(field);
    await userEvent.keyboard('KEU');
    await waitFor(() => expect(options()).toHaveLength(1));
    await expect(options()[0]).toHaveTextContent('Keuangan');
    await expect(options()[0]).toHaveTextContent('Akuntansi dan anggaran');
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(field).toHaveValue('Keuangan');
    await expect(args.onChange).toHaveBeenLastCalledWith('fin');
    await expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  },
};

/** The chevron opens the whole list; the chosen option is marked by a check, not colour alone. */
export const OpenWithChoice: Story = {
  args: { defaultValue: 'ops' },
  play: async ({ canvas, userEvent }) => {
    // The chosen item's text fills the field once the list has its items.
    await waitFor(() =>
      expect(canvas.getByRole('combobox', { name: 'Departemen' })).toHaveValue('Operasional'),
    );
    await userEvent.click(canvas.getByRole('button', { name: new RegExp(`^${showOptions()}`) }));
    await waitFor(() => expect(options()).toHaveLength(departments.length));
    const chosen = screen.getByRole('option', { name: /Operasional/ });
    await expect(chosen).toHaveAttribute('aria-selected', 'true');
    const check = chosen.querySelector('svg') as SVGElement;
    await expect(getComputedStyle(check).visibility).toBe('visible');
    await expect(screen.getByRole('option', { name: /Hukum/ })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  },
};

/** Escape closes the list and keeps focus in the field. */
export const EscapeCloses: Story = {
  play: async ({ canvas, userEvent }) => {
    const field = canvas.getByRole('combobox', { name: 'Departemen' });
    await userEvent.click(field);
    await userEvent.keyboard('o');
    await screen.findByRole('listbox');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());
    await expect(field).toHaveFocus();
  },
};

/** Accents and case are ignored: "jose" finds "José Pratama". */
export const AccentInsensitive: Story = {
  args: { label: 'Trainer', hint: undefined, placeholder: 'Cari nama', items: people },
  play: async ({ args, canvas, userEvent }) => {
    const field = canvas.getByRole('combobox', { name: 'Trainer' });
    await userEvent.click(field);
    await userEvent.keyboard('jose');
    await waitFor(() => expect(options()).toHaveLength(1));
    await expect(options()[0]).toHaveTextContent('José Pratama');
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith('jose');
  },
};

/** Nothing matches: the open list says so in words. */
export const NoResults: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('combobox', { name: 'Departemen' }));
    await userEvent.keyboard('zzz');
    const list = await screen.findByRole('listbox');
    await expect(list).toHaveTextContent(storyMessages().comboboxNoResults);
    await expect(list).toHaveAttribute('data-empty', 'true');
  },
};

/** Results on their way: a spinner in the field and "loading" in the list, announced. */
export const Loading: Story = {
  args: { items: [], isLoading: true, filter: 'none' },
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(storyMessages().comboboxLoading);
    await userEvent.click(canvas.getByRole('combobox', { name: 'Departemen' }));
    await userEvent.keyboard('sum');
    const list = await screen.findByRole('listbox');
    await expect(list).toHaveTextContent(storyMessages().comboboxLoading);
  },
};

/** The caller searches (here a fake server with a delay) and passes the results. */
export const AsyncSearch: Story = {
  args: { label: 'Trainer', hint: undefined, placeholder: 'Cari nama', items: [] },
  render: function Render(args) {
    const [results, setResults] = useState<ComboboxItem[]>([]);
    const [isLoading, setLoading] = useState(false);
    return (
      <Combobox
        {...args}
        items={results}
        isLoading={isLoading}
        filter="none"
        onInputChange={(text) => {
          setLoading(true);
          void new Promise((resolve) => setTimeout(resolve, 50)).then(() => {
            const query = text.toLowerCase();
            setResults(people.filter((person) => person.label.toLowerCase().includes(query)));
            setLoading(false);
          });
        }}
      />
    );
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('combobox', { name: 'Trainer' }));
    await userEvent.keyboard('wul');
    // While loading, the list holds one row too: its "loading" line.
    await waitFor(() => {
      expect(options()).toHaveLength(1);
      expect(options()[0]).toHaveTextContent('Sari Wulandari');
    });
  },
};

/** An error under the field, with an icon, linked as its description. */
export const WithError: Story = {
  args: { error: 'Pilih departemen peserta.', isRequired: true },
  play: async ({ canvas }) => {
    const field = canvas.getByRole('combobox', { name: /Departemen/ });
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(field).toHaveAttribute('aria-required', 'true');
    await expect(field).toHaveAccessibleDescription(/Pilih departemen peserta\./);
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: 'it', hint: 'Diatur oleh admin perusahaan.' },
  play: async ({ canvas }) => {
    const field = canvas.getByRole('combobox', { name: 'Departemen' });
    await expect(field).toBeDisabled();
    await waitFor(() => expect(field).toHaveValue('Teknologi Informasi'));
  },
};

/** The multiple-choice field with this meta's args (its own value type: a list of ids). */
const renderMulti =
  (defaultValue: string[] = []) =>
  ({ label, hint, placeholder, items, isDisabled, onChange }: ComboboxProps) => (
    <MultiCombobox
      label={label}
      hint={hint}
      placeholder={placeholder}
      items={items}
      isDisabled={isDisabled}
      defaultValue={defaultValue}
      onChange={onChange as ((ids: string[]) => void) | undefined}
    />
  );

const multiArgs = {
  label: 'Peserta',
  hint: 'Pilih satu atau lebih karyawan.',
  placeholder: 'Cari nama',
  items: people,
};

/** Several choices: each becomes a tag; × or Backspace in the empty field removes one. */
export const Multi: Story = {
  args: multiArgs,
  render: renderMulti(),
  play: async ({ args, canvas, userEvent }) => {
    const field = canvas.getByRole('combobox', { name: 'Peserta' });
    await userEvent.click(field);
    await userEvent.keyboard('sari');
    await waitFor(() => expect(options()).toHaveLength(1));
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith(['sari']);
    // The list stays open for the next choice; the field is empty again.
    await expect(field).toHaveValue('');
    await userEvent.keyboard('budi');
    await waitFor(() => expect(options()).toHaveLength(1));
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith(['sari', 'budi']);
    await expect(screen.getByRole('option', { name: /Budi Santoso/ })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());
    const tags = canvas.getByRole('grid', { name: selectedCount(2) });
    await expect(within(tags).getAllByRole('row')).toHaveLength(2);

    await userEvent.keyboard('{Backspace}');
    await expect(args.onChange).toHaveBeenLastCalledWith(['sari']);
    await expect(canvas.getByRole('grid', { name: selectedCount(1) })).toHaveTextContent(
      'Sari Wulandari',
    );
    await userEvent.click(canvas.getByRole('button', { name: removeLabel('Sari Wulandari') }));
    await expect(args.onChange).toHaveBeenLastCalledWith([]);
    await expect(canvas.queryByRole('grid')).not.toBeInTheDocument();
    await expect(field).toHaveFocus();
  },
};

/** Many chosen: the tags wrap onto more lines, long names are cut with an ellipsis. */
export const MultiManyChips: Story = {
  args: multiArgs,
  decorators: [(Story) => <div style={{ maxInlineSize: '24rem' }}>{Story()}</div>],
  render: renderMulti(['sari', 'budi', 'dewi', 'jose', 'rina', 'agus', 'putri', 'wayan']),
  play: async ({ canvas }) => {
    const tags = canvas.getByRole('grid', { name: selectedCount(8) });
    const rows = within(tags).getAllByRole('row');
    await expect(rows).toHaveLength(8);
    const tops = new Set(rows.map((row) => Math.round(row.getBoundingClientRect().top)));
    await expect(tops.size).toBeGreaterThan(1);
    await expect(tags.scrollWidth).toBeLessThanOrEqual(tags.clientWidth);
  },
};

/** Disabled with choices: the tags show, without remove buttons. */
export const MultiDisabled: Story = {
  args: { ...multiArgs, isDisabled: true },
  render: renderMulti(['dewi', 'agus']),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('combobox', { name: 'Peserta' })).toBeDisabled();
    await expect(canvas.getByRole('grid', { name: selectedCount(2) })).toHaveTextContent(
      'Dewi Lestari',
    );
    await expect(
      canvas.queryByRole('button', { name: removeLabel('Dewi Lestari') }),
    ).not.toBeInTheDocument();
  },
};

/**
 * React Aria's announcement as the list filters, in the UI language: "3 pilihan tersedia.";
 * English in the English run.
 */
export const ScreenReaderWords: Story = {
  play: async ({ canvas, userEvent }) => {
    const words = ariaWords();
    await userEvent.type(canvas.getByRole('combobox', { name: 'Departemen' }), 'an');
    await screen.findByRole('listbox');
    await waitFor(() => expect(liveAnnouncer()).toHaveTextContent(words.optionsAvailable));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());
  },
};

/** A phone `width` px wide: the list fits inside the window, long descriptions wrap. */
const onPhone = (width: PhoneWidth): Story => {
  const phone = phoneStory(width);
  return {
    ...phone,
    args: multiArgs,
    decorators: [(Story) => <div style={{ padding: '1rem' }}>{Story()}</div>, ...phone.decorators],
    render: renderMulti(['rina', 'putri']),
    play: async ({ canvas, userEvent }) => {
      await userEvent.click(canvas.getByRole('button', { name: new RegExp(`^${showOptions()}`) }));
      const list = await screen.findByRole('listbox');
      const box = (list.closest('[data-trigger]') ?? list).getBoundingClientRect();
      await expect(box.left).toBeGreaterThanOrEqual(0);
      await expect(box.right).toBeLessThanOrEqual(window.innerWidth);
      await expect(list.scrollWidth).toBeLessThanOrEqual(list.clientWidth);
      // Closed again for the accessibility check: while the list is open react-aria hides the
      // rest of the page (the tags too) from screen readers, and focus stays in the field.
      await userEvent.keyboard('{Escape}');
      await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());
    },
  };
};

/** On a 360 px phone, the most common Android width in Indonesia. */
export const Phone360: Story = onPhone(360);

/** On a 390 px phone, a current iPhone. */
export const Phone390: Story = onPhone(390);
