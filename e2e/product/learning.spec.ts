import { expect, test } from '../support/test';
import { LEADERSHIP_QUIZZES } from '../../packages/api/src/db/seed/quizzes-leadership';
import { apiToken, signedIn } from '../support/session';
import { markDone, next } from '../support/player';
import { takeQuiz } from '../support/quiz';

const COURSE = 'Dasar Kepemimpinan Tim';
const quiz = (type: keyof typeof LEADERSHIP_QUIZZES) => LEADERSHIP_QUIZZES[type]!;

test('a member redeems a voucher, learns the whole course and earns a certificate that checks out publicly', async ({
  page,
  request,
  browser,
}) => {
  test.setTimeout(240_000);
  await signedIn(page, await apiToken(request, 'member@ajar.local'));

  // The course is paid: its page offers the voucher route.
  await page.goto('/courses');
  await page.getByRole('link', { name: COURSE }).first().click();
  await page.getByRole('link', { name: /Punya kode voucher/ }).click();
  await expect(page).toHaveURL(/\/redeem-voucher\?course=\d+/);
  await page.getByRole('textbox', { name: 'Kode voucher' }).fill('kedaluwarsa');
  await page.getByRole('button', { name: 'Tukarkan' }).click();
  await expect(page.getByText('Kode voucher KEDALUWARSA sudah kedaluwarsa')).toBeVisible();
  await page.getByRole('textbox', { name: 'Kode voucher' }).fill('ajar-lead-2026');
  await page.getByRole('button', { name: 'Tukarkan' }).click();
  await expect(page.getByText('Voucher berhasil ditukar')).toBeVisible();
  await page.getByRole('link', { name: 'Mulai belajar' }).click();

  // The player opens on the first content: the pre test.
  await expect(page.getByRole('heading', { level: 1, name: /Pre-test/ })).toBeVisible({
    timeout: 20_000,
  });
  await takeQuiz(page, quiz('Pre Test'), { wrong: true });
  await next(page, 'Sesi Perkenalan bersama Trainer');
  await page.getByRole('button', { name: 'Saya hadir' }).click();
  await expect(page.getByText('Terima kasih, kehadiran Anda sudah tercatat.')).toBeVisible();

  // Reading contents open in order, each marked done by the learner.
  await next(page, 'Peran Pemimpin dalam Tim');
  await markDone(page);
  for (const title of [
    'Membangun Kepercayaan Anggota Tim',
    'Memberi Umpan Balik yang Membangun',
    'Ringkasan: Memimpin dengan Teladan',
  ]) {
    await next(page, title);
    await markDone(page);
  }
  // The delegation module carries its worksheet as a PDF.
  await next(page, 'Seni Mendelegasikan Tugas');
  await expect(page.getByRole('link', { name: 'Unduh PDF' })).toBeVisible();
  await markDone(page);
  for (const title of [
    'Menetapkan Sasaran SMART bersama Tim',
    'Ringkasan: Delegasi dan Motivasi',
  ]) {
    await next(page, title);
    await markDone(page);
  }
  await next(page, 'Post-test Modul Kepemimpinan');
  await takeQuiz(page, quiz('Post Test'));
  await next(page, 'Ringkasan Kursus');
  await markDone(page);

  await next(page, 'Ujian Akhir Kepemimpinan Tim');
  // Timed and shuffled, passed at 70: the right answers are matched by their text.
  await takeQuiz(page, quiz('Final Quiz'));
  await expect(page.getByText('Selamat, Anda lulus ujian akhir kursus ini.')).toBeVisible();
  await next(page, 'Evaluasi Pelatihan');
  await takeQuiz(page, quiz('Evaluation'));
  await expect(page.getByText('Terima kasih atas masukan Anda')).toBeVisible();

  // Done: the player says so and names the certificate.
  await page.goto('/my-courses');
  await page.getByRole('tab', { name: /Selesai/ }).click();
  await page
    .getByRole('link', { name: new RegExp(COURSE) })
    .first()
    .click();
  await expect(page.getByRole('heading', { level: 1, name: COURSE })).toBeVisible();
  await expect(page.getByRole('progressbar', { name: `Progres ${COURSE}` })).toHaveText(/100%/);
  // Learning gain: the pre test was answered wrongly on purpose, the post test rightly.
  const gain = page.getByRole('region', { name: 'Peningkatan nilai' });
  await expect(gain.getByText('+100')).toBeVisible();

  // The final exam history lists the passing attempt, and its review opens.
  await page.getByRole('link', { name: 'Ujian Akhir Kepemimpinan Tim' }).click();
  await expect(page).toHaveURL(/riwayat-nilai-ujian-akhir$/);
  // A final quiz has a verdict. The table is asked by its name: until the history has
  // loaded, the course page's material tables are still on screen.
  const finalHistory = page.getByRole('table', { name: 'Riwayat nilai ujian akhir' });
  await expect(finalHistory).toContainText('Lulus');
  await finalHistory.getByRole('link').first().click();
  await expect(page).toHaveURL(/riwayat-nilai-ujian-akhir\/\d+$/);
  await expect(page.getByRole('heading', { name: 'Pembahasan jawaban' })).toBeVisible();

  // The pre test's history (a module score history) and the evaluation's have one each.
  await page
    .getByRole('navigation', { name: 'Lokasi halaman' })
    .getByRole('link', { name: COURSE })
    .click();
  await page.getByRole('link', { name: 'Pre-test: Gaya Kepemimpinan Anda' }).click();
  await expect(page).toHaveURL(/\/my-courses\/\d+\/\d+\/riwayat-nilai-modul$/);
  const preHistory = page.getByRole('table', {
    name: 'Riwayat nilai Pre-test: Gaya Kepemimpinan Anda',
  });
  await expect(preHistory.getByRole('row')).toHaveCount(2);
  // A pre test measures prior knowledge: a score, never passed or not (it was answered wrongly).
  await expect(preHistory).not.toContainText(/lulus/i);
  await preHistory.getByRole('link').first().click();
  await expect(page).toHaveURL(/riwayat-nilai-modul\/\d+$/);
  await expect(page.getByRole('region', { name: 'Percobaan ke-1' })).toContainText('Jawaban benar');
  await expect(page.getByRole('heading', { name: /^(Lulus|Tidak lulus)$/ })).toHaveCount(0);
  await page.goBack();
  await expect(page).toHaveURL(/riwayat-nilai-modul$/);
  await page.goBack();
  await page.getByRole('link', { name: 'Evaluasi Pelatihan' }).click();
  await expect(page).toHaveURL(/riwayat-evaluasi$/);
  await expect(
    page.getByRole('table', { name: 'Riwayat pengisian evaluasi' }).getByRole('row'),
  ).toHaveCount(2);

  await page.goto('/certificate');
  const card = page.getByRole('article').filter({ hasText: COURSE });
  await expect(card).toBeVisible();
  const code = (await card
    .getByText(/AJR-[0-9A-Z]{4}-[0-9A-Z]{4}/)
    .first()
    .textContent())!.match(/AJR-[0-9A-Z]{4}-[0-9A-Z]{4}/)![0];

  // Anyone can check it, signed out.
  const visitor = await browser.newPage();
  await visitor.goto('/certificate-check');
  await visitor.getByRole('textbox', { name: 'Nomor sertifikat' }).fill(code.toLowerCase());
  await visitor.getByRole('button', { name: 'Cek sertifikat' }).click();
  await expect(visitor).toHaveURL(new RegExp(`/certificate-is-valid\\?code=${code}`));
  await expect(visitor.getByText('Sertifikat ini asli dan masih berlaku.')).toBeVisible();
  await expect(visitor.getByText('Rina Kusuma')).toBeVisible();
  await expect(visitor.getByText(COURSE)).toBeVisible();
  await visitor.close();
});

