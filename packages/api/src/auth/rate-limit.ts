/**
 * Fixed-window counter per key (IP + email). In memory: each API process limits on its own,
 * which bounds a guesser to N x processes attempts a minute; good enough against guessing,
 * and needs no shared store.
 */
export interface RateLimiter {
  /** Counts an attempt; returns the seconds to wait when over the limit, else 0. */
  hit(key: string, now?: number): number;
  reset(key: string): void;
}

export function rateLimiter(limit: number, windowMs: number): RateLimiter {
  const windows = new Map<string, { start: number; count: number }>();
  let lastSweep = 0;
  return {
    hit(key, now = Date.now()) {
      if (now - lastSweep > windowMs) {
        for (const [k, w] of windows) if (now - w.start >= windowMs) windows.delete(k);
        lastSweep = now;
      }
      let window = windows.get(key);
      if (!window || now - window.start >= windowMs) {
        window = { start: now, count: 0 };
        windows.set(key, window);
      }
      window.count += 1;
      return window.count > limit ? Math.ceil((window.start + windowMs - now) / 1000) : 0;
    },
    reset(key) {
      windows.delete(key);
    },
  };
}
