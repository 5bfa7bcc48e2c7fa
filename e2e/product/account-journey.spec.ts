import { expect, test, type Browser, type Page } from '../support/test';
import {
  bellName,
  changePassword,
  drawnPng,
  fillSignIn,
  freeCourseNotJoined,
  restoreBranding,
  saveProfile,
  unreadCount,
  upcomingEvent,
} from '../support/account';
import { apiToken, DEMO_PASSWORD, primaryOf, signedIn } from '../support/session';
import { themeStreamConnected, watchThemeStream } from '../support/theme-stream';

// One member's account from sign-in on, then a partner and the company's admin, each in their
// own browser. Yoga (member2) has an overdue and a due-soon assigned course in the seed.
const EMAIL = 'member2@ajar.local';
const SAFETY = 'Keselamatan dan Kesehatan Kerja (K3) di Gudang';
const EVENT = 'Lokakarya Negosiasi untuk Tim Penjualan Jawa Timur';
const NEW_PASSWORD = 'kata-sandi-baru-1';
// An icon directory with one 16x16 entry: enough for the API to know it as an ICO file.
const ICO = Buffer.from([
  0, 0, 1, 0, 1, 0, 16, 16, 0, 0, 1, 0, 32, 0, 4, 0, 0, 0, 22, 0, 0, 0, 1, 2, 3, 4,
]);

async function freshPage(browser: Browser, token?: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  if (token) await signedIn(page, token);
  return page;
}

