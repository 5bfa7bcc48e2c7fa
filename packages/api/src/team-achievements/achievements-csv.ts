import type { Language } from '../contract/languages';

/** The header row in the caller's language (Accept-Language), Indonesian by default. */
export const CSV_HEADERS: Record<Language, readonly string[]> = {
  id: ['Nama', 'Jabatan', 'Departemen', 'Kursus selesai', 'Sertifikat berlaku', 'Poin', 'Lencana'],
  en: [
    'Name',
    'Position',
    'Department',
    'Courses completed',
    'Valid certificates',
    'Points',
    'Badges',
  ],
};

/** The file's name: what it holds, the period and the day it was made. */
export const csvFileName = (lang: Language, period: string, today: string) =>
  `${lang === 'en' ? 'team-achievements' : 'pencapaian-tim'}-${period}-${today}.csv`;
