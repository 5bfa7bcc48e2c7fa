import { readFileSync } from 'node:fs';
import { expect, test } from '../support/test';
import { ROUTES, sampleUrl } from '../../packages/app/src/routes/table';
import { apiToken, signedIn } from '../support/session';

const id = JSON.parse(readFileSync('locales/id/common.json', 'utf8')) as {
  home: { title: string };
  pages: Record<string, { title: string }>;
};

test('every route of the spec opens in its layout for a signed-in member', async ({
  page,
  request,
}) => {
  // A budget per route: the table grows with every page built, a fixed total would not.
  test.setTimeout(ROUTES.length * 5_000);
  await signedIn(page, await apiToken(request, 'member@ajar.local'));
  let previous: { heading: string; page?: string } | undefined;
  for (const route of ROUTES) {
    const url = sampleUrl(route);
    // The first route loads the app; the others are reached inside it, as a reader moves
    // between pages: a full load of each spent a second per route on parsing the same
    // bundle (a reload into a deep route is home.spec's). react-router follows popstate.
    if (previous === undefined) await page.goto(url);
    else
      await page.evaluate((to) => {
        history.pushState(null, '', to);
        dispatchEvent(new PopStateEvent('popstate'));
      }, url);
    // Pages named by their data: a course, an event, a class, a content, a section, an attempt.
    const named = [
      'classes',
      'courseDetail',
      'eventDetail',
      'roadmapDetail',
      'learn',
      'myCourseDetail',
      'moduleScore',
      'attemptHistory',
      'attemptDetail',
      'teamCourse',
      'teamCourseUsers',
      'teamCourseAssign',
    ].includes(route.page ?? '');
    const title = route.page === 'home' ? id.home.title : id.pages[route.key]!.title;
    const heading = page.getByRole('heading', { level: 1, name: named ? undefined : title });
    // Until the new page renders, the last page's heading is still there (the learn player's
    // two samples are one course: the same page, the same heading).
    if (previous && previous.page !== route.page)
      await expect(page.getByRole('heading', { level: 1 }).first(), url).not.toHaveText(
        previous.heading,
      );
    await expect(heading.first(), url).toBeVisible();
    previous = { heading: (await heading.first().textContent()) ?? '', page: route.page };
    // The learn player is no site layout: only its own full-screen frame.
    if (route.layout === 'none')
      await expect(page.locator('[data-layout]'), url).toHaveAttribute('data-layout', 'learn');
    else
      await expect(page.locator('[data-layout]'), url).toHaveAttribute('data-layout', route.layout);
    expect(page.url(), url).toContain(url);
  }
});

test('breadcrumbs lead back from forum, leaderboard, classes and my-team pages', async ({
  page,
  request,
}) => {
  await signedIn(page, await apiToken(request, 'member@ajar.local'));
  await page.goto('/my-team/training-request/1');
  const trail = page.getByRole('navigation', { name: 'Lokasi halaman' });
  await expect(trail.getByRole('link', { name: 'Tim Saya' })).toBeVisible();
  await trail.getByRole('link', { name: 'Permintaan Pelatihan' }).click();
  await expect(page).toHaveURL(/\/my-team\/training-request$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Permintaan Pelatihan' })).toBeVisible();
  await page.goto('/leaderboard');
  await expect(page.getByRole('navigation', { name: 'Lokasi halaman' })).toBeVisible();
  await page.goto('/courses');
  await expect(page.getByRole('navigation', { name: 'Lokasi halaman' })).toHaveCount(0);
});

test('an unknown address shows the translated 404 page in the public layout', async ({ page }) => {
  await page.goto('/tidak-ada-di-sini');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Halaman tidak ditemukan' }),
  ).toBeVisible();
  await expect(page.locator('[data-layout]')).toHaveAttribute('data-layout', 'public');
  await page.getByRole('button', { name: 'Ke beranda' }).click();
  await expect(page).toHaveURL(/\/$/);
});
