import { expect, test, type Page } from '../support/test';
import { apiToken, signedIn } from '../support/session';
import { markDone } from '../support/player';

// Andi finishes a module of the Ajar guide: his points, his history and this week's board
// follow; then he hides from the boards and Rina no longer finds him there.
const COURSE = 'Panduan Penggunaan Ajar';
const CONTENT = 'Masuk dan Mengatur Profil';

/** A figure of the points summary, by its label ("Total poin"), as a number. */
async function figure(page: Page, label: string) {
  const term = page.locator('dt', { hasText: new RegExp(`^${label}$`) });
  const text = (await term.locator('xpath=following-sibling::dd[1]').textContent()) ?? '';
  return Number(text.replace(/\D/g, ''));
}

test('finishing a module earns points that show in my history and move me on this week’s board; hidden, I leave it', async ({
  page,
  request,
  browser,
}) => {
  test.setTimeout(120_000);
  const andi = await apiToken(request, 'member4@ajar.local');
  await signedIn(page, andi);

  await page.goto('/leaderboard-point');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.locator('dt', { hasText: /^Total poin$/ })).toBeVisible({ timeout: 20_000 });
  const before = await figure(page, 'Total poin');
  const weekBefore = await figure(page, 'Poin minggu ini');

  await test.step('Andi finishes the first module of a free course', async () => {
    const found = await (
      await request.get(`/v1/courses?q=${encodeURIComponent('Panduan')}`)
    ).json();
    const course = (found.items as { id: number; title: { id: string } }[]).find(
      (c) => c.title.id === COURSE,
    )!;
    const enrolled = await request.post(`/v1/courses/${course.id}/enrolment`, {
      headers: { authorization: `Bearer ${andi}` },
    });
    expect([200, 201]).toContain(enrolled.status());
    await page.goto(`/courses/${course.id}/learn`);
    await expect(page.getByRole('heading', { level: 1, name: CONTENT })).toBeVisible({
      timeout: 30_000,
    });
    await markDone(page);
  });

  await test.step('his points and history say so', async () => {
    await page.goto('/leaderboard-point');
    await expect(page.locator('dt', { hasText: /^Total poin$/ })).toBeVisible();
    await expect.poll(() => figure(page, 'Total poin')).toBe(before + 5);
    expect(await figure(page, 'Poin minggu ini')).toBe(weekBefore + 5);
    const history = page.getByRole('table', { name: /^Riwayat poin/ });
    const newest = history.getByRole('row').nth(1);
    await expect(newest).toContainText('Menyelesaikan materi');
    await expect(newest.getByRole('link', { name: CONTENT })).toBeVisible();
    await expect(newest).toContainText('+5');
  });

  await test.step('and this week’s board ranks him with them', async () => {
    await page.goto('/leaderboard?period=week');
    const me = page.getByRole('row', { name: /Andi Saputra/ }).first();
    await expect(me).toBeVisible({ timeout: 20_000 });
    await expect(me).toContainText(String(weekBefore + 5));
    await expect(page.getByText(/^Peringkat Anda: \d+ dari \d+ peserta/)).toBeVisible();
  });

  await test.step('hidden, he leaves the board Rina sees, and only he sees his rank', async () => {
    const rina = await apiToken(request, 'member@ajar.local');
    const participants = async () => {
      const res = await request.get('/v1/leaderboard?period=week', {
        headers: { authorization: `Bearer ${rina}` },
      });
      return ((await res.json()) as { participants: number }).participants;
    };
    const countedBefore = await participants();

    await page.goto('/leaderboard-point');
    await page.getByRole('radio', { name: /Sembunyikan/ }).check();
    await page.getByRole('button', { name: 'Simpan pilihan' }).click();
    await expect(
      page.getByText('Pilihan tampilan Anda di papan peringkat sudah disimpan.').first(),
    ).toBeVisible();
    await page.goto('/leaderboard?period=week');
    await expect(page.getByText('Anda disembunyikan dari papan peringkat')).toBeVisible();
    await expect(page.getByText(/Peringkat pribadi Anda: \d+/)).toBeVisible();

    expect(await participants()).toBe(countedBefore - 1);
    const rinaPage = await (await browser.newContext()).newPage();
    await signedIn(rinaPage, rina);
    await rinaPage.goto('/leaderboard?period=week');
    await expect(rinaPage.getByRole('table').first()).toBeVisible({ timeout: 20_000 });
    await expect(rinaPage.getByText('Andi Saputra')).toHaveCount(0);
    await rinaPage.context().close();
  });
});
