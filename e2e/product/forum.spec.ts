import { expect, test, type Browser, type Page } from '../support/test';
import { bellName, unreadCount } from '../support/account';
import { apiToken, signedIn } from '../support/session';

// Rina asks a question in the company's Q&A; Yoga answers from his own browser, mentioning her
// by picking her name after "@"; Rina, still on the thread, is told of the new post live and
// her bell rises; she opens the mention's notice at the answer and accepts it; Yoga is told. Then she reports an advert posted in her thread and a
// trainer hides it from the review queue.
const QUESTION = 'Di mana saya melihat jadwal kelas offline bulan depan?';

async function freshPage(browser: Browser, token: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await signedIn(page, token);
  return page;
}

async function typeInEditor(page: Page, label: RegExp, text: string) {
  const editor = page.getByRole('textbox', { name: label });
  await editor.click();
  await page.keyboard.type(text);
}

test('a member asks, another answers with a mention, the first hears of it and accepts the answer; a reported post is hidden by a moderator', async ({
  browser,
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const rina = await apiToken(request, 'member@ajar.local');
  const yoga = await apiToken(request, 'member2@ajar.local');
  await signedIn(page, rina);

  let threadUrl = '';
  await test.step('Rina starts a question from the forum list', async () => {
    await page.goto('/forum/module');
    await page.getByRole('link', { name: 'Tanya Jawab', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Tanya Jawab' })).toBeVisible();
    await page.getByRole('button', { name: 'Mulai diskusi' }).click();
    await page.getByRole('textbox', { name: /^Judul/ }).fill(QUESTION);
    await typeInEditor(page, /^Isi tulisan/, 'Saya tidak menemukannya di menu Kelas.');
    await page.getByRole('button', { name: 'Kirim diskusi' }).click();
    await expect(page.getByRole('heading', { level: 1, name: QUESTION })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Mengikuti diskusi' })).toBeVisible();
    threadUrl = page.url();
  });

  const before = await unreadCount(request, rina);
  await test.step('Yoga answers in his own browser, mentioning Rina', async () => {
    const other = await freshPage(browser, yoga);
    await other.goto(threadUrl);
    await expect(other.getByRole('heading', { level: 1, name: QUESTION })).toBeVisible();
    await typeInEditor(other, /^Balasan Anda/, 'Halo @rin');
    // The names come from the API: people of the company who may read this topic.
    const names = other.getByRole('listbox', { name: 'Orang yang dapat disebut' });
    await expect(names.getByRole('option')).toHaveText(['@Rina Kusuma']);
    await other.keyboard.press('Enter');
    await other.keyboard.type('buka menu Kelas lalu pilih tab Akan datang.');
    await other.getByRole('button', { name: 'Kirim balasan' }).click();
    const posts = other.getByRole('list', { name: 'Tulisan dalam diskusi ini' });
    await expect(posts.getByText('buka menu Kelas lalu pilih tab Akan datang.')).toBeVisible();
    await expect(posts.getByText('@Rina Kusuma')).toBeVisible();
    // He may answer, but only the asker accepts.
    await expect(other.getByRole('button', { name: 'Pilih sebagai jawaban' })).toHaveCount(0);
    await other.context().close();
  });

  await test.step('Rina, still reading, is told of the reply live and shows it', async () => {
    await expect(
      page.getByRole('status').filter({ hasText: '1 tulisan baru di diskusi ini' }),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: bellName(before + 1) })).toBeVisible();
    await page.getByRole('button', { name: 'Tampilkan' }).click();
    const posts = page.getByRole('list', { name: 'Tulisan dalam diskusi ini' });
    await expect(posts.getByText('buka menu Kelas lalu pilih tab Akan datang.')).toBeVisible();
  });

  await test.step('Rina opens the mention at the answer and accepts it', async () => {
    await page.getByRole('link', { name: bellName(before + 1) }).click();
    // Mentioned, she is told once, of the mention, not of the reply as well.
    const notice = page
      .getByRole('listitem')
      .filter({ hasText: 'Anda disebut dalam diskusi' })
      .first();
    await expect(notice).toContainText(`Yoga Pratama menyebut Anda di "${QUESTION}".`);
    await notice.getByRole('link').first().click();
    await expect(page.getByRole('heading', { level: 1, name: QUESTION })).toBeVisible();
    const answer = page.locator('#post-2');
    await expect(answer).toBeFocused();
    await answer.getByRole('button', { name: 'Pilih sebagai jawaban' }).click();
    await expect(answer.getByText('Jawaban terpilih', { exact: true })).toBeVisible();
    await expect(page.getByText('Terjawab', { exact: true })).toBeVisible();
  });

  await test.step('Yoga is told his answer was accepted', async () => {
    const res = await request.get('/v1/notifications', {
      headers: { authorization: `Bearer ${yoga}` },
    });
    const { items } = (await res.json()) as { items: { title: { id: string }; link: string }[] };
    expect(items[0]).toMatchObject({
      title: { id: 'Jawaban Anda dipilih' },
      link: expect.stringMatching(/^\/forum\/topic\/thread\?id=\d+&post=2$/),
    });
  });

  await test.step('Rina reports an advert in her thread; a trainer hides it', async () => {
    const thread = new URL(threadUrl).searchParams.get('id')!;
    const advert = await request.post(`/v1/forum/threads/${thread}/posts`, {
      headers: { authorization: `Bearer ${yoga}` },
      data: { html: '<p>Jual pulsa murah, hubungi 0812-0000-0000</p>' },
    });
    expect(advert.status()).toBe(201);
    await page.goto(`${threadUrl}&page=1`);
    const post = page.locator('#post-3');
    await post.getByRole('button', { name: 'Laporkan' }).click();
    const dialog = page.getByRole('dialog', { name: 'Laporkan tulisan' });
    await dialog.getByRole('radio', { name: 'Spam atau iklan' }).check();
    await dialog.getByRole('button', { name: 'Kirim laporan' }).click();
    await expect(page.getByText('Terima kasih, laporan Anda terkirim.')).toBeVisible();

    const trainer = await freshPage(browser, await apiToken(request, 'trainer@ajar.local'));
    await trainer.goto('/forum/module');
    const queue = trainer.getByRole('list', { name: 'Laporan yang menunggu tinjauan' });
    const reported = queue.locator(':scope > li').filter({ hasText: 'Jual pulsa murah' });
    await reported.getByRole('button', { name: 'Sembunyikan' }).click();
    await expect(reported).toHaveCount(0);
    await trainer.context().close();

    await page.reload();
    await expect(page.locator('#post-3')).toContainText(
      'Tulisan ini disembunyikan oleh moderator.',
    );
    await expect(page.locator('#post-3')).not.toContainText('Jual pulsa');
  });
});
