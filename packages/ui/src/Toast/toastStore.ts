import { TOAST } from '@ajar/tokens';

/**
 * The toast queue: plain TypeScript, no React, so code outside components (the push
 * handler, the SSE stream) can raise a toast. `<ToastContainer />` reads it through
 * `subscribe`/`getSnapshot` (useSyncExternalStore) and tells it when it is on screen.
 */

/** `error`: something failed; it stays until closed, since the reader must act on it. */
export type ToastKind = 'info' | 'success' | 'warning' | 'error';

/** A button in the toast, e.g. "Urungkan" (undo) or "Coba lagi" (retry). */
export interface ToastAction {
  /** A verb, one or two words. */
  label: string;
  /** Runs on press; the toast then closes. */
  onAction: () => void;
}

export interface ToastOptions {
  /** First, bold line. A warning without one gets the built-in "Perhatian!" / "Attention!". */
  title?: string;
  /** The message itself. */
  description?: string;
  /**
   * A toast whose key was already raised in this page session is not shown again (the push
   * handler passes the message's `data.id`, so a message delivered twice shows once).
   */
  dedupeKey?: string;
  /**
   * Time on screen before it closes itself, paused while hovered or focused. `Infinity`
   * keeps it until closed.
   * @default TOAST.durationMs (4500)
   */
  durationMs?: number;
  /**
   * One action the message offers. A toast with an action stays at least
   * `TOAST.actionDurationMs` (10 s), and errors stay until closed, unless `durationMs` says.
   */
  action?: ToastAction;
}

/** Options, or just the description. */
export type ToastInput = ToastOptions | string;

export interface ToastItem {
  id: string;
  kind: ToastKind;
  title?: string;
  description?: string;
  durationMs: number;
  action?: ToastAction;
}

/** Why a toast's timer is held; it runs again only when no reason is left. */
export type ToastHoldReason = 'hover' | 'focus';

export interface ToastStore {
  /** Queues a toast (newest first) and returns a function that closes it. */
  push(kind: ToastKind, input: ToastInput): () => void;
  /** Closes one toast; unknown or already closed ids are ignored. */
  dismiss(id: string): void;
  /** Closes every toast, shown or queued. */
  dismissAll(): void;
  /** Stops a toast's timer for `reason`, keeping the time it had left. */
  hold(id: string, reason: ToastHoldReason): void;
  /** Lifts `reason`; the timer resumes with the time left once nothing holds it. */
  release(id: string, reason: ToastHoldReason): void;
  /** Milliseconds before the toast closes itself (`Infinity` if it never does). */
  remainingMs(id: string): number | undefined;
  /** A container is on screen: timers run while at least one is connected. */
  connect(): () => void;
  subscribe(listener: () => void): () => void;
  /** The shown toasts, newest first; a new array on every change. */
  getSnapshot(): readonly ToastItem[];
}

interface Timer {
  remainingMs: number;
  /** When the running timer started, or null while it is stopped. */
  startedAt: number | null;
  handle: ReturnType<typeof setTimeout> | null;
  holds: Set<ToastHoldReason>;
}

const noop = () => {};

export function createToastStore({ now = () => Date.now() } = {}): ToastStore {
  let items: readonly ToastItem[] = [];
  const timers = new Map<string, Timer>();
  const seenKeys = new Set<string>();
  const listeners = new Set<() => void>();
  let connections = 0;
  let nextId = 0;

  const emit = () => listeners.forEach((listener) => listener());

  // Timers only run while a container shows the toast and nothing holds it, so a toast
  // queued before the container mounts gets its whole time on screen.
  function start(id: string) {
    const timer = timers.get(id);
    if (!timer || timer.handle !== null || timer.holds.size > 0 || connections === 0) return;
    if (!Number.isFinite(timer.remainingMs)) return;
    timer.startedAt = now();
    timer.handle = setTimeout(() => dismiss(id), timer.remainingMs);
  }

  function stop(id: string) {
    const timer = timers.get(id);
    if (!timer || timer.handle === null || timer.startedAt === null) return;
    clearTimeout(timer.handle);
    timer.remainingMs = Math.max(0, timer.remainingMs - (now() - timer.startedAt));
    timer.handle = null;
    timer.startedAt = null;
  }

  function dismiss(id: string) {
    if (!timers.has(id)) return;
    stop(id);
    timers.delete(id);
    items = items.filter((item) => item.id !== id);
    emit();
  }

  return {
    push(kind, input) {
      const options = typeof input === 'string' ? { description: input } : input;
      const { title, description, dedupeKey, action } = options;
      const durationMs = options.durationMs ?? defaultDuration(kind, action);
      if (dedupeKey !== undefined) {
        if (seenKeys.has(dedupeKey)) return noop;
        seenKeys.add(dedupeKey);
      }
      const id = `ajar-toast-${++nextId}`;
      items = [{ id, kind, title, description, durationMs, action }, ...items];
      timers.set(id, { remainingMs: durationMs, startedAt: null, handle: null, holds: new Set() });
      start(id);
      emit();
      return () => dismiss(id);
    },
    dismiss,
    dismissAll() {
      if (items.length === 0) return;
      for (const id of timers.keys()) stop(id);
      timers.clear();
      items = [];
      emit();
    },
    hold(id, reason) {
      const timer = timers.get(id);
      if (!timer) return;
      stop(id);
      timer.holds.add(reason);
    },
    release(id, reason) {
      const timer = timers.get(id);
      if (!timer) return;
      timer.holds.delete(reason);
      start(id);
    },
    remainingMs(id) {
      const timer = timers.get(id);
      if (!timer) return undefined;
      if (timer.startedAt === null) return timer.remainingMs;
      return Math.max(0, timer.remainingMs - (now() - timer.startedAt));
    },
    connect() {
      connections += 1;
      if (connections === 1) for (const id of timers.keys()) start(id);
      let isConnected = true;
      return () => {
        if (!isConnected) return;
        isConnected = false;
        connections -= 1;
        if (connections === 0) for (const id of timers.keys()) stop(id);
      };
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getSnapshot: () => items,
  };
}

function defaultDuration(kind: ToastKind, action: ToastAction | undefined): number {
  if (kind === 'error') return Infinity;
  return action ? TOAST.actionDurationMs : TOAST.durationMs;
}

/** The page's one queue, shown by `<ToastContainer />`. */
export const toastStore = createToastStore();

/**
 * Raise a toast from anywhere, inside React or not. Each call returns a function that
 * closes that toast.
 *
 * ```ts
 * const close = toast.warning({ description: 'Sesi ujian berakhir dalam 5 menit.' });
 * toast.success('Jawaban tersimpan.');
 * toast.error({ title: 'Jawaban belum tersimpan', description: 'Server sedang bermasalah.' });
 * toast.info({ description: 'Materi ditandai selesai.', action: { label: 'Urungkan', onAction } });
 * ```
 */
export const toast = {
  info: (input: ToastInput) => toastStore.push('info', input),
  success: (input: ToastInput) => toastStore.push('success', input),
  warning: (input: ToastInput) => toastStore.push('warning', input),
  error: (input: ToastInput) => toastStore.push('error', input),
  dismissAll: () => toastStore.dismissAll(),
};
