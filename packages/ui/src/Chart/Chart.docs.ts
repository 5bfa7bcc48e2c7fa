import type { Guidelines } from '../docs/guidelines';

export const guidelines: Guidelines = {
  status: 'new',
  use: [
    '`BarChart`: one value compared across categories, e.g. team completion per kursus.',
    '`BarChart` with `orientation="horizontal"`: long category names or a ranked list, e.g. the Big Five domains or twenty kursus.',
    '`LineChart`: values over time, one line per series, e.g. average kuis scores per month for two teams.',
    '`RadarChart`: one profile read as a shape over a few dimensions, e.g. the six RIASEC interest types.',
  ],
  avoid: [
    'Comparing domains with each other (Big Five): a radar misleads, since the area depends on the order of the axes and neighbouring values; use a horizontal `BarChart`.',
    'A single figure or a score against the Batas lulus: use `StatPanel` or `ProgressIndicator`.',
    'A word-sized trend beside a figure: use `Sparkline`.',
    'When people need to look up or sort exact values: use `Table`.',
  ],
  variants: [
    {
      name: 'valueFormat',
      guidance:
        '`percent` (values in percentage points, 72.5 reads "72,5%"; scale 0 to 100), `number`, or `hours` ("2,5 jam"). The axis, tooltip, table and summary all use it, in the kit\'s locale.',
    },
    {
      name: 'max',
      guidance: "Top of the scale when it is not the data's own, e.g. 5 for a 1-5 score.",
    },
    {
      name: 'series',
      guidance:
        'One or more named series; up to six get distinct colours, a legend shows from two.',
    },
    {
      name: 'isLoading',
      guidance: 'While the data is on its way: a placeholder of the same size, announced once.',
    },
    {
      name: 'isAnimated',
      guidance:
        'The first drawing grows in (never for people who prefer reduced motion). Stories turn it off so screenshots are stable.',
    },
  ],
  do: [
    'Give a `title` that says what is measured and over what: "Penyelesaian tim per kursus".',
    'Start bars at zero (the chart does) and keep the same `max` when charts sit side by side.',
    'Name series so they read alone in the table header: "Tim Penjualan", not "A".',
    "Load a page's chart data with the page: the frame shows at once, chart.js arrives in its own chunk (about 63 KiB gzip, decision 0014), only on pages that show a chart.",
  ],
  dont: [
    'Colour a series to mean good or bad: series take a fixed palette that is never the brand, danger or success colour.',
    'Put more than six series in one chart: colours repeat; split it or use a table.',
    "Write the numbers into the title or a caption by hand: the table and summary already carry them, in the locale's format.",
  ],
  keyboard: [
    'Tab: reaches "Lihat sebagai tabel" (the canvas itself takes no focus).',
    'Space or Enter: shows or hides the table.',
  ],
  screenReader: [
    'The canvas is one image (`role="img"`) named with a one-line summary that names the highest value: "Penyelesaian tim per kursus: tertinggi Keamanan Data, 92%".',
    'The numbers are in a real `<table>` (caption, column and row headers) behind the "Lihat sebagai tabel" disclosure, right after the image in reading order. A disclosure, not a visually hidden table: sighted people who want exact numbers (zoom, colour-vision deficiency) get it too, and screen reader users are not made to hear every number on the way through the page.',
    "The legend is hidden from screen readers: the series names are the table's column headers.",
    'Loading is announced once ("Memuat grafik…"); with no data, the chart is a sentence ("Belum ada data untuk ditampilkan.").',
  ],
  content: [
    'Indonesian title: a noun phrase in sentence case, no full stop: "Rata-rata nilai kuis per bulan".',
    'English: the same, in British spelling: "Average quiz scores per month".',
    'Labels short (a course name, "Jan"); the axis skips labels it cannot fit, the table lists all.',
    'The built-in words ("Lihat sebagai tabel", "Kategori", the summary) come in Indonesian and English.',
  ],
};
