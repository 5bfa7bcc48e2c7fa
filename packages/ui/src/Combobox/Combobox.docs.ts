import type { Guidelines } from '../docs/guidelines';

export const guidelines: Guidelines = {
  status: 'new',
  use: [
    'Choosing one item of a long list by typing part of its name: a department, a trainer, a city.',
    '`MultiCombobox`: choosing several items of a long list, e.g. the participants of a class or the topics of a course.',
    'A list the server searches (`filter="none"`, `onInputChange`, `isLoading`).',
  ],
  avoid: [
    'Fewer than about eight options: use `Select` or `RadioGroup`, which show them all at once.',
    'Free text with suggestions that may be ignored: use `TextField`.',
    'A few on/off filters: use `Checkbox` in a `Popover` or a `FilterBar`.',
  ],
  variants: [
    {
      name: 'Combobox / MultiCombobox',
      guidance:
        'One choice, shown in the field; or several, shown as removable tags under it, in the order chosen.',
    },
    {
      name: 'description (on an item)',
      guidance:
        'A second line that tells two similar items apart: an email beside a name, a unit beside a department.',
    },
    {
      name: 'filter',
      guidance:
        '`contains` (default) filters `items` in the browser; `none` when the server searches with the text from `onInputChange`.',
    },
    {
      name: 'isLoading',
      guidance:
        'While a search is on its way: a spinner in the field, "Memuat pilihan…" in the list.',
    },
    { name: 'hint / error / isRequired / isDisabled', guidance: 'As in `TextField`.' },
  ],
  do: [
    'Label the field with what is chosen ("Departemen", "Peserta"), and put "Ketik untuk mencari" in the hint when the list is long.',
    'Keep labels short and unique; put what tells them apart in `description`.',
    'Give `value` ids, not labels: the label may change, the id does not.',
  ],
  dont: [
    'Use the placeholder as the label: it disappears as soon as someone types.',
    'Load thousands of items into the browser: search on the server with `filter="none"`.',
    'Colour the chosen option in the tenant colour: it shows with a check and the fixed selected colour.',
  ],
  keyboard: [
    'Typing: filters the list and opens it; matching ignores case and accents ("jose" finds "José").',
    'ArrowDown / ArrowUp: opens the list or moves through the options.',
    'Enter: chooses the option in focus. Escape: closes the list (a second Escape clears the text).',
    'MultiCombobox: Backspace in the empty field removes the last tag; Tab reaches the tags, where Backspace or Delete removes one.',
  ],
  screenReader: [
    'The field is a combobox named by its label and described by its hint and error; the list is a listbox whose options say if they are selected.',
    'The number of options is announced as the list changes, in the UI language ("3 pilihan tersedia." / "3 options available."); "no results" and "loading" are written in the list, and loading is announced.',
    'The tags are a grid named "2 dipilih" / "2 selected"; each remove button says what it removes: "Hapus Sari Wulandari".',
  ],
  content: [
    'Label: a noun in sentence case, no full stop: "Departemen", "Peserta". English: "Department", "Participants".',
    'Placeholder: what to type, in a few words: "Cari nama", "Search by name".',
    'Built-in texts (no results, loading, remove, selected count) come from the kit in Indonesian and English.',
  ],
};
