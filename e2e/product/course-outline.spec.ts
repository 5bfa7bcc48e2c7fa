import { expect, test, type APIRequestContext, type Page } from '../support/test';
import { apiToken, signedIn } from '../support/session';

const COMMUNICATION = 'Komunikasi Efektif di Tempat Kerja';

async function courseId(request: APIRequestContext, title: string) {
  const res = await request.get(`/v1/courses?q=${encodeURIComponent(title)}`);
  const page = (await res.json()) as { items: { id: number; title: { id: string } }[] };
  return page.items.find((course) => course.title.id === title)!.id;
}

/** Each section's "n/m selesai" and every content's status, as the course page shows them. */
async function outlineOf(page: Page) {
  const outline = page.getByRole('region', { name: 'Materi kursus' });
  await expect(outline.getByText(/\d+\/\d+ selesai/).first()).toBeVisible();
  const progress = await outline.getByText(/\d+\/\d+ selesai/).allInnerTexts();
  const text = await outline.innerText();
  return { progress, text };
}

test('the course page outline shows the signed-in learner’s own progress', async ({
  page,
  request,
}) => {
  const token = await apiToken(request, 'member@ajar.local');
  const id = await courseId(request, COMMUNICATION);
  const learn = await request.get(`/v1/courses/${id}/learn`, {
    headers: { authorization: `Bearer ${token}` },
  });
  const player = (await learn.json()) as {
    sections: { contents: { status: string }[] }[];
  };
  const expected = player.sections.map(
    (s) => `${s.contents.filter((c) => c.status === 'done').length}/${s.contents.length} selesai`,
  );
  // The seed has this learner three contents in.
  expect(expected.join(' ')).not.toMatch(/^(0\/\d+ selesai ?)+$/);

  await signedIn(page, token);
  await page.goto(`/courses/${id}`);
  await expect(page.getByRole('heading', { level: 1, name: COMMUNICATION })).toBeVisible();
  await expect.poll(async () => (await outlineOf(page)).progress).toEqual(expected);
});

test('a signed-in member not enrolled sees the outline locked, as a visitor does', async ({
  page,
  request,
  browser,
}) => {
  test.setTimeout(90_000);
  const id = await courseId(request, COMMUNICATION);
  /** How many contents the open section shows as locked and as available. */
  const states = async (view: Page) => {
    await view.goto(`/courses/${id}`);
    const outline = view.getByRole('region', { name: 'Materi kursus' });
    await expect(outline).toContainText('Terkunci');
    return [
      await outline.getByText('Terkunci', { exact: true }).count(),
      await outline.getByText('Tersedia', { exact: true }).count(),
    ];
  };
  const visitor = await browser.newPage();
  const seen = await states(visitor);
  await visitor.close();
  // The admin of the course's company is not enrolled in it.
  await signedIn(page, await apiToken(request, 'admin@ajar.local'));
  expect(await states(page)).toEqual(seen);
});
