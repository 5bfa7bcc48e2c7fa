import {
  BIG_FIVE,
  BIG_FIVE_DOMAINS,
  BIG_FIVE_ITEMS,
  type BigFiveDomain,
} from './instruments/ipip-bfm-50';
import { RIASEC, RIASEC_ITEMS, RIASEC_ORDER, type RiasecType } from './instruments/riasec-markers';
import type { Answers, Band } from './types';

/**
 * Band cut points on the item mean (1..5), kept in tenths so a sum that lands exactly on a
 * cut (26 or 34 over ten items) is compared in integers, never through floating point.
 *
 * There is no Indonesian norm table, so no T-scores or percentiles: a band says how the
 * person described themselves on the scale's own words, not where they stand among others.
 * 3 is the scale's neutral point. The middle band, 2.6 to 3.4 inclusive, is the neutral
 * point ± 0.4, about one standard error of measurement for a ten-item scale with α ≈ .8
 * and an item-mean spread of about 0.7 (an assumed, typical spread, not a measured one): a
 * mean is read as low or high only when it leans clearly towards "not like me" or "like me".
 */
const LOW_BELOW_TENTHS = 26;
const HIGH_ABOVE_TENTHS = 34;

export const BAND_CUT_POINTS = {
  lowBelow: LOW_BELOW_TENTHS / 10,
  highAbove: HIGH_ABOVE_TENTHS / 10,
} as const;

export function bandFor(sum: number, itemCount: number): Band {
  if (sum * 10 < LOW_BELOW_TENTHS * itemCount) return 'low';
  if (sum * 10 > HIGH_ABOVE_TENTHS * itemCount) return 'high';
  return 'middle';
}

export interface ScaleScore {
  /** Sum of the keyed answers: 10–50 for a Big Five domain, 8–40 for a RIASEC type. */
  raw: number;
  /** raw / items, 1–5: comparable across scales of different lengths. */
  mean: number;
  band: Band;
  items: number;
}

const scaleScore = (raw: number, items: number): ScaleScore => ({
  raw,
  mean: raw / items,
  band: bandFor(raw, items),
  items,
});

/**
 * An answer set that cannot be scored. Scoring never guesses: with ten items a domain and no
 * norms, a prorated mean would hide how little it rests on, so the questionnaire asks for
 * every item and the caller answers this with a request to finish (or a 422).
 */
export class AnswerSetError extends Error {
  constructor(
    readonly instrument: string,
    /** Items with no answer. */
    readonly missing: readonly number[],
    /** Items whose answer is not a whole number 1..5. */
    readonly invalid: readonly number[],
    /** Answer keys that are no item of this instrument. */
    readonly unknown: readonly number[],
  ) {
    super(
      `${instrument}: cannot score (missing ${missing.length}, invalid ${invalid.length}, unknown ${unknown.length})`,
    );
    this.name = 'AnswerSetError';
  }
}

const isLikert = (value: unknown): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= 5;

/** Throws AnswerSetError unless every item has a 1..5 answer and nothing else is there. */
function requireComplete(
  instrument: string,
  items: readonly { n: number }[],
  answers: Answers,
): void {
  const numbers = new Set(items.map((i) => i.n));
  const missing: number[] = [];
  const invalid: number[] = [];
  for (const n of numbers) {
    if (!answers.has(n)) missing.push(n);
    else if (!isLikert(answers.get(n))) invalid.push(n);
  }
  const unknown = [...answers.keys()].filter((n) => !numbers.has(n)).sort((a, b) => a - b);
  if (missing.length + invalid.length + unknown.length > 0) {
    throw new AnswerSetError(instrument, missing, invalid, unknown);
  }
}

/** The answer after keying: reverse-keyed items count 6 − x, so 5 always means "more". */
export const keyed = (answer: number, key: 1 | -1) => (key === 1 ? answer : 6 - answer);

export interface BigFiveScore {
  instrument: typeof BIG_FIVE.id;
  version: string;
  domains: Record<BigFiveDomain, ScaleScore>;
}

/** Scores a complete IPIP-BFM-50 answer set; throws AnswerSetError otherwise. */
export function scoreBigFive(answers: Answers): BigFiveScore {
  requireComplete(BIG_FIVE.id, BIG_FIVE_ITEMS, answers);
  const sums = new Map<BigFiveDomain, { raw: number; items: number }>();
  for (const item of BIG_FIVE_ITEMS) {
    const sum = sums.get(item.domain) ?? { raw: 0, items: 0 };
    sum.raw += keyed(answers.get(item.n) as number, item.key);
    sum.items += 1;
    sums.set(item.domain, sum);
  }
  const domains = Object.fromEntries(
    BIG_FIVE_DOMAINS.map((domain) => {
      const { raw, items } = sums.get(domain) ?? { raw: 0, items: 0 };
      return [domain, scaleScore(raw, items)];
    }),
  ) as Record<BigFiveDomain, ScaleScore>;
  return { instrument: BIG_FIVE.id, version: BIG_FIVE.version, domains };
}

