import { expect, test, type Page } from '../support/test';
import { daysAhead } from '../support/dates';
import { apiToken, signedIn } from '../support/session';

const TITLE = 'Lokakarya Negosiasi B2B';
const HOURS = 8;
/** The smallest file that reads as a PDF by its bytes, as the API checks it. */
const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');

/** Putri's training hours this year on her supervisor's team page ("12 / 40 jam"). */
async function putriHours(page: Page): Promise<number> {
  await page.goto('/my-team');
  const row = page
    .getByRole('table', { name: 'Anggota tim dan pembelajaran mereka' })
    .getByRole('row')
    .filter({ hasText: 'Putri Ramadhani' });
  await expect(row).toContainText(/jam/, { timeout: 15_000 });
  const done = /(\d+(?:,\d+)?) \/ \d+ jam/.exec((await row.textContent()) ?? '')?.[1];
  expect(done, 'hours shown on the team page').toBeDefined();
  return Number(done!.replace(',', '.'));
}

test('a member logs an external training with its certificate, her supervisor verifies it, and its hours count', async ({
  browser,
  page,
  request,
}) => {
  test.setTimeout(120_000);
  await signedIn(page, await apiToken(request, 'member@ajar.local'));
  const before = await putriHours(page);

  // Putri logs the workshop she attended today, attaches its certificate and sends it to Rina.
  const putriContext = await browser.newContext();
  const putri = await putriContext.newPage();
  await signedIn(putri, await apiToken(request, 'member3@ajar.local'));
  await putri.goto('/training');
  await putri.getByRole('link', { name: 'Catat pelatihan' }).click();
  await expect(putri.getByRole('heading', { level: 1, name: 'Catat Pelatihan' })).toBeVisible({
    timeout: 15_000,
  });
  await putri.getByRole('textbox', { name: /^Judul pelatihan/ }).fill(TITLE);
  await putri.getByRole('textbox', { name: /^Penyelenggara/ }).fill('Lembaga Pelatihan Nusantara');
  await putri
    .getByRole('combobox', { name: /^Jenis pelatihan/ })
    .selectOption({ label: 'Lokakarya' });
  await putri.getByRole('radio', { name: 'Tatap muka', exact: true }).check();
  const today = daysAhead(0);
  for (const field of [/^Tanggal mulai/, /^Tanggal selesai/]) {
    await putri.getByRole('group', { name: field }).getByRole('spinbutton').first().click();
    await putri.keyboard.type(today.typed);
  }
  await putri.getByRole('textbox', { name: /^Jam pelatihan/ }).fill(String(HOURS));
  await putri.getByRole('textbox', { name: /^Biaya/ }).fill('1500000');
  await putri.getByRole('radio', { name: 'Perusahaan' }).check();
  await putri.getByRole('button', { name: 'Simpan draf' }).click();
  await expect(
    putri.getByText('Draf tersimpan. Kini Anda dapat melampirkan sertifikat.'),
  ).toBeVisible();

  await putri
    .getByLabel(/^Lampirkan sertifikat/)
    .setInputFiles({ name: 'sertifikat.pdf', mimeType: 'application/pdf', buffer: PDF });
  await expect(putri.getByText('sertifikat.pdf terlampir')).toBeVisible();
  await putri.getByRole('button', { name: /^Simpan dan kirim ke Rina/ }).click();
  await expect(putri.getByText('Catatan dikirim ke atasan Anda')).toBeVisible();

  // Rina finds it among the records waiting for her, with its file, and verifies it.
  await page.goto('/my-team');
  const waiting = page.getByRole('region', { name: 'Catatan pelatihan untuk diperiksa' });
  await waiting.getByRole('link', { name: TITLE }).click();
  await expect(page.getByRole('heading', { level: 2, name: TITLE })).toBeVisible({
    timeout: 15_000,
  });
  await expect(page.getByRole('button', { name: /Unduh sertifikat\.pdf/ })).toBeVisible();
  await page.getByRole('button', { name: 'Verifikasi' }).click();
  await expect(page.getByText('Catatan pelatihan Putri Ramadhani diverifikasi')).toBeVisible();

  // The hours count toward Putri's target, on Rina's page and on her own.
  expect(await putriHours(page)).toBe(before + HOURS);
  await putri.goto('/training');
  await expect(
    putri.getByRole('article').filter({ hasText: TITLE }).getByText('Terverifikasi'),
  ).toBeVisible({ timeout: 15_000 });
  await putriContext.close();
});
