import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, productPort, test, type APIRequestContext } from '../support/test';
import { apiToken, primaryOf, signedIn } from '../support/session';
import { startProduct, stopProduct } from '../support/product';
import { themeStreamConnected, watchThemeStream } from '../support/theme-stream';

async function setTheme(
  request: APIRequestContext,
  token: string,
  primaryColor: string,
  base = '',
) {
  const res = await request.put(`${base}/v1/company/theme`, {
    headers: { authorization: `Bearer ${token}` },
    data: { primaryColor },
  });
  expect(res.status()).toBe(200);
}

test('two open pages follow a colour change within a second, without a reload', async ({
  browser,
  request,
}) => {
  const admin = await apiToken(request, 'admin@ajar.local');
  const member = await apiToken(request, 'member@ajar.local');
  const pages = await Promise.all([browser.newPage(), browser.newPage()]);
  for (const [i, page] of pages.entries()) {
    await watchThemeStream(page);
    await signedIn(page, member);
    await page.goto(i === 0 ? '/my-dashboard' : '/courses');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.evaluate(() => ((window as unknown as { loadedOnce: boolean }).loadedOnce = true));
  }
  for (const page of pages) await themeStreamConnected(page);

  await setTheme(request, admin, '#1A2B4C');
  for (const page of pages) {
    await expect.poll(() => primaryOf(page), { timeout: 1000 }).toBe('#1A2B4C');
    expect(
      await page.evaluate(() => (window as unknown as { loadedOnce?: boolean }).loadedOnce),
    ).toBe(true);
    expect(await page.evaluate(() => localStorage.getItem('primary'))).toMatch(/^#1a2b4c$/i);
  }
  // The next visit paints in the new colour from the first frame.
  await pages[1]!.reload();
  expect(await primaryOf(pages[1]!)).toBe('#1A2B4C');
  await setTheme(request, admin, '#FF4048');
  await Promise.all(pages.map((p) => p.close()));
});

test('after the server restarts, an open page reconnects and follows the next change', async ({
  page,
  playwright,
}) => {
  test.setTimeout(60_000);
  // Beside the workers' ports, so parallel runs on other ports do not collide.
  const port = productPort + 90;
  const base = `http://localhost:${port}`;
  const dataDir = await mkdtemp(path.join(tmpdir(), 'ajar-e2e-restart-'));
  const request = await playwright.request.newContext();
  let product = await startProduct(port, dataDir);
  try {
    const member = await apiToken(request, 'member@ajar.local', base);
    const admin = await apiToken(request, 'admin@ajar.local', base);
    await watchThemeStream(page);
    await signedIn(page, member);
    await page.goto(`${base}/my-dashboard`);
    await expect(page.getByRole('heading', { level: 1, name: 'Dasbor Saya' })).toBeVisible();
    await themeStreamConnected(page);

    await stopProduct(product);
    product = await startProduct(port, dataDir);
    // The page tries again 5 s after the stream broke; then one change reaches it at once.
    await themeStreamConnected(page, 2);
    await setTheme(request, admin, '#00695C', base);
    await expect.poll(() => primaryOf(page), { timeout: 1000 }).toBe('#00695C');
  } finally {
    await stopProduct(product);
    await request.dispose();
    await rm(dataDir, { recursive: true, force: true });
  }
});
