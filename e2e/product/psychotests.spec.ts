import { expect, test, type Page } from '../support/test';
import { apiToken, signedIn } from '../support/session';

// Putri (member3) has no psychotest yet (seed). She reads the consent, starts the Big Five,
// answers a page and a half, reloads: every answer is still there and she goes on where she
// stopped; she sends and reads her profile as a chart, a table and readings, then shares it.
const TITLE = 'Profil Kepribadian Lima Besar (IPIP-BFM-50)';

/** Answers every unanswered statement on the page, up to `limit`, with a varied point. */
async function answerPage(page: Page, limit = 10) {
  const groups = page.getByRole('radiogroup');
  const count = await groups.count();
  let answered = 0;
  for (let i = 0; i < count && answered < limit; i += 1) {
    const group = groups.nth(i);
    if ((await group.getByRole('radio', { checked: true }).count()) > 0) continue;
    await group
      .getByRole('radio')
      .nth((i % 5) as 0 | 1 | 2 | 3 | 4)
      .check();
    answered += 1;
  }
}

const progress = (page: Page) => page.getByText(/^\d+ dari 50 terjawab$/);

test('a member takes the Big Five, reloads mid-way without losing an answer, and reads her profile', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const putri = await apiToken(request, 'member3@ajar.local');
  await signedIn(page, putri);

  await page.goto('/my-psychotests');
  await page.getByRole('button', { name: `Mulai: ${TITLE}` }).click();

  await test.step('consent comes first', async () => {
    const start = page.getByRole('button', { name: 'Mulai psikotes' });
    await expect(page.getByText(/bukan pemeriksaan psikologis/i).first()).toBeVisible();
    await expect(start).toBeDisabled();
    await page.getByRole('checkbox', { name: 'Saya memahami dan setuju' }).check();
    await start.click();
  });

  await test.step('a page and a half answered, saved', async () => {
    await expect(progress(page)).toHaveText('0 dari 50 terjawab', { timeout: 20_000 });
    await answerPage(page);
    await page.getByRole('button', { name: 'Halaman berikutnya' }).click();
    await answerPage(page, 5);
    await expect(progress(page)).toHaveText('15 dari 50 terjawab');
    await expect(page.getByText('Tersimpan')).toBeVisible({ timeout: 20_000 });
  });

  await test.step('after a reload every answer is there, on the page she stopped at', async () => {
    await page.reload();
    await expect(progress(page)).toHaveText('15 dari 50 terjawab', { timeout: 30_000 });
    await expect(page.getByText('Pernyataan 11–20 dari 50')).toBeVisible();
    await expect(page.getByRole('radio', { checked: true })).toHaveCount(5);
  });

  await test.step('the rest answered and sent', async () => {
    for (;;) {
      await answerPage(page);
      const next = page.getByRole('button', { name: 'Halaman berikutnya' });
      if ((await next.count()) === 0) break;
      await next.click();
    }
    await expect(progress(page)).toHaveText('50 dari 50 terjawab');
    await page.getByRole('button', { name: 'Kirim jawaban' }).click();
  });

  await test.step('her profile: chart, table and readings; then shared with her supervisor', async () => {
    await expect(page.getByRole('heading', { level: 2, name: TITLE })).toBeVisible({
      timeout: 30_000,
    });
    const table = page.getByRole('table', { name: /Nilai, kategori, dan gambaran per ranah/ });
    await expect(table.getByRole('row')).toHaveCount(6);
    for (const domain of ['Ekstraversi', 'Keramahan', 'Kesungguhan', 'Kestabilan Emosi'])
      await expect(table.getByRole('rowheader', { name: domain })).toBeVisible();
    const share = page.getByRole('switch', { name: /Bagikan ke atasan \(Rina Kusuma\)/ });
    await share.check();
    await expect(share).toBeChecked();
  });

  await test.step('Rina, her supervisor, reads the shared result; it is in Putri’s history', async () => {
    const attemptId = Number(new URL(page.url()).searchParams.get('result'));
    const rina = await apiToken(request, 'member@ajar.local');
    const res = await request.get(`/v1/psychotests/attempts/${attemptId}`, {
      headers: { authorization: `Bearer ${rina}` },
    });
    expect(res.status()).toBe(200);
    expect((await res.json()).sharedBy).toBe('Putri Ramadhani');
    await page.goto('/my-psychotests');
    await expect(page.getByRole('table', { name: /Hasil psikotes Anda/ })).toContainText(TITLE);
  });
});
