import { expect, type Page } from '@playwright/test';

/** The course player's previous/next navigation. */
const pager = (page: Page) => page.getByRole('navigation', { name: 'Navigasi materi' });

/** Opens the next content through the player's own "next" link and waits for its title. */
export async function next(page: Page, title: string) {
  await pager(page)
    .getByRole('link', { name: /Berikutnya/ })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
}

/** Marks the content on screen done, as a learner does, and waits for the confirmation. */
export async function markDone(page: Page) {
  await page.getByRole('button', { name: 'Tandai selesai' }).click();
  await expect(page.getByText('Bagus! Materi ini selesai.')).toBeVisible();
}
