import { expect, test } from '../support/test';
import { apiToken, signedIn } from '../support/session';

// The Excel course is free and opens on its pre test, a short timed quiz of four questions.
const COURSE = 'Microsoft Excel untuk Analisis Data';
const QUIZ = 'Pre-test Excel';

test.use({ viewport: { width: 360, height: 780 } });

test('on a phone, a running quiz offers one "next" (its own), and its next question starts below the timer bar', async ({
  page,
  request,
}) => {
  test.setTimeout(60_000);
  // A learner no other test enrols, so the quiz opens on its intro.
  const token = await apiToken(request, 'member4@ajar.local');
  const found = await (await request.get(`/v1/courses?q=${encodeURIComponent('Excel')}`)).json();
  const course = (found.items as { id: number; title: { id: string } }[]).find(
    (c) => c.title.id === COURSE,
  )!;
  const enrolled = await request.post(`/v1/courses/${course.id}/enrolment`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect([200, 201]).toContain(enrolled.status());

  await signedIn(page, token);
  await page.goto(`/courses/${course.id}/learn`);
  // The first page of a freshly started server can be slow on a busy machine.
  await expect(page.getByRole('heading', { level: 1, name: QUIZ })).toBeVisible({
    timeout: 30_000,
  });
  const pager = page.getByRole('navigation', { name: 'Navigasi materi' });
  // Before the quiz starts, the player's own previous/next is the way on.
  await expect(pager).toBeVisible();

  await page.getByRole('button', { name: 'Mulai kuis' }).click();
  await expect(page.getByRole('timer')).toBeVisible();
  // While it runs, one "next" only: the quiz's, which stays on the quiz.
  await expect(pager).toHaveCount(0);
  const next = page.getByRole('button', { name: 'Berikutnya' });
  await expect(page.getByRole('link', { name: /Berikutnya/ })).toHaveCount(0);
  await expect(next).toHaveCount(1);

  await next.scrollIntoViewIfNeeded();
  await next.click();
  const number = page.getByText('Soal 2 dari 4');
  await expect(number).toBeVisible();
  // The bar sticks to the top of the scrolling area; the question's number starts below it.
  const barBottom = await page.getByRole('timer').evaluate((timer) => {
    let element: Element | null = timer;
    while (element && getComputedStyle(element).position !== 'sticky')
      element = element.parentElement;
    return element!.getBoundingClientRect().bottom;
  });
  await expect.poll(async () => (await number.boundingBox())!.y).toBeGreaterThanOrEqual(barBottom);
  expect(page.url()).toContain(`/courses/${course.id}/learn`);
});
