import { expect, test } from '@playwright/test';
import { apiToken, signedIn } from '../support/session';

test('a member, who leads no team, has no team menu', async ({ page, request }) => {
  await signedIn(page, await apiToken(request, 'member@ajar.local'));
  await page.goto('/my-courses');
  // The first paint of the member area can be slow on a busy machine.
  await expect(page.getByRole('heading', { level: 1, name: 'Kursus Saya' })).toBeVisible({
    timeout: 15_000,
  });
  await expect(page.getByRole('link', { name: 'Sertifikat Saya' }).first()).toBeVisible();
  await expect(page.getByRole('link', { name: 'Tim Saya' })).toHaveCount(0);
});

test('a trainer, who leads a team, has the team menu', async ({ page, request }) => {
  await signedIn(page, await apiToken(request, 'trainer@ajar.local'));
  await page.goto('/my-courses');
  await expect(page.getByRole('link', { name: 'Tim Saya' })).toBeVisible({ timeout: 15_000 });
});
