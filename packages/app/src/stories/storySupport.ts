import { expect, within } from 'storybook/test';
import { delay, http, HttpResponse } from 'msw';
import type { Language } from '@ajar/api/contract/languages';
import type { LocalizedText } from '@ajar/api/contract';
import { i18next } from '../i18n';

/** The locale a story renders in: the test run's pin, else the toolbar's. */
export const localeOf = (globals: Record<string, unknown>): Language =>
  ((import.meta.env.STORYBOOK_LOCALE as string | undefined) ?? globals.locale) === 'en'
    ? 'en'
    : 'id';

/** Fixture text in the language the story runs in, as the page picks it. */
export const pick = (text: LocalizedText) => text[i18next.resolvedLanguage === 'en' ? 'en' : 'id'];

/** A request that never answers, for loading states. */
export const never = (path: string) =>
  http.get(path, async () => {
    await delay('infinite');
  });

/** The API failing the way a crashed server does. */
export const serverError = () =>
  HttpResponse.json({ error: { code: 'internal', message: 'x' } }, { status: 500 });

/**
 * Fails the first `failures` requests, then answers `ok`: a retry that works. An `ok` that
 * answers nothing passes the request on to the story's other handlers.
 */
export const failingThen = (path: string, failures: number, ok: () => Response | undefined) => {
  let calls = 0;
  return http.get(path, () => (calls++ < failures ? serverError() : ok()));
};

/** The failed state every data page shows: an alert with its heading and a retry button. */
export async function expectErrorState(canvasElement: HTMLElement, titleKey: string) {
  const alert = await within(canvasElement).findByRole('alert', {}, { timeout: 5000 });
  await expect(within(alert).getByRole('heading', { name: i18next.t(titleKey) })).toBeVisible();
  await expect(
    within(alert).getByRole('button', { name: i18next.t('common.retry') }),
  ).toBeVisible();
}
