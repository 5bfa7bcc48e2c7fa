import { delay, http, HttpResponse } from 'msw';
import type {
  CourseSummary,
  Event,
  NewTrainingRequest,
  TrainingDecision,
  TrainingRequest,
  TrainingRequestList,
} from '@ajar/api/contract';
import type { Language } from '@ajar/api/contract/languages';
import { formatMessage, fieldLabel, type MessageKey } from '@ajar/api/contract/messages';
import { isOpenRequest } from '@ajar/api/contract/training-request-rules';
import { mockRoute } from '../../../api';

const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;
/**
 * The story calendar's "now" (.storybook/story-clock.ts: 10.00 WIB on 23 November 2026). Its
 * clock runs on through a screenshot run, so times are counted from this fixed instant.
 */
const STORY_NOW = Date.parse('2026-11-23T10:00:00+07:00');
/**
 * When the story's own writes happen: the fixed "now", not the running clock, so a step's
 * time reads the same in every screenshot however late in the run the story plays.
 */
const writtenAt = () => new Date(STORY_NOW).toISOString();
const ago = (days: number, hours = 0) =>
  new Date(STORY_NOW - days * DAY_MS - hours * HOUR_MS).toISOString();
const text = (id: string, en: string) => ({ id, en });

type Person = { id: number; name: string };

/** The story's signed-in member (storyToken's user): a supervisor with a supervisor of her own. */
export const RINA: Person = { id: 4, name: 'Rina Kusuma' };
/** Rina's supervisor, who decides her requests. */
export const BUDI: Person = { id: 7, name: 'Budi Santoso' };
export const PUTRI: Person = { id: 9, name: 'Putri Ramadhani' };
export const YOGA: Person = { id: 8, name: 'Yoga Pratama' };
export const ANDI: Person = { id: 10, name: 'Andi Saputra' };
export const DEWI: Person = { id: 3, name: 'Dewi Lestari' };
/** The company's staff a supervisor may forward a request to. */
export const APPROVERS = [
  { id: 2, name: 'Sari Wulandari', position: 'Manajer SDM' },
  { id: 5, name: 'Hendra Gunawan', position: null },
] as const;
export const SARI: Person = { id: APPROVERS[0].id, name: APPROVERS[0].name };

const courseSummary = (id: number, title: { id: string; en: string }): CourseSummary => ({
  id,
  title,
  description: text('', ''),
  coverUrl: null,
  displayType: 0,
  durationMinutes: 240,
  contentCount: 8,
  category: null,
  trainer: null,
});

/** The company's courses; leadership is paid (a voucher, or an approved request, opens it). */
export const COURSES = {
  leadership: {
    ...courseSummary(1, text('Dasar Kepemimpinan', 'Leadership Basics')),
    price: 750_000,
  },
  excel: {
    ...courseSummary(2, text('Excel untuk Laporan Penjualan', 'Excel for Sales Reports')),
    price: 0,
  },
  negotiation: { ...courseSummary(4, text('Negosiasi B2B', 'B2B Negotiation')), price: 0 },
  communication: {
    ...courseSummary(6, text('Komunikasi Efektif', 'Effective Communication')),
    price: 0,
  },
  time: { ...courseSummary(7, text('Manajemen Waktu', 'Time Management')), price: 0 },
} as const;
type FakeCourse = (typeof COURSES)[keyof typeof COURSES];

const event = (
  id: number,
  title: { id: string; en: string },
  startsAt: string,
  hours: number,
): Event => ({
  id,
  title,
  description: text('', ''),
  mode: 'offline',
  location: 'Jakarta, Menara Ajar lt. 5',
  url: null,
  coverUrl: null,
  startsAt,
  endsAt: new Date(Date.parse(startsAt) + hours * HOUR_MS).toISOString(),
  timeZone: 'Asia/Jakarta',
});

/** The company's events not over yet, soonest first. */
export const EVENTS = {
  retail: event(
    11,
    text('Seminar Kepemimpinan Ritel 2026', 'Retail Leadership Seminar 2026'),
    '2026-12-10T02:00:00.000Z',
    6,
  ),
  service: event(
    12,
    text('Lokakarya Layanan Pelanggan', 'Customer Service Workshop'),
    '2027-01-14T02:00:00.000Z',
    4,
  ),
} as const;

