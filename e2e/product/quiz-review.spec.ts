import { expect, test, type Page } from '../support/test';
import { FINAL_QUIZZES } from '../../packages/api/src/db/seed/quizzes-finals';
import { RULES } from '../../packages/api/src/db/seed/quizzes-kit';
import { apiToken, signedIn } from '../support/session';
import { markDone, next } from '../support/player';
import { takeQuiz } from '../support/quiz';

// member2 is part-way through the safety course (seed: five contents done, no attempt) and
// in the leadership course with nothing done; no other spec touches the safety course.
const SAFETY = 'Keselamatan dan Kesehatan Kerja (K3) di Gudang';
const LEADERSHIP = 'Dasar Kepemimpinan Tim';
const FINAL = { ...RULES['Final Quiz'], ...FINAL_QUIZZES.safety!['Final Quiz']! };
const EVALUATION = FINAL_QUIZZES.safety!.Evaluation!;

interface MyCourse {
  course: { id: number; title: { id: string } };
}
interface MyCourseDetail {
  sections: { id: number; contents: { type: string }[] }[];
}

/** The figure a score page's summary shows under `label`. */
const figure = (page: Page, label: string) =>
  page.locator('dt', { hasText: label }).locator('xpath=following-sibling::dd[1]');

test('a failed final quiz keeps its right answers back while attempts are left, and the evaluation detail shows the ratings given', async ({
  page,
  request,
}) => {
  test.setTimeout(240_000);
  const token = await apiToken(request, 'member2@ajar.local');
  const api = async <T>(path: string) =>
    (await (
      await request.get(path, { headers: { authorization: `Bearer ${token}` } })
    ).json()) as T;
  const mine = await api<MyCourse[]>('/v1/my/courses');
  const idOf = (title: string) => mine.find((c) => c.course.title.id === title)!.course.id;
  const safety = idOf(SAFETY);
  await signedIn(page, token);

  // A section whose only test is the pre test states no pass mark: a pre test is not passed
  // or failed, and the final quiz's 70 is not this section's.
  const leadership = idOf(LEADERSHIP);
  const detail = await api<MyCourseDetail>(`/v1/my/courses/${leadership}`);
  const withPreTest = detail.sections.find((s) => s.contents.some((c) => c.type === 'Pre Test'))!;
  await page.goto(`/my-courses/${leadership}/${withPreTest.id}/detail-nilai`);
  await expect(figure(page, 'Materi selesai')).toBeVisible({ timeout: 15_000 });
  await expect(page.locator('dt', { hasText: 'Batas lulus' })).toHaveCount(0);

  // The player opens where member2 left off; three lessons lead to the final quiz.
  await page.goto(`/courses/${safety}/learn`);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Alat Pelindung Diri (APD)' }),
  ).toBeVisible({ timeout: 15_000 });
  await markDone(page);
  await next(page, 'Prosedur Evakuasi dan Penggunaan APAR');
  await markDone(page);
  await next(page, 'Ringkasan K3 Gudang');
  await markDone(page);
  await next(page, 'Kuis Sertifikasi K3');

  // Every answer wrong: failed, two attempts left.
  const graded = page.waitForResponse(
    (res) => /\/v1\/attempts\/\d+\/submit$/.test(res.url()) && res.request().method() === 'POST',
  );
  await takeQuiz(page, FINAL, { wrong: true });
  const submitted = await graded;
  const body = await submitted.text();
  // Nothing of the answer key leaves the server: no marks, no right options, no explanations.
  expect(JSON.parse(body).result).toMatchObject({
    passed: false,
    review: null,
    reviewWithheld: 'untilPassedOrLastAttempt',
  });
  for (const word of ['isCorrect', 'explanation', 'APAR'])
    expect(body, `submit answer holds "${word}"`).not.toContain(word);
  await expect(page.getByRole('heading', { name: 'Pembahasan belum ditampilkan' })).toBeVisible();
  await expect(page.getByText(/setelah Anda lulus atau setelah percobaan terakhir/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Lihat pembahasan' })).toHaveCount(0);

  // The attempt's page in the score history: own answers and score, still no right ones.
  await page.goto(`/my-courses/${safety}/riwayat-nilai-ujian-akhir`);
  const attempts = page.getByRole('table');
  await expect(attempts.getByRole('link')).toHaveCount(1);
  const [detailAnswer] = await Promise.all([
    page.waitForResponse((res) => /\/v1\/attempts\/\d+$/.test(res.url())),
    attempts.getByRole('link').first().click(),
  ]);
  expect(await detailAnswer.text()).not.toContain('isCorrect');
  await expect(page.getByRole('heading', { name: 'Pembahasan belum ditampilkan' })).toBeVisible();
  const own = page.getByRole('list', { name: 'Jawaban Anda', exact: true });
  await expect(own.locator(':scope > li')).toHaveCount(FINAL.questions.length);
  await expect(own.getByRole('textbox')).toHaveValue('tidak tahu');
  await expect(page.getByText(/Jawaban benar:/)).toHaveCount(0);
  await expect(page.getByRole('list', { name: 'Jawaban dan pembahasan' })).toHaveCount(0);

  // Passing on the second attempt opens the review.
  await page.goto(`/courses/${safety}/learn`);
  await expect(page.getByRole('heading', { level: 1, name: 'Kuis Sertifikasi K3' })).toBeVisible({
    timeout: 15_000,
  });
  await takeQuiz(page, FINAL);
  await page.getByRole('button', { name: 'Lihat pembahasan' }).click();
  await expect(page.getByRole('list', { name: 'Jawaban dan pembahasan' })).toBeVisible();

  // The evaluation: its detail shows each statement with the rating given, nothing of right
  // or wrong.
  await next(page, 'Evaluasi Pelatihan');
  const rated = page.waitForResponse((res) => /\/v1\/attempts\/\d+\/submit$/.test(res.url()));
  await takeQuiz(page, EVALUATION);
  expect((await rated).ok()).toBe(true);
  await page.goto(`/my-courses/${safety}/riwayat-evaluasi`);
  await page.getByRole('table').getByRole('link').first().click();
  const ratings = page.getByRole('table', { name: 'Jawaban evaluasi Anda' });
  for (const statement of EVALUATION.questions)
    await expect(ratings.getByRole('row', { name: new RegExp(statement.text[0]) })).toContainText(
      'Sangat setuju (5 dari 5)',
    );
  await expect(page.getByText('Pembahasan tidak tersedia')).toHaveCount(0);
  await expect(page.getByText(/jawaban (yang )?benar/i)).toHaveCount(0);
});
