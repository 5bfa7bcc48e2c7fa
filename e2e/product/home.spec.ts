import { expect, test } from '../support/test';

test('the home page renders in Indonesian from the built app served by the API', async ({
  page,
}) => {
  await page.goto('/');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Selamat datang di Ajar' }),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Jelajahi kursus' })).toBeVisible();
  await expect(page).toHaveTitle('Ajar');
});

test('a client-side route reloads into the app, not a server 404', async ({ page }) => {
  const response = await page.goto('/courses/does-not-matter');
  expect(response?.status()).toBe(200);
  await expect(page.locator('#root')).toBeAttached();
});

test('the API answers its health check with JSON', async ({ request }) => {
  const response = await request.get('/v1/health');
  expect(response.ok()).toBe(true);
  expect(await response.json()).toMatchObject({ status: 'ok', database: 'ok' });
});
