import { delay, http, HttpResponse } from 'msw';
import type {
  MemberQuestions,
  NewTeamQuestion,
  QuestionTraining,
  TeamQuestion,
  TeamQuestionList,
} from '@ajar/api/contract';
import type { Language } from '@ajar/api/contract/languages';
import { fieldLabel, formatMessage, type MessageKey } from '@ajar/api/contract/messages';
import {
  hasAnswer,
  isAnswerable,
  TEAM_QUESTION_LIMITS as LIMITS,
} from '@ajar/api/contract/team-question-rules';
import { mockRoute } from '../../../api';

const DAY_MS = 86_400_000;
/** The story calendar's "now" (.storybook/story-clock.ts: 10.00 WIB on 23 November 2026). */
const STORY_NOW = Date.parse('2026-11-23T10:00:00+07:00');
const ago = (days: number) => new Date(STORY_NOW - days * DAY_MS).toISOString();
/** The story's own writes happen at the fixed "now", so screenshots read the same. */
const writtenAt = () => new Date(STORY_NOW).toISOString();

type Person = { id: number; name: string };
/** The story's signed-in member (storyToken's user), who leads Yoga, Putri and Andi. */
export const RINA: Person = { id: 4, name: 'Rina Kusuma' };
export const BUDI: Person = { id: 7, name: 'Budi Santoso' };
export const YOGA: Person = { id: 8, name: 'Yoga Pratama' };
export const PUTRI: Person = { id: 9, name: 'Putri Ramadhani' };
export const ANDI: Person = { id: 10, name: 'Andi Saputra' };
export const STRANGER_ID = 99;

const course = (id: number, idTitle: string, en: string, on: string): QuestionTraining => ({
  kind: 'course',
  id,
  title: { id: idTitle, en },
  completedOn: on,
});
const record = (id: number, title: string, on: string): QuestionTraining => ({
  kind: 'record',
  id,
  title: { id: title, en: title },
  completedOn: on,
});
export const TRAININGS = {
  communication: course(6, 'Komunikasi Efektif', 'Effective Communication', '2026-10-02'),
  consultative: record(21, 'Sertifikasi Penjualan Konsultatif', '2026-10-24'),
  negotiation: course(4, 'Negosiasi B2B', 'B2B Negotiation', '2026-09-15'),
  leadership: course(1, 'Dasar Kepemimpinan', 'Leadership Basics', '2026-08-20'),
} as const;
/** What each of Rina's people completed: Putri nothing yet. */
const COMPLETED: Record<number, QuestionTraining[]> = {
  [YOGA.id]: [TRAININGS.communication, TRAININGS.consultative],
  [PUTRI.id]: [],
  [ANDI.id]: [TRAININGS.leadership],
};
const PEOPLE = [YOGA, PUTRI, ANDI];

export const QUESTION_ID = {
  /** Budi asked Rina; waiting for her answer. */
  forRinaOpen: 1,
  /** Budi asked Rina; she answered, he read it and replied. */
  forRinaRead: 2,
  /** Rina asked Yoga about his certification; he answered, she has not read it. */
  yogaAnswered: 11,
  /** Rina asked Putri; waiting, due in twelve days. */
  putriOpen: 12,
  /** Rina asked Andi about leadership; read and replied. */
  andiRead: 13,
  /** Rina asked Yoga earlier and withdrew it. */
  yogaWithdrawn: 14,
  unknown: 404,
} as const;

type Fake = Omit<TeamQuestion, 'can'>;
const base = (
  id: number,
  asker: Person,
  person: Person,
  prompt: string,
  daysAgo: number,
): Fake => ({
  id,
  status: 'open',
  prompt,
  asker,
  person,
  training: null,
  dueOn: null,
  createdAt: ago(daysAgo),
  answer: null,
  answeredAt: null,
  answerEditedAt: null,
  readAt: null,
  reply: null,
  repliedAt: null,
  withdrawnAt: null,
});

function forRina(): Fake[] {
  return [
    {
      ...base(
        QUESTION_ID.forRinaOpen,
        BUDI,
        RINA,
        'Apa satu hal dari pelatihan Negosiasi B2B yang sudah kamu terapkan?\nCeritakan dengan klien yang mana.',
        1,
      ),
      training: TRAININGS.negotiation,
      dueOn: '2026-12-04',
    },
    {
      ...base(
        QUESTION_ID.forRinaRead,
        BUDI,
        RINA,
        'Bagaimana kamu membagi tugas tim sejak mengikuti Dasar Kepemimpinan?',
        40,
      ),
      training: TRAININGS.leadership,
      status: 'read',
      answer: 'Setiap Senin saya membagi target mingguan per orang dan menuliskannya di papan tim.',
      answeredAt: ago(38),
      readAt: ago(37),
      reply: 'Terima kasih, Rina. Lanjutkan, hasilnya terlihat.',
      repliedAt: ago(37),
    },
  ];
}

