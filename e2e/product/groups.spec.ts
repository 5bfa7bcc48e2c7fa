import { expect, test, type Browser, type Page } from '../support/test';
import { apiToken, signedIn } from '../support/session';

// Agus, a trainer, starts a group and makes its join code; Putri joins with the code from her
// own browser; Agus adds a course, which enrols her; she finds it on her dashboard and writes
// in the group's discussion, where Agus reads it.
const GROUP = 'Kelas Komunikasi Batch 3';
const COURSE = 'Komunikasi Efektif di Tempat Kerja';
const THREAD = 'Kasus untuk latihan presentasi Kamis';

async function freshPage(browser: Browser, token: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await signedIn(page, token);
  return page;
}

test('a leader starts a group, a member joins by its code, the leader adds a course, the member sees it on the dashboard and writes in the group’s discussion', async ({
  browser,
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const agus = await apiToken(request, 'trainer2@ajar.local');
  const putri = await apiToken(request, 'member3@ajar.local');
  await signedIn(page, agus);

  let groupUrl = '';
  await test.step('Agus starts the group', async () => {
    await page.goto('/my-group');
    // The header's button, first on the page: when Agus has no group yet (this journey alone),
    // the empty list offers a second one once it has loaded.
    await page.getByRole('button', { name: 'Buat grup' }).first().click();
    await page.getByRole('textbox', { name: /^Nama grup/ }).fill(GROUP);
    await page
      .getByRole('textbox', { name: /^Deskripsi/ })
      .fill('Latihan presentasi dan rapat tiap Kamis sore.');
    await page.getByRole('button', { name: 'Simpan grup' }).click();
    await expect(page.getByRole('heading', { level: 1, name: GROUP })).toBeVisible();
    groupUrl = new URL(page.url()).pathname;
    expect(groupUrl).toMatch(/^\/my-group\/\d+$/);
  });

  let code = '';
  await test.step('and makes its join code, shown with a QR code', async () => {
    await page.getByRole('button', { name: 'Buat kode', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Buat kode gabung' });
    await dialog.getByRole('button', { name: 'Buat kode', exact: true }).click();
    const qr = page.getByRole('img', { name: /memakai kode/ });
    await expect(qr).toBeVisible();
    // The QR code's accessible name (its <title>) spells the code it carries.
    const label = (await qr.locator('title').textContent()) ?? '';
    code = /memakai kode (\S+)$/.exec(label)?.[1] ?? '';
    expect(code).toMatch(/^[2-9A-Z]{4}-[2-9A-Z]{4}$/);
  });

  const other = await freshPage(browser, putri);
  await test.step('Putri joins with the code, typed in lower case', async () => {
    await other.goto('/my-group/join');
    await other.getByRole('textbox', { name: /^Kode grup/ }).fill(code.toLowerCase());
    await other.getByRole('button', { name: 'Gabung', exact: true }).click();
    await expect(other.getByRole('heading', { level: 1, name: GROUP })).toBeVisible();
    expect(new URL(other.url()).pathname).toBe(groupUrl);
  });

  await test.step('Agus adds a course: his members are enrolled', async () => {
    await page.reload();
    await page.getByRole('link', { name: 'Tambah kursus' }).click();
    await page.getByRole('searchbox', { name: /^Judul kursus/ }).fill('komunikasi');
    await page.getByRole('radio', { name: new RegExp(COURSE) }).check();
    await page.getByRole('button', { name: 'Tambahkan kursus' }).click();
    await expect(page.getByText('Kursus ditambahkan; 2 anggota terdaftar')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: GROUP })).toBeVisible();
    await expect(
      page.getByRole('list', { name: 'Kursus grup ini' }).getByText(COURSE),
    ).toBeVisible();
  });

  await test.step('Putri finds the course on her dashboard', async () => {
    await other.goto('/my-dashboard');
    await expect(other.getByRole('main').getByText(COURSE).first()).toBeVisible();
  });

  await test.step('Putri writes in the group’s discussion', async () => {
    await other.goto(groupUrl);
    await other.getByRole('link', { name: 'Diskusi grup' }).click();
    await expect(other.getByRole('heading', { level: 1, name: `Diskusi ${GROUP}` })).toBeVisible();
    await other.getByRole('button', { name: 'Mulai diskusi' }).click();
    await other.getByRole('textbox', { name: /^Judul/ }).fill(THREAD);
    await other.getByRole('textbox', { name: /^Isi tulisan/ }).click();
    await other.keyboard.type('Saya bawa kasus rapat anggaran dengan tim gudang.');
    await other.getByRole('button', { name: 'Kirim diskusi' }).click();
    await expect(other.getByRole('heading', { level: 1, name: THREAD })).toBeVisible();
    await other.context().close();
  });

  await test.step('Agus reads it in the group’s discussion', async () => {
    await page.goto(`${groupUrl}/thread`);
    await expect(page.getByRole('link', { name: THREAD })).toBeVisible();
  });
});
