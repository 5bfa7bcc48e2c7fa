import { expect, test, type Browser, type Page } from '@playwright/test';
import { apiToken, DEMO_PASSWORD, signedIn } from '../support/session';

// An account no other end-to-end test signs in to: its sessions end here.
const EMAIL = 'trainer2@ajar.local';
const NEW_PASSWORD = 'kata-sandi-baru-1';

async function signedInPage(browser: Browser, token: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await signedIn(page, token);
  return page;
}

async function changePassword(page: Page, current: string, next: string) {
  await page.getByLabel(/^Password saat ini/).fill(current);
  await page.getByLabel(/^Password baru/).fill(next);
  await page.getByLabel(/^Konfirmasi password baru/).fill(next);
  const answer = page.waitForResponse((r) => r.url().endsWith('/v1/auth/password'));
  await page.getByRole('button', { name: 'Simpan password' }).click();
  // Checking the current password costs a deliberate scrypt hash (about a second).
  expect((await answer).status()).toBe(204);
  await expect(page.getByText('Password berhasil diubah.', { exact: false })).toBeVisible();
}

test('changing the password signs the other browser out and keeps this one in', async ({
  browser,
  request,
}) => {
  test.slow();
  const here = await signedInPage(browser, await apiToken(request, EMAIL));
  const there = await signedInPage(browser, await apiToken(request, EMAIL));
  await there.goto('/my-courses');
  await expect(there.getByRole('heading', { level: 1 })).toBeVisible();

  await here.goto('/change-password');
  await expect(here.getByRole('heading', { level: 1, name: 'Ubah Password' })).toBeVisible();
  await changePassword(here, DEMO_PASSWORD, NEW_PASSWORD);

  // The other browser's next request is refused: it lands on sign-in, told its session ended.
  await there.reload();
  await expect(there).toHaveURL(/\/sign-in/);
  await expect(there.getByText('Sesi Anda telah berakhir. Silakan masuk kembali.')).toBeVisible();
  expect(await there.evaluate(() => localStorage.getItem('token'))).toBeNull();

  // This one is still in, and its requests still answer.
  await here.goto('/my-courses');
  await expect(here).toHaveURL(/\/my-courses$/);
  await here.goto('/change-password');
  await changePassword(here, NEW_PASSWORD, DEMO_PASSWORD);
});
