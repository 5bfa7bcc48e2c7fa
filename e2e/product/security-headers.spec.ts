import { expect, test, type Page } from '@playwright/test';
import { apiToken, signedIn } from '../support/session';

/** Records every Content-Security-Policy violation and CSP console error of the page. */
async function watchPolicy(page: Page) {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && /Content Security Policy/i.test(message.text()))
      violations.push(message.text());
  });
  await page.exposeFunction('reportCspViolation', (text: string) => violations.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { reportCspViolation: (t: string) => void })
        .reportCspViolation;
      report(`${event.violatedDirective} blocked ${event.blockedURI} (${event.sourceFile})`);
    });
  });
  return violations;
}

const pages = ['/', '/courses', '/courses/1', '/sign-in'];

test('the product’s pages run under its Content-Security-Policy with nothing blocked', async ({
  page,
}) => {
  const violations = await watchPolicy(page);
  for (const path of pages) {
    const response = await page.goto(path);
    expect(response?.headers()['content-security-policy']).toContain("script-src 'self'");
    await expect(page.getByRole('heading').first()).toBeVisible();
    await page.waitForLoadState('load');
  }
  expect(violations).toEqual([]);
});

test('a signed-in page runs under the policy too', async ({ page, request }) => {
  const violations = await watchPolicy(page);
  await signedIn(page, await apiToken(request, 'member@ajar.local'));
  await page.goto('/my-dashboard');
  await expect(page.locator('[data-layout]')).toHaveAttribute('data-layout', 'member');
  await expect(page.getByRole('heading').first()).toBeVisible();
  await page.waitForLoadState('load');
  expect(violations).toEqual([]);
});

test('another site cannot show the product in a frame', async ({ page, baseURL }) => {
  const refused: string[] = [];
  page.on('console', (message) => {
    if (/frame-ancestors|Refused to (display|frame)/i.test(message.text()))
      refused.push(message.text());
  });
  await page.setContent(`<iframe title="framed" src="${baseURL}/courses"></iframe>`);
  await expect.poll(() => refused.length).toBeGreaterThan(0);
  const framed = page.frames().find((frame) => frame !== page.mainFrame());
  await expect(page.frameLocator('iframe').locator('[data-layout]')).toHaveCount(0);
  expect(framed?.url()).not.toBe(`${baseURL}/courses`);
});
