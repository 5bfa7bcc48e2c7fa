import { expect, test } from '../support/test';
import { apiToken, signedIn } from '../support/session';

test('a visitor goes from the programs to a class and its courses', async ({ page }) => {
  await page.goto('/classes');
  await expect(page.getByRole('heading', { level: 1, name: 'Kelas' })).toBeVisible();
  await page.getByRole('link', { name: 'Akademi Penjualan' }).click();

  await expect(page).toHaveURL(/\/classes\/sales$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Akademi Penjualan' })).toBeVisible();
  for (const status of ['Sedang berjalan', 'Akan datang', 'Sudah selesai'])
    await expect(page.getByRole('heading', { level: 2, name: status })).toBeVisible();
  await page.getByRole('link', { name: 'Kelas Jakarta' }).click();

  await expect(page).toHaveURL(/\/classes\/sales\/batch-3$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Kelas Jakarta' })).toBeVisible();
  await expect(page).toHaveTitle(/Kelas Jakarta · Akademi Penjualan/);
  const trail = page.getByRole('navigation', { name: 'Lokasi halaman' });
  await expect(trail.getByRole('link', { name: 'Akademi Penjualan' })).toBeVisible();
  await expect(page.getByText('Dewi Lestari').first()).toBeVisible();
  await expect(page.getByText(/Peserta kelas ditentukan oleh perusahaan Anda/)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Masuk untuk melihat kelas Anda' })).toBeVisible();
  const courses = page.getByRole('region', { name: 'Kursus di kelas ini' });
  await expect(courses.getByRole('article')).toHaveCount(4);

  await page.getByRole('button', { name: 'Switch the language to English' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Jakarta class' })).toBeVisible();
});

test('a member of the class sees it is theirs and continues to its first course', async ({
  page,
  request,
}) => {
  await signedIn(page, await apiToken(request, 'member@ajar.local'));
  await page.goto('/classes/sales');
  const card = page.getByRole('article').filter({ hasText: 'Kelas Jakarta' });
  await expect(card.getByText('Kelas Anda')).toBeVisible();

  await page.goto('/classes/sales/batch-3');
  await expect(page.getByText('Anda peserta kelas ini.')).toBeVisible();
  await page.getByRole('link', { name: 'Lanjutkan ke kursus pertama' }).click();
  await expect(page).toHaveURL(/\/courses\/\d+$/);

  await page.goto('/classes/sales/batch-9');
  await expect(page.getByRole('heading', { name: 'Kelas tidak ditemukan' })).toBeVisible();
});
