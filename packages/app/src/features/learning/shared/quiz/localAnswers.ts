import type { AnswerValue } from '@ajar/api/contract';

/** One answer as this device keeps it until the server has it. */
export interface LocalAnswer {
  value: AnswerValue;
  /** When the learner gave it (ISO, this device's clock): the server keeps the newest. */
  answeredAt: string;
  /** The server confirmed this very answer (same `answeredAt`). */
  synced: boolean;
}

/** Local answers of one attempt, by question id. */
export type LocalAnswers = Record<string, LocalAnswer>;

/** The part of `Storage` the store uses, so tests and private windows can swap it. */
export type AnswerStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

const VERSION = 1;

/** One key per attempt, so answers of different attempts never mix. */
export const storageKey = (attemptId: number) => `ajar.quiz.attempt.${attemptId}.answers`;

/** The browser's localStorage, or null where it is disabled (private modes, policies). */
export function browserStorage(): AnswerStorage | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null;
  }
}

const isValue = (value: unknown): value is AnswerValue =>
  typeof value === 'string' ||
  (Array.isArray(value) && value.every((item) => typeof item === 'string'));

const isLocalAnswer = (entry: unknown): entry is LocalAnswer => {
  if (typeof entry !== 'object' || entry === null) return false;
  const { value, answeredAt, synced } = entry as Record<string, unknown>;
  return (
    isValue(value) &&
    typeof answeredAt === 'string' &&
    !Number.isNaN(Date.parse(answeredAt)) &&
    typeof synced === 'boolean'
  );
};

/** Reads an attempt's local answers; anything unreadable is skipped, never thrown. */
export function readLocalAnswers(storage: AnswerStorage | null, attemptId: number): LocalAnswers {
  let raw: string | null = null;
  try {
    raw = storage?.getItem(storageKey(attemptId)) ?? null;
  } catch {
    return {};
  }
  if (!raw) return {};
  try {
    const parsed = JSON.parse(raw) as { v?: unknown; answers?: unknown };
    if (parsed.v !== VERSION || typeof parsed.answers !== 'object' || parsed.answers === null)
      return {};
    return Object.fromEntries(
      Object.entries(parsed.answers as Record<string, unknown>).filter(
        (pair): pair is [string, LocalAnswer] => isLocalAnswer(pair[1]),
      ),
    );
  } catch {
    return {};
  }
}

/** Writes them; a full or disabled storage keeps the answers in memory only. */
export function writeLocalAnswers(
  storage: AnswerStorage | null,
  attemptId: number,
  answers: LocalAnswers,
): boolean {
  try {
    if (Object.keys(answers).length === 0) storage?.removeItem(storageKey(attemptId));
    else storage?.setItem(storageKey(attemptId), JSON.stringify({ v: VERSION, answers }));
    return storage !== null;
  } catch {
    return false;
  }
}

export function clearLocalAnswers(storage: AnswerStorage | null, attemptId: number) {
  try {
    storage?.removeItem(storageKey(attemptId));
  } catch {
    /* nothing to clear where nothing could be stored */
  }
}

/** Same answer, whatever the order of a `multiple` question's options. */
export function sameValue(a: AnswerValue | undefined, b: AnswerValue | undefined): boolean {
  if (a === undefined || b === undefined) return a === b;
  if (typeof a === 'string' || typeof b === 'string') return a === b;
  if (a.length !== b.length) return false;
  const set = new Set(a);
  return b.every((item) => set.has(item));
}

/** An answer counts as given when it says something (not '' nor an empty choice). */
export const isAnswered = (value: AnswerValue | undefined) =>
  value !== undefined && (typeof value === 'string' ? value.trim() !== '' : value.length > 0);
