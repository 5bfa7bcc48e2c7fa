import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TOAST } from '@ajar/tokens';
import { createToastStore, toast, toastStore, type ToastStore } from './toastStore';

let store: ToastStore;
const titles = () => store.getSnapshot().map((item) => item.title ?? item.description);

beforeEach(() => {
  vi.useFakeTimers();
  store = createToastStore();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('toast queue', () => {
  it('keeps the newest toast first', () => {
    store.push('info', { title: 'Satu' });
    store.push('success', { title: 'Dua' });
    store.push('warning', { title: 'Tiga' });
    expect(titles()).toEqual(['Tiga', 'Dua', 'Satu']);
    expect(store.getSnapshot().map((item) => item.kind)).toEqual(['warning', 'success', 'info']);
  });

  it('takes a bare string as the description and defaults the duration', () => {
    store.push('success', 'Jawaban tersimpan.');
    expect(store.getSnapshot()[0]).toMatchObject({
      kind: 'success',
      title: undefined,
      description: 'Jawaban tersimpan.',
      durationMs: TOAST.durationMs,
    });
  });

  it('keeps an error until it is closed, and an offered action for ten seconds', () => {
    const disconnect = store.connect();
    store.push('error', { title: 'Jawaban belum tersimpan' });
    store.push('info', {
      description: 'Materi selesai.',
      action: { label: 'Urungkan', onAction() {} },
    });
    store.push('info', 'Tersimpan.');
    expect(store.getSnapshot().map((item) => item.durationMs)).toEqual([
      TOAST.durationMs,
      TOAST.actionDurationMs,
      Infinity,
    ]);
    vi.advanceTimersByTime(TOAST.actionDurationMs - 1);
    expect(titles()).toEqual(['Materi selesai.', 'Jawaban belum tersimpan']);
    vi.advanceTimersByTime(60 * 60 * 1000);
    expect(titles()).toEqual(['Jawaban belum tersimpan']);
    disconnect();
  });

  it('notifies subscribers with a new snapshot on every change', () => {
    const listener = vi.fn();
    const unsubscribe = store.subscribe(listener);
    const before = store.getSnapshot();
    const close = store.push('info', 'A');
    expect(listener).toHaveBeenCalledTimes(1);
    expect(store.getSnapshot()).not.toBe(before);
    close();
    expect(listener).toHaveBeenCalledTimes(2);
    unsubscribe();
    store.push('info', 'B');
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it('shows a dedupe key once per session, even after the first toast closed', () => {
    const close = store.push('info', { description: 'Tugas baru', dedupeKey: 'msg-42' });
    const again = store.push('info', { description: 'Tugas baru', dedupeKey: 'msg-42' });
    expect(store.getSnapshot()).toHaveLength(1);
    again(); // the close function of a dropped toast does nothing
    expect(store.getSnapshot()).toHaveLength(1);
    close();
    store.dismissAll();
    store.push('info', { description: 'Tugas baru', dedupeKey: 'msg-42' });
    expect(store.getSnapshot()).toHaveLength(0);
    store.push('info', { description: 'Tugas lain', dedupeKey: 'msg-43' });
    expect(titles()).toEqual(['Tugas lain']);
  });

  it('closes exactly its own toast with the returned function, once', () => {
    store.push('info', 'A');
    const closeB = store.push('info', 'B');
    store.push('info', 'C');
    closeB();
    expect(titles()).toEqual(['C', 'A']);
    const listener = vi.fn();
    store.subscribe(listener);
    closeB();
    expect(listener).not.toHaveBeenCalled();
  });

  it('dismisses everything with dismissAll and cancels the timers', () => {
    store.connect();
    store.push('info', 'A');
    store.push('warning', 'B');
    store.dismissAll();
    expect(store.getSnapshot()).toEqual([]);
    expect(vi.getTimerCount()).toBe(0);
  });
});

describe('toast timers', () => {
  it('closes a shown toast after TOAST.durationMs (4500 ms)', () => {
    store.connect();
    store.push('info', 'A');
    vi.advanceTimersByTime(TOAST.durationMs - 1);
    expect(store.getSnapshot()).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(store.getSnapshot()).toHaveLength(0);
  });

  it('waits for a container: toasts queued before it mounts get their full time', () => {
    store.push('info', { description: 'A', durationMs: 1000 });
    vi.advanceTimersByTime(10_000);
    expect(store.getSnapshot()).toHaveLength(1);
    store.connect();
    vi.advanceTimersByTime(999);
    expect(store.getSnapshot()).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(store.getSnapshot()).toHaveLength(0);
  });

  it('pauses while held and resumes with the time that was left', () => {
    store.connect();
    store.push('info', { description: 'A', durationMs: 1000 });
    const { id } = store.getSnapshot()[0]!;
    vi.advanceTimersByTime(400);
    store.hold(id, 'hover');
    expect(store.remainingMs(id)).toBe(600);
    vi.advanceTimersByTime(60_000);
    expect(store.getSnapshot()).toHaveLength(1);
    expect(store.remainingMs(id)).toBe(600);
    store.release(id, 'hover');
    vi.advanceTimersByTime(599);
    expect(store.remainingMs(id)).toBe(1);
    expect(store.getSnapshot()).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(store.getSnapshot()).toHaveLength(0);
  });

  it('stays paused until both hover and focus are released', () => {
    store.connect();
    store.push('info', { description: 'A', durationMs: 1000 });
    const { id } = store.getSnapshot()[0]!;
    vi.advanceTimersByTime(200);
    store.hold(id, 'hover');
    vi.advanceTimersByTime(100);
    store.hold(id, 'focus');
    store.release(id, 'hover');
    vi.advanceTimersByTime(5000);
    expect(store.remainingMs(id)).toBe(800);
    store.release(id, 'focus');
    vi.advanceTimersByTime(300);
    store.hold(id, 'hover'); // a second pause subtracts only the time it ran
    expect(store.remainingMs(id)).toBe(500);
    store.release(id, 'hover');
    vi.advanceTimersByTime(500);
    expect(store.getSnapshot()).toHaveLength(0);
  });

  it('pauses every toast when the last container unmounts', () => {
    const disconnect = store.connect();
    store.push('info', { description: 'A', durationMs: 1000 });
    vi.advanceTimersByTime(700);
    disconnect();
    disconnect(); // idempotent
    vi.advanceTimersByTime(5000);
    expect(store.getSnapshot()).toHaveLength(1);
    store.connect();
    vi.advanceTimersByTime(300);
    expect(store.getSnapshot()).toHaveLength(0);
  });

  it('keeps a toast with an infinite duration until it is closed', () => {
    store.connect();
    const close = store.push('warning', { description: 'A', durationMs: Infinity });
    vi.advanceTimersByTime(24 * 60 * 60_000);
    expect(store.getSnapshot()).toHaveLength(1);
    close();
    expect(store.getSnapshot()).toHaveLength(0);
  });
});

describe('toast API', () => {
  it('raises info, success and warning toasts on the shared queue', () => {
    const close = toast.info('Materi baru');
    toast.success({ title: 'Tersimpan' });
    toast.warning({ description: 'Sesi berakhir' });
    expect(toastStore.getSnapshot().map((item) => item.kind)).toEqual([
      'warning',
      'success',
      'info',
    ]);
    close();
    expect(toastStore.getSnapshot()).toHaveLength(2);
    toast.dismissAll();
    expect(toastStore.getSnapshot()).toHaveLength(0);
  });
});