test('in the middle of a quiz, a reload and a period offline lose no answer', async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(120_000);
  // member2 entered the course with a single-use voucher (seed) and has not started.
  const token = await apiToken(request, 'member2@ajar.local');
  await signedIn(page, token);
  const courses = (await (
    await request.get('/v1/my/courses', { headers: { authorization: `Bearer ${token}` } })
  ).json()) as { course: { id: number; title: { id: string } } }[];
  const course = courses.find((c) => c.course.title.id === COURSE)!;
  const pre = quiz('Pre Test');
  const [first, second, third] = pre.questions;

  await page.goto(`/courses/${course.course.id}/learn`);
  await page.getByRole('button', { name: 'Mulai kuis' }).click();
  await page.getByRole('radio', { name: first!.options[1]!.text[0] }).check();
  await expect(page.getByText('Tersimpan', { exact: true }).first()).toBeVisible();

  await page.reload();
  await page.getByRole('button', { name: 'Lanjutkan' }).click();
  // It opens on the first unanswered question; the answered one kept its choice.
  await expect(page.getByText(second!.text[0], { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Sebelumnya' }).click();
  await expect(page.getByRole('radio', { name: first!.options[1]!.text[0] })).toBeChecked();
  await page.getByRole('button', { name: 'Berikutnya', exact: true }).click();

  await context.setOffline(true);
  await page.getByRole('checkbox', { name: second!.options[0]!.text[0] }).check();
  await expect(
    page.getByRole('status').filter({ hasText: 'Offline — jawaban disimpan di perangkat ini' }),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Berikutnya', exact: true }).click();
  await page.getByRole('radio').first().check();
  expect(third).toBeDefined();
  await context.setOffline(false);
  await expect(page.getByText('Tersimpan', { exact: true }).first()).toBeVisible({
    timeout: 15_000,
  });

  // Back online, reloading shows every answer given offline.
  await page.reload();
  await page.getByRole('button', { name: 'Lanjutkan' }).click();
  // It opens on question 4, the first unanswered one.
  for (let i = 0; i < 3; i += 1) await page.getByRole('button', { name: 'Sebelumnya' }).click();
  await expect(page.getByRole('radio', { name: first!.options[1]!.text[0] })).toBeChecked();
  await page.getByRole('button', { name: 'Berikutnya', exact: true }).click();
  await expect(page.getByRole('checkbox', { name: second!.options[0]!.text[0] })).toBeChecked();

  // And the server has them too.
  const content = (await (
    await request.get(`/v1/courses/${course.course.id}/learn`, {
      headers: { authorization: `Bearer ${token}` },
    })
  ).json()) as { nextContentId: number };
  const detail = (await (
    await request.get(`/v1/courses/${course.course.id}/learn/${content.nextContentId}`, {
      headers: { authorization: `Bearer ${token}` },
    })
  ).json()) as { quiz: { openAttemptId: number } };
  const attempt = (await (
    await request.get(`/v1/attempts/${detail.quiz.openAttemptId}`, {
      headers: { authorization: `Bearer ${token}` },
    })
  ).json()) as { answers: Record<string, unknown> };
  expect(Object.keys(attempt.answers)).toHaveLength(3);
});
