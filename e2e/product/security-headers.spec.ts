import { expect, test, type Page } from '../support/test';
import { LEADERSHIP_QUIZZES } from '../../packages/api/src/db/seed/quizzes-leadership';
import { apiToken, signedIn } from '../support/session';
import { takeQuiz } from '../support/quiz';

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

test('the learn player shows a lesson’s PDF worksheet in its own viewer', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const violations = await watchPolicy(page);
  page.on('console', (message) => {
    if (/frame-ancestors|Refused to (display|frame)/i.test(message.text()))
      violations.push(message.text());
  });
  // member3 enters the leadership course with the demo voucher and is brought up to the
  // delegation lesson, whose worksheet is /media/panduan-delegasi.pdf (seed).
  const token = await apiToken(request, 'member3@ajar.local');
  const headers = { authorization: `Bearer ${token}` };
  const redeemed = await request.post('/v1/vouchers/redeem', {
    headers,
    data: { code: 'AJAR-LEAD-2026' },
  });
  expect(redeemed.status()).toBe(201);
  const courseId = ((await redeemed.json()) as { course: { id: number } }).course.id;
  await signedIn(page, token);
  await page.goto(`/courses/${courseId}/learn`);
  await expect(page.getByRole('heading', { level: 1, name: /Pre-test/ })).toBeVisible({
    timeout: 20_000,
  });
  await takeQuiz(page, LEADERSHIP_QUIZZES['Pre Test']!, { wrong: true });
  const outline = (await (
    await request.get(`/v1/courses/${courseId}/learn`, { headers })
  ).json()) as { sections: { contents: { id: number; title: { id: string } }[] }[] };
  const contents = outline.sections.flatMap((s) => s.contents);
  const pdfAt = contents.findIndex((c) => c.title.id === 'Seni Mendelegasikan Tugas');
  for (const content of contents.slice(1, pdfAt)) {
    const done = await request.post(`/v1/courses/${courseId}/learn/${content.id}/complete`, {
      headers,
    });
    expect(done.status(), content.title.id).toBe(200);
  }

  const pdf = page.waitForResponse((r) => r.url().endsWith('/media/panduan-delegasi.pdf'));
  await page.goto(`/courses/${courseId}/learn/${contents[pdfAt]!.id}`);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Seni Mendelegasikan Tugas' }),
  ).toBeVisible();
  expect((await pdf).status()).toBe(200);
  await expect(page.locator('object[data$="/media/panduan-delegasi.pdf"]')).toBeVisible();
  // A shown PDF opens the browser's viewer as frames inside the page; a refused one opens none.
  await expect.poll(() => page.frames().length).toBeGreaterThan(1);
  expect(violations).toEqual([]);
});
