import { http, HttpResponse } from 'msw';
import type {
  AnswerValue,
  DailyCalendarDay,
  DailyQuiz,
  DailyQuizItem,
  DailyQuizToday,
} from '@ajar/api/contract';
import { mockRoute } from '../../../api';

/** The story calendar's today (.storybook/story-clock.ts: Monday 23 November 2026, WIB). */
const TODAY = '2026-11-23';
const NEXT_DAY_AT = '2026-11-23T17:00:00.000Z';
const DAY_MS = 86_400_000;
const dayBefore = (days: number) =>
  new Date(Date.parse(`${TODAY}T00:00:00Z`) - days * DAY_MS).toISOString().slice(0, 10);

const text = (id: string, en: string) => ({ id, en });
const option = (id: string, idText: string, en: string) => ({ id, text: text(idText, en) });
const COURSE = { id: 7, title: text('Teknik Negosiasi Penjualan B2B', 'B2B Sales Negotiation') };
const SAFETY = { id: 3, title: text('Keselamatan Kerja di Gudang', 'Warehouse Safety') };

interface FakeQuestion {
  item: Omit<DailyQuizItem, 'position' | 'answer' | 'feedback'>;
  correct: string[];
  explanation: { id: string; en: string };
}

/** Three of today's questions: a missed one, a review and a new typed answer. */
const QUESTIONS: FakeQuestion[] = [
  {
    item: {
      source: 'missed',
      course: COURSE,
      question: {
        id: 101,
        type: 'single',
        text: text(
          'Klien berkata harga Anda terlalu mahal. Respons awal terbaik adalah ...',
          'A client says your price is too high. The best first response is ...',
        ),
        options: [
          option(
            '1',
            'Menggali pembandingnya dan nilai yang penting bagi mereka',
            'Ask what they compare it with and what they value',
          ),
          option('2', 'Langsung menawarkan diskon 10%', 'Offer a 10% discount straight away'),
          option('3', 'Bertahan pada harga tanpa penjelasan', 'Hold the price without explaining'),
        ],
      },
    },
    correct: ['1'],
    explanation: text(
      'Keberatan harga sering berarti nilai belum terlihat. Pahami pembandingnya sebelum membahas angka.',
      'A price objection often means the value is not yet clear. Learn what they compare with before talking numbers.',
    ),
  },
  {
    item: {
      source: 'review',
      course: SAFETY,
      question: {
        id: 102,
        type: 'single',
        text: text(
          'Bolehkah forklift melintas di jalur pejalan kaki jika klaksonnya dibunyikan?',
          'May a forklift cross the pedestrian lane if it sounds its horn?',
        ),
        options: [
          option('11', 'Boleh, asal klakson dibunyikan', 'Yes, if it sounds its horn'),
          option('12', 'Tidak boleh sama sekali', 'No, never'),
        ],
      },
    },
    correct: ['12'],
    explanation: text(
      'Jalur pejalan kaki tertutup bagi forklift; klakson tidak membuatnya aman.',
      'Pedestrian lanes are closed to forklifts; a horn does not make it safe.',
    ),
  },
  {
    item: {
      source: 'new',
      course: COURSE,
      question: {
        id: 103,
        type: 'shortAnswer',
        text: text(
          'Singkatan untuk alternatif terbaik jika kesepakatan tidak tercapai adalah ...',
          'The acronym for your best alternative if no deal is reached is ...',
        ),
        options: [],
      },
    },
    correct: ['BATNA'],
    explanation: text(
      'BATNA: Best Alternative To a Negotiated Agreement. Ketahui sebelum berunding.',
      'BATNA: Best Alternative To a Negotiated Agreement. Know it before you negotiate.',
    ),
  },
];

const isRight = (q: FakeQuestion, value: AnswerValue) =>
  typeof value === 'string' &&
  q.correct.some((c) => c.toLowerCase() === value.trim().toLowerCase());

/** Thirteen weeks of days: most done, a weekend missed now and then, one day frozen. */
function calendar(): DailyCalendarDay[] {
  const days: DailyCalendarDay[] = [];
  for (let n = 90; n >= 1; n -= 1) {
    if (n % 11 === 3 || n % 17 === 5) continue;
    const day = dayBefore(n);
    days.push(
      n === 40
        ? { day, state: 'frozen', correct: 0, total: 0 }
        : { day, state: 'done', correct: 2 + ((n * 7) % 4), total: 5 },
    );
  }
  return days;
}

/**
 * Each fake quiz has its own id: answers one story's page keeps on the device (and may still be
 * sending) never show up in the next story's quiz.
 */
let lastQuizId = 40;

export type DailyScenario = 'ready' | 'empty' | 'open' | 'done';

/**
 * A stateful fake of the daily quiz's three routes: start, answer (graded, the first answer
 * final, the quiz finished with the last) and today. `offline`: answers never arrive.
 */
export function dailyQuizApi({
  scenario = 'ready',
  offline = false,
}: { scenario?: DailyScenario; offline?: boolean } = {}) {
  const quizId = ++lastQuizId;
  const answers = new Map<number, AnswerValue>();
  let quiz: DailyQuiz | null = null;
  const streak = { current: 6, longest: 12, freezes: 1, doneToday: false };

  function build(): DailyQuiz {
    const items = QUESTIONS.map((q, i): DailyQuizItem => {
      const answer = answers.get(q.item.question.id) ?? null;
      return {
        ...q.item,
        position: i + 1,
        answer,
        feedback:
          answer === null
            ? null
            : {
                questionId: q.item.question.id,
                isCorrect: isRight(q, answer),
                correct: q.correct,
                explanation: q.explanation,
              },
      };
    });
    const done = items.every((i) => i.answer !== null);
    return {
      id: quizId,
      day: TODAY,
      status: done ? 'done' : 'open',
      startedAt: `${TODAY}T02:55:00.000Z`,
      finishedAt: done ? `${TODAY}T02:58:00.000Z` : null,
      items,
      correctCount: items.filter((i) => i.feedback?.isCorrect).length,
      pointsEarned: done ? 5 : null,
    };
  }

  if (scenario === 'open') quiz = build();
  if (scenario === 'done') {
    QUESTIONS.forEach((q, i) => answers.set(q.item.question.id, i === 1 ? '11' : q.correct[0]!));
    quiz = build();
    Object.assign(streak, { current: 7, doneToday: true });
  }

  const today = (): DailyQuizToday => ({
    day: TODAY,
    timeZone: 'Asia/Jakarta',
    nextDayAt: NEXT_DAY_AT,
    quiz,
    available: scenario === 'empty' ? 0 : QUESTIONS.length,
    streak: { ...streak },
    calendar: scenario === 'empty' ? [] : calendar(),
  });

  return {
    handlers: [
      http.get(mockRoute('/daily-quiz/today'), () => HttpResponse.json(today())),
      http.post(mockRoute('/daily-quiz/today'), () => {
        quiz ??= build();
        return HttpResponse.json(quiz, { status: 201 });
      }),
      http.put(mockRoute('/daily-quiz/{id}/answers/{questionId}'), async ({ request, params }) => {
        if (offline) return HttpResponse.error();
        const { value } = (await request.json()) as { value: AnswerValue };
        const id = Number(params.questionId);
        const applied = !answers.has(id);
        if (applied) answers.set(id, value);
        quiz = build();
        if (quiz.status === 'done') Object.assign(streak, { current: 7, doneToday: true });
        return HttpResponse.json({ applied, quiz });
      }),
    ],
  };
}
