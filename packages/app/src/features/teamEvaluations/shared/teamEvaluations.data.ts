import type { QuestionTraining } from '@ajar/api/contract';
import { FORMS, text, type Form } from './teamEvaluations.forms';

export * from './teamEvaluations.forms';

const DAY_MS = 86_400_000;
/** The story calendar's "now" (.storybook/story-clock.ts: 10.00 WIB on 23 November 2026). */
export const STORY_NOW = Date.parse('2026-11-23T10:00:00+07:00');
export const ago = (days: number) => new Date(STORY_NOW - days * DAY_MS).toISOString();

export type Person = { id: number; name: string };
/** The story's signed-in member (storyToken's user), who leads Yoga, Putri and Andi. */
export const RINA: Person = { id: 4, name: 'Rina Kusuma' };
/** Yoga's supervisor before Rina: his oldest evaluation is Budi's. */
export const BUDI: Person = { id: 7, name: 'Budi Santoso' };
export const YOGA: Person = { id: 8, name: 'Yoga Pratama' };
export const PUTRI: Person = { id: 9, name: 'Putri Ramadhani' };
export const ANDI: Person = { id: 10, name: 'Andi Saputra' };
export const PEOPLE = [YOGA, PUTRI, ANDI];
export const STRANGER_ID = 99;

const course = (id: number, idTitle: string, en: string, on: string): QuestionTraining => ({
  kind: 'course',
  id,
  title: text(idTitle, en),
  completedOn: on,
});
export const TRAININGS = {
  consultative: {
    kind: 'record',
    id: 21,
    title: text('Sertifikasi Penjualan Konsultatif', 'Sertifikasi Penjualan Konsultatif'),
    completedOn: '2026-10-24',
  },
  communication: course(6, 'Komunikasi Efektif', 'Effective Communication', '2026-10-02'),
  service: course(5, 'Layanan Pelanggan Prima', 'Excellent Customer Service', '2026-09-30'),
  leadership: course(1, 'Dasar Kepemimpinan', 'Leadership Basics', '2026-08-20'),
  negotiation: course(4, 'Negosiasi B2B', 'B2B Negotiation', '2026-06-15'),
  excel: course(2, 'Excel untuk Laporan Penjualan', 'Excel for Sales Reports', '2026-03-10'),
} as const satisfies Record<string, QuestionTraining>;
/** What each of Rina's people completed, newest first: Putri nothing yet. */
export const COMPLETED: Record<number, readonly QuestionTraining[]> = {
  [YOGA.id]: [
    TRAININGS.consultative,
    TRAININGS.communication,
    TRAININGS.negotiation,
    TRAININGS.excel,
  ],
  [PUTRI.id]: [],
  [ANDI.id]: [TRAININGS.service, TRAININGS.leadership],
};

/** An evaluation as the fake stores it: ratings by statement id. */
export interface Stored {
  id: number;
  form: Form;
  member: Person;
  evaluator: Person;
  training: QuestionTraining;
  ratings: Record<string, number>;
  comment: string | null;
  createdAt: string;
}

export const EVALUATION_ID = {
  /** Yoga's first, by Budi: 45. */
  yogaExcel: 101,
  /** Yoga's second, by Rina, with a comment: 60, up. */
  yogaNegotiation: 102,
  /** Yoga's latest, on the leadership form: 50, down. */
  yogaCommunication: 103,
  /** Andi's two: 75 each, so the second is steady. */
  andiLeadership: 111,
  andiService: 112,
  unknown: 404,
} as const;

const rate = (form: Form, points: number[]) =>
  Object.fromEntries(form.statements.map((s, i) => [String(s.id), points[i] ?? 3]));

export const seeded = (): Stored[] => [
  {
    id: EVALUATION_ID.yogaExcel,
    form: FORMS.behaviour,
    member: YOGA,
    evaluator: BUDI,
    training: TRAININGS.excel,
    ratings: rate(FORMS.behaviour, [3, 3, 2, 3]),
    comment: null,
    createdAt: ago(200),
  },
  {
    id: EVALUATION_ID.yogaNegotiation,
    form: FORMS.behaviour,
    member: YOGA,
    evaluator: RINA,
    training: TRAININGS.negotiation,
    ratings: rate(FORMS.behaviour, [4, 3, 4, 3]),
    comment:
      'Yoga sekarang menyiapkan batas harga sebelum bertemu klien.\nDua kontrak baru ditutup tanpa diskon tambahan.',
    createdAt: ago(110),
  },
  {
    id: EVALUATION_ID.yogaCommunication,
    form: FORMS.leadership,
    member: YOGA,
    evaluator: RINA,
    training: TRAININGS.communication,
    ratings: rate(FORMS.leadership, [3, 3, 3]),
    comment: '<b>Belum</b> terlihat di rapat mingguan.',
    createdAt: ago(30),
  },
  {
    id: EVALUATION_ID.andiLeadership,
    form: FORMS.leadership,
    member: ANDI,
    evaluator: RINA,
    training: TRAININGS.leadership,
    ratings: rate(FORMS.leadership, [4, 4, 4]),
    comment: null,
    createdAt: ago(60),
  },
  {
    id: EVALUATION_ID.andiService,
    form: FORMS.behaviour,
    member: ANDI,
    evaluator: RINA,
    training: TRAININGS.service,
    ratings: rate(FORMS.behaviour, [4, 4, 4, 4]),
    comment: null,
    createdAt: ago(20),
  },
];
