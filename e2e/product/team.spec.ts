import { expect, test, type Page } from '../support/test';
import { POLICY_QUIZZES } from '../../packages/api/src/db/seed/quizzes-policy';
import { markDone, next } from '../support/player';
import { takeQuiz } from '../support/quiz';
import { daysAhead } from '../support/dates';
import { apiToken, signedIn } from '../support/session';

// The seeded org chart (employment.ts): Rina (member@) leads Yoga and Putri (member3@).
const COURSE = 'Kode Etik Perusahaan';
const NOTE = 'Wajib dibaca sebelum audit kepatuhan bulan depan.';
const EVALUATION_NOTE = 'Putri kini menolak hadiah dari mitra dan melaporkannya sendiri.';

const PAID = 'Dasar Kepemimpinan Tim';
const REASON = 'Saya akan memimpin tim kecil untuk proyek klien baru mulai bulan depan.';

async function courseRow(page: Page, person: string) {
  const table = page.getByRole('table', { name: `Kursus ${person}` });
  return table.getByRole('row').filter({ hasText: COURSE });
}

test('a member asks for a paid course, her supervisor approves it, and it opens without a voucher', async ({
  browser,
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const putriToken = await apiToken(request, 'member3@ajar.local');
  const asPutri = { headers: { authorization: `Bearer ${putriToken}` } };
  // Her enrolment before the request: another journey on this worker's product may have
  // brought her into the course with the demo voucher (security-headers.spec's PDF viewer).
  const found = await (
    await request.get(`/v1/courses?q=${encodeURIComponent('Kepemimpinan')}`)
  ).json();
  const paid = (found.items as { id: number; title: { id: string } }[]).find(
    (c) => c.title.id === PAID,
  )!;
  const before = await (await request.get(`/v1/courses/${paid.id}/enrolment`, asPutri)).json();
  await signedIn(page, putriToken);
  await page.goto('/my-team/training-request');
  await expect(page.getByRole('heading', { level: 1, name: 'Permintaan Pelatihan' })).toBeVisible({
    timeout: 15_000,
  });
  await page.getByRole('button', { name: 'Ajukan pelatihan' }).click();
  await page.getByRole('radio', { name: 'Kursus perusahaan di Ajar' }).check();
  const course = page.getByRole('combobox', { name: /Kursus/ });
  await course.fill('Kepemimpinan');
  await page.getByRole('option', { name: PAID }).click();
  await page.getByRole('textbox', { name: /Alasan/ }).fill(REASON);
  await page.getByRole('button', { name: /Kirim pengajuan/ }).click();
  await expect(page.getByText('Pengajuan terkirim ke Rina Kusuma')).toBeVisible();
  const mine = page.getByRole('region', { name: 'Pengajuan saya' });
  await expect(mine.getByText(PAID)).toBeVisible();
  await expect(mine).toContainText('Menunggu atasan');

  // Rina, her supervisor, finds it waiting for her and approves it with a comment.
  const rinaContext = await browser.newContext();
  const rina = await rinaContext.newPage();
  await signedIn(rina, await apiToken(request, 'member@ajar.local'));
  await rina.goto('/my-team/training-request');
  const toDecide = rina.getByRole('region', { name: 'Perlu keputusan Anda' });
  await toDecide.getByRole('link', { name: new RegExp(PAID) }).click();
  await expect(rina.getByText(REASON)).toBeVisible({ timeout: 15_000 });
  const decision = rina.getByRole('region', { name: 'Keputusan Anda' });
  await decision.getByRole('textbox', { name: /Komentar/ }).fill('Setuju, mulai minggu ini.');
  await decision.getByRole('button', { name: 'Setujui' }).click();
  await expect(rina.getByText('Pengajuan Putri Ramadhani disetujui')).toBeVisible();
  await rinaContext.close();

  // Approval grants access: Putri may now enrol without a voucher, and the approval enrolled
  // no one (her enrolment is what it was before she asked).
  await page.reload();
  await mine.getByRole('link', { name: new RegExp(PAID) }).click();
  await expect(page.getByText('Anda kini dapat mendaftar kursus ini tanpa voucher')).toBeVisible({
    timeout: 15_000,
  });
  const href = await page.getByRole('link', { name: 'Buka halaman kursus' }).getAttribute('href');
  expect(href).toBe(`/courses/${paid.id}`);
  const access = await request.get(`/v1/courses/${paid.id}/enrolment`, asPutri);
  expect(await access.json()).toEqual({ ...before, requiresVoucher: false });
});

test('a supervisor assigns a course with a due date; the member sees it on the dashboard, starts it and completes it, and the supervisor sees the progress', async ({
  browser,
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const rina = await apiToken(request, 'member@ajar.local');
  await signedIn(page, rina);
  await page.goto('/my-dashboard');
  await page.getByRole('link', { name: 'Tim Saya' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Tim Saya' })).toBeVisible({
    timeout: 15_000,
  });
  // Only her direct reports are listed.
  const team = page.getByRole('table', { name: 'Anggota tim dan pembelajaran mereka' });
  await expect(team.getByRole('link', { name: 'Yoga Pratama' })).toBeVisible();
  await expect(team.getByRole('link', { name: 'Andi Saputra' })).toHaveCount(0);
  await team.getByRole('link', { name: 'Putri Ramadhani' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Putri Ramadhani' })).toBeVisible();

  await page.getByRole('link', { name: 'Tugaskan kursus' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Tugaskan Kursus' })).toBeVisible();
  const courses = page.getByRole('radiogroup', { name: /Kursus/ });
  await courses.getByRole('radio', { name: new RegExp(`^${COURSE}`) }).check();
  const due = daysAhead(5);
  await page
    .getByRole('group', { name: /Batas waktu/ })
    .getByRole('spinbutton')
    .first()
    .click();
  await page.keyboard.type(due.typed);
  await page.getByRole('textbox', { name: /Catatan untuk Putri Ramadhani/ }).fill(NOTE);
  await page.getByRole('button', { name: /Tugaskan kursus/ }).click();
  await expect(page.getByText('Kursus ditugaskan kepada Putri Ramadhani')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Putri Ramadhani' })).toBeVisible();
  const assigned = await courseRow(page, 'Putri Ramadhani');
  await expect(assigned).toContainText('Belum dimulai');
  await expect(assigned).toContainText(NOTE);

  // Putri is told, and the course is on her dashboard as due soon.
  const putriContext = await browser.newContext();
  const putri = await putriContext.newPage();
  await signedIn(putri, await apiToken(request, 'member3@ajar.local'));
  await putri.goto('/my-dashboard');
  const dueList = putri.getByRole('list', { name: 'Kursus yang terlambat dan segera jatuh tempo' });
  await expect(dueList.getByText(COURSE)).toBeVisible({ timeout: 15_000 });
  await expect(dueList).toContainText('Segera jatuh tempo');
  // Rina's follow-up question (seed) waits there too: Putri has no team menu to find it in.
  const asked = putri.getByRole('region', { name: 'Pertanyaan dari atasan' });
  await expect(asked).toContainText('Dari Rina Kusuma');
  await expect(asked.getByRole('link', { name: 'Jawab pertanyaan' })).toHaveAttribute(
    'href',
    /^\/my-team\/question\?question=\d+$/,
  );
  const notices = await request.get('/v1/notifications', {
    headers: { authorization: `Bearer ${await apiToken(request, 'member3@ajar.local')}` },
  });
  expect(JSON.stringify(await notices.json())).toContain('Kursus ditugaskan kepada Anda');

  // She starts it from there: the player opens on its first module, which she marks done.
  await dueList.getByRole('link', { name: new RegExp(COURSE) }).click();
  await expect(
    putri.getByRole('heading', { level: 1, name: 'Nilai-Nilai Perusahaan' }),
  ).toBeVisible({
    timeout: 20_000,
  });
  await markDone(putri);

  // Rina sees her progress.
  await page.reload();
  await expect(await courseRow(page, 'Putri Ramadhani')).toContainText('Berjalan');

  // Putri learns the rest and passes the final quiz: the course is complete for both of them.
  for (const title of [
    'Benturan Kepentingan',
    'Gratifikasi dan Hadiah dari Mitra',
    'Mencegah Pelecehan dan Diskriminasi',
    'Melaporkan Pelanggaran (Whistleblowing)',
  ]) {
    await next(putri, title);
    await markDone(putri);
  }
  await next(putri, 'Kuis Pemahaman Kode Etik');
  await takeQuiz(putri, POLICY_QUIZZES['code-of-conduct']!['Final Quiz']!);
  await expect(putri.getByText('Selamat, Anda lulus ujian akhir kursus ini.')).toBeVisible({
    timeout: 15_000,
  });
  await putriContext.close();
  await page.reload();
  await expect(await courseRow(page, 'Putri Ramadhani')).toContainText('Selesai');

  // Rina then evaluates how Putri works since (Kirkpatrick level 3): the course waits for it.
  await page.getByRole('link', { name: 'Evaluasi perilaku' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Evaluasi Perilaku' })).toBeVisible();
  await expect(page.getByText('Belum ada evaluasi untuk Putri Ramadhani')).toBeVisible();
  await page
    .getByRole('table', { name: 'Pelatihan Putri Ramadhani yang menunggu evaluasi' })
    .getByRole('row', { name: new RegExp(COURSE) })
    .getByRole('link', { name: 'Isi evaluasi' })
    .click();
  const form = page.getByRole('form', { name: 'Evaluasi Perilaku Pasca Pelatihan' });
  await expect(form.getByRole('combobox', { name: /Pelatihan yang dievaluasi/ })).toContainText(
    COURSE,
  );
  const scales = form.getByRole('radiogroup');
  await expect(scales).toHaveCount(5);
  // Agree (4) on four statements and strongly agree (5) on one: a mean of 4.2 is 80 of 100.
  for (const [index, point] of [4, 4, 5, 4, 4].entries())
    await scales
      .nth(index)
      .getByRole('radio')
      .nth(point - 1)
      .check();
  await expect(form).toContainText('Nilai sementara: 80 dari 100 (5 dari 5 pernyataan dinilai)');
  await form.getByRole('textbox', { name: /Catatan/ }).fill(EVALUATION_NOTE);
  await form.getByRole('button', { name: 'Kirim evaluasi' }).click();

  await expect(page.getByText('Evaluasi Putri Ramadhani terkirim')).toBeVisible();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Hasil Evaluasi Perilaku' }),
  ).toBeVisible();
  await expect(page.getByText(EVALUATION_NOTE)).toBeVisible();
  await page.getByRole('link', { name: 'Semua evaluasi Putri Ramadhani' }).click();
  const history = page.getByRole('table', { name: 'Evaluasi Putri Ramadhani' });
  const row = history.getByRole('row', { name: new RegExp(COURSE) });
  await expect(row).toContainText('80');
  await expect(row).toContainText('Evaluasi pertama');
  // No longer waiting (a record verified by another journey on this product may still be).
  await expect(page.getByText('Memuat evaluasi…')).toHaveCount(0);
  await expect(
    page
      .getByRole('table', { name: 'Pelatihan Putri Ramadhani yang menunggu evaluasi' })
      .getByRole('row', { name: new RegExp(COURSE) }),
  ).toHaveCount(0);
});
