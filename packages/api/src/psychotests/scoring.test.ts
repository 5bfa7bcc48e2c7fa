import { describe, expect, it } from 'vitest';
import {
  BIG_FIVE,
  BIG_FIVE_DOMAIN_INFO,
  BIG_FIVE_DOMAINS,
  BIG_FIVE_ITEMS,
  type BigFiveDomain,
} from './instruments/ipip-bfm-50';
import { RIASEC, RIASEC_ITEMS, RIASEC_ORDER, RIASEC_TYPE_INFO } from './instruments/riasec-markers';
import {
  AnswerSetError,
  BAND_CUT_POINTS,
  answersInOrder,
  bandFor,
  qualityFlags,
  scoreBigFive,
  scoreRiasec,
} from './scoring';
import type { LocalizedText } from './types';

const bigFive = (answer: (n: number) => number) =>
  new Map(BIG_FIVE_ITEMS.map((i) => [i.n, answer(i.n)]));
const keyOf = (n: number) => BIG_FIVE_ITEMS.find((i) => i.n === n)?.key;
const itemsOf = (domain: BigFiveDomain) => BIG_FIVE_ITEMS.filter((i) => i.domain === domain);

describe('scoreBigFive', () => {
  it('reverse-keys items as 6 − x: all 5s give 5 per + item and 1 per − item', () => {
    // With IPIP's key (+/− per domain: E 5/5, A 6/4, C 6/4, ES 2/8, I 7/3) one flipped key
    // moves a domain by 4, so every sum below pins the key of every item.
    const { domains } = scoreBigFive(bigFive(() => 5));
    expect(domains.extraversion.raw).toBe(30);
    expect(domains.agreeableness.raw).toBe(34);
    expect(domains.conscientiousness.raw).toBe(34);
    expect(domains.emotionalStability.raw).toBe(18);
    expect(domains.intellect.raw).toBe(38);
  });

  it('answering every statement in the keyed direction gives 50 everywhere; against it, 10', () => {
    const up = scoreBigFive(bigFive((n) => (keyOf(n) === 1 ? 5 : 1)));
    const down = scoreBigFive(bigFive((n) => (keyOf(n) === 1 ? 1 : 5)));
    for (const domain of BIG_FIVE_DOMAINS) {
      expect(up.domains[domain]).toEqual({ raw: 50, mean: 5, band: 'high', items: 10 });
      expect(down.domains[domain]).toEqual({ raw: 10, mean: 1, band: 'low', items: 10 });
    }
  });

  it('sums one domain by hand and leaves the others alone', () => {
    // Extraversion is items 1, 6, …, 46; IPIP keys the odd positions +, the even ones −.
    const given = [5, 1, 4, 2, 5, 1, 4, 2, 5, 1];
    const answers = bigFive(() => 3);
    itemsOf('extraversion').forEach((item, i) => answers.set(item.n, given[i] ?? 3));
    const { domains } = scoreBigFive(answers);
    // keyed: 5, 5, 4, 4, 5, 5, 4, 4, 5, 5
    expect(domains.extraversion).toEqual({ raw: 46, mean: 4.6, band: 'high', items: 10 });
    expect(domains.agreeableness).toEqual({ raw: 30, mean: 3, band: 'middle', items: 10 });
  });

  it('one reverse-keyed answer moves its own domain only, the right way', () => {
    const answers = bigFive(() => 3);
    answers.set(2, 1); // "Feel little concern for others." (A, −): 1 counts as 5
    answers.set(9, 1); // "Am relaxed most of the time." (ES, +): 1 counts as 1
    const { domains } = scoreBigFive(answers);
    expect(domains.agreeableness.raw).toBe(32);
    expect(domains.emotionalStability.raw).toBe(28);
    expect(domains.extraversion.raw).toBe(30);
  });

  it('puts the band edges at item means 2.6 and 3.4, both in the middle', () => {
    expect(BAND_CUT_POINTS).toEqual({ lowBelow: 2.6, highAbove: 3.4 });
    const withExtraversion = (raw: number) => {
      // Start at 30 and move the five + items by one point each, as far as needed.
      const answers = bigFive(() => 3);
      const plus = itemsOf('extraversion').filter((i) => i.key === 1);
      const step = raw > 30 ? 1 : -1;
      plus.slice(0, Math.abs(raw - 30)).forEach((i) => answers.set(i.n, 3 + step));
      return scoreBigFive(answers).domains.extraversion;
    };
    expect(withExtraversion(25)).toMatchObject({ raw: 25, band: 'low' });
    expect(withExtraversion(26)).toMatchObject({ raw: 26, mean: 2.6, band: 'middle' });
    expect(withExtraversion(34)).toMatchObject({ raw: 34, mean: 3.4, band: 'middle' });
    expect(withExtraversion(35)).toMatchObject({ raw: 35, band: 'high' });
    // The same edges for the eight-item RIASEC scales: 20.8 and 27.2.
    expect([20, 21, 27, 28].map((sum) => bandFor(sum, 8))).toEqual([
      'low',
      'middle',
      'middle',
      'high',
    ]);
  });

  it('names the instrument and version it scored with', () => {
    const score = scoreBigFive(bigFive(() => 3));
    expect(score.instrument).toBe('big-five');
    expect(score.version).toBe(BIG_FIVE.version);
  });

  it('refuses an incomplete, invalid or foreign answer set, naming the items', () => {
    const missing = bigFive(() => 3);
    missing.delete(50);
    missing.delete(7);
    expect(() => scoreBigFive(missing)).toThrow(AnswerSetError);
    try {
      scoreBigFive(missing);
    } catch (error) {
      expect(error).toMatchObject({ missing: [7, 50], invalid: [], unknown: [] });
    }
    const invalid = bigFive(() => 3);
    invalid.set(1, 0);
    invalid.set(2, 6);
    invalid.set(3, 2.5);
    invalid.set(51, 3);
    try {
      scoreBigFive(invalid);
      expect.unreachable();
    } catch (error) {
      expect(error).toMatchObject({ missing: [], invalid: [1, 2, 3], unknown: [51] });
    }
  });
});