/** A request as the fake keeps it: the requester's supervisor decides it first. */
interface FakeRequest extends Omit<TrainingRequest, 'approver' | 'can'> {
  supervisor: Person;
}

const step = (
  action: TrainingRequest['steps'][number]['action'],
  by: Person,
  at: string,
  comment: string | null = null,
) => ({ action, by: by.name, comment, at });

const base = (
  id: number,
  requester: Person,
  supervisor: Person,
  createdAt: string,
  reason: string,
): Omit<FakeRequest, 'kind' | 'title'> => ({
  id,
  course: null,
  event: null,
  external: null,
  reason,
  status: 'pending',
  requester,
  supervisor,
  secondApprover: null,
  createdAt,
  decidedAt: null,
  steps: [step('submitted', requester, createdAt)],
});
const forCourse = (course: FakeCourse) => ({
  kind: 'course' as const,
  title: course.title,
  course: { id: course.id, price: course.price },
});
const forEvent = (e: Event) => ({
  kind: 'event' as const,
  title: e.title,
  event: { id: e.id, startsAt: e.startsAt },
});
const forExternal = (external: NonNullable<TrainingRequest['external']>) => ({
  kind: 'external' as const,
  title: text(external.title, external.title),
  external,
});

/** The requests' ids, for the detail stories. */
export const REQUEST_ID = {
  /** Putri's external training, waiting for Rina. */
  putriPending: 21,
  /** Andi's course, waiting for Rina. */
  andiPending: 22,
  /** Yoga's certification, forwarded by Rina to Sari (SDM). */
  yogaForwarded: 23,
  /** Andi's event, approved by Rina. */
  andiApproved: 24,
  /** Dewi's external course, rejected by Rina with her reason. */
  dewiRejected: 25,
  /** Rina's own paid course, approved by Budi: she may enrol without a voucher. */
  rinaApproved: 31,
  /** Rina's own event, waiting for Budi: she may still cancel it. */
  rinaPending: 32,
  /** Rina's own external training, cancelled months ago. */
  rinaCancelled: 33,
  /** No request of anyone Rina works with. */
  unknown: 99,
} as const;

/** What Putri asks for: an external training, waiting for Rina. */
export const PUTRI_EXTERNAL = {
  title: 'Pelatihan Presentasi Penjualan yang Persuasif',
  provider: 'Lembaga Komunikasi Bisnis Jakarta',
  startsOn: '2026-12-14',
  endsOn: '2026-12-15',
  hours: 16,
  costIdr: 3_200_000,
};

function teamRequests(): FakeRequest[] {
  const putri: FakeRequest = {
    ...base(
      REQUEST_ID.putriPending,
      PUTRI,
      RINA,
      ago(2),
      'Saya akan mempresentasikan penawaran ke tiga klien korporat baru kuartal depan.',
    ),
    ...forExternal(PUTRI_EXTERNAL),
  };
  const andi: FakeRequest = {
    ...base(
      REQUEST_ID.andiPending,
      ANDI,
      RINA,
      ago(1, 3),
      'Negosiasi kontrak distributor semakin sering saya tangani sendiri.',
    ),
    ...forCourse(COURSES.negotiation),
  };
  const yoga: FakeRequest = {
    ...base(
      REQUEST_ID.yogaForwarded,
      YOGA,
      RINA,
      ago(6),
      'Kunjungan ke lokasi proyek klien mensyaratkan petugas bersertifikat K3 di tim kami.',
    ),
    ...forExternal({
      title: 'Sertifikasi Ahli K3 Umum',
      provider: 'Lembaga Sertifikasi K3 Nusantara',
      startsOn: '2027-01-11',
      endsOn: '2027-01-15',
      hours: 40,
      costIdr: 7_500_000,
    }),
    status: 'forwarded',
    secondApprover: SARI,
  };
  yoga.steps.push(
    step(
      'forwarded',
      RINA,
      ago(5),
      'Saya setuju; biayanya di atas anggaran tim, mohon SDM memutuskan.',
    ),
  );
  const andiEvent: FakeRequest = {
    ...base(
      REQUEST_ID.andiApproved,
      ANDI,
      RINA,
      ago(12),
      'Saya ingin belajar dari pengelola toko lain cara mengatur jadwal tim.',
    ),
    ...forEvent(EVENTS.retail),
    status: 'approved',
    decidedAt: ago(10),
  };
  andiEvent.steps.push(step('approved', RINA, ago(10), 'Setuju. Ceritakan hasilnya di rapat tim.'));
  const dewi: FakeRequest = {
    ...base(
      REQUEST_ID.dewiRejected,
      DEWI,
      RINA,
      ago(16),
      'Laporan keuangan bulanan saya masih banyak dikerjakan manual.',
    ),
    ...forExternal({
      title: 'Kursus Excel Lanjutan untuk Keuangan',
      provider: 'Lembaga Kursus Komputer Mandiri',
      startsOn: '2026-12-01',
      endsOn: '2026-12-03',
      hours: 18,
      costIdr: 2_750_000,
    }),
    status: 'rejected',
    decidedAt: ago(15),
  };
  dewi.steps.push(
    step(
      'rejected',
      RINA,
      ago(15),
      'Kursus Excel untuk Laporan Penjualan di Ajar membahas hal yang sama; mulai dari sana dulu.',
    ),
  );
  return [putri, andi, yoga, andiEvent, dewi];
}

