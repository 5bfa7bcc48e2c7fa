import type { AnswerValue } from '@ajar/api/contract';
import { retryDelayMs } from '../../../../shared/data/fetching';
import {
  clearLocalAnswers,
  readLocalAnswers,
  sameValue,
  writeLocalAnswers,
  type AnswerStorage,
  type LocalAnswers,
} from './localAnswers';

/**
 * The quiz's answers, offline-safe: every answer is written to this device first, then sent.
 * What did not reach the server is sent again (1 s doubling to 30 s, and at once when the
 * browser is back online), and goes with the submit, so an answer the learner gave is never
 * lost to a reload or a dropped connection. Plain TypeScript: React reads it through
 * `subscribe`/`getSnapshot`.
 */

/** Where one answer given on this device stands. */
export type AnswerState = 'saving' | 'saved' | 'offline' | 'retrying' | 'failed';
/** The attempt as a whole: the worst of its answers, `closed` once time is up or submitted. */
export type SaveStatus = 'idle' | AnswerState | 'closed';

export interface AnswerSnapshot {
  /** What the learner sees: the server's answers overlaid with this device's newer ones. */
  values: Readonly<Record<string, AnswerValue>>;
  /** Answers given on this device, by question id. */
  states: Readonly<Record<string, AnswerState>>;
  status: SaveStatus;
}

export interface AnswerBody {
  value: AnswerValue;
  answeredAt: string;
}

export interface SubmitAnswer extends AnswerBody {
  questionId: number;
}

/** How a failed save is handled. */
export type SaveFailure = 'network' | 'server' | 'closed' | 'rejected';

export interface AnswerStoreOptions {
  attemptId: number;
  /** PUT /v1/attempts/{id}/answers/{questionId}; `applied: false` means the server has a newer one. */
  save: (questionId: number, body: AnswerBody) => Promise<{ applied: boolean }>;
  /** @default no storage (memory only) */
  storage?: AnswerStorage | null;
  /** @default Date.now */
  now?: () => number;
  /** @default retryDelayMs from @ajar/tokens (1 s doubling, capped at 30 s) */
  retryDelay?: (failuresInARow: number) => number;
}

export interface AnswerStoreEvents {
  /** The server refuses answers (409 attempt_closed): time is up or it was submitted. */
  onClosed?: () => void;
  /** The server kept a newer answer than this device's: read the attempt again. */
  onStale?: () => void;
}

export interface AnswerStore {
  subscribe(listener: () => void): () => void;
  getSnapshot(): AnswerSnapshot;
  /**
   * The learner answered: stored here at once, then sent, or sent after `sendAfterMs`
   * without a newer answer (typing), so a word is one request, not one per key.
   */
  answer(questionId: number, value: AnswerValue, options?: { sendAfterMs?: number }): void;
  /** The attempt as the server has it (first load, reload, revalidation). */
  merge(server: Readonly<Record<string, AnswerValue>>): void;
  /** Sends every answer the server does not have yet. */
  flush(): void;
  /** Sends again as soon as `target` (the window) says the browser is back online. */
  connect(target: EventTarget): () => void;
  listen(events: AnswerStoreEvents): () => void;
  /** Every local answer, for the submit body (the server keeps the newest of each). */
  forSubmit(): SubmitAnswer[];
  /** After a successful submit: forget the local answers and stop sending. */
  clear(): void;
}

export function classifySaveError(error: unknown): SaveFailure {
  if (typeof error === 'object' && error !== null) {
    const { status, code } = error as { status?: unknown; code?: unknown };
    if (status === 409 && code === 'attempt_closed') return 'closed';
    if (typeof status === 'number')
      return status >= 500 || status === 408 || status === 429 ? 'server' : 'rejected';
  }
  // A thrown fetch (offline, DNS, CORS) or anything unknown: keep the answer and try again.
  return 'network';
}

const stateOfFailure: Record<Exclude<SaveFailure, 'closed'>, AnswerState> = {
  network: 'offline',
  server: 'retrying',
  rejected: 'failed',
};

// The worst state wins the attempt's indicator.
const severity: readonly AnswerState[] = ['offline', 'retrying', 'failed', 'saving', 'saved'];

