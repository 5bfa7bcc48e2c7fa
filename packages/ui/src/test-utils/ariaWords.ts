/**
 * React Aria's own screen-reader words as they should sound in the story's language (the
 * decorator sets `<html lang>`): Indonesian from the kit's dictionaries, English as React
 * Aria ships it. Written out here, not read from the dictionaries, so a story fails when
 * React Aria falls back to English on an Indonesian page.
 */
export function ariaWords() {
  return document.documentElement.lang === 'en'
    ? {
        selected: / selected$/,
        today: /^Today, /,
        empty: 'Empty',
        selectedDate: /^Selected Date: /,
        selectedRange: /^Selected Range: .+ to .+/,
        optionsAvailable: /\d+ options? available\./,
        dismiss: 'Dismiss',
      }
    : {
        selected: /, dipilih$/,
        today: /^Hari ini, /,
        empty: 'Kosong',
        selectedDate: /^Tanggal dipilih: /,
        selectedRange: /^Rentang dipilih: .+ sampai .+/,
        optionsAvailable: /\d+ pilihan tersedia\./,
        dismiss: 'Tutup',
      };
}

/** What React Aria's live region (shared by the page, outside the canvas) last announced. */
export const liveAnnouncer = () => document.querySelector<HTMLElement>('[data-live-announcer]');
