import { http, HttpResponse } from 'msw';
import type { Event, Page } from '@ajar/api/contract';
import { mockRoute } from '../../api';

// Fixed dates far from today (2031 ahead, 2025 behind), so an upcoming event stays upcoming
// and the screenshots stay the same whatever day the stories run. Times are UTC; Jakarta is +7.
const base = { coverUrl: null, timeZone: 'Asia/Jakarta' } as const;

export const upcomingEvents: Event[] = [
  {
    ...base,
    id: 1,
    title: {
      id: 'Webinar: Membaca Data Penjualan dengan Excel',
      en: 'Webinar: Reading Sales Data in Excel',
    },
    description: {
      id: 'Sesi langsung bersama Agus Prasetyo. Siapkan laptop dengan Excel terpasang.\nRekaman dibagikan setelah acara.',
      en: 'A live session with Agus Prasetyo. Bring a laptop with Excel installed.\nThe recording is shared afterwards.',
    },
    mode: 'online',
    location: null,
    url: 'https://meet.example.com/ajar-excel',
    startsAt: '2031-03-04T03:00:00.000Z',
    endsAt: '2031-03-04T05:00:00.000Z',
  },
  {
    ...base,
    id: 2,
    title: {
      id: 'Pelatihan Pemadaman Kebakaran dan Evakuasi',
      en: 'Fire Safety and Evacuation Drill',
    },
    description: {
      id: 'Praktik menggunakan APAR dan simulasi evakuasi gedung. Wajib untuk tim gudang.',
      en: 'Hands-on practice with fire extinguishers and a full building evacuation. Required for warehouse staff.',
    },
    mode: 'offline',
    location: 'Jakarta, Menara Ajar lt. 5',
    url: null,
    startsAt: '2031-03-04T07:00:00.000Z',
    endsAt: '2031-03-04T10:00:00.000Z',
  },
  {
    ...base,
    id: 3,
    title: {
      id: 'Kelas Terbuka: Memberi Umpan Balik kepada Tim',
      en: 'Open Class: Giving Feedback Your Team Can Use',
    },
    description: {
      id: 'Terbuka untuk semua team leader. Kita bahas contoh nyata dan latihan berpasangan.',
      en: 'Open to every team lead, with real examples and practice in pairs.',
    },
    mode: 'online',
    location: null,
    url: 'https://meet.example.com/umpan-balik',
    startsAt: '2031-03-12T06:00:00.000Z',
    endsAt: '2031-03-12T08:00:00.000Z',
  },
  {
    ...base,
    id: 4,
    title: {
      id: 'Lokakarya Negosiasi untuk Tim Penjualan Jawa Timur',
      en: 'Negotiation Workshop for the East Java Sales Team',
    },
    description: {
      id: 'Simulasi negosiasi dengan studi kasus klien distributor. Makan siang disediakan.',
      en: 'Negotiation role plays built on real distributor accounts. Lunch is provided.',
    },
    mode: 'offline',
    location: 'Surabaya, Kantor Cabang Rungkut, Ruang Rapat 2',
    url: null,
    startsAt: '2031-03-25T02:00:00.000Z',
    endsAt: '2031-03-26T09:00:00.000Z',
  },
];

export const pastEvents: Event[] = [
  {
    ...base,
    id: 5,
    title: { id: 'Sosialisasi Kode Etik Perusahaan', en: 'Code of Conduct Briefing' },
    description: {
      id: 'Penjelasan perubahan kebijakan gratifikasi dan saluran pelaporan pelanggaran.',
      en: 'What changed in the gifts policy and how the new reporting channel works.',
    },
    mode: 'online',
    location: null,
    url: 'https://meet.example.com/kode-etik',
    startsAt: '2025-06-10T07:00:00.000Z',
    endsAt: '2025-06-10T08:00:00.000Z',
  },
  {
    ...base,
    id: 6,
    title: {
      id: 'Budaya Keselamatan Kerja di Gudang',
      en: 'Building a Safety Culture in the Warehouse',
    },
    description: {
      id: 'Diskusi bersama tim HSE tentang insiden nyaris celaka dan cara mencegahnya.',
      en: 'A discussion with the HSE team about near misses and how to prevent them.',
    },
    mode: 'offline',
    location: 'Jakarta, Menara Ajar lt. 5',
    url: null,
    startsAt: '2025-06-02T02:00:00.000Z',
    endsAt: '2025-06-02T05:00:00.000Z',
  },
];

export const allEvents = [...upcomingEvents, ...pastEvents];

/**
 * An event as the API sends it to a visitor or a learner who has not registered: the meeting
 * link stays with the registration (`registrationApi`).
 */
export const withoutLink = (event: Event): Event => ({ ...event, url: null });

/** Many upcoming events, for a second page. */
export function manyUpcoming(count: number): Event[] {
  return Array.from({ length: count }, (_, index) => {
    const source = upcomingEvents[index % upcomingEvents.length]!;
    return { ...source, id: 100 + index };
  });
}

/**
 * GET /v1/events as the API answers it: the tab, the type and the page from the query, so a
 * story can check what the page asked for. `requests` keeps every query it was sent.
 */
export function eventsApi(upcoming: Event[] = upcomingEvents, past: Event[] = pastEvents) {
  const requests: URLSearchParams[] = [];
  const handler = http.get(mockRoute('/events'), ({ request }) => {
    const query = new URL(request.url).searchParams;
    requests.push(query);
    const mode = query.get('mode');
    const page = Number(query.get('page') ?? 1);
    const pageSize = Number(query.get('pageSize') ?? 12);
    const source = query.get('when') === 'past' ? past : upcoming;
    const matching = source.filter((event) => !mode || event.mode === mode);
    const body: Page<Event> = {
      items: matching.slice((page - 1) * pageSize, page * pageSize).map(withoutLink),
      page,
      pageSize,
      total: matching.length,
      totalPages: Math.max(1, Math.ceil(matching.length / pageSize)),
    };
    return HttpResponse.json(body);
  });
  return { handler, requests };
}

/** GET /v1/events/{id} from the fixtures; an unknown id answers 404 as the API does. */
export const eventHandler = http.get(mockRoute('/events/{id}'), ({ params }) => {
  const event = allEvents.find((e) => String(e.id) === params.id);
  if (!event)
    return HttpResponse.json(
      { error: { code: 'not_found', message: 'Acara tidak ditemukan' } },
      { status: 404 },
    );
  return HttpResponse.json(withoutLink(event));
});
