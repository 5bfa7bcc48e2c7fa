import { expect, test, type APIRequestContext } from '../support/test';

// The product as started by README command 1: the seeded demo company behind the real API.

async function signIn(request: APIRequestContext, email: string) {
  const res = await request.post('/v1/auth/login', { data: { email, password: 'ajar-demo-123' } });
  expect(res.status()).toBe(200);
  return ((await res.json()) as { token: string }).token;
}

test('the demo accounts sign in and see the seeded company', async ({ request }) => {
  for (const email of [
    'superadmin@ajar.local',
    'admin@ajar.local',
    'trainer@ajar.local',
    'member@ajar.local',
  ]) {
    const token = await signIn(request, email);
    const me = await request.get('/v1/auth/me', { headers: { authorization: `Bearer ${token}` } });
    expect(await me.json()).toMatchObject({ email, company: { name: 'Ajar Demo' } });
  }
  const partner = await request.post('/v1/auth/partner/login', {
    data: { email: 'partner@ajar.local', password: 'ajar-demo-123' },
  });
  expect(partner.status()).toBe(200);
});

test('sign-in tells no one which emails exist; a token in the URL opens only the stream', async ({
  request,
}) => {
  const wrong = await request.post('/v1/auth/login', {
    data: { email: 'member@ajar.local', password: 'not-the-password' },
  });
  const unknown = await request.post('/v1/auth/login', {
    data: { email: 'no-such-person@ajar.local', password: 'not-the-password' },
  });
  expect(unknown.status()).toBe(400);
  expect(wrong.status()).toBe(400);
  expect(await unknown.text()).toBe(await wrong.text());

  const token = await signIn(request, 'admin@ajar.local');
  expect((await request.get(`/v1/auth/me?access_token=${token}`)).status()).toBe(401);
  const write = await request.put(`/v1/company/theme?access_token=${token}`, {
    data: { primaryColor: '#C62828' },
  });
  expect(write.status()).toBe(401);
});

test('the catalog answers from the seeded database', async ({ request }) => {
  const courses = await (await request.get('/v1/courses?q=excel')).json();
  expect(courses.total).toBeGreaterThan(0);
  const detail = await (await request.get(`/v1/courses/${courses.items[0].id}`)).json();
  expect(detail.sections.length).toBeGreaterThan(0);
  const upcoming = await (await request.get('/v1/events?when=upcoming')).json();
  expect(upcoming.total).toBeGreaterThan(0);
});

test('a page’s EventSource receives a colour change made through the API', async ({
  page,
  request,
}) => {
  const member = await signIn(request, 'member@ajar.local');
  const admin = await signIn(request, 'admin@ajar.local');
  const before = (await (await request.get('/v1/company/settings')).json()).theme.primaryColor;
  await page.goto('/v1/health');
  await page.evaluate((token) => {
    const w = window as unknown as { received: string[]; opened: boolean };
    w.received = [];
    const source = new EventSource(`/v1/company/theme/events?access_token=${token}`);
    source.addEventListener('connected', () => (w.opened = true));
    source.addEventListener('theme-updated', (e) => w.received.push((e as MessageEvent).data));
  }, member);
  await page.waitForFunction(() => (window as unknown as { opened?: boolean }).opened === true);

  const put = await request.put('/v1/company/theme', {
    headers: { authorization: `Bearer ${admin}` },
    data: { primaryColor: '#1A2B4C' },
  });
  expect(put.status()).toBe(200);
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { received: string[] }).received), {
      timeout: 1000,
    })
    .toEqual([JSON.stringify({ theme: { primaryColor: '#1A2B4C' } })]);
  await request.put('/v1/company/theme', {
    headers: { authorization: `Bearer ${admin}` },
    data: { primaryColor: before },
  });
});

test('the API reference page is readable in the browser', async ({ page }) => {
  await page.goto('/v1/docs');
  await expect(page.getByRole('heading', { level: 1, name: /Ajar API/ })).toBeVisible();
  await expect(page.getByText('/v1/company/theme/events').first()).toBeVisible();
});