function fromRina(): Fake[] {
  return [
    {
      ...base(
        QUESTION_ID.putriOpen,
        RINA,
        PUTRI,
        'Setelah sebulan di tim, kebiasaan kerja apa yang paling membantu kamu melayani pelanggan?',
        2,
      ),
      dueOn: '2026-12-05',
    },
    {
      ...base(
        QUESTION_ID.yogaAnswered,
        RINA,
        YOGA,
        'Apa satu hal dari Sertifikasi Penjualan Konsultatif yang sudah kamu terapkan saat bertemu klien?',
        20,
      ),
      training: TRAININGS.consultative,
      status: 'answered',
      answer:
        'Saya sekarang memulai setiap kunjungan dengan tiga pertanyaan tentang target klien.\nDi PT Sinar Logistik, klien sendiri yang menyebut kebutuhan gudang tambahan.',
      answeredAt: ago(16),
    },
    {
      ...base(
        QUESTION_ID.andiRead,
        RINA,
        ANDI,
        'Apa yang berubah dari caramu memimpin pertemuan tim setelah Dasar Kepemimpinan?',
        60,
      ),
      training: TRAININGS.leadership,
      status: 'read',
      answer: 'Saya menutup setiap pertemuan dengan siapa mengerjakan apa dan kapan.',
      answeredAt: ago(58),
      readAt: ago(57),
      reply: 'Terima kasih, Andi. Bagikan caranya ke Yoga juga.',
      repliedAt: ago(57),
    },
    {
      ...base(
        QUESTION_ID.yogaWithdrawn,
        RINA,
        YOGA,
        'Apa yang kamu pelajari dari Komunikasi Efektif?',
        70,
      ),
      status: 'withdrawn',
      withdrawnAt: ago(69),
    },
  ];
}

export type QuestionScenario =
  /** Rina leads a team: questions from Budi for her, and hers to her team. */
  | 'supervisor'
  /** A member without a team: only the questions asked of her. */
  | 'member'
  /** Rina leads a team but nothing was asked either way. */
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
 * A stateful fake of the follow-up questions' routes as Rina (id 4) meets them: the API's
 * rules (question-access.ts) over the fake's questions. `slow`: each write waits that long.
 */
