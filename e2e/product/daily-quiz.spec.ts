import { expect, test, type APIRequestContext, type Page } from '../support/test';
import { apiToken, signedIn } from '../support/session';

// Putri (member3) is six days into her daily-quiz streak (seed). She takes a course's pre-test
// and misses questions; today's daily quiz brings one back first. She answers, one of them
// offline, reads each explanation, finishes: seven days, the milestone's points, a higher place
// on this week's board; a second quiz today is refused.
const COURSE = 'Teknik Negosiasi Penjualan B2B';

async function takePreTest(request: APIRequestContext, token: string) {
  const auth = { authorization: `Bearer ${token}` };
  const found = await (
    await request.get(`/v1/courses?q=${encodeURIComponent('Negosiasi')}`)
  ).json();
  const course = (found.items as { id: number; title: { id: string } }[]).find(
    (c) => c.title.id === COURSE,
  )!;
  const enrolled = await request.post(`/v1/courses/${course.id}/enrolment`, { headers: auth });
  expect([200, 201]).toContain(enrolled.status());
  const outline = await (
    await request.get(`/v1/courses/${course.id}/learn`, { headers: auth })
  ).json();
  const preTest = (outline.sections as { contents: { id: number; type: string }[] }[])
    .flatMap((s) => s.contents)
    .find((c) => c.type === 'Pre Test')!;
  const content = await (
    await request.get(`/v1/courses/${course.id}/learn/${preTest.id}`, { headers: auth })
  ).json();
  const started = await request.post(`/v1/quizzes/${content.quiz.id}/attempts`, { headers: auth });
  expect([200, 201]).toContain(started.status());
  const attempt = (await started.json()) as {
    id: number;
    questions: { id: number; type: string; options: { id: string }[] }[];
  };
  // Every question answered with its last option (or a guess): some of them wrong.
  const answeredAt = new Date().toISOString();
  const answers = attempt.questions.map((q) => ({
    questionId: q.id,
    value:
      q.type === 'shortAnswer'
        ? 'tidak tahu'
        : q.type === 'multiple'
          ? [q.options.at(-1)!.id]
          : q.options.at(-1)!.id,
    answeredAt,
  }));
  const submitted = await request.post(`/v1/attempts/${attempt.id}/submit`, {
    headers: auth,
    data: { answers },
  });
  expect(submitted.status()).toBe(200);
  return attempt.questions.map((q) => q.id);
}

/** Answers the question on screen: its first option, or a word. */
async function answerShown(page: Page) {
  const question = page.getByRole('main');
  const radios = question.getByRole('radio');
  const boxes = question.getByRole('checkbox');
  if ((await radios.count()) > 0) await radios.first().check();
  else if ((await boxes.count()) > 0) await boxes.first().check();
  else await question.getByRole('textbox').first().fill('negosiasi');
  await page.getByRole('button', { name: 'Periksa jawaban' }).click();
}

async function weekPoints(request: APIRequestContext, token: string) {
  const res = await request.get('/v1/points/me', { headers: { authorization: `Bearer ${token}` } });
  return ((await res.json()) as { periodPoints: { week: number } }).periodPoints.week;
}

test('today’s daily quiz brings back a missed question, moves the streak, points and board, and is once a day', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const putri = await apiToken(request, 'member3@ajar.local');
  await takePreTest(request, putri);
  const weekBefore = await weekPoints(request, putri);
  await signedIn(page, putri);

  await page.goto('/my-daily-quiz');
  await expect(page.getByRole('heading', { level: 1, name: 'Kuis Harian' })).toBeVisible({
    timeout: 30_000,
  });
  await expect(page.getByText('6 hari').first()).toBeVisible();
  await page.getByRole('button', { name: 'Mulai kuis hari ini' }).click();

  await test.step('the first question is one she missed in the pre-test', async () => {
    await expect(page.getByText('Pernah salah di kuis kursus').first()).toBeVisible();
    await expect(page.getByText(`Dari kursus: ${COURSE}`).first()).toBeVisible();
  });

  await test.step('each answer is marked and explained; one given offline is kept and sent', async () => {
    await answerShown(page);
    await expect(page.getByRole('status').filter({ hasText: /Benar|Belum tepat/ })).toBeVisible();
    await page.getByRole('button', { name: 'Soal berikutnya' }).click();

    await page.context().setOffline(true);
    await answerShown(page);
    await expect(page.getByText(/Jawaban tersimpan di perangkat ini/)).toBeVisible();
    await page.context().setOffline(false);
    await expect(page.getByRole('status').filter({ hasText: /Benar|Belum tepat/ })).toBeVisible({
      timeout: 40_000,
    });

    for (;;) {
      const next = page.getByRole('button', { name: /^(Soal berikutnya|Lihat hasil)$/ });
      const label = await next.textContent();
      await next.click();
      if (label === 'Lihat hasil') break;
      await answerShown(page);
      await expect(page.getByRole('status').filter({ hasText: /Benar|Belum tepat/ })).toBeVisible();
    }
  });

  await test.step('done: seven days in a row and the milestone’s points', async () => {
    await expect(page.getByRole('heading', { name: 'Kuis hari ini selesai' })).toBeVisible();
    await expect(page.getByText('+25 poin')).toBeVisible();
    await expect(page.getByText('Runtunan Anda kini 7 hari.')).toBeVisible();
    await expect.poll(() => weekPoints(request, putri)).toBe(weekBefore + 25);
  });

  await test.step('this week’s board shows her new points', async () => {
    await page.goto('/leaderboard?period=week');
    const me = page.getByRole('row', { name: /Putri Ramadhani/ }).first();
    await expect(me).toBeVisible({ timeout: 20_000 });
    await expect(me).toContainText(String(weekBefore + 25));
  });

  await test.step('a second quiz today is refused; the page shows today’s result', async () => {
    const again = await request.post('/v1/daily-quiz/today', {
      headers: { authorization: `Bearer ${putri}` },
    });
    expect(again.status()).toBe(409);
    expect((await again.json()).error.code).toBe('daily_quiz_done');
    await page.goto('/my-daily-quiz');
    await expect(page.getByRole('heading', { name: 'Kuis hari ini selesai' })).toBeVisible({
      timeout: 20_000,
    });
    await expect(page.getByRole('button', { name: 'Mulai kuis hari ini' })).toHaveCount(0);
  });
});
