import { expect, test } from '../support/test';
import { fillSignIn } from '../support/account';
import { DEMO_PASSWORD } from '../support/session';

/** The words of the old answer, which sent partners to a page that does not exist. */
const MISSING_PAGE = /halaman mitra|partner page/i;

test('a partner signs in on /sign-in and reaches a working partner voucher page', async ({
  page,
}) => {
  // Sign-in, a reload and a sign-out: several first paints on one page.
  test.slow();
  await page.goto('/redeem-voucher-p');
  await page.getByRole('link', { name: 'Masuk' }).last().click();
  await expect(page).toHaveURL(/\/sign-in\?next=%2Fredeem-voucher-p$/);
  await fillSignIn(page, 'partner@ajar.local');

  await expect(page).toHaveURL(/\/redeem-voucher-p$/, { timeout: 15_000 });
  await expect(
    page.getByRole('heading', { level: 2, name: 'Anda masuk sebagai mitra' }),
  ).toBeVisible();
  // The partner's own account, as the API knows it through the partner token.
  await expect(page.getByText('Mitra Pelatihan, Ajar Demo')).toBeVisible({ timeout: 15_000 });
  await expect(page.getByText(MISSING_PAGE)).toHaveCount(0);
  const stored = await page.evaluate(() => ({
    partner: localStorage.getItem('partnerToken'),
    member: localStorage.getItem('token'),
  }));
  expect(stored.partner).toBeTruthy();
  expect(stored.member).toBeNull();
  await expect(
    page.getByRole('link', { name: 'Buka halaman Tukar Voucher untuk peserta' }),
  ).toHaveAttribute('href', '/redeem-voucher');

  // Still there after a reload: the stored partner token is recognised.
  await page.reload();
  await expect(page.getByText('Mitra Pelatihan, Ajar Demo')).toBeVisible({ timeout: 15_000 });

  await page.getByRole('button', { name: 'Keluar dari akun mitra' }).click();
  await expect(page.getByRole('link', { name: 'Masuk' }).last()).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('partnerToken'))).toBeNull();
});

test('the member sign-in answers a partner account without pointing at a missing page', async ({
  request,
}) => {
  for (const lang of ['id', 'en']) {
    const res = await request.post('/v1/auth/login', {
      headers: { 'accept-language': lang },
      data: { email: 'partner@ajar.local', password: DEMO_PASSWORD },
    });
    expect(res.status()).toBe(403);
    const { error } = (await res.json()) as { error: { code: string; message: string } };
    expect(error.code).toBe('partner_account');
    expect(error.message).not.toMatch(MISSING_PAGE);
  }
});

// The partner's own sign-in page, and the member pages closed to a partner: account-journey.spec.ts.
