import type { Page } from '@playwright/test';

type Flagged = Window & { ajarThemeConnected?: number };

/**
 * Counts the theme streams' `connected` events in a page (installed before it loads), so a
 * test waits until the server has the page subscribed instead of guessing how long that takes.
 * The API subscribes a stream before it sends `connected`.
 */
export async function watchThemeStream(page: Page) {
  await page.addInitScript(() => {
    const Native = window.EventSource;
    window.EventSource = class extends Native {
      constructor(url: string | URL, init?: EventSourceInit) {
        super(url, init);
        // Only the theme streams: a signed-in page also keeps the unread count's stream open.
        if (!new URL(String(url), location.href).pathname.startsWith('/v1/company/theme/')) return;
        this.addEventListener('connected', () => {
          const w = window as Flagged;
          w.ajarThemeConnected = (w.ajarThemeConnected ?? 0) + 1;
        });
      }
    };
  });
}

/** Resolves once the page's theme stream has said `connected` (at least `times` times). */
export async function themeStreamConnected(page: Page, times = 1) {
  await page.waitForFunction((n) => ((window as Flagged).ajarThemeConnected ?? 0) >= n, times);
}
