import { expect, test } from '../support/test';

// The product sets its text in Plus Jakarta Sans, served by the product itself (no font CDN),
// preloaded from index.html so it arrives with the scripts, and downloaded once.
test('the first screen sets its text in the self-hosted Plus Jakarta Sans, fetched once', async ({
  page,
}) => {
  const fontRequests: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'font') fontRequests.push(request.url());
  });
  await page.goto('/');
  const heading = page.getByRole('heading', { level: 1, name: 'Selamat datang di Ajar' });
  await expect(heading).toBeVisible();

  const preload = page.locator('head link[rel="preload"][as="font"]');
  await expect(preload).toHaveCount(1);
  const href = await preload.getAttribute('href');
  expect(href).toMatch(/^\/assets\/plus-jakarta-sans-latin-wght-normal-[\w-]+\.woff2$/);

  // Every weight the page uses comes from the one variable file, and the face is loaded.
  await expect
    .poll(() =>
      page.evaluate(async () => {
        await document.fonts.ready;
        return ['400', '500', '600'].every((weight) =>
          document.fonts.check(`${weight} 16px "Plus Jakarta Sans"`),
        );
      }),
    )
    .toBe(true);
  const loaded = await page.evaluate(
    () =>
      [...document.fonts].filter(
        (f) => f.family.includes('Plus Jakarta Sans') && f.status === 'loaded',
      ).length,
  );
  expect(loaded).toBe(1);
  expect(await heading.evaluate((h) => getComputedStyle(h).fontFamily)).toMatch(
    /^"?Plus Jakarta Sans"?,/,
  );

  const origin = new URL(page.url()).origin;
  expect(fontRequests.map((url) => new URL(url).origin)).toEqual([origin]);
  expect(new URL(fontRequests[0]!).pathname).toBe(href);
});
