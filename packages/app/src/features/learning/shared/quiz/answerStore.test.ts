// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createAnswerStore, type AnswerBody, type AnswerStoreOptions } from './answerStore';
import { readLocalAnswers, storageKey, writeLocalAnswers } from './localAnswers';

const ATTEMPT = 41;
const T0 = Date.UTC(2026, 2, 9, 8, 0, 0);

interface Call {
  questionId: number;
  body: AnswerBody;
  resolve: (applied?: boolean) => void;
  reject: (error: unknown) => void;
}

/** A PUT whose replies the test hands out, in any order. */
function deferredSave() {
  const calls: Call[] = [];
  const save = vi.fn(
    (questionId: number, body: AnswerBody) =>
      new Promise<{ applied: boolean }>((resolve, reject) => {
        calls.push({
          questionId,
          body,
          resolve: (applied = true) => resolve({ applied }),
          reject,
        });
      }),
  );
  return { save, calls };
}

const offline = () => new TypeError('Failed to fetch');
const settle = () => vi.advanceTimersByTimeAsync(0);

function makeStore(options: Partial<AnswerStoreOptions> & Pick<AnswerStoreOptions, 'save'>) {
  let clock = T0;
  const store = createAnswerStore({
    attemptId: ATTEMPT,
    storage: localStorage,
    now: () => (clock += 1000),
    ...options,
  });
  return store;
}

