import { expect, test, type Page } from '@playwright/test';
import { apiToken, signedIn } from '../support/session';

const MEET = 'meet.example.com';

test('a visitor on an online event’s page is told the link comes with registering, and no answer carries it', async ({
  page,
}) => {
  const bodies: Promise<string>[] = [];
  page.on('response', (response) => {
    if (new URL(response.url()).pathname.startsWith('/v1/')) bodies.push(response.text());
  });
  await page.goto('/events');
  const webinar = page.getByRole('link', { name: /Webinar: Membaca Data Penjualan/ });
  await webinar.click();
  await expect(page.getByRole('heading', { level: 1, name: /Webinar/ })).toBeVisible();
  await expect(page.getByText('Tautan rapat muncul setelah Anda mendaftar.')).toBeVisible();
  await expect(page.getByRole('link', { name: new RegExp(MEET) })).toHaveCount(0);
  const texts = await Promise.all(bodies);
  expect(texts.length).toBeGreaterThan(0);
  for (const text of texts) expect(text).not.toContain(MEET);
});

test('signed in at Nusantara, “subscribe (.ics)” gives Nusantara’s events, not the host’s', async ({
  page,
  request,
}) => {
  await signedIn(page, await apiToken(request, 'member@nusantara.local'));
  await page.goto('/schedule');
  const subscribe = page.getByRole('link', { name: /\.ics/ });
  await expect(subscribe).toHaveAttribute('href', /feed=/, { timeout: 20_000 });
  const href = (await subscribe.getAttribute('href'))!;
  // As a calendar app fetches it: no session, only the address.
  const feed = await request.get(href, { headers: { authorization: '' } });
  expect(feed.status()).toBe(200);
  const ics = await feed.text();
  expect(ics).toContain('Simulasi Tanggap Darurat Gudang');
  expect(ics).not.toContain('Excel');
  expect(ics).not.toContain(MEET);
});

/** "10.00–12.00" -> minutes since midnight of its start and end. */
const minutes = (range: string) =>
  range.split('–').map((time) => {
    const [h, m] = time.split(/[.:]/).map(Number);
    return h! * 60 + m!;
  });

/** The first upcoming event's time on the home page and on /events, which must agree. */
async function homeAndEventsTimes(page: Page) {
  await page.goto('/');
  const homeCard = page
    .getByRole('region', { name: 'Acara mendatang' })
    .getByRole('article')
    .first();
  const title = (await homeCard.getByRole('heading').innerText()).trim();
  const home = (await homeCard.locator('time').innerText()).trim();
  await page.goto('/events');
  const eventsCard = page.getByRole('article').filter({ hasText: title }).first();
  const events = (await eventsCard.locator('time').innerText()).trim();
  return { home, events };
}

const SHOWN = /(\d\d\.\d\d–\d\d\.\d\d) WIB \((\d\d\.\d\d–\d\d\.\d\d) waktu Anda\)$/;

test.describe('in a browser set to Asia/Makassar (WITA)', () => {
  test.use({ timezoneId: 'Asia/Makassar' });

  test('home and /events show the same time, in WIB with the local WITA time beside it', async ({
    page,
  }) => {
    const { home, events } = await homeAndEventsTimes(page);
    expect(home).toBe(events);
    const [, wib, local] = home.match(SHOWN) ?? [];
    expect(wib, home).toBeTruthy();
    const [start, end] = minutes(wib!);
    expect(minutes(local!)).toEqual([start! + 60, end! + 60]);
  });
});

test.describe('in a browser set to UTC', () => {
  test.use({ timezoneId: 'UTC' });

  test('home and /events show the same time, in WIB with the UTC time beside it', async ({
    page,
  }) => {
    const { home, events } = await homeAndEventsTimes(page);
    expect(home).toBe(events);
    const [, wib, local] = home.match(SHOWN) ?? [];
    expect(wib, home).toBeTruthy();
    const [start, end] = minutes(wib!);
    expect(minutes(local!)).toEqual([start! - 7 * 60, end! - 7 * 60]);
  });
});

test.describe('in a browser set to Asia/Jakarta', () => {
  test.use({ timezoneId: 'Asia/Jakarta' });

  test('the time shows once, in WIB', async ({ page }) => {
    const { home, events } = await homeAndEventsTimes(page);
    expect(home).toBe(events);
    expect(home).toMatch(/\d\d\.\d\d–\d\d\.\d\d WIB$/);
  });
});
