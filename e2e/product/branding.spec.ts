import { expect, test } from '../support/test';
import { apiToken, signedIn } from '../support/session';

// The admin's side of branding, and what a signed-out page does with it, is in
// account-journey.spec.ts.

test('the branding page is for admins: a member sees it is not theirs, and no menu entry', async ({
  page,
  request,
}) => {
  // Signing in hashes the password at full cost: slow on a busy machine.
  test.setTimeout(90_000);
  const member = await apiToken(request, 'member@ajar.local');
  await signedIn(page, member);
  await page.goto('/company/branding');
  await expect(
    page.getByRole('heading', {
      name: 'Hanya admin perusahaan yang dapat mengubah tampilan merek.',
    }),
  ).toBeVisible({ timeout: 15_000 });
  await expect(page.getByRole('link', { name: 'Merek perusahaan' })).toHaveCount(0);
  const put = await request.put('/v1/company/branding', {
    headers: { authorization: `Bearer ${member}` },
    data: { displayName: 'Diretas', faviconTitle: null, primaryColor: '#000000' },
  });
  expect(put.status()).toBe(403);
});
