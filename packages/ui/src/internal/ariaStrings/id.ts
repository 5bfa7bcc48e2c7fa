import type { AriaPackageStrings } from './types';

/**
 * React Aria's own words in Indonesian (it ships none), for every package whose strings the
 * kit's Popover, Combobox, MultiCombobox, DatePicker and DateRangePicker reach: screen-reader
 * names and announcements such as "Hari ini, …, dipilih" or "3 pilihan tersedia.". Same keys
 * as React Aria's `en-US` dictionaries (ariaStrings.test.ts holds them to it). Indonesian has
 * no plural forms, so counts take one wording.
 */
export const idAriaStrings = {
  '@react-aria/calendar': {
    previous: 'Sebelumnya',
    next: 'Berikutnya',
    selectedDateDescription: (e) => `Tanggal dipilih: ${e.date}`,
    selectedRangeDescription: (e) => `Rentang dipilih: ${e.dateRange}`,
    todayDate: (e) => `Hari ini, ${e.date}`,
    todayDateSelected: (e) => `Hari ini, ${e.date}, dipilih`,
    dateSelected: (e) => `${e.date}, dipilih`,
    startRangeSelectionPrompt: 'Klik untuk mulai memilih rentang tanggal',
    finishRangeSelectionPrompt: 'Klik untuk mengakhiri rentang tanggal',
    minimumDate: 'Tanggal pertama yang tersedia',
    maximumDate: 'Tanggal terakhir yang tersedia',
    dateRange: (e) => `${e.startDate} sampai ${e.endDate}`,
  },
  '@react-aria/datepicker': {
    era: 'era',
    year: 'tahun',
    month: 'bulan',
    day: 'hari',
    hour: 'jam',
    minute: 'menit',
    second: 'detik',
    dayPeriod: 'AM/PM',
    calendar: 'Kalender',
    startDate: 'Tanggal mulai',
    endDate: 'Tanggal selesai',
    weekday: 'hari dalam minggu',
    timeZoneName: 'zona waktu',
    selectedDateDescription: (e) => `Tanggal dipilih: ${e.date}`,
    selectedRangeDescription: (e) => `Rentang dipilih: ${e.startDate} sampai ${e.endDate}`,
    selectedTimeDescription: (e) => `Waktu dipilih: ${e.time}`,
  },
  '@react-stately/datepicker': {
    rangeUnderflow: (e) => `Tanggal harus ${e.minValue} atau sesudahnya.`,
    rangeOverflow: (e) => `Tanggal harus ${e.maxValue} atau sebelumnya.`,
    rangeReversed: 'Tanggal mulai harus sebelum tanggal selesai.',
    unavailableDate: 'Tanggal yang dipilih tidak tersedia.',
  },
  '@react-aria/spinbutton': {
    Empty: 'Kosong',
  },
  '@react-aria/combobox': {
    focusAnnouncement: (e, t) =>
      `${t.select(
        {
          true: () => `Masuk ke grup ${e.groupTitle}, ${t.number(e.groupCount)} pilihan. `,
          other: '',
        },
        e.isGroupChange,
      )}${e.optionText}${t.select({ true: ', dipilih', other: '' }, e.isSelected)}`,
    countAnnouncement: (e, t) => `${t.number(e.optionCount)} pilihan tersedia.`,
    selectedAnnouncement: (e) => `${e.optionText}, dipilih`,
    buttonLabel: 'Tampilkan saran',
    listboxLabel: 'Saran',
  },
  '@react-aria/overlays': {
    dismiss: 'Tutup',
  },
  '@react-aria/tag': {
    removeDescription: 'Tekan Delete untuk menghapus.',
    removeButtonLabel: 'Hapus',
  },
  '@react-aria/gridlist': {
    hasActionAnnouncement: 'baris memiliki tindakan',
    hasLinkAnnouncement: (e) => `baris memiliki tautan: ${e.link}`,
  },
  '@react-aria/grid': {
    deselectedItem: (e) => `${e.item} tidak dipilih.`,
    select: 'Pilih',
    selectedCount: (e, t) =>
      `${t.plural(e.count, { '=0': 'Tidak ada item yang dipilih', other: () => `${t.number(e.count)} item dipilih` })}.`,
    selectedAll: 'Semua item dipilih.',
    selectedItem: (e) => `${e.item} dipilih.`,
    longPressToSelect: 'Tekan lama untuk mulai memilih.',
  },
} satisfies AriaPackageStrings;