function rinasRequests(): FakeRequest[] {
  const approved: FakeRequest = {
    ...base(
      REQUEST_ID.rinaApproved,
      RINA,
      BUDI,
      ago(20),
      'Saya baru memimpin tim toko dan perlu dasar-dasar memimpin rapat serta memberi umpan balik.',
    ),
    ...forCourse(COURSES.leadership),
    status: 'approved',
    decidedAt: ago(18),
  };
  approved.steps.push(
    step('approved', BUDI, ago(18), 'Disetujui. Selesaikan sebelum akhir tahun.'),
  );
  const pending: FakeRequest = {
    ...base(
      REQUEST_ID.rinaPending,
      RINA,
      BUDI,
      ago(3),
      'Keluhan pelanggan di toko naik; saya ingin membawa cara penanganan yang baru ke tim.',
    ),
    ...forEvent(EVENTS.service),
  };
  const cancelled: FakeRequest = {
    ...base(
      REQUEST_ID.rinaCancelled,
      RINA,
      BUDI,
      ago(70),
      'Saya ingin memperdalam analisis data penjualan untuk laporan kuartalan.',
    ),
    ...forExternal({
      title: 'Bootcamp Analisis Data',
      provider: 'Akademi Data Indonesia',
      startsOn: '2026-10-05',
      endsOn: '2026-10-09',
      hours: 35,
      costIdr: 6_000_000,
    }),
    status: 'cancelled',
    decidedAt: ago(68),
  };
  cancelled.steps.push(step('cancelled', RINA, ago(68)));
  return [approved, pending, cancelled];
}

export type TrainingScenario =
  /** Rina decides two requests of her team, has decided three, and asked for three herself. */
  | 'supervisor'
  /** A member without a team: only her own requests. */
  | 'member'
  /** No supervisor on record: nothing asked, and no one to ask. */
  | 'noSupervisor'
  /** A supervisor on record, but nothing asked or to decide yet. */
  | 'empty';

const langOf = (request: Request): Language =>
  request.headers.get('accept-language')?.startsWith('en') ? 'en' : 'id';

/** The API's error answer, in the request's language, as its ApiError writes it. */
export function apiError(
  request: Request,
  status: number,
  code: string,
  key: MessageKey,
  field?: string,
  values: Record<string, string | number> = {},
) {
  const lang = langOf(request);
  const message = formatMessage(lang, key, {
    ...values,
    ...(field ? { field: fieldLabel(lang, field) } : {}),
  });
  return HttpResponse.json({ error: { code, message, ...(field ? { field } : {}) } }, { status });
}

/**
 * A stateful fake of the training requests' routes as Rina (id 4) meets them, with the
 * catalog's course search and upcoming events the form chooses from. The API's rules
 * (training-requests.service.ts, request-access.ts) over the fake's requests. `slow`: each
 * write waits that long (a button's busy state); `offline`: writes never reach the API.
 */