/** Answers every item of a type with that type's value. */
const riasec = (byType: Record<string, number>) =>
  new Map(RIASEC_ITEMS.map((i) => [i.n, byType[i.type] ?? 3]));

describe('scoreRiasec', () => {
  it('sums eight items per type and takes the top three as the code', () => {
    const score = scoreRiasec(riasec({ R: 1, I: 2, A: 5, S: 4, E: 3, C: 2 }));
    expect(RIASEC_ORDER.map((t) => score.types[t].raw)).toEqual([8, 16, 40, 32, 24, 16]);
    expect(score.types.A).toEqual({ raw: 40, mean: 5, band: 'high', items: 8 });
    expect(score.code).toBe('ASE');
    expect(score.ranking).toEqual(['A', 'S', 'E', 'I', 'C', 'R']);
    expect(score.ties).toEqual([]);
    expect(score.codeIsTied).toBe(false);
  });

  it('adds single answers to their own type', () => {
    const answers = riasec({});
    const firstC = RIASEC_ITEMS.find((i) => i.type === 'C');
    answers.set(firstC?.n ?? 0, 5);
    const score = scoreRiasec(answers);
    expect(score.types.C.raw).toBe(26);
    expect(score.types.R.raw).toBe(24);
    expect(score.code).toBe('CRI');
  });

  it('breaks ties in R-I-A-S-E-C order and reports them as ties', () => {
    const score = scoreRiasec(riasec({ R: 2, I: 2, A: 1, S: 5, E: 5, C: 3 }));
    expect(score.ranking).toEqual(['S', 'E', 'C', 'R', 'I', 'A']);
    expect(score.code).toBe('SEC');
    expect(score.ties).toEqual([['S', 'E']]);
    expect(score.codeIsTied).toBe(false);
  });

  it('says when the third letter could as well be another type', () => {
    const score = scoreRiasec(riasec({ R: 5, I: 1, A: 3, S: 3, E: 3, C: 1 }));
    expect(score.code).toBe('RAS');
    expect(score.ties).toEqual([['A', 'S', 'E']]);
    expect(score.codeIsTied).toBe(true);
    const flat = scoreRiasec(riasec({}));
    expect(flat.code).toBe('RIA');
    expect(flat.ties).toEqual([['R', 'I', 'A', 'S', 'E', 'C']]);
    expect(flat.codeIsTied).toBe(true);
  });

  it('refuses an incomplete answer set', () => {
    const answers = riasec({});
    answers.delete(48);
    expect(() => scoreRiasec(answers)).toThrow(AnswerSetError);
  });
});

describe('qualityFlags', () => {
  const run = (length: number, value = 4) => Array.from({ length }, () => value);

  it('flags ten or more identical answers in a row, with where the run starts', () => {
    expect(qualityFlags([1, 2, ...run(10), 2])).toEqual([
      { code: 'sameResponseRun', value: 4, length: 10, from: 3 },
    ]);
    expect(qualityFlags([...run(12, 3), 1])).toEqual([
      { code: 'sameResponseRun', value: 3, length: 12, from: 1 },
    ]);
    expect(qualityFlags([1, ...run(9), 1, ...run(9)])).toEqual([]);
  });

  it('lets a gap end a run', () => {
    expect(qualityFlags([...run(5), null, ...run(5)])).toEqual([]);
  });

  it('flags fewer than 90% answered', () => {
    const answered45 = [...[1, 2, 3, 4, 5].flatMap((v) => run(9, v)), ...run(5, 0)];
    expect(answered45).toHaveLength(50);
    expect(qualityFlags(answered45)).toEqual([]);
    const answered44 = [...answered45.slice(0, 44), ...Array(6).fill(undefined)];
    expect(qualityFlags(answered44)).toEqual([{ code: 'tooFewAnswered', answered: 44, total: 50 }]);
  });

  it('reads answers in the order the items are shown', () => {
    const answers = bigFive((n) => (n <= 10 ? 5 : (n % 5) + 1));
    expect(qualityFlags(answersInOrder(BIG_FIVE_ITEMS, answers))).toEqual([
      { code: 'sameResponseRun', value: 5, length: 10, from: 1 },
    ]);
  });
});

