/** Built-in labels of the navigation components, Indonesian and English (same keys in both). */
export const navigationMessages = {
  id: {
    linkExternal: '(membuka tab baru)',
    breadcrumbLabel: 'Jejak navigasi',
    breadcrumbExpand: 'Tampilkan semua tingkat',
    routeProgressLabel: 'Memuat halaman',
    loadingScreenLabel: 'Tunggu Sebentar...',
  },
  en: {
    linkExternal: '(opens in new tab)',
    breadcrumbLabel: 'Breadcrumb',
    breadcrumbExpand: 'Show all levels',
    routeProgressLabel: 'Loading page',
    loadingScreenLabel: 'Please wait...',
  },
} as const;
