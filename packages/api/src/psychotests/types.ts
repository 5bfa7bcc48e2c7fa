import type { LocalizedText } from '../contract/common';

/** One answer on a five-point scale; stored and scored as the number the person chose. */
export type Likert = 1 | 2 | 3 | 4 | 5;

export const LIKERT_VALUES: readonly Likert[] = [1, 2, 3, 4, 5];

/** Item number -> the chosen point. Values arrive from outside, so scoring checks them. */
export type Answers = ReadonlyMap<number, number>;

export type Band = 'low' | 'middle' | 'high';

/** Plain-language readings per band, written by Ajar: never taken from a clinical manual. */
export type BandReadings = Record<Band, LocalizedText>;

/** Where an instrument's items come from and on what terms, shown in the product's notes. */
export interface InstrumentSource {
  /** Full references, APA style, for the items and any adaptation. */
  citations: readonly string[];
  /** Who wrote each language's item text and how far it has been checked. */
  translation: LocalizedText;
  /** Terms of use as far as they could be confirmed, with what is still open. */
  licence: string;
  urls: readonly string[];
}

export interface InstrumentMeta<Id extends string = string> {
  id: Id;
  /**
   * Changes whenever an item's text, key or order or a cut point changes: a stored result
   * names the version it was scored with, so old results are never re-read with new rules.
   */
  version: string;
  title: LocalizedText;
  description: LocalizedText;
  instructions: LocalizedText;
  /** Labels for 1..5, index 0 for 1. */
  scale: readonly [LocalizedText, LocalizedText, LocalizedText, LocalizedText, LocalizedText];
  source: InstrumentSource;
}

export type { LocalizedText };
