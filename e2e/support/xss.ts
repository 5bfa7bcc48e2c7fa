import type { Page } from '@playwright/test';
import { XSS_HOOK } from '../../packages/api/src/testing/xss-corpus';

/**
 * Watches a page for the XSS corpus: any payload that ran would call window.__xss(n); none
 * may. The product's CSP would block most of them anyway, so a payload that merely tried
 * counts too: a CSP violation, or an element, handler or script URL left in the page, means
 * the sanitiser or the rendering let it through. Answers a check to call after each visit.
 */
export async function watchForScript(page: Page) {
  await page.addInitScript((hook) => {
    const w = window as unknown as Record<string, unknown>;
    w.__xssHits = [];
    w.__xssBlocked = [];
    w[hook] = (n: number) => (w.__xssHits as number[]).push(n);
    document.addEventListener('securitypolicyviolation', (event) =>
      (w.__xssBlocked as string[]).push(
        `${event.violatedDirective}: ${event.sample} ${event.blockedURI} ${event.sourceFile}:${event.lineNumber}`,
      ),
    );
  }, XSS_HOOK);
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  return async () => ({
    ...(await page.evaluate(() => {
      const w = window as unknown as { __xssHits: number[]; __xssBlocked: string[] };
      // Anywhere on the page: what could run. Inside a post's text: anything but the
      // allow-list's plain markup (no svg, form or media either).
      const active = [
        ...document.querySelectorAll(
          'main script, main iframe, main object, main embed, main [href^="javascript" i], main [src^="javascript" i]',
        ),
        ...document.querySelectorAll(
          '[data-post-body] :is(svg, math, form, input, button, textarea, select, video, audio, style, link, meta, base, template)',
        ),
      ].map((e) => e.outerHTML.slice(0, 80));
      const handlers = Array.from(document.querySelectorAll('main *')).flatMap((e) =>
        Array.from(e.attributes)
          .filter((a) => a.name.startsWith('on'))
          .map((a) => `${e.tagName} ${a.name}`),
      );
      return { hits: w.__xssHits, blocked: w.__xssBlocked, active, handlers };
    })),
    dialogs,
  });
}