test('a member signs in to their dashboard, edits their profile, changes the password, manages events and hears of a real action; a partner signs in; the admin rebrands and a signed-out page follows', async ({
  browser,
  page,
  request,
}) => {
  // Seven pages of the product, four browsers and six deliberate password hashes.
  test.setTimeout(300_000);
  let token = '';

  await test.step('sign-in lands on the dashboard; "continue" opens the next content', async () => {
    await page.goto('/sign-in');
    await fillSignIn(page, EMAIL);
    await expect(page).toHaveURL(/\/my-dashboard$/, { timeout: 30_000 });
    await expect(page.getByRole('heading', { level: 1, name: 'Dasbor Saya' })).toBeVisible();
    token = (await page.evaluate(() => localStorage.getItem('token')))!;

    // Overdue in words, not by colour alone, with its due date.
    const due = page.getByRole('list', { name: 'Kursus yang terlambat dan segera jatuh tempo' });
    const safety = due
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { name: SAFETY }) });
    await expect(safety.getByText('Terlambat', { exact: true })).toBeVisible({ timeout: 15_000 });
    await expect(safety.getByText(/^Melewati tenggat /)).toBeVisible();

    // The tile names the content "continue" opens, and the player opens on it.
    const go = page.locator('section', {
      has: page.getByRole('heading', { level: 2, name: 'Lanjutkan belajar' }),
    });
    const content = (await go.getByText(/^Berikutnya: /).textContent())!.replace(
      /^Berikutnya: /,
      '',
    );
    await go.getByRole('link', { name: /^Lanjutkan belajar / }).click();
    await expect(page).toHaveURL(/\/courses\/\d+\/learn\/\d+$/);
    await expect(page.getByRole('heading', { level: 1, name: content })).toBeVisible({
      timeout: 15_000,
    });
    const [, courseId, contentId] = /\/courses\/(\d+)\/learn\/(\d+)$/.exec(page.url())!;
    const outline = (await (
      await request.get(`/v1/courses/${courseId}/learn`, {
        headers: { authorization: `Bearer ${token}` },
      })
    ).json()) as { nextContentId: number | null };
    expect(outline.nextContentId).toBe(Number(contentId));
  });

  await test.step('the profile: phone and photo kept after a reload, language switched', async () => {
    await page.goto('/profile');
    await expect(page.getByRole('heading', { level: 1, name: 'Profil' })).toBeVisible();
    // Employment facts from the company, read only; the supervisor by name.
    await expect(page.getByText('AJR-0108')).toBeVisible();
    await expect(page.getByText('Rina Kusuma')).toBeVisible();

    await page.getByLabel(/^Nomor ponsel/).fill('0813-9876-5432');
    await saveProfile(page, 'Simpan profil');
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
    await expect(page.getByLabel(/^Nomor ponsel/)).toHaveValue('081398765432');
    const photo = page.getByTestId('profile-photo').locator('img');
    await expect(photo).toBeVisible();
    // The stored photo is the server's square, whatever shape was sent.
    expect(
      await photo.evaluate((img: HTMLImageElement) => [img.naturalWidth, img.naturalHeight]),
    ).toEqual([256, 256]);
    await expect(page.getByTestId('user-photo').locator('img')).toBeVisible();

    // Saving English as the preferred language switches the app, and it stays after a reload.
    await page.getByLabel(/^Bahasa/).selectOption('en');
    await saveProfile(page, 'Simpan profil');
    await expect(page.getByRole('heading', { level: 1, name: 'Profile' })).toBeVisible();
    await page.reload();
    await expect(page.getByLabel(/^Language/)).toHaveValue('en');
    await page.getByLabel(/^Language/).selectOption('id');
    await saveProfile(page, 'Save profile');
    await expect(page.getByRole('heading', { level: 1, name: 'Profil' })).toBeVisible();
  });

  await test.step('a new password signs the other browser out and keeps this one in', async () => {
    const there = await freshPage(browser, await apiToken(request, EMAIL));
    await there.goto('/my-courses');
    await expect(there.getByRole('heading', { level: 1 })).toBeVisible();

    await page.goto('/change-password');
    await expect(page.getByRole('heading', { level: 1, name: 'Ubah Password' })).toBeVisible();
    await changePassword(page, DEMO_PASSWORD, NEW_PASSWORD);

    // The other browser's next request is refused: it lands on sign-in, told its session ended.
    await there.reload();
    await expect(there).toHaveURL(/\/sign-in/);
    await expect(there.getByText('Sesi Anda telah berakhir. Silakan masuk kembali.')).toBeVisible();
    expect(await there.evaluate(() => localStorage.getItem('token'))).toBeNull();
    // The new password is the one that opens the account there now.
    await fillSignIn(there, EMAIL, NEW_PASSWORD);
    await expect(there).toHaveURL(/\/my-courses$/, { timeout: 30_000 });
    await there.context().close();

    // This one is still in; the password goes back for the rest of the run's tests.
    await page.goto('/my-courses');
    await expect(page).toHaveURL(/\/my-courses$/);
    await page.goto('/change-password');
    await changePassword(page, NEW_PASSWORD, DEMO_PASSWORD);
  });

  await test.step('an event registered for shows on /my-events; cancelling takes it out of my calendar', async () => {
    const event = await upcomingEvent(request, token, EVENT);
    const uid = `UID:event-${event.id}@`;
    await page.goto(`/events/${event.id}`);
    await page.getByRole('button', { name: 'Daftar', exact: true }).click({ timeout: 20_000 });
    await expect(page.getByRole('button', { name: 'Batalkan pendaftaran' })).toBeVisible();

    await page.goto('/my-events');
    const upcoming = page.getByRole('list', { name: 'Acara mendatang yang saya ikuti' });
    await expect(upcoming.getByRole('heading', { name: EVENT })).toBeVisible({ timeout: 20_000 });

    // The address a calendar app would be given: it needs no session.
    const address = page.getByRole('textbox', { name: 'Alamat kalender pribadi' });
    await expect(address).toHaveValue(/only=registered$/);
    const feed = await address.inputValue();
    const before = await request.get(feed, { headers: { authorization: '' } });
    expect(before.status()).toBe(200);
    expect(await before.text()).toContain(uid);

    await upcoming.getByRole('button', { name: `Batalkan pendaftaran: ${EVENT}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Batalkan pendaftaran?' });
    await dialog.getByRole('button', { name: 'Ya, batalkan' }).click();
    await expect(page.getByText('Pendaftaran dibatalkan')).toBeVisible();
    await expect(upcoming.getByRole('heading', { name: EVENT })).toHaveCount(0);
    await page.getByRole('tab', { name: 'Dibatalkan' }).click();
    await expect(
      page
        .getByRole('list', { name: 'Pendaftaran yang saya batalkan' })
        .getByRole('heading', { name: EVENT }),
    ).toBeVisible();

    const after = await request.get(feed, { headers: { authorization: '' } });
    expect(await after.text()).not.toContain(uid);
  });

  await test.step('enrolling in another tab raises the bell live; opening the notice lowers it', async () => {
    const course = await freeCourseNotJoined(request, token);
    const before = await unreadCount(request, token);
    await page.goto('/my-courses');
    await expect(page.getByRole('link', { name: bellName(before), exact: true })).toBeVisible({
      timeout: 30_000,
    });

    const other = await page.context().newPage();
    await other.goto(`/courses/${course.id}`);
    const enrolled = other.waitForResponse(
      (r) =>
        r.url().endsWith(`/v1/courses/${course.id}/enrolment`) && r.request().method() === 'POST',
    );
    await other.getByRole('button', { name: 'Daftar gratis' }).click({ timeout: 20_000 });
    expect((await enrolled).status()).toBe(201);
    const raised = page.getByRole('link', { name: bellName(before + 1), exact: true });
    await expect(raised).toBeVisible();
    await other.close();

    await raised.click();
    await expect(page).toHaveURL(/\/notifications$/, { timeout: 20_000 });
    await expect(page.getByText(`Anda kini terdaftar di ${course.title.id}.`)).toBeVisible();
    await page
      .getByRole('link', { name: /Anda terdaftar di kursus baru/ })
      .first()
      .click();
    await expect(page).toHaveURL(new RegExp(`/my-courses/${course.id}$`), { timeout: 20_000 });
    await expect(page.getByRole('link', { name: bellName(before), exact: true })).toBeVisible();
  });

  await test.step('a partner signs in on the partner page; member pages stay closed to them', async () => {
    const partner = await freshPage(browser);
    await partner.goto('/redeem-voucher-p');
    await partner.getByRole('link', { name: 'Masuk sebagai mitra' }).click({ timeout: 20_000 });
    await expect(partner).toHaveURL(/\/sign-in\?as=partner$/);
    await expect(
      partner.getByRole('heading', { level: 1, name: 'Masuk sebagai mitra' }),
    ).toBeVisible();
    await fillSignIn(partner, 'partner@ajar.local');
    await expect(partner).toHaveURL(/\/redeem-voucher-p$/, { timeout: 15_000 });
    await expect(partner.getByText('Mitra Pelatihan, Ajar Demo')).toBeVisible({ timeout: 15_000 });
    const stored = await partner.evaluate(() => ({
      partner: localStorage.getItem('partnerToken'),
      member: localStorage.getItem('token'),
    }));
    expect(stored.partner).toBeTruthy();
    expect(stored.member).toBeNull();

    // The member area asks for the member sign-in, and the API refuses the partner token.
    await partner.goto('/my-events');
    await expect(partner).toHaveURL(/\/sign-in\?next=%2Fmy-events$/, { timeout: 15_000 });
    for (const path of ['/v1/my-events', '/v1/calendar-feed', '/v1/my/courses']) {
      const res = await request.get(path, {
        headers: { authorization: `Bearer ${stored.partner}` },
      });
      expect(res.status(), path).toBe(403);
    }
    await partner.context().close();
  });

  await test.step('the admin rebrands the company; a signed-out page on the same host follows', async () => {
    const admin = await apiToken(request, 'admin@ajar.local');
    const visitor = await freshPage(browser);
    const adminPage = await freshPage(browser, admin);
    try {
      await watchThemeStream(visitor);
      await visitor.goto('/courses');
      await expect(visitor.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 15_000 });
      await themeStreamConnected(visitor);

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

      // The signed-out page takes the colour live, without a reload, within the spec's second.
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
      await restoreBranding(request, admin);
      await visitor.context().close();
      await adminPage.context().close();
    }
  });
});