beforeEach(() => {
  vi.useFakeTimers();
  localStorage.clear();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('answer store', () => {
  it('writes every answer to this device before sending it', async () => {
    const seen: unknown[] = [];
    const save = vi.fn(async (questionId: number, body: AnswerBody) => {
      seen.push(readLocalAnswers(localStorage, ATTEMPT)[questionId]);
      return { applied: true, body };
    });
    const store = makeStore({ save });
    store.answer(7, 'opt-2');
    expect(seen).toEqual([{ value: 'opt-2', answeredAt: expect.any(String), synced: false }]);
    await settle();
    expect(readLocalAnswers(localStorage, ATTEMPT)['7']).toMatchObject({ synced: true });
    expect(store.getSnapshot()).toMatchObject({
      values: { '7': 'opt-2' },
      states: { '7': 'saved' },
      status: 'saved',
    });
  });

  it('queues answers given offline and sends them when the browser is back online', async () => {
    let isOnline = false;
    const save = vi.fn(async () => {
      if (!isOnline) throw offline();
      return { applied: true };
    });
    const store = makeStore({ save, retryDelay: () => 60_000 });
    const disconnect = store.connect(window);
    store.answer(1, 'a');
    store.answer(2, ['b', 'c']);
    await settle();
    expect(store.getSnapshot().status).toBe('offline');
    expect(store.getSnapshot().states).toEqual({ '1': 'offline', '2': 'offline' });
    expect(Object.values(readLocalAnswers(localStorage, ATTEMPT)).map((a) => a.synced)).toEqual([
      false,
      false,
    ]);

    isOnline = true;
    window.dispatchEvent(new Event('online'));
    expect(store.getSnapshot().status).toBe('saving');
    await settle();
    expect(store.getSnapshot().status).toBe('saved');
    expect(save).toHaveBeenCalledTimes(4);
    expect(save).toHaveBeenLastCalledWith(2, { value: ['b', 'c'], answeredAt: expect.any(String) });
    disconnect();
  });

  it('retries a failed save with a growing delay', async () => {
    let failures = 2;
    const save = vi.fn(async () => {
      if (failures-- > 0) throw offline();
      return { applied: true };
    });
    const store = makeStore({ save });
    store.answer(3, 'x');
    await settle();
    expect(save).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(999);
    expect(save).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(save).toHaveBeenCalledTimes(2);
    expect(store.getSnapshot().states['3']).toBe('offline');
    await vi.advanceTimersByTimeAsync(1999);
    expect(save).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(store.getSnapshot().states['3']).toBe('saved');
  });

  it('keeps the newest answer when replies arrive out of order', async () => {
    const { save, calls } = deferredSave();
    const onStale = vi.fn();
    const store = makeStore({ save });
    store.listen({ onStale });
    store.answer(5, 'first');
    store.answer(5, 'second');
    const [first, second] = calls as [Call, Call];
    expect(Date.parse(second.body.answeredAt)).toBeGreaterThan(Date.parse(first.body.answeredAt));

    second.resolve(true);
    await settle();
    // The older request lost on the server; it says nothing about the newer answer.
    first.resolve(false);
    first.reject(offline());
    await settle();
    expect(store.getSnapshot()).toMatchObject({
      values: { '5': 'second' },
      states: { '5': 'saved' },
    });
    expect(onStale).not.toHaveBeenCalled();
    expect(readLocalAnswers(localStorage, ATTEMPT)['5']).toMatchObject({
      value: 'second',
      synced: true,
    });
  });

  it('does not call an answer saved while a newer one is still on its way', async () => {
    const { save, calls } = deferredSave();
    const store = makeStore({ save });
    store.answer(5, 'first');
    store.answer(5, 'second');
    calls[0]!.resolve(true);
    await settle();
    expect(store.getSnapshot().states['5']).toBe('saving');
    calls[1]!.reject(offline());
    await settle();
    expect(store.getSnapshot()).toMatchObject({ values: { '5': 'second' }, status: 'offline' });
  });

  it('stores typed text at once and sends it once the typing pauses', async () => {
    const save = vi.fn(async () => ({ applied: true }));
    const store = makeStore({ save });
    for (const text of ['S', 'SM', 'SMA', 'SMAR', 'SMART'])
      store.answer(4, text, { sendAfterMs: 300 });
    expect(readLocalAnswers(localStorage, ATTEMPT)['4']).toMatchObject({ value: 'SMART' });
    expect(store.getSnapshot().states['4']).toBe('saving');
    await vi.advanceTimersByTimeAsync(299);
    expect(save).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(save).toHaveBeenCalledTimes(1);
    expect(save).toHaveBeenCalledWith(4, { value: 'SMART', answeredAt: expect.any(String) });
    expect(store.getSnapshot().states['4']).toBe('saved');
  });

  it('answers given in the same millisecond keep their order', () => {
    const { save, calls } = deferredSave();
    const store = makeStore({ save, now: () => T0 });
    store.answer(1, 'a');
    store.answer(1, 'b');
    expect(calls.map((c) => c.body.answeredAt)).toEqual([
      new Date(T0).toISOString(),
      new Date(T0 + 1).toISOString(),
    ]);
  });

  it('merges a reload: this device’s unsent answers win and are sent again', async () => {
    writeLocalAnswers(localStorage, ATTEMPT, {
      '1': { value: 'local-newer', answeredAt: new Date(T0 + 5000).toISOString(), synced: false },
      '3': { value: 'kept-here', answeredAt: new Date(T0).toISOString(), synced: true },
      '4': { value: 'same', answeredAt: new Date(T0).toISOString(), synced: false },
    });
    const save = vi.fn(async (_id: number, _body: AnswerBody) => ({ applied: true }));
    const store = makeStore({ save });
    store.merge({ '1': 'server-older', '2': 'server-only', '4': 'same' });
    expect(store.getSnapshot().values).toEqual({
      '1': 'local-newer',
      '2': 'server-only',
      '3': 'kept-here',
      '4': 'same',
    });
    // Question 3 is missing on the server (it lost it): sent again. Question 4 it has.
    expect(save.mock.calls.map(([id]) => id)).toEqual([1, 3]);
    expect(save).toHaveBeenCalledWith(1, {
      value: 'local-newer',
      answeredAt: new Date(T0 + 5000).toISOString(),
    });
    await settle();
    expect(store.getSnapshot().status).toBe('saved');
  });

  it('lets the server’s newer answer win when it refuses this device’s older one', async () => {
    writeLocalAnswers(localStorage, ATTEMPT, {
      '1': { value: 'older-here', answeredAt: new Date(T0).toISOString(), synced: true },
    });
    const save = vi.fn(async () => ({ applied: false }));
    const onStale = vi.fn();
    const store = makeStore({ save });
    store.listen({ onStale });
    store.merge({ '1': 'newer-elsewhere' });
    await settle();
    expect(onStale).toHaveBeenCalledTimes(1);
    expect(store.getSnapshot().values).toEqual({ '1': 'newer-elsewhere' });
    expect(localStorage.getItem(storageKey(ATTEMPT))).toBeNull();
  });

  it('keeps the answer when fetch throws, and submits it', async () => {
    const save = vi.fn(() => Promise.reject(offline()));
    const store = makeStore({ save, retryDelay: () => 60_000 });
    store.answer(9, 'kept');
    await settle();
    expect(store.getSnapshot().values['9']).toBe('kept');
    expect(readLocalAnswers(localStorage, ATTEMPT)['9']).toMatchObject({
      value: 'kept',
      synced: false,
    });
    // A new page (reload) still has it.
    const reloaded = makeStore({ save });
    expect(reloaded.forSubmit()).toEqual([
      { questionId: 9, value: 'kept', answeredAt: expect.any(String) },
    ]);
  });

  it('sends every local answer with the submit and forgets them afterwards', async () => {
    const save = vi.fn(async () => ({ applied: true }));
    const store = makeStore({ save });
    store.answer(2, 'b');
    store.answer(1, ['a', 'c']);
    await settle();
    expect(store.forSubmit().map((a) => [a.questionId, a.value])).toEqual([
      [1, ['a', 'c']],
      [2, 'b'],
    ]);
    store.clear();
    expect(localStorage.getItem(storageKey(ATTEMPT))).toBeNull();
    expect(store.getSnapshot().status).toBe('idle');
    store.flush();
    expect(save).toHaveBeenCalledTimes(2);
    expect(store.forSubmit()).toEqual([]);
  });

  it('stops retrying once the attempt is closed and says so once', async () => {
    const save = vi.fn(() =>
      Promise.reject(Object.assign(new Error('closed'), { status: 409, code: 'attempt_closed' })),
    );
    const onClosed = vi.fn();
    const store = makeStore({ save });
    store.listen({ onClosed });
    store.answer(1, 'a');
    store.answer(2, 'b');
    await settle();
    await vi.advanceTimersByTimeAsync(120_000);
    expect(save).toHaveBeenCalledTimes(2);
    expect(onClosed).toHaveBeenCalledTimes(1);
    expect(store.getSnapshot().status).toBe('closed');
    // The answers stay for the submit that follows.
    expect(store.forSubmit()).toHaveLength(2);
  });

  it('does not retry an answer the server rejects as invalid, and keeps it', async () => {
    const save = vi.fn(() =>
      Promise.reject(Object.assign(new Error('bad'), { status: 422, code: 'validation' })),
    );
    const store = makeStore({ save });
    store.answer(1, 'a');
    await settle();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(save).toHaveBeenCalledTimes(1);
    expect(store.getSnapshot()).toMatchObject({ status: 'failed', values: { '1': 'a' } });
  });

  it('never erases from storage an answer another tab of the same attempt wrote', async () => {
    const save = vi.fn(() => Promise.reject(offline()));
    const first = makeStore({ save, retryDelay: () => 60_000 });
    const second = makeStore({ save, now: () => T0 + 60_000, retryDelay: () => 60_000 });
    first.answer(1, 'from the first tab');
    second.answer(2, 'from the second tab');
    first.answer(3, 'first again');
    await settle();
    expect(Object.keys(readLocalAnswers(localStorage, ATTEMPT)).sort()).toEqual(['1', '2', '3']);
    // The newer answer to the same question wins whoever writes last.
    second.answer(1, 'newer, second tab');
    first.answer(3, 'first, later still');
    expect(readLocalAnswers(localStorage, ATTEMPT)['1']?.value).toBe('newer, second tab');
  });

  it('sends what was being typed when the quiz is left', async () => {
    const save = vi.fn(async () => ({ applied: true }));
    const store = makeStore({ save });
    const disconnect = store.connect(window);
    store.answer(4, 'SMA', { sendAfterMs: 300 });
    disconnect();
    expect(save).toHaveBeenCalledWith(4, { value: 'SMA', answeredAt: expect.any(String) });
    await vi.advanceTimersByTimeAsync(300);
    expect(save).toHaveBeenCalledTimes(1);
  });

  it('ignores unreadable storage', () => {
    localStorage.setItem(storageKey(ATTEMPT), '{not json');
    const store = makeStore({ save: vi.fn() });
    expect(store.getSnapshot()).toMatchObject({ values: {}, status: 'idle' });
  });
});
