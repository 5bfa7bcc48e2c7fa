import type { LocalizedText } from '../contract/common';
import type { PsychotestId } from '../contract/psychotest-rules';
import type { PsychotestResult, PsychotestScale } from '../contract/psychotests';
import {
  BIG_FIVE,
  BIG_FIVE_DOMAIN_INFO,
  BIG_FIVE_DOMAINS,
  BIG_FIVE_ITEMS,
} from './instruments/ipip-bfm-50';
import { RIASEC, RIASEC_ITEMS, RIASEC_ORDER, RIASEC_TYPE_INFO } from './instruments/riasec-markers';
import {
  answersInOrder,
  qualityFlags,
  scoreBigFive,
  scoreRiasec,
  type ScaleScore,
} from './scoring';
import type { Answers, InstrumentMeta } from './types';

/**
 * Each instrument as the service needs it: its text, its items, how long it takes, and its
 * scoring turned into the contract's result with the readings of each band.
 */
export interface Instrument {
  meta: InstrumentMeta<PsychotestId>;
  items: readonly { n: number; text: LocalizedText }[];
  /** About twelve statements a minute, read and answered. */
  minutes: number;
  score(answers: Answers): PsychotestResult;
  /** The result in a few words, for the history. */
  headline(result: PsychotestResult): LocalizedText;
}

const scale = (
  key: string,
  name: LocalizedText,
  score: ScaleScore,
  readings: Record<ScaleScore['band'], LocalizedText>,
): PsychotestScale => ({
  key,
  name,
  raw: score.raw,
  min: score.items,
  max: score.items * 5,
  mean: Math.round(score.mean * 100) / 100,
  band: score.band,
  reading: readings[score.band],
});

const quality = (items: readonly { n: number }[], answers: Answers) => [
  ...new Set(qualityFlags(answersInOrder(items, answers)).map((flag) => flag.code)),
];

const bigFive: Instrument = {
  meta: BIG_FIVE,
  items: BIG_FIVE_ITEMS,
  minutes: 10,
  score(answers) {
    const { domains } = scoreBigFive(answers);
    return {
      scales: BIG_FIVE_DOMAINS.map((d) =>
        scale(d, BIG_FIVE_DOMAIN_INFO[d].name, domains[d], BIG_FIVE_DOMAIN_INFO[d].readings),
      ),
      code: null,
      codeIsTied: false,
      quality: quality(BIG_FIVE_ITEMS, answers),
    };
  },
  headline(result) {
    const high = result.scales.filter((s) => s.band === 'high').map((s) => s.name);
    if (high.length === 0)
      return { id: 'Tidak ada ranah yang menonjol', en: 'No domain stands out' };
    return {
      id: `Menonjol: ${high.map((n) => n.id).join(', ')}`,
      en: `Stands out: ${high.map((n) => n.en).join(', ')}`,
    };
  },
};

const riasec: Instrument = {
  meta: RIASEC,
  items: RIASEC_ITEMS,
  minutes: 8,
  score(answers) {
    const scored = scoreRiasec(answers);
    return {
      scales: RIASEC_ORDER.map((t) =>
        scale(t, RIASEC_TYPE_INFO[t].name, scored.types[t], RIASEC_TYPE_INFO[t].readings),
      ),
      code: scored.code,
      codeIsTied: scored.codeIsTied,
      quality: quality(RIASEC_ITEMS, answers),
    };
  },
  headline(result) {
    const code = result.code ?? '';
    return { id: `Kode Holland: ${code}`, en: `Holland code: ${code}` };
  },
};

export const INSTRUMENTS: Record<PsychotestId, Instrument> = {
  'big-five': bigFive,
  riasec,
};
