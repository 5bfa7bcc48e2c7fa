import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { DEMO_PASSWORD } from './session';

const auth = (token: string) => ({ headers: { authorization: `Bearer ${token}` } });

/** Signs in through the sign-in form already open on the page, as a person types it. */
export async function fillSignIn(page: Page, email: string, password = DEMO_PASSWORD) {
  await page.getByLabel('Email').fill(email);
  await page.getByRole('textbox', { name: /^Password/ }).fill(password);
  await page.getByRole('button', { name: 'Masuk' }).click();
}

/** A real PNG, drawn by the browser itself, as a person's camera roll would hold one. */
export async function drawnPng(page: Page): Promise<Buffer> {
  const dataUrl = await page.evaluate(() => {
    const canvas = document.createElement('canvas');
    canvas.width = 320;
    canvas.height = 240;
    const context = canvas.getContext('2d')!;
    context.fillStyle = 'teal';
    context.fillRect(0, 0, 320, 240);
    context.fillStyle = 'gold';
    context.fillRect(100, 60, 120, 120);
    return canvas.toDataURL('image/png');
  });
  return Buffer.from(dataUrl.split(',')[1]!, 'base64');
}

/** Saves the profile form with the named button and waits for the API's answer. */
export async function saveProfile(page: Page, button: string) {
  const answer = page.waitForResponse(
    (r) => r.url().endsWith('/v1/me/profile') && r.request().method() === 'PATCH',
  );
  await page.getByRole('button', { name: button }).click();
  expect((await answer).status()).toBe(200);
}

/** Fills and sends the change-password form on /change-password. */
export async function changePassword(page: Page, current: string, next: string) {
  await page.getByLabel(/^Password saat ini/).fill(current);
  await page.getByLabel(/^Password baru/).fill(next);
  await page.getByLabel(/^Konfirmasi password baru/).fill(next);
  const answer = page.waitForResponse((r) => r.url().endsWith('/v1/auth/password'));
  await page.getByRole('button', { name: 'Simpan password' }).click();
  // Checking the current password costs a deliberate scrypt hash (about a second).
  expect((await answer).status()).toBe(204);
  await expect(page.getByText('Password berhasil diubah.', { exact: false })).toBeVisible();
}

/** The header bell's accessible name at a count of unread notifications. */
export const bellName = (unread: number) =>
  unread === 0 ? 'Notifikasi' : `${unread} notifikasi belum dibaca`;

export async function unreadCount(request: APIRequestContext, token: string) {
  const res = await request.get('/v1/notifications/unread-count', auth(token));
  return ((await res.json()) as { unread: number }).unread;
}

/** A free course of the company the learner is not in yet. */
export async function freeCourseNotJoined(request: APIRequestContext, token: string) {
  const list = (await (await request.get('/v1/courses?pageSize=50', auth(token))).json()) as {
    items: { id: number; title: { id: string } }[];
  };
  for (const course of list.items) {
    const access = (await (
      await request.get(`/v1/courses/${course.id}/enrolment`, auth(token))
    ).json()) as { enrolment: unknown; requiresVoucher: boolean };
    if (access.enrolment === null && !access.requiresVoucher) return course;
  }
  throw new Error('no free course left to join');
}

/** An upcoming event of the learner's company, by its Indonesian title. */
export async function upcomingEvent(request: APIRequestContext, token: string, title: string) {
  const events = (await (
    await request.get('/v1/events?when=upcoming&pageSize=50', auth(token))
  ).json()) as { items: { id: number; title: { id: string } }[] };
  const event = events.items.find((e) => e.title.id === title);
  if (!event) throw new Error(`no upcoming event "${title}"`);
  return event;
}

/** Puts the demo company's branding back as the seed left it. */
export async function restoreBranding(request: APIRequestContext, adminToken: string) {
  await request.put('/v1/company/branding', {
    ...auth(adminToken),
    data: { displayName: 'Ajar', faviconTitle: null, primaryColor: '#FF4048' },
  });
  await request.delete('/v1/company/branding/favicon', auth(adminToken));
}
