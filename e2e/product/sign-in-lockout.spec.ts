import { expect, test, type Page } from '../support/test';
import { fillSignIn } from '../support/account';
import { DEMO_PASSWORD } from '../support/session';

const EMAIL = 'trainer3@ajar.local';

const signIn = (page: Page, password: string) => fillSignIn(page, EMAIL, password);

test('strangers’ wrong passwords lock the account, but not for the browser its owner uses', async ({
  page,
  browser,
  playwright,
  baseURL,
}) => {
  // Each wrong password costs a deliberate scrypt hash (128 MiB, about a second).
  test.setTimeout(180_000);
  const { port } = new URL(baseURL!);
  // The owner over IPv4 and the strangers over IPv6: two clients, as the API sees them.
  const owner = `http://127.0.0.1:${port}`;
  const strangers = await playwright.request.newContext({ baseURL: `http://[::1]:${port}` });

  await page.goto(`${owner}/sign-in`);
  await signIn(page, DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/my-dashboard$/, { timeout: 30_000 });
  await page.getByRole('button', { name: 'Akun Saya' }).click();
  await page.getByRole('menuitem', { name: 'Keluar' }).click();
  await expect(page).toHaveURL(/\/$/, { timeout: 15_000 });

  const guess = () =>
    strangers.post('/v1/auth/login', { data: { email: EMAIL, password: 'not-the-password' } });
  const guesses = await Promise.all(Array.from({ length: 10 }, guess));
  expect(guesses.map((r) => r.status())).toEqual(Array(10).fill(400));
  expect((await guess()).status()).toBe(429);

  // Another browser, even with the right password, is held by the lock.
  const other = await browser.newContext();
  const elsewhere = await other.newPage();
  await elsewhere.goto(`${owner}/sign-in`);
  await signIn(elsewhere, DEMO_PASSWORD);
  await expect(elsewhere.getByText(/Terlalu banyak percobaan masuk/)).toBeVisible({
    timeout: 30_000,
  });
  await expect(elsewhere).toHaveURL(/\/sign-in$/);
  await other.close();

  // The owner's browser, which signed in before, is let in.
  await page.goto(`${owner}/sign-in`);
  await signIn(page, DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/my-dashboard$/, { timeout: 30_000 });
  await strangers.dispose();
});