export function trainingApi({
  scenario = 'supervisor',
  slow = 0,
  offline = false,
}: { scenario?: TrainingScenario; slow?: number; offline?: boolean } = {}) {
  const supervisor = scenario === 'noSupervisor' ? null : BUDI;
  const requests = new Map<number, FakeRequest>();
  const all = [
    ...(scenario === 'supervisor' ? teamRequests() : []),
    ...(scenario === 'supervisor' || scenario === 'member' ? rinasRequests() : []),
  ];
  for (const request of all) requests.set(request.id, request);
  let lastId = 40;
  /** What the story's requests sent, to check in play functions. */
  const calls = {
    created: [] as NewTrainingRequest[],
    decisions: [] as (TrainingDecision & { id: number })[],
    cancelled: [] as number[],
  };

  const approverOf = (r: FakeRequest) =>
    r.status === 'pending' ? r.supervisor : r.status === 'forwarded' ? r.secondApprover : null;
  const canDecide = (r: FakeRequest) => r.requester.id !== RINA.id && approverOf(r)?.id === RINA.id;
  const canSee = (r: FakeRequest) =>
    [r.requester.id, r.supervisor.id, r.secondApprover?.id].includes(RINA.id);

  const view = (r: FakeRequest): TrainingRequest => ({
    id: r.id,
    kind: r.kind,
    title: r.title,
    course: r.course,
    event: r.event,
    external: r.external,
    reason: r.reason,
    status: r.status,
    requester: r.requester,
    approver: approverOf(r),
    secondApprover: r.secondApprover,
    createdAt: r.createdAt,
    decidedAt: r.decidedAt,
    can: {
      decide: canDecide(r),
      forward: r.status === 'pending' && canDecide(r),
      cancel: r.requester.id === RINA.id && isOpenRequest(r.status),
    },
    steps: [...r.steps],
  });
  const newestFirst = (list: FakeRequest[]) =>
    [...list].sort((a, b) => b.createdAt.localeCompare(a.createdAt));

  const list = (): TrainingRequestList => {
    const others = newestFirst(
      [...requests.values()].filter((r) => r.requester.id !== RINA.id && canSee(r)),
    );
    return {
      mine: newestFirst([...requests.values()].filter((r) => r.requester.id === RINA.id)).map(view),
      toDecide: others.filter(canDecide).map(view),
      team: others.filter((r) => !canDecide(r)).map(view),
      supervisor,
    };
  };

  const visible = (id: unknown) => {
    const r = requests.get(Number(id));
    return r && canSee(r) ? r : undefined;
  };
  const notFound = (request: Request) => apiError(request, 404, 'not_found', 'notFound', 'request');
  const wait = async () => {
    if (slow) await delay(slow);
  };

  async function create(request: Request) {
    const body = (await request.json()) as NewTrainingRequest;
    calls.created.push(body);
    if (!supervisor) return apiError(request, 409, 'no_supervisor', 'trainingNoSupervisor');
    let subject: Pick<FakeRequest, 'kind' | 'title' | 'course' | 'event' | 'external'>;
    const open = [...requests.values()].filter(
      (r) => r.requester.id === RINA.id && isOpenRequest(r.status),
    );
    if (body.kind === 'course') {
      const course = Object.values(COURSES).find((c) => c.id === body.courseId);
      if (!course) return apiError(request, 404, 'not_found', 'notFound', 'course');
      if (open.some((r) => r.course?.id === course.id))
        return apiError(request, 409, 'already_requested', 'trainingAlreadyAsked');
      subject = { ...forCourse(course), event: null, external: null };
    } else if (body.kind === 'event') {
      const found = Object.values(EVENTS).find((e) => e.id === body.eventId);
      if (!found) return apiError(request, 404, 'not_found', 'notFound', 'event');
      if (open.some((r) => r.event?.id === found.id))
        return apiError(request, 409, 'already_requested', 'trainingAlreadyAsked');
      subject = { ...forEvent(found), course: null, external: null };
    } else {
      const external = body.external;
      if (!external) return apiError(request, 400, 'required', 'required', 'external');
      if (external.endsOn < external.startsOn)
        return apiError(request, 400, 'invalid', 'invalid', 'endsOn');
      subject = { ...forExternal(external), course: null, event: null };
    }
    const created: FakeRequest = {
      ...base(++lastId, RINA, supervisor, writtenAt(), body.reason.trim()),
      ...subject,
    };
    requests.set(created.id, created);
    return HttpResponse.json(view(created), { status: 201 });
  }

  async function decide(request: Request, id: unknown) {
    const r = visible(id);
    if (!r) return notFound(request);
    const body = (await request.json()) as TrainingDecision;
    calls.decisions.push({ id: r.id, ...body });
    if (!canDecide(r))
      return apiError(
        request,
        409,
        isOpenRequest(r.status) ? 'not_approver' : 'decided',
        'trainingNotYours',
      );
    const comment = body.comment?.trim() || null;
    if (body.decision === 'reject' && comment === null)
      return apiError(request, 400, 'comment_required', 'required', 'comment');
    const second =
      body.decision === 'approve' && body.secondApproverId !== undefined
        ? APPROVERS.find((a) => a.id === body.secondApproverId)
        : undefined;
    if (body.secondApproverId !== undefined && (!second || r.status !== 'pending'))
      return apiError(request, 400, 'invalid', 'invalid', 'secondApproverId');
    const status = body.decision === 'reject' ? 'rejected' : second ? 'forwarded' : 'approved';
    const now = writtenAt();
    Object.assign(r, {
      status,
      secondApprover: second ? { id: second.id, name: second.name } : r.secondApprover,
      decidedAt: status === 'forwarded' ? null : now,
    });
    r.steps.push(step(status, RINA, now, comment));
    return HttpResponse.json(view(r));
  }

  function cancel(request: Request, id: unknown) {
    const r = visible(id);
    if (!r) return notFound(request);
    calls.cancelled.push(r.id);
    if (r.requester.id !== RINA.id || !isOpenRequest(r.status))
      return apiError(request, 409, 'decided', 'trainingNotYours');
    const now = writtenAt();
    Object.assign(r, { status: 'cancelled', decidedAt: now });
    r.steps.push(step('cancelled', RINA, now));
    return HttpResponse.json(view(r));
  }

  // The catalog's summaries carry no price: only the request does.
  const courses = Object.values(COURSES).map((c) => courseSummary(c.id, c.title));
  const events = Object.values(EVENTS);

  return {
    calls,
    handlers: [
      http.get(mockRoute('/training-requests'), () => HttpResponse.json(list())),
      http.get(mockRoute('/training-requests/approvers'), () =>
        HttpResponse.json({ items: APPROVERS }),
      ),
      http.get(mockRoute('/training-requests/{id}'), ({ request, params }) => {
        const r = visible(params.id);
        return r ? HttpResponse.json(view(r)) : notFound(request);
      }),
      http.post(mockRoute('/training-requests'), async ({ request }) => {
        if (offline) return HttpResponse.error();
        await wait();
        return create(request);
      }),
      http.post(mockRoute('/training-requests/{id}/decision'), async ({ request, params }) => {
        if (offline) return HttpResponse.error();
        await wait();
        return decide(request, params.id);
      }),
      http.post(mockRoute('/training-requests/{id}/cancel'), async ({ request, params }) => {
        if (offline) return HttpResponse.error();
        await wait();
        return cancel(request, params.id);
      }),
      // The catalog as the form searches it: by words of the title, in either language.
      http.get(mockRoute('/courses'), ({ request }) => {
        const q = new URL(request.url).searchParams.get('q')?.toLowerCase() ?? '';
        const items = courses.filter(
          (c) => c.title.id.toLowerCase().includes(q) || c.title.en.toLowerCase().includes(q),
        );
        return HttpResponse.json({
          items,
          page: 1,
          pageSize: 20,
          total: items.length,
          totalPages: 1,
        });
      }),
      http.get(mockRoute('/events'), () =>
        HttpResponse.json({
          items: events,
          page: 1,
          pageSize: 50,
          total: events.length,
          totalPages: 1,
        }),
      ),
    ],
  };
}

/**
 * The API refusing the new request with its own message, whatever the fake would have said:
 * an event that ended while the form was open, a supervisor removed meanwhile.
 */
export const refuseNewRequest = (status: number, code: string, key: MessageKey, field?: string) =>
  http.post(mockRoute('/training-requests'), ({ request }) =>
    apiError(request, status, code, key, field),
  );
