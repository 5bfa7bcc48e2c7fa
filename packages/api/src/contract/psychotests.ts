import { z } from '@hono/zod-openapi';
import { LocalizedText, orNull } from './common';
import {
  PSYCHOTEST_BANDS,
  PSYCHOTEST_IDS,
  PSYCHOTEST_POINTS,
  PSYCHOTEST_QUALITY_FLAGS,
} from './psychotest-rules';

const dateTime = () => z.string().openapi({ format: 'date-time' });

export const PsychotestParams = z.object({
  instrument: z.enum(PSYCHOTEST_IDS).openapi({ param: { name: 'instrument', in: 'path' } }),
});

/** One test on my list: what it is, and where I stand with it. */
export const PsychotestSummary = z
  .object({
    id: z.enum(PSYCHOTEST_IDS),
    title: LocalizedText,
    description: LocalizedText,
    itemCount: z.number().int(),
    minutes: z.number().int(),
    retakeDays: z.number().int(),
    /** My attempt in progress (answers kept), or null. */
    openAttempt: orNull(z.object({ id: z.number().int(), answered: z.number().int() })),
    lastFinishedAt: orNull(dateTime()),
    /** When I may take it again; null when I may now. */
    nextAvailableAt: orNull(dateTime()),
  })
  .openapi('PsychotestSummary');
export type PsychotestSummary = z.infer<typeof PsychotestSummary>;

export const PsychotestHistoryEntry = z
  .object({
    attemptId: z.number().int(),
    instrument: z.enum(PSYCHOTEST_IDS),
    title: LocalizedText,
    finishedAt: dateTime(),
    /** The result in a few words: the Holland code, or the domains that stand out. */
    headline: LocalizedText,
    sharedWithSupervisor: z.boolean(),
  })
  .openapi('PsychotestHistoryEntry');
export type PsychotestHistoryEntry = z.infer<typeof PsychotestHistoryEntry>;

export const PsychotestOverview = z
  .object({
    tests: z.array(PsychotestSummary),
    history: z.array(PsychotestHistoryEntry),
    /** My supervisor's name, whom a result can be shared with; null when I have none. */
    supervisor: orNull(z.string()),
  })
  .openapi('PsychotestOverview');
export type PsychotestOverview = z.infer<typeof PsychotestOverview>;

/** One scale of a result: a Big Five domain or a RIASEC type. */
export const PsychotestScale = z
  .object({
    key: z.string(),
    name: LocalizedText,
    raw: z.number().int(),
    min: z.number().int(),
    max: z.number().int(),
    /** raw / items, 1-5, comparable across scales. */
    mean: z.number(),
    band: z.enum(PSYCHOTEST_BANDS),
    /** A plain-language reading of the band, never a diagnosis. */
    reading: LocalizedText,
  })
  .openapi('PsychotestScale');
export type PsychotestScale = z.infer<typeof PsychotestScale>;

export const PsychotestResult = z
  .object({
    scales: z.array(PsychotestScale),
    /** RIASEC: the three strongest interests, e.g. "SAE"; null for the Big Five. */
    code: orNull(z.string()),
    /** The code's third letter ties with a type left out: another code is just as right. */
    codeIsTied: z.boolean(),
    quality: z.array(z.enum(PSYCHOTEST_QUALITY_FLAGS)),
  })
  .openapi('PsychotestResult');
export type PsychotestResult = z.infer<typeof PsychotestResult>;

export const PsychotestAttempt = z
  .object({
    id: z.number().int(),
    instrument: z.enum(PSYCHOTEST_IDS),
    version: z.string(),
    title: LocalizedText,
    instructions: LocalizedText,
    /** Labels of the points 1..5. */
    scale: z.array(LocalizedText).length(PSYCHOTEST_POINTS),
    items: z.array(z.object({ n: z.number().int(), text: LocalizedText })),
    /** Saved answers by item number, '1'..'5'. */
    answers: z.record(z.string(), z.string()),
    status: z.enum(['open', 'done']),
    startedAt: dateTime(),
    finishedAt: orNull(dateTime()),
    sharedWithSupervisor: z.boolean(),
    /** Whose result it is: the person's name when a supervisor reads a shared one, else null. */
    sharedBy: orNull(z.string()),
    result: orNull(PsychotestResult),
    /** Where the items come from and on what terms. */
    source: z.object({ citations: z.array(z.string()), translation: LocalizedText }),
  })
  .openapi('PsychotestAttempt');
export type PsychotestAttempt = z.infer<typeof PsychotestAttempt>;

export const StartPsychotestBody = z
  .object({
    /** The consent screen was read and accepted (purpose, who sees, keeping, deleting). */
    consent: z.literal(true),
  })
  .openapi('StartPsychotestBody');

export const PsychotestSharingBody = z
  .object({ sharedWithSupervisor: z.boolean() })
  .openapi('PsychotestSharingBody');
