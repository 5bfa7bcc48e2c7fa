import type { Insertable, Kysely } from 'kysely';
import type { EventTable, Schema } from '../schema';
import type { CompanyKey } from './companies';

const HOUR_MS = 3_600_000;
/** Asia/Jakarta has no daylight saving, so a fixed offset is exact. */
const JAKARTA_UTC_OFFSET_HOURS = 7;

/**
 * The instant of `hour`:00 Jakarta time, `dayOffset` days from today's Jakarta date. A
 * Saturday or Sunday moves further away from today, so upcoming events stay upcoming and past
 * ones stay past.
 */
export function jakartaWorkdayAt(now: Date, dayOffset: number, hour: number): Date {
  const local = new Date(now.getTime() + JAKARTA_UTC_OFFSET_HOURS * HOUR_MS);
  const step = dayOffset < 0 ? -1 : 1;
  let day = dayOffset;
  const weekday = (d: number) =>
    new Date(
      Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate() + d),
    ).getUTCDay();
  while (weekday(day) === 0 || weekday(day) === 6) day += step;
  return new Date(
    Date.UTC(
      local.getUTCFullYear(),
      local.getUTCMonth(),
      local.getUTCDate() + day,
      hour - JAKARTA_UTC_OFFSET_HOURS,
    ),
  );
}

type Venue = { mode: 'online'; url: string } | { mode: 'offline'; location: string };

export interface EventSeed {
  /** Lets notifications link to the event before it has an id. */
  key: string;
  /** Days from today; never 0, so an event is clearly upcoming or past whenever seeded. */
  day: number;
  /** Jakarta hour the event starts. */
  hour: number;
  hours: number;
  venue: Venue;
  title_id: string;
  title_en: string;
  description_id: string;
  description_en: string;
}

const AJAR_EVENTS: readonly EventSeed[] = [
  {
    key: 'excel-webinar',
    day: 3,
    hour: 10,
    hours: 2,
    venue: { mode: 'online', url: 'https://meet.example.com/ajar-excel' },
    title_id: 'Webinar: Membaca Data Penjualan dengan Excel',
    title_en: 'Webinar: Reading Sales Data in Excel',
    description_id: 'Sesi langsung bersama Agus Prasetyo. Siapkan laptop dengan Excel terpasang.',
    description_en: 'A live session with Agus Prasetyo. Bring a laptop with Excel installed.',
  },
  {
    key: 'fire-drill',
    day: 9,
    hour: 9,
    hours: 3,
    venue: { mode: 'offline', location: 'Jakarta, Menara Ajar lt. 5' },
    title_id: 'Pelatihan Pemadaman Kebakaran dan Evakuasi',
    title_en: 'Fire Safety and Evacuation Drill',
    description_id:
      'Praktik menggunakan APAR dan simulasi evakuasi gedung. Wajib untuk tim gudang.',
    description_en:
      'Hands-on practice with fire extinguishers and a full building evacuation. Required for warehouse staff.',
  },
  {
    key: 'feedback-class',
    day: 17,
    hour: 13,
    hours: 2,
    venue: { mode: 'online', url: 'https://meet.example.com/umpan-balik' },
    title_id: 'Kelas Terbuka: Memberi Umpan Balik kepada Tim',
    title_en: 'Open Class: Giving Feedback Your Team Can Use',
    description_id:
      'Terbuka untuk semua team leader. Kita bahas contoh nyata dan latihan berpasangan.',
    description_en: 'Open to every team lead, with real examples and practice in pairs.',
  },
  {
    key: 'negotiation-workshop',
    day: 30,
    hour: 9,
    hours: 3,
    venue: { mode: 'offline', location: 'Surabaya, Kantor Cabang Rungkut, Ruang Rapat 2' },
    title_id: 'Lokakarya Negosiasi untuk Tim Penjualan Jawa Timur',
    title_en: 'Negotiation Workshop for the East Java Sales Team',
    description_id:
      'Simulasi negosiasi dengan studi kasus klien distributor. Makan siang disediakan.',
    description_en: 'Negotiation role plays built on real distributor accounts. Lunch is provided.',
  },
  {
    key: 'code-briefing',
    day: -4,
    hour: 14,
    hours: 1,
    venue: { mode: 'online', url: 'https://meet.example.com/kode-etik' },
    title_id: 'Sosialisasi Kode Etik Perusahaan',
    title_en: 'Code of Conduct Briefing',
    description_id: 'Penjelasan perubahan kebijakan gratifikasi dan saluran pelaporan pelanggaran.',
    description_en: 'What changed in the gifts policy and how the new reporting channel works.',
  },
  {
    key: 'safety-culture',
    day: -12,
    hour: 9,
    hours: 3,
    venue: { mode: 'offline', location: 'Jakarta, Menara Ajar lt. 5' },
    title_id: 'Budaya Keselamatan Kerja di Gudang',
    title_en: 'Building a Safety Culture in the Warehouse',
    description_id: 'Diskusi bersama tim HSE tentang insiden nyaris celaka dan cara mencegahnya.',
    description_en: 'A discussion with the HSE team about near misses and how to prevent them.',
  },
  {
    key: 'town-hall',
    day: -26,
    hour: 15,
    hours: 2,
    venue: { mode: 'online', url: 'https://meet.example.com/town-hall' },
    title_id: 'Town Hall Pembelajaran Triwulanan',
    title_en: 'Quarterly Learning Town Hall',
    description_id:
      'Capaian pelatihan triwulan lalu dan rencana program untuk triwulan berikutnya.',
    description_en: "Last quarter's training results and the programme for the quarter ahead.",
  },
];

const NUSANTARA_EVENTS: readonly EventSeed[] = [
  {
    key: 'warehouse-drill',
    day: 6,
    hour: 8,
    hours: 2,
    venue: { mode: 'offline', location: 'Cikarang, Gudang Nusantara Blok C' },
    title_id: 'Simulasi Tanggap Darurat Gudang',
    title_en: 'Warehouse Emergency Drill',
    description_id: 'Latihan evakuasi dan penanganan tumpahan bahan kimia untuk shift pagi.',
    description_en: 'Evacuation and chemical spill drill for the morning shift.',
  },
];

export const EVENTS: Record<CompanyKey, readonly EventSeed[]> = {
  ajar: AJAR_EVENTS,
  nusantara: NUSANTARA_EVENTS,
};

export function eventRow(companyId: number, event: EventSeed, now: Date): Insertable<EventTable> {
  const { day, hour, hours, venue, title_id, title_en, description_id, description_en } = event;
  const starts_at = jakartaWorkdayAt(now, day, hour);
  return {
    title_id,
    title_en,
    description_id,
    description_en,
    company_id: companyId,
    mode: venue.mode,
    url: venue.mode === 'online' ? venue.url : null,
    location: venue.mode === 'offline' ? venue.location : null,
    cover_url: null,
    starts_at,
    ends_at: new Date(starts_at.getTime() + hours * HOUR_MS),
  };
}

/** Inserts the events, dated around `now`, and answers their ids by key. */
export async function insertEvents(
  db: Kysely<Schema>,
  companyId: number,
  events: readonly EventSeed[],
  now: Date,
): Promise<Map<string, number>> {
  const ids = new Map<string, number>();
  // One at a time: the key is not a column, so a multi-row RETURNING could not be matched back.
  for (const event of events) {
    const { id } = await db
      .insertInto('events')
      .values(eventRow(companyId, event, now))
      .returning('id')
      .executeTakeFirstOrThrow();
    ids.set(event.key, id);
  }
  return ids;
}
