import { expect, test } from '../support/test';
import { EXCEL_WARM_UP_SECONDS } from '../../packages/api/src/db/seed/quizzes-library';
import { apiToken, signedIn } from '../support/session';

// The Excel course is free and opens on its pre test, the demo's short timed quiz.
const COURSE = 'Microsoft Excel untuk Analisis Data';
const QUIZ = 'Pre-test Excel';

test('when the time runs out, the learner stays on the quiz, hears the time is up and lands on the result', async ({
  page,
  request,
}) => {
  test.setTimeout((EXCEL_WARM_UP_SECONDS + 40) * 1000);
  const token = await apiToken(request, 'member@ajar.local');
  const found = await (await request.get(`/v1/courses?q=${encodeURIComponent('Excel')}`)).json();
  const course = (found.items as { id: number; title: { id: string } }[]).find(
    (c) => c.title.id === COURSE,
  )!;
  const enrolled = await request.post(`/v1/courses/${course.id}/enrolment`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect([200, 201]).toContain(enrolled.status());

  await signedIn(page, token);
  // The browser's own clock, still running in real time, so it can jump ahead below.
  await page.clock.install();
  await page.goto(`/courses/${course.id}/learn`);
  await expect(page.getByRole('button', { name: 'Mulai kuis' })).toBeVisible({ timeout: 15_000 });
  await expect(page.getByRole('heading', { level: 1, name: QUIZ })).toBeVisible();
  const address = page.url();

  // On a real exam the page's data is more than five minutes old when the time runs out (the
  // learner read the rules, then answered for ten minutes). As if the laptop's lid had been
  // shut for a while on the rules: the server's clock, and so the attempt, are untouched.
  await page.clock.fastForward('05:30');

  await page.getByRole('button', { name: 'Mulai kuis' }).click();
  await expect(page.getByRole('timer')).toBeVisible();
  await page.getByRole('radio', { name: 'SUM' }).check();

  // No submit: the timer hands the answers in at the deadline.
  const timeUp = page.getByRole('heading', { name: 'Waktu habis' });
  await expect(timeUp).toBeVisible({ timeout: (EXCEL_WARM_UP_SECONDS + 15) * 1000 });

  // The result in place of the questions, not the intro again. A pre test has a score but no
  // pass or fail.
  const result = page.getByRole('region', { name: QUIZ });
  await expect(result).toBeVisible();
  const value = (term: string) =>
    result.locator('dt', { hasText: term }).locator('xpath=following-sibling::dd[1]');
  await expect(value('Nilai')).toHaveText('25');
  await expect(value('Jawaban benar')).toHaveText('1 dari 4');
  await expect(result.getByText(/tidak ada lulus atau tidak lulus/)).toBeVisible();
  await expect(page.getByText(/^(Lulus|Belum lulus)$/)).toHaveCount(0);
  await expect(page.getByText('Jawaban Anda sudah dikumpulkan otomatis.')).toBeVisible();
  await expect(timeUp).toBeVisible();
  await expect(page.getByRole('button', { name: 'Mulai kuis' })).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1, name: QUIZ })).toBeVisible();
  expect(page.url()).toBe(address);

  // Focus went to the result, which says the time ran out when it is read.
  await expect
    .poll(() => result.evaluate((region) => region.contains(document.activeElement)))
    .toBe(true);
  await expect(result).toHaveAccessibleDescription(/Waktu habis/);
});
