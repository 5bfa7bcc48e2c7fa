import { expect, test } from '../support/test';
import { apiToken, DEMO_PASSWORD } from '../support/session';

test('a member page signed out goes to sign-in, then back to that page', async ({ page }) => {
  await page.goto('/my-courses/1/riwayat-evaluasi');
  await expect(page).toHaveURL(/\/sign-in\?next=%2Fmy-courses%2F1%2Friwayat-evaluasi$/);
  await page.getByRole('button', { name: 'Masuk' }).click();
  await expect(page.getByText('Email wajib diisi')).toBeVisible();
  await page.getByLabel('Email').fill('member.ajar.local');
  await page.getByLabel('Email').blur();
  await expect(page.getByText('Email tidak valid')).toBeVisible();
  await page.getByLabel('Email').fill('member@ajar.local');
  await page.getByRole('textbox', { name: /^Password/ }).fill('salah-sekali');
  await page.getByRole('button', { name: 'Masuk' }).click();
  // A wrong password costs a deliberate scrypt hash (128 MiB, about a second).
  await expect(page.getByText('Email atau password salah')).toBeVisible({ timeout: 15_000 });
  await page.getByRole('textbox', { name: /^Password/ }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Masuk' }).click();
  await expect(page).toHaveURL(/\/my-courses\/1\/riwayat-evaluasi$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Riwayat Evaluasi' })).toBeVisible();
  await expect(page.locator('[data-layout]')).toHaveAttribute('data-layout', 'member');

  await page.getByRole('button', { name: 'Akun Saya' }).click();
  await page.getByRole('menuitem', { name: 'Keluar' }).click();
  await expect(page).toHaveURL(/\/$/);
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
  await page.goto('/my-dashboard');
  await expect(page).toHaveURL(/\/sign-in/);
});

test('an expired session is removed and a warning says so', async ({ page, request }) => {
  const token = await apiToken(request, 'member@ajar.local');
  const [header, , signature] = token.split('.');
  const claims = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString());
  const expired = `${header}.${Buffer.from(JSON.stringify({ ...claims, exp: 1_000_000 })).toString('base64url')}.${signature}`;
  await page.addInitScript((value) => {
    if (!sessionStorage.getItem('seeded')) {
      localStorage.setItem('token', value);
      sessionStorage.setItem('seeded', '1');
    }
  }, expired);
  await page.goto('/my-dashboard');
  await expect(page).toHaveURL(/\/sign-in/);
  await expect(page.getByText('Perhatian!')).toBeVisible();
  await expect(page.getByText('Sesi Anda telah berakhir. Silakan masuk kembali.')).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
});

test('the language switch changes what is shown and survives a reload', async ({ page }) => {
  await page.goto('/courses');
  await expect(page.getByRole('heading', { level: 1, name: 'Kursus' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'id');
  await page.getByRole('button', { name: 'Switch the language to English' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Courses' })).toBeVisible();
  await expect(page.getByRole('searchbox', { name: 'Search courses' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Roadmaps' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page).toHaveTitle('Courses · Ajar');
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Courses' })).toBeVisible();
  await page.getByRole('button', { name: 'Ganti bahasa ke Bahasa Indonesia' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Kursus' })).toBeVisible();
});

test('signing out in one tab signs out the other open tabs', async ({ context, request }) => {
  const token = await apiToken(request, 'member@ajar.local');
  const first = await context.newPage();
  await first.goto('/');
  await first.evaluate((value) => localStorage.setItem('token', value), token);
  await first.goto('/my-courses');
  await expect(first.getByRole('heading', { level: 1, name: 'Kursus Saya' })).toBeVisible();
  const second = await context.newPage();
  await second.goto('/my-courses');
  await expect(second.getByRole('heading', { level: 1, name: 'Kursus Saya' })).toBeVisible();

  await second.getByRole('button', { name: 'Akun Saya' }).click();
  await second.getByRole('menuitem', { name: 'Keluar' }).click();
  // The first tab was not touched: it follows by itself, leaving the member page as a
  // sign-out does (to the home page, signed out), not as an expiry would (to sign-in).
  await expect(first).toHaveURL(/\/$/);
  await expect(first.getByRole('link', { name: 'Masuk' })).toBeVisible();
});
