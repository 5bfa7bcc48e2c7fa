import type { Language } from '../contract/languages';
import type { TeamDashboard } from '../contract/team-reports';
import { toCsv } from '../http/csv';

/**
 * The dashboard's per-person table as a spreadsheet: the reader's language for the headers,
 * plain numbers and ISO dates for the cells (a spreadsheet formats them its own way).
 */
const HEADERS: Record<Language, string[]> = {
  id: [
    'Nama',
    'Jabatan',
    'Departemen',
    'Atasan langsung',
    'Belum mulai',
    'Berjalan',
    'Selesai',
    'Terlambat',
    'Jam pelatihan tahun ini',
    'Target jam',
    'Aktivitas terakhir',
  ],
  en: [
    'Name',
    'Position',
    'Department',
    'Reports to',
    'Not started',
    'In progress',
    'Completed',
    'Overdue',
    'Training hours this year',
    'Hours target',
    'Last activity',
  ],
};

export function dashboardCsv(dashboard: TeamDashboard, lang: Language) {
  return toCsv([
    HEADERS[lang],
    ...dashboard.people.map((p) => [
      p.name,
      p.position,
      p.department,
      p.reportsTo.name,
      p.courses.notStarted,
      p.courses.inProgress,
      p.courses.completed,
      p.courses.overdue,
      p.hours,
      dashboard.hoursTarget,
      p.lastActivityAt,
    ]),
  ]);
}

/** `ajar-tim-2026-11-28.csv`: the day of the export, in the file's name. */
export const dashboardFileName = (day: string, lang: Language) =>
  `ajar-${lang === 'id' ? 'tim' : 'team'}-${day}.csv`;