export function createAnswerStore({
  attemptId,
  save,
  storage = null,
  now = Date.now,
  retryDelay = retryDelayMs,
}: AnswerStoreOptions): AnswerStore {
  let local: LocalAnswers = readLocalAnswers(storage, attemptId);
  let server: Record<string, AnswerValue> = {};
  /** The `answeredAt` of the request in flight per question. */
  const inFlight = new Map<string, string>();
  const failures = new Map<string, AnswerState>();
  const listeners = new Set<() => void>();
  const handlers = new Set<AnswerStoreEvents>();
  let lastAnsweredAt = Math.max(0, ...Object.values(local).map((a) => Date.parse(a.answeredAt)));
  let failuresInARow = 0;
  let retryTimer: ReturnType<typeof setTimeout> | null = null;
  const typingTimers = new Map<string, ReturnType<typeof setTimeout>>();
  let isClosed = false;
  /** Closed by the server, or submitted: nothing more is sent. */
  let isStopped = false;
  let snapshot = build();

  function build(): AnswerSnapshot {
    const values: Record<string, AnswerValue> = { ...server };
    const states: Record<string, AnswerState> = {};
    for (const [id, entry] of Object.entries(local)) {
      values[id] = entry.value;
      states[id] = entry.synced ? 'saved' : (failures.get(id) ?? 'saving');
    }
    const present = new Set(Object.values(states));
    const status: SaveStatus = isClosed
      ? 'closed'
      : (severity.find((state) => present.has(state)) ?? 'idle');
    return { values, states, status };
  }

  /**
   * Writes this store's answers into what the storage holds, newest per question: another
   * tab, or the store of a page left a moment ago, may have written newer ones meanwhile.
   */
  function persist(dropped?: { id: string; answeredAt: string }) {
    const next = readLocalAnswers(storage, attemptId);
    for (const [id, entry] of Object.entries(local)) {
      const stored = next[id];
      if (!stored || Date.parse(stored.answeredAt) <= Date.parse(entry.answeredAt))
        next[id] = entry;
    }
    if (dropped && next[dropped.id]?.answeredAt === dropped.answeredAt) delete next[dropped.id];
    writeLocalAnswers(storage, attemptId, next);
  }

  function changed(dropped?: { id: string; answeredAt: string }) {
    persist(dropped);
    snapshot = build();
    for (const listener of listeners) listener();
  }

  const fire = (event: keyof AnswerStoreEvents) => {
    for (const h of handlers) h[event]?.();
  };

  function stopRetrying() {
    if (retryTimer !== null) clearTimeout(retryTimer);
    retryTimer = null;
  }

  function stopTyping(id?: string) {
    for (const [key, timer] of typingTimers) {
      if (id !== undefined && key !== id) continue;
      clearTimeout(timer);
      typingTimers.delete(key);
    }
  }

  function scheduleRetry() {
    if (retryTimer !== null || isStopped) return;
    failuresInARow += 1;
    retryTimer = setTimeout(() => {
      retryTimer = null;
      flush();
    }, retryDelay(failuresInARow));
  }

  function close() {
    if (isClosed) return;
    isClosed = true;
    isStopped = true;
    stopRetrying();
    changed();
    fire('onClosed');
  }

  /** Only the answer still current for its question may change its state. */
  const isCurrent = (id: string, answeredAt: string) => local[id]?.answeredAt === answeredAt;

  /** Sends one answer unless the server has it or it is on its way; says whether it went. */
  function send(id: string): boolean {
    const entry = local[id];
    if (!entry || entry.synced || isStopped || inFlight.get(id) === entry.answeredAt) return false;
    const { value, answeredAt } = entry;
    inFlight.set(id, answeredAt);
    failures.delete(id);
    save(Number(id), { value, answeredAt }).then(
      ({ applied }) => {
        if (inFlight.get(id) === answeredAt) inFlight.delete(id);
        // A newer answer to this question was given meanwhile: this reply says nothing of it.
        if (!isCurrent(id, answeredAt)) return;
        failuresInARow = 0;
        if (applied) {
          local = { ...local, [id]: { value, answeredAt, synced: true } };
          server = { ...server, [id]: value };
          changed();
          return;
        }
        // The server holds a newer answer (given on another device): it wins.
        local = Object.fromEntries(Object.entries(local).filter(([key]) => key !== id));
        changed({ id, answeredAt });
        fire('onStale');
      },
      (error: unknown) => {
        if (inFlight.get(id) === answeredAt) inFlight.delete(id);
        if (!isCurrent(id, answeredAt)) return;
        const kind = classifySaveError(error);
        if (kind === 'closed') return close();
        failures.set(id, stateOfFailure[kind]);
        if (kind !== 'rejected') scheduleRetry();
        changed();
      },
    );
    return true;
  }

  function flush() {
    if (isStopped) return;
    let sent = false;
    for (const id of Object.keys(local)) sent = send(id) || sent;
    // Answers shown as offline are "saving" again while their request is out.
    if (sent) changed();
  }

  return {
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getSnapshot: () => snapshot,
    answer(questionId, value, { sendAfterMs = 0 } = {}) {
      const id = String(questionId);
      // Two answers in the same millisecond still keep their order.
      lastAnsweredAt = Math.max(now(), lastAnsweredAt + 1);
      local = {
        ...local,
        [id]: { value, answeredAt: new Date(lastAnsweredAt).toISOString(), synced: false },
      };
      failures.delete(id);
      changed();
      stopTyping(id);
      if (sendAfterMs <= 0) send(id);
      else
        typingTimers.set(
          id,
          setTimeout(() => {
            typingTimers.delete(id);
            send(id);
          }, sendAfterMs),
        );
    },
    merge(next) {
      server = { ...next };
      const merged: LocalAnswers = {};
      for (const [id, entry] of Object.entries(local)) {
        // A request in flight settles its own answer.
        if (inFlight.has(id)) merged[id] = entry;
        // Same answer: the server has it. Otherwise send it again and let the server keep
        // the newer of the two by `answeredAt` (it says `applied: false` if its own wins).
        else merged[id] = { ...entry, synced: sameValue(entry.value, next[id]) };
      }
      local = merged;
      changed();
      flush();
    },
    flush,
    connect(target) {
      const online = () => {
        stopRetrying();
        failuresInARow = 0;
        flush();
      };
      target.addEventListener('online', online);
      return () => {
        target.removeEventListener('online', online);
        // Leaving the quiz: what was being typed goes now, and retries carry on meanwhile,
        // so a timed attempt graded while the learner is elsewhere still has the answers.
        const typed = [...typingTimers.keys()];
        stopTyping();
        for (const id of typed) send(id);
      };
    },
    listen(events) {
      handlers.add(events);
      return () => handlers.delete(events);
    },
    forSubmit: () =>
      Object.entries(local)
        .map(([id, { value, answeredAt }]) => ({ questionId: Number(id), value, answeredAt }))
        .sort((a, b) => a.questionId - b.questionId),
    clear() {
      stopRetrying();
      stopTyping();
      isStopped = true;
      local = {};
      failures.clear();
      clearLocalAnswers(storage, attemptId);
      snapshot = build();
      for (const listener of listeners) listener();
    },
  };
}
