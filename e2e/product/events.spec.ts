import { expect, test, type Page } from '../support/test';
import { apiToken, signedIn } from '../support/session';

const MEET = 'meet.example.com';

test('a visitor on an online event’s page is told the link comes with registering, and no answer carries it', async ({
  page,
}) => {
  const bodies: Promise<string>[] = [];
  page.on('response', (response) => {
    // A signed-out page keeps its company's colour stream open: a stream has no whole body to
    // read, and carries only colours.
    const stream = response.headers()['content-type']?.startsWith('text/event-stream');
    if (new URL(response.url()).pathname.startsWith('/v1/') && !stream)
      bodies.push(response.text());
  });
  await page.goto('/events');
  const webinar = page.getByRole('link', { name: /Webinar: Membaca Data Penjualan/ });
  await webinar.click();
  await expect(page.getByRole('heading', { level: 1, name: /Webinar/ })).toBeVisible();
  await expect(
    page.getByText('Tautan untuk bergabung akan muncul setelah Anda mendaftar.'),
  ).toBeVisible();
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

// A zone other than WIB: the WIB time, with the reader's own time beside it.
const OTHER_ZONES = [
  { timezoneId: 'Asia/Makassar', name: 'the local WITA time', hoursFromWib: 1 },
  { timezoneId: 'UTC', name: 'the UTC time', hoursFromWib: -7 },
];

for (const { timezoneId, name, hoursFromWib } of OTHER_ZONES)
  test.describe(`in a browser set to ${timezoneId}`, () => {
    test.use({ timezoneId });

    test(`home and /events show the same time, in WIB with ${name} beside it`, async ({ page }) => {
      const { home, events } = await homeAndEventsTimes(page);
      expect(home).toBe(events);
      const [, wib, local] = home.match(SHOWN) ?? [];
      expect(wib, home).toBeTruthy();
      const [start, end] = minutes(wib!);
      const shift = hoursFromWib * 60;
      expect(minutes(local!)).toEqual([start! + shift, end! + shift]);
    });
  });

test.describe('in a browser set to Asia/Jakarta', () => {
  test.use({ timezoneId: 'Asia/Jakarta' });

  test('the time shows once, in WIB', async ({ page }) => {
    const { home, events } = await homeAndEventsTimes(page);
    expect(home).toBe(events);
    expect(home).toMatch(/\d\d\.\d\d–\d\d\.\d\d WIB$/);
  });

  test('an event’s page gives its day and time as Indonesian writes them: “…, pukul 10.00–11.30 WIB”', async ({
    page,
  }) => {
    await page.goto('/events');
    await page.getByRole('link', { name: /Webinar: Membaca Data Penjualan/ }).click();
    await expect(page.getByRole('heading', { level: 1, name: /Webinar/ })).toBeVisible();
    await expect(
      page.getByText(/^\p{L}+, \d{1,2} \p{L}+ \d{4}, pukul \d\d\.\d\d–\d\d\.\d\d WIB$/u),
    ).toBeVisible();
  });
});