export interface RiasecScore {
  instrument: typeof RIASEC.id;
  version: string;
  types: Record<RiasecType, ScaleScore>;
  /** All six, highest sum first; equal sums keep R-I-A-S-E-C order. */
  ranking: readonly RiasecType[];
  /** The first three of the ranking, e.g. "SAE". */
  code: string;
  /**
   * Groups of types with equal sums that reach into the code (each group in R-I-A-S-E-C
   * order). Shown so a tie reads as a tie, not as an order the person gave.
   */
  ties: readonly (readonly RiasecType[])[];
  /**
   * The third letter shares its sum with a type left out: another code is just as right,
   * and the screen should say so instead of showing one code as the answer.
   */
  codeIsTied: boolean;
}

const CODE_LENGTH = 3;

/** Scores a complete RIASEC answer set; throws AnswerSetError otherwise. */
export function scoreRiasec(answers: Answers): RiasecScore {
  requireComplete(RIASEC.id, RIASEC_ITEMS, answers);
  const raw = new Map<RiasecType, number>(RIASEC_ORDER.map((t) => [t, 0]));
  const count = new Map<RiasecType, number>(RIASEC_ORDER.map((t) => [t, 0]));
  for (const item of RIASEC_ITEMS) {
    raw.set(item.type, (raw.get(item.type) ?? 0) + keyed(answers.get(item.n) as number, item.key));
    count.set(item.type, (count.get(item.type) ?? 0) + 1);
  }
  const sumOf = (t: RiasecType) => raw.get(t) ?? 0;
  // Array sort is stable, so equal sums stay in hexagon order.
  const ranking = [...RIASEC_ORDER].sort((a, b) => sumOf(b) - sumOf(a));
  const groups = new Map<number, RiasecType[]>();
  for (const t of ranking) groups.set(sumOf(t), [...(groups.get(sumOf(t)) ?? []), t]);
  const inCode = new Set(ranking.slice(0, CODE_LENGTH));
  const ties = [...groups.values()].filter((g) => g.length > 1 && g.some((t) => inCode.has(t)));
  const third = ranking[CODE_LENGTH - 1];
  const fourth = ranking[CODE_LENGTH];
  const types = Object.fromEntries(
    RIASEC_ORDER.map((t) => [t, scaleScore(sumOf(t), count.get(t) ?? 0)]),
  ) as Record<RiasecType, ScaleScore>;
  return {
    instrument: RIASEC.id,
    version: RIASEC.version,
    types,
    ranking,
    code: ranking.slice(0, CODE_LENGTH).join(''),
    ties,
    codeIsTied: third !== undefined && fourth !== undefined && sumOf(third) === sumOf(fourth),
  };
}

/**
 * Limits for the quality flags. Ten identical answers in a row: in the Big Five order every
 * ten consecutive items hold a + and a − keyed item of each domain, so such a run answers
 * opposite statements alike; in the RIASEC order it spans all six types. Below 90% answered
 * a ten-item domain could rest on eight items or fewer.
 */
export const QUALITY_LIMITS = { sameResponseRun: 10, minAnsweredShare: 0.9 } as const;

export type QualityFlag =
  /** `from` is the 1-based position in presentation order where the run starts. */
  | { code: 'sameResponseRun'; value: number; length: number; from: number }
  | { code: 'tooFewAnswered'; answered: number; total: number };

/**
 * Cautions to show beside a result (or before sending): they never change a score and never
 * say the person answered wrongly. `inOrder` is one entry per item in the order shown, with
 * null or undefined for an unanswered item; a gap ends a run.
 */
export function qualityFlags(inOrder: readonly (number | null | undefined)[]): QualityFlag[] {
  const flags: QualityFlag[] = [];
  let runValue: number | undefined;
  let runStart = 0;
  let runLength = 0;
  const closeRun = () => {
    if (runValue !== undefined && runLength >= QUALITY_LIMITS.sameResponseRun) {
      flags.push({
        code: 'sameResponseRun',
        value: runValue,
        length: runLength,
        from: runStart + 1,
      });
    }
  };
  inOrder.forEach((answer, index) => {
    const value = isLikert(answer) ? answer : undefined;
    if (value !== undefined && value === runValue) {
      runLength += 1;
      return;
    }
    closeRun();
    runValue = value;
    runStart = index;
    runLength = value === undefined ? 0 : 1;
  });
  closeRun();
  const answered = inOrder.filter(isLikert).length;
  const total = inOrder.length;
  // Compared in tenths: 0.9 × total in floating point can land a hair off a whole number.
  if (total > 0 && answered * 10 < QUALITY_LIMITS.minAnsweredShare * 10 * total) {
    flags.push({ code: 'tooFewAnswered', answered, total });
  }
  return flags;
}

/** The answers in presentation order (item number order), for `qualityFlags`. */
export const answersInOrder = (items: readonly { n: number }[], answers: Answers) =>
  [...items].sort((a, b) => a.n - b.n).map((item) => answers.get(item.n));
