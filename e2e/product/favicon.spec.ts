import { expect, test } from '../support/test';

test('the product ships its favicon: the page names one that exists, and /favicon.ico answers', async ({
  page,
  request,
}) => {
  // Browsers and bookmark tools still ask for /favicon.ico on their own.
  const ico = await request.get('/favicon.ico');
  expect(ico.status()).toBe(200);
  expect(ico.headers()['content-type']).toBe('image/x-icon');

  const missing: string[] = [];
  page.on('response', (response) => {
    if (response.status() === 404) missing.push(response.url());
  });
  // The icon is named in the first HTML, before any script runs.
  const html = await (await request.get('/')).text();
  const href = /<link rel="icon"[^>]*href="([^"]+)"/.exec(html)?.[1];
  expect(href).toBeDefined();
  const icon = await request.get(href!);
  expect(icon.status()).toBe(200);
  expect(icon.headers()['content-type']).toMatch(/^image\//);

  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 15_000 });
  await expect(page.locator('link[rel="icon"]')).toHaveAttribute('href', /^\/favicon\./);
  expect(missing).toEqual([]);
});