export function questionsApi({
  scenario = 'supervisor',
  slow = 0,
}: { scenario?: QuestionScenario; slow?: number } = {}) {
  const questions = new Map<number, Fake>();
  const seeded =
    scenario === 'empty' ? [] : [...forRina(), ...(scenario === 'supervisor' ? fromRina() : [])];
  for (const q of seeded) questions.set(q.id, q);
  let lastId = 40;
  const calls = {
    asked: [] as (NewTeamQuestion & { memberId: number })[],
    answers: [] as { id: number; answer: string }[],
    withdrawn: [] as number[],
    read: [] as number[],
    replies: [] as { id: number; reply: string }[],
  };

  const view = (q: Fake): TeamQuestion => {
    const asker = q.asker.id === RINA.id;
    return {
      ...q,
      can: {
        answer: q.person.id === RINA.id && isAnswerable(q.status),
        withdraw: asker && q.status === 'open',
        markRead: asker && q.status === 'answered',
        reply: asker && hasAnswer(q.status) && q.reply === null,
      },
    };
  };
  const newest = (list: Fake[]) => [...list].sort((a, b) => b.createdAt.localeCompare(a.createdAt));
  const all = () => [...questions.values()];
  const list = (): TeamQuestionList => ({
    forMe: newest(all().filter((q) => q.person.id === RINA.id)).map(view),
    fromMe: newest(all().filter((q) => q.asker.id === RINA.id)).map(view),
    hasTeam: scenario !== 'member',
  });
  const member = (id: unknown) =>
    scenario === 'member' ? undefined : PEOPLE.find((p) => p.id === Number(id));
  const memberView = (person: Person): MemberQuestions => ({
    member: person,
    items: newest(all().filter((q) => q.asker.id === RINA.id && q.person.id === person.id)).map(
      view,
    ),
    trainings: COMPLETED[person.id] ?? [],
  });
  const visible = (id: unknown) => {
    const q = questions.get(Number(id));
    return q && (q.asker.id === RINA.id || q.person.id === RINA.id) ? q : undefined;
  };
  const notFound = (request: Request, field = 'question') =>
    apiError(request, 404, 'not_found', 'notFound', field);
  const wait = async () => {
    if (slow) await delay(slow);
  };
  const tooShort = (request: Request, field: string, n: number) =>
    apiError(request, 400, 'too_short', 'tooShort', field, { n });

  async function ask(request: Request, id: unknown) {
    const person = member(id);
    if (!person) return notFound(request, 'member');
    const body = (await request.json()) as NewTeamQuestion;
    calls.asked.push({ ...body, memberId: person.id });
    const prompt = body.prompt.trim();
    if (prompt.length < LIMITS.promptMin) return tooShort(request, 'prompt', LIMITS.promptMin);
    const training =
      (COMPLETED[person.id] ?? []).find(
        (t) =>
          (t.kind === 'course' && t.id === body.courseId) ||
          (t.kind === 'record' && t.id === body.recordId),
      ) ?? null;
    const created: Fake = {
      ...base(++lastId, RINA, person, prompt, 0),
      createdAt: writtenAt(),
      training,
      dueOn: body.dueOn ?? null,
    };
    questions.set(created.id, created);
    return HttpResponse.json(view(created), { status: 201 });
  }

  async function answer(request: Request, id: unknown) {
    const q = visible(id);
    if (!q) return notFound(request);
    const body = (await request.json()) as { answer: string };
    calls.answers.push({ id: q.id, answer: body.answer });
    if (q.person.id !== RINA.id) return apiError(request, 403, 'forbidden', 'forbidden');
    if (!isAnswerable(q.status)) return apiError(request, 409, 'question_closed', 'questionClosed');
    const text = body.answer.trim();
    if (text.length < LIMITS.answerMin) return tooShort(request, 'answer', LIMITS.answerMin);
    const first = q.status === 'open';
    Object.assign(q, {
      status: 'answered',
      answer: text,
      ...(first ? { answeredAt: writtenAt() } : { answerEditedAt: writtenAt() }),
    });
    return HttpResponse.json(view(q));
  }

  /** The supervisor's changes: refused to anyone else, and in the wrong state. */
  function bySupervisor(request: Request, id: unknown, change: (q: Fake) => Response | undefined) {
    const q = visible(id);
    if (!q) return notFound(request);
    if (q.asker.id !== RINA.id) return apiError(request, 403, 'forbidden', 'forbidden');
    return change(q) ?? HttpResponse.json(view(q));
  }

  return {
    calls,
    handlers: [
      http.get(mockRoute('/team-questions'), () => HttpResponse.json(list())),
      http.get(mockRoute('/team-questions/members/{id}/questions'), ({ request, params }) => {
        const person = member(params.id);
        return person ? HttpResponse.json(memberView(person)) : notFound(request, 'member');
      }),
      http.post(
        mockRoute('/team-questions/members/{id}/questions'),
        async ({ request, params }) => {
          await wait();
          return ask(request, params.id);
        },
      ),
      http.get(mockRoute('/team-questions/{id}'), ({ request, params }) => {
        const q = visible(params.id);
        return q ? HttpResponse.json(view(q)) : notFound(request);
      }),
      http.put(mockRoute('/team-questions/{id}/answer'), async ({ request, params }) => {
        await wait();
        return answer(request, params.id);
      }),
      http.post(mockRoute('/team-questions/{id}/withdraw'), async ({ request, params }) => {
        await wait();
        return bySupervisor(request, params.id, (q) => {
          calls.withdrawn.push(q.id);
          if (q.status !== 'open') return apiError(request, 409, 'not_open', 'questionNotOpen');
          Object.assign(q, { status: 'withdrawn', withdrawnAt: writtenAt() });
        });
      }),
      http.post(mockRoute('/team-questions/{id}/read'), async ({ request, params }) => {
        await wait();
        return bySupervisor(request, params.id, (q) => {
          calls.read.push(q.id);
          if (!hasAnswer(q.status))
            return apiError(request, 409, 'not_answered', 'questionNotAnswered');
          if (q.status === 'answered') Object.assign(q, { status: 'read', readAt: writtenAt() });
        });
      }),
      http.post(mockRoute('/team-questions/{id}/reply'), async ({ request, params }) => {
        await wait();
        const body = (await request.json()) as { reply: string };
        return bySupervisor(request, params.id, (q) => {
          calls.replies.push({ id: q.id, reply: body.reply });
          if (q.reply !== null) return apiError(request, 409, 'already_replied', 'questionReplied');
          if (!hasAnswer(q.status))
            return apiError(request, 409, 'not_answered', 'questionNotAnswered');
          Object.assign(q, {
            status: 'read',
            readAt: q.readAt ?? writtenAt(),
            reply: body.reply.trim(),
            repliedAt: writtenAt(),
          });
        });
      }),
    ],
  };
}
