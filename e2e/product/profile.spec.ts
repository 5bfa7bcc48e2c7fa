import { expect, test, type Page } from '@playwright/test';
import { apiToken, signedIn } from '../support/session';

// Another test only takes a course as this member; their name, phone and photo change here.
const EMAIL = 'member3@ajar.local';

/** A real PNG, drawn by the browser itself, as a person's camera roll would hold one. */
async function drawnPng(page: Page): Promise<Buffer> {
  const dataUrl = await page.evaluate(() => {
    const canvas = document.createElement('canvas');
    canvas.width = 320;
    canvas.height = 240;
    const context = canvas.getContext('2d')!;
    context.fillStyle = 'teal';
    context.fillRect(0, 0, 320, 240);
    context.fillStyle = 'gold';
    context.fillRect(100, 60, 120, 120);
    return canvas.toDataURL('image/png');
  });
  return Buffer.from(dataUrl.split(',')[1]!, 'base64');
}

async function save(page: Page, button: string) {
  const answer = page.waitForResponse(
    (r) => r.url().endsWith('/v1/me/profile') && r.request().method() === 'PATCH',
  );
  await page.getByRole('button', { name: button }).click();
  expect((await answer).status()).toBe(200);
}

test('a person edits their details, uploads a photo that stays after a reload and shows in the header, and switches language', async ({
  page,
  request,
}) => {
  test.slow();
  await signedIn(page, await apiToken(request, EMAIL));
  await page.goto('/profile');
  await expect(page.getByRole('heading', { level: 1, name: 'Profil' })).toBeVisible();
  // Employment facts from the company, read only.
  await expect(page.getByText('AJR-0109')).toBeVisible();
  await expect(page.getByText('Rina Kusuma')).toBeVisible();

  await page.getByLabel(/^Nama/).fill('Putri Ramadhani Siregar');
  await page.getByLabel(/^Nomor ponsel/).fill('0813-9876-5432');
  await save(page, 'Simpan profil');
  await expect(page.getByText('Profil berhasil disimpan.')).toBeVisible();

  const upload = page.waitForResponse(
    (r) => r.url().endsWith('/v1/me/photo') && r.request().method() === 'PUT',
  );
  await page
    .getByLabel(/^Pilih foto/)
    .setInputFiles({ name: 'foto.png', mimeType: 'image/png', buffer: await drawnPng(page) });
  expect((await upload).status()).toBe(200);
  await expect(page.getByText('Foto profil berhasil disimpan.')).toBeVisible();

  await page.reload();
  await expect(page.getByLabel(/^Nama/)).toHaveValue('Putri Ramadhani Siregar');
  await expect(page.getByLabel(/^Nomor ponsel/)).toHaveValue('081398765432');
  const photo = page.getByTestId('profile-photo').locator('img');
  await expect(photo).toBeVisible();
  // The stored photo is the server's square, whatever shape was sent.
  expect(
    await photo.evaluate((img: HTMLImageElement) => [img.naturalWidth, img.naturalHeight]),
  ).toEqual([256, 256]);
  await expect(page.getByTestId('user-photo').locator('img')).toBeVisible();

  // Saving English as the preferred language switches the app to it.
  await page.getByLabel(/^Bahasa/).selectOption('en');
  await save(page, 'Simpan profil');
  await expect(page.getByRole('heading', { level: 1, name: 'Profile' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Profile' })).toBeVisible();
  await expect(page.getByLabel(/^Language/)).toHaveValue('en');
});
