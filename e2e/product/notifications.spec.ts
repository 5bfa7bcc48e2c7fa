import { expect, test, type APIRequestContext } from '@playwright/test';
import { apiToken, signedIn } from '../support/session';

// A learner no other end-to-end test signs in to, so their count is theirs alone.
const EMAIL = 'member2@ajar.local';

const bellName = (unread: number) =>
  unread === 0 ? 'Notifikasi' : `${unread} notifikasi belum dibaca`;

/** A free course of the company the learner is not in yet. */
async function freeCourseNotJoined(request: APIRequestContext, token: string) {
  const auth = { headers: { authorization: `Bearer ${token}` } };
  const list = (await (await request.get('/v1/courses?pageSize=50', auth)).json()) as {
    items: { id: number; title: { id: string } }[];
  };
  for (const course of list.items) {
    const access = (await (
      await request.get(`/v1/courses/${course.id}/enrolment`, auth)
    ).json()) as {
      enrolment: unknown;
      requiresVoucher: boolean;
    };
    if (access.enrolment === null && !access.requiresVoucher) return course;
  }
  throw new Error('no free course left to join');
}

test('enrolling raises the header count without a reload; opening the notification lowers it', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const token = await apiToken(request, EMAIL);
  const course = await freeCourseNotJoined(request, token);
  const before = (
    (await (
      await request.get('/v1/notifications/unread-count', {
        headers: { authorization: `Bearer ${token}` },
      })
    ).json()) as { unread: number }
  ).unread;

  await signedIn(page, token);
  await page.goto('/my-courses');
  await expect(page.getByRole('link', { name: bellName(before), exact: true })).toBeVisible({
    timeout: 30_000,
  });

  // The learner enrols in another tab; this one hears of it through the stream, unreloaded.
  const other = await page.context().newPage();
  await signedIn(other, token);
  await other.goto(`/courses/${course.id}`);
  const enrolled = other.waitForResponse(
    (r) =>
      r.url().endsWith(`/v1/courses/${course.id}/enrolment`) && r.request().method() === 'POST',
  );
  await other.getByRole('button', { name: 'Daftar gratis' }).click();
  expect((await enrolled).status()).toBe(201);
  const raised = page.getByRole('link', { name: bellName(before + 1), exact: true });
  await expect(raised).toBeVisible();
  await other.close();

  await raised.click();
  await expect(page).toHaveURL(/\/notifications$/, { timeout: 20_000 });
  const item = page.getByRole('link', { name: new RegExp(`Anda terdaftar di kursus baru`) });
  await expect(page.getByText(`Anda kini terdaftar di ${course.title.id}.`)).toBeVisible();
  await item.first().click();
  await expect(page).toHaveURL(new RegExp(`/my-courses/${course.id}$`), { timeout: 20_000 });
  await expect(page.getByRole('link', { name: bellName(before), exact: true })).toBeVisible();
});
