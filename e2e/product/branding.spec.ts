import { expect, test, type APIRequestContext } from '@playwright/test';
import { apiToken, primaryOf, signedIn } from '../support/session';
import { themeStreamConnected, watchThemeStream } from '../support/theme-stream';

// An icon directory with one 16x16 entry: enough for the API to know it as an ICO file.
const ICO = Buffer.from([
  0, 0, 1, 0, 1, 0, 16, 16, 0, 0, 1, 0, 32, 0, 4, 0, 0, 0, 22, 0, 0, 0, 1, 2, 3, 4,
]);

async function restore(request: APIRequestContext, token: string) {
  const headers = { authorization: `Bearer ${token}` };
  await request.put('/v1/company/branding', {
    headers,
    data: { displayName: 'Ajar', faviconTitle: null, primaryColor: '#FF4048' },
  });
  await request.delete('/v1/company/branding/favicon', { headers });
}

test('an admin rebrands the company; a signed-out page on the same host follows', async ({
  browser,
  request,
}) => {
  test.setTimeout(90_000);
  const admin = await apiToken(request, 'admin@ajar.local');
  const adminPage = await (await browser.newContext()).newPage();
  const visitorContext = await browser.newContext();
  const visitor = await visitorContext.newPage();
  try {
    // A visitor who never signed in, on the company's host.
    await watchThemeStream(visitor);
    await visitor.goto('/courses');
    await expect(visitor.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 15_000 });
    await themeStreamConnected(visitor);

    await signedIn(adminPage, admin);
    await adminPage.goto('/company/branding');
    await expect(
      adminPage.getByRole('heading', { level: 1, name: 'Merek perusahaan' }),
    ).toBeVisible({ timeout: 15_000 });
    await adminPage.getByRole('textbox', { name: 'Nama perusahaan' }).fill('Ajar Nusantara Jaya');
    await adminPage.getByRole('textbox', { name: 'Judul favicon' }).fill('Belajar Bersama');
    await adminPage.getByRole('textbox', { name: 'Warna merek' }).fill('#0B6E4F');

    // An SVG is refused in the browser with the API's message, before any upload.
    const faviconInput = adminPage
      .getByLabel('Favicon', { exact: true })
      .and(adminPage.locator('input[type="file"]'));
    await faviconInput.setInputFiles({
      name: 'icon.svg',
      mimeType: 'image/svg+xml',
      buffer: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>1</script></svg>'),
    });
    await expect(adminPage.getByText('Favicon harus berupa berkas ICO, PNG')).toBeVisible();
    const uploaded = adminPage.waitForResponse(
      (r) => r.url().endsWith('/v1/company/branding/favicon') && r.request().method() === 'PUT',
    );
    await faviconInput.setInputFiles({ name: 'icon.ico', mimeType: 'image/x-icon', buffer: ICO });
    expect((await uploaded).status()).toBe(200);

    const saved = adminPage.waitForResponse(
      (r) => r.url().endsWith('/v1/company/branding') && r.request().method() === 'PUT',
    );
    await adminPage.getByRole('button', { name: 'Simpan merek' }).click();
    expect((await saved).status()).toBe(200);

    // The signed-out page takes the colour live, without a reload.
    await expect.poll(() => primaryOf(visitor), { timeout: 2000 }).toBe('#0B6E4F');

    // Its next page shows the new name, favicon and favicon title.
    await visitor.goto('/events');
    await expect(visitor.getByRole('link', { name: /Ajar Nusantara Jaya/ }).first()).toBeVisible({
      timeout: 15_000,
    });
    await expect(visitor).toHaveTitle(/Belajar Bersama/);
    await expect(visitor.locator('link[rel="icon"]')).toHaveAttribute(
      'href',
      /^\/v1\/company\/images\/\d+\/favicon\/[0-9a-f]{16}$/,
    );
  } finally {
    await restore(request, admin);
    await visitorContext.close();
  }
});

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
