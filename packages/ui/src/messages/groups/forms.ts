/** Built-in labels of the forms components, Indonesian and English (same keys in both). */
export const formsMessages = {
  id: {
    /** Read after the label of a required field (the visible `*` is hidden from readers). */
    fieldRequired: 'wajib',
    /** Name of the PasswordField toggle; `aria-pressed` says whether it is shown. */
    passwordFieldShow: 'Tampilkan password',
    textAreaCounter: '{count} dari {max} karakter',
    fileFieldChoose: 'Pilih berkas atau tarik ke sini',
    fileFieldMaxSize: 'Ukuran maksimal {size}',
    fileFieldTooLarge: 'Ukuran berkas maksimal {size}',
    fileFieldSelected: 'Berkas terpilih',
    formErrorTitle: 'Periksa kembali isian berikut',
    /** Name of the Combobox chevron that opens the full list. */
    comboboxShowOptions: 'Tampilkan pilihan',
    comboboxNoResults: 'Tidak ada pilihan yang cocok',
    comboboxLoading: 'Memuat pilihan…',
    /** Names the list of chosen items; Indonesian needs no plural form. */
    comboboxSelectedCount: '{count} dipilih',
  },
  en: {
    fieldRequired: 'required',
    passwordFieldShow: 'Show password',
    textAreaCounter: '{count} of {max} characters',
    fileFieldChoose: 'Choose a file or drag it here',
    fileFieldMaxSize: 'Maximum size {size}',
    fileFieldTooLarge: 'File must be at most {size}',
    fileFieldSelected: 'Selected files',
    formErrorTitle: 'Please check the following',
    comboboxShowOptions: 'Show options',
    comboboxNoResults: 'No matching options',
    comboboxLoading: 'Loading options…',
    comboboxSelectedCount: '{count} selected',
  },
} as const;
