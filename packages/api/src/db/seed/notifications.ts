import type { Kysely } from 'kysely';
import type { Schema } from '../schema';
import type { CompanyKey } from './companies';

const MINUTE_MS = 60_000;

/** Where a notification leads, by seed key; resolved to a path once ids exist. */
type LinkSeed = { course: string } | { event: string } | null;

export interface NotificationSeed {
  user: string;
  /** How long before `now` it arrived. */
  hoursAgo: number;
  /** Minutes after arrival the user opened it; null means still unread. */
  readAfterMinutes: number | null;
  link: LinkSeed;
  title_id: string;
  title_en: string;
  body_id: string;
  body_en: string;
}

// The member's unread ones are also the newest, so the bell reads 3 and they top the list.
const AJAR_NOTIFICATIONS: readonly NotificationSeed[] = [
  {
    user: 'member@ajar.local',
    hoursAgo: 2,
    readAfterMinutes: null,
    link: { course: 'excel' },
    title_id: 'Kursus baru untuk Anda',
    title_en: "You've been enrolled in a new course",
    body_id: 'Anda didaftarkan ke kursus Microsoft Excel untuk Analisis Data. Selamat belajar!',
    body_en: "You're now enrolled in Microsoft Excel for Data Analysis. Enjoy the course!",
  },
  {
    user: 'member@ajar.local',
    hoursAgo: 20,
    readAfterMinutes: null,
    link: { event: 'excel-webinar' },
    title_id: 'Pengingat acara',
    title_en: 'Event reminder',
    body_id: 'Webinar "Membaca Data Penjualan dengan Excel" sebentar lagi. Jangan lupa bergabung.',
    body_en: 'The "Reading Sales Data in Excel" webinar is coming up soon. See you there.',
  },
  {
    user: 'member@ajar.local',
    hoursAgo: 30,
    readAfterMinutes: null,
    link: { course: 'leadership' },
    title_id: 'Tenggat kuis sudah dekat',
    title_en: 'Quiz due soon',
    body_id: 'Kuis Akhir Kepemimpinan Tim perlu diselesaikan paling lambat Jumat ini.',
    body_en: 'Please finish the Team Leadership Final Quiz by this Friday.',
  },
  {
    user: 'member@ajar.local',
    hoursAgo: 50,
    readAfterMinutes: 45,
    link: { course: 'negotiation' },
    title_id: 'Nilai tes Anda sudah keluar',
    title_en: 'Your test result is in',
    body_id: 'Selamat, Anda lulus Tes Akhir Negosiasi dengan nilai 85.',
    body_en: 'Well done, you passed the Negotiation Post-test with a score of 85.',
  },
  {
    user: 'member@ajar.local',
    hoursAgo: 76,
    readAfterMinutes: 180,
    link: null,
    title_id: 'Selamat datang di Ajar',
    title_en: 'Welcome to Ajar',
    body_id: 'Mulailah dari Panduan Penggunaan Ajar untuk mengenal fitur-fiturnya.',
    body_en: 'Start with the Getting Started with Ajar guide to find your way around.',
  },
  {
    user: 'admin@ajar.local',
    hoursAgo: 5,
    readAfterMinutes: null,
    link: null,
    title_id: 'Laporan bulanan siap',
    title_en: 'Monthly report ready',
    body_id: 'Rekap penyelesaian kursus bulan ini sudah bisa diunduh.',
    body_en: "This month's course completion summary is ready to download.",
  },
  {
    user: 'admin@ajar.local',
    hoursAgo: 26,
    readAfterMinutes: 60,
    link: { event: 'fire-drill' },
    title_id: 'Pendaftar acara bertambah',
    title_en: 'More sign-ups for your event',
    body_id: '12 karyawan telah mendaftar Pelatihan Pemadaman Kebakaran dan Evakuasi.',
    body_en: '12 employees have signed up for the Fire Safety and Evacuation Drill.',
  },
];

const NUSANTARA_NOTIFICATIONS: readonly NotificationSeed[] = [
  {
    user: 'member@nusantara.local',
    hoursAgo: 4,
    readAfterMinutes: null,
    link: { event: 'warehouse-drill' },
    title_id: 'Jadwal simulasi darurat',
    title_en: 'Emergency drill scheduled',
    body_id: 'Simulasi tanggap darurat gudang untuk shift pagi sudah dijadwalkan.',
    body_en: 'A warehouse emergency drill has been scheduled for the morning shift.',
  },
];

export const NOTIFICATIONS: Record<CompanyKey, readonly NotificationSeed[]> = {
  ajar: AJAR_NOTIFICATIONS,
  nusantara: NUSANTARA_NOTIFICATIONS,
};

export interface SeededIds {
  users: ReadonlyMap<string, number>;
  courses: ReadonlyMap<string, number>;
  events: ReadonlyMap<string, number>;
}

function need(ids: ReadonlyMap<string, number>, key: string, what: string): number {
  const id = ids.get(key);
  if (id === undefined) throw new Error(`seed: notification names unknown ${what} ${key}`);
  return id;
}

function linkPath(link: LinkSeed, ids: SeededIds): string | null {
  if (link === null) return null;
  if ('course' in link) return `/courses/${need(ids.courses, link.course, 'course')}`;
  return `/events/${need(ids.events, link.event, 'event')}`;
}

export async function insertNotifications(
  db: Kysely<Schema>,
  companyId: number,
  notifications: readonly NotificationSeed[],
  ids: SeededIds,
  now: Date,
): Promise<number> {
  if (notifications.length === 0) return 0;
  const rows = notifications.map(({ user, hoursAgo, readAfterMinutes, link, ...text }) => {
    const created = now.getTime() - hoursAgo * 60 * MINUTE_MS;
    return {
      ...text,
      company_id: companyId,
      user_id: need(ids.users, user, 'user'),
      link: linkPath(link, ids),
      created_at: new Date(created),
      read_at: readAfterMinutes === null ? null : new Date(created + readAfterMinutes * MINUTE_MS),
    };
  });
  await db.insertInto('notifications').values(rows).execute();
  return rows.length;
}
