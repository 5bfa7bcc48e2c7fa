import { expect, test } from '../support/test';

test('a certificate number nobody was given reads as not found, not as a connection problem', async ({
  page,
}) => {
  // A well-formed number the seed never issues (certificates are issued on completion).
  const answer = page.waitForResponse((response) =>
    response.url().endsWith('/v1/certificates/AJR-ZZZZ-ZZZZ'),
  );
  await page.goto('/certificate-is-valid?code=AJR-ZZZZ-ZZZZ');
  expect((await answer).status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'Sertifikat tidak ditemukan' })).toBeVisible();
  await expect(page.getByText('AJR-ZZZZ-ZZZZ')).toBeVisible();
  await expect(page.getByRole('main')).not.toContainText('Periksa koneksi');
  await expect(page.getByRole('button', { name: 'Coba lagi' })).toHaveCount(0);
});
