/**
 * Built-in labels of the charts (BarChart, LineChart, RadarChart), Indonesian and English.
 * Deliberately not one of the groups merged in `../messages.ts`: only the chart frame imports
 * this table, so a page without a chart does not download it (the first screen stays as it
 * was). The app overrides a label through `UiProvider`'s `messages`, as for any other.
 */
export const chartsMessages = {
  id: {
    chartShowTable: 'Lihat sebagai tabel',
    chartEmpty: 'Belum ada data untuk ditampilkan.',
    chartLoading: 'Memuat grafik…',
    chartLabelColumn: 'Kategori',
    chartSummary: '{title}: tertinggi {label}, {value}',
    chartSummarySeries: '{title}: tertinggi {label} ({series}), {value}',
  },
  en: {
    chartShowTable: 'Show as table',
    chartEmpty: 'No data to show yet.',
    chartLoading: 'Loading chart…',
    chartLabelColumn: 'Category',
    chartSummary: '{title}: highest {label}, {value}',
    chartSummarySeries: '{title}: highest {label} ({series}), {value}',
  },
} as const;

export type ChartMessages = Record<keyof (typeof chartsMessages)['id'], string>;
