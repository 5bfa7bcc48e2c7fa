export { Combobox, MultiCombobox } from './Combobox';
export type { ComboboxItem, ComboboxProps, MultiComboboxProps } from './Combobox';