const filled = (text: LocalizedText) => text.id.trim() !== '' && text.en.trim() !== '';

describe('IPIP-BFM-50 data', () => {
  it('has 50 items numbered 1..50, ten per domain, in IPIP order', () => {
    expect(BIG_FIVE_ITEMS).toHaveLength(50);
    expect(BIG_FIVE_ITEMS.map((i) => i.n)).toEqual(Array.from({ length: 50 }, (_, k) => k + 1));
    for (const domain of BIG_FIVE_DOMAINS) expect(itemsOf(domain)).toHaveLength(10);
    // IPIP's administration order cycles E, A, C, ES, I.
    for (const i of BIG_FIVE_ITEMS) expect(i.domain).toBe(BIG_FIVE_DOMAINS[(i.n - 1) % 5]);
  });

  it('keys items as IPIP publishes them', () => {
    // https://ipip.ori.org/newBigFive5broadKey.htm (10-item scales), with Factor IV scored as
    // Emotional Stability: reverse-keyed items per domain E 5, A 4, C 4, ES 8, I 3 (24 of 50).
    const reversed = Object.fromEntries(
      BIG_FIVE_DOMAINS.map((d) => [d, itemsOf(d).filter((i) => i.key === -1).length]),
    );
    expect(reversed).toEqual({
      extraversion: 5,
      agreeableness: 4,
      conscientiousness: 4,
      emotionalStability: 8,
      intellect: 3,
    });
    expect(BIG_FIVE_ITEMS.filter((i) => i.key === -1).map((i) => i.n)).toEqual([
      2, 4, 6, 8, 10, 12, 14, 16, 18, 20, 22, 24, 26, 28, 29, 30, 32, 34, 36, 38, 39, 44, 46, 49,
    ]);
  });

  it('has text in both languages for every item, label and reading', () => {
    for (const i of BIG_FIVE_ITEMS) expect(filled(i.text), `item ${i.n}`).toBe(true);
    expect(BIG_FIVE.scale).toHaveLength(5);
    for (const label of BIG_FIVE.scale) expect(filled(label)).toBe(true);
    for (const domain of BIG_FIVE_DOMAINS) {
      const { name, readings } = BIG_FIVE_DOMAIN_INFO[domain];
      expect(filled(name)).toBe(true);
      for (const reading of Object.values(readings)) expect(filled(reading)).toBe(true);
    }
  });
});

describe('RIASEC markers data', () => {
  it('has 48 items numbered 1..48, eight per type, each source code once', () => {
    expect(RIASEC_ITEMS).toHaveLength(48);
    expect(RIASEC_ITEMS.map((i) => i.n)).toEqual(Array.from({ length: 48 }, (_, k) => k + 1));
    for (const type of RIASEC_ORDER) {
      const ofType = RIASEC_ITEMS.filter((i) => i.type === type);
      expect(ofType.map((i) => i.source)).toEqual(
        Array.from({ length: 8 }, (_, k) => `${type}${k + 1}`),
      );
    }
    // Shown interleaved, R I A S E C R …
    expect(RIASEC_ITEMS.slice(0, 7).map((i) => i.type)).toEqual([
      'R',
      'I',
      'A',
      'S',
      'E',
      'C',
      'R',
    ]);
  });

  it('has text in both languages for every item, label and reading', () => {
    for (const i of RIASEC_ITEMS) expect(filled(i.text), `item ${i.n}`).toBe(true);
    expect(RIASEC.scale).toHaveLength(5);
    for (const label of RIASEC.scale) expect(filled(label)).toBe(true);
    for (const type of RIASEC_ORDER) {
      const { name, about, readings } = RIASEC_TYPE_INFO[type];
      expect(filled(name) && filled(about)).toBe(true);
      for (const reading of Object.values(readings)) expect(filled(reading)).toBe(true);
    }
  });
});

describe('the readings stay out of clinical language', () => {
  // Self-reflection, not a psychological examination: no diagnosis words in either language.
  const CLINICAL =
    /\b(depresi|gangguan|diagnosis|klinis|neurotik|cemas berlebihan|patologis|depress\w*|disorder|diagnos\w*|clinical|neurotic\w*|patholog\w*|anxiety)\b/i;
  const texts = [
    BIG_FIVE.title,
    BIG_FIVE.description,
    RIASEC.title,
    RIASEC.description,
    ...BIG_FIVE_DOMAINS.flatMap((d) => Object.values(BIG_FIVE_DOMAIN_INFO[d].readings)),
    ...RIASEC_ORDER.flatMap((t) => Object.values(RIASEC_TYPE_INFO[t].readings)),
  ];

  it('uses none of the diagnosis words', () => {
    for (const text of texts) {
      expect(text.id).not.toMatch(CLINICAL);
      expect(text.en).not.toMatch(CLINICAL);
    }
  });
});
