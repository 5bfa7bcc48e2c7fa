/** Built-in labels of the layout components, Indonesian and English (same keys in both). */
export const layoutMessages = {
  id: {
    publicLayoutSkipLink: 'Lewati ke konten',
    publicLayoutNavLabel: 'Navigasi utama',
    publicLayoutMenuButton: 'Menu navigasi',
    informationalLayoutSkipLink: 'Lewati ke konten',
    memberLayoutSkipLink: 'Lewati ke konten',
    memberLayoutNavLabel: 'Navigasi anggota',
    memberLayoutMenuButton: 'Menu navigasi',
  },
  en: {
    publicLayoutSkipLink: 'Skip to content',
    publicLayoutNavLabel: 'Main navigation',
    publicLayoutMenuButton: 'Navigation menu',
    informationalLayoutSkipLink: 'Skip to content',
    memberLayoutSkipLink: 'Skip to content',
    memberLayoutNavLabel: 'Member navigation',
    memberLayoutMenuButton: 'Navigation menu',
  },
} as const;
