import { expect, test } from '@playwright/test';
import { apiToken, signedIn } from '../support/session';

const TITLE = 'Lokakarya Negosiasi untuk Tim Penjualan Jawa Timur';

test('an event registered for shows on /my-events, cancelling moves it to cancelled and out of my calendar feed', async ({
  page,
  request,
}) => {
  // Several page loads, a dialog and two feed reads on a shared machine.
  test.slow();
  const token = await apiToken(request, 'member3@ajar.local');
  const events = (await (
    await request.get('/v1/events?when=upcoming&pageSize=50', {
      headers: { authorization: `Bearer ${token}` },
    })
  ).json()) as { items: { id: number; title: { id: string } }[] };
  const event = events.items.find((e) => e.title.id === TITLE)!;
  const uid = `UID:event-${event.id}@`;
  await signedIn(page, token);

  await page.goto(`/events/${event.id}`);
  await page.getByRole('button', { name: 'Daftar', exact: true }).click({ timeout: 20_000 });
  await expect(page.getByRole('button', { name: 'Batalkan pendaftaran' })).toBeVisible();

  await page.goto('/my-events');
  const upcoming = page.getByRole('list', { name: 'Acara mendatang yang saya ikuti' });
  await expect(upcoming.getByRole('heading', { name: TITLE })).toBeVisible({ timeout: 20_000 });

  // The address a calendar app would be given: it needs no session.
  const address = page.getByRole('textbox', { name: 'Alamat kalender pribadi' });
  await expect(address).toHaveValue(/only=registered$/);
  const feed = await address.inputValue();
  const before = await request.get(feed, { headers: { authorization: '' } });
  expect(before.status()).toBe(200);
  expect(await before.text()).toContain(uid);

  await upcoming.getByRole('button', { name: `Batalkan pendaftaran: ${TITLE}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Batalkan pendaftaran?' });
  await dialog.getByRole('button', { name: 'Ya, batalkan' }).click();
  await expect(page.getByText('Pendaftaran dibatalkan')).toBeVisible();
  await expect(upcoming.getByRole('heading', { name: TITLE })).toHaveCount(0);

  await page.getByRole('tab', { name: 'Dibatalkan' }).click();
  await expect(
    page
      .getByRole('list', { name: 'Pendaftaran yang saya batalkan' })
      .getByRole('heading', { name: TITLE }),
  ).toBeVisible();

  const after = await request.get(feed, { headers: { authorization: '' } });
  expect(after.status()).toBe(200);
  expect(await after.text()).not.toContain(uid);
});
