import { expect, test } from '../support/test';
import { apiToken, signedIn } from '../support/session';

// The team menu follows the org chart, not the role (seed employment.ts): Rina, a member,
// leads Yoga and Putri; Putri leads no one; the trainer has no direct reports.
for (const [who, email] of [
  ['a member who leads no team', 'member3@ajar.local'],
  ['a trainer with no direct reports', 'trainer@ajar.local'],
] as const)
  test(`${who} has no team menu`, async ({ page, request }) => {
    await signedIn(page, await apiToken(request, email));
    // The menu waits for /auth/me's team size: assert after it has answered.
    const me = page.waitForResponse((r) => r.url().endsWith('/v1/auth/me') && r.ok());
    await page.goto('/my-courses');
    await me;
    // The first paint of the member area can be slow on a busy machine.
    await expect(page.getByRole('heading', { level: 1, name: 'Kursus Saya' })).toBeVisible({
      timeout: 15_000,
    });
    await expect(page.getByRole('link', { name: 'Sertifikat Saya' }).first()).toBeVisible();
    await expect(page.getByRole('link', { name: 'Tim Saya' })).toHaveCount(0);
  });

test('a member who leads a team has the team menu', async ({ page, request }) => {
  await signedIn(page, await apiToken(request, 'member@ajar.local'));
  await page.goto('/my-courses');
  await expect(page.getByRole('link', { name: 'Tim Saya' })).toHaveAttribute('href', '/my-team', {
    timeout: 15_000,
  });
});
