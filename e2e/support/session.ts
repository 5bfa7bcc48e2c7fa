import type { APIRequestContext, Page } from '@playwright/test';

export const DEMO_PASSWORD = 'ajar-demo-123';

/** Signs in through the real API and returns the token. */
export async function apiToken(request: APIRequestContext, email: string, baseURL?: string) {
  const res = await request.post(`${baseURL ?? ''}/v1/auth/login`, {
    data: { email, password: DEMO_PASSWORD },
  });
  if (res.status() !== 200) throw new Error(`sign-in ${email}: ${res.status()}`);
  return ((await res.json()) as { token: string }).token;
}

/** Starts the page already signed in, as a returning learner would be. */
export async function signedIn(page: Page, token: string) {
  await page.addInitScript((value) => {
    if (!sessionStorage.getItem('e2e-signed-in')) {
      localStorage.setItem('token', value);
      sessionStorage.setItem('e2e-signed-in', '1');
    }
  }, token);
}

/** The tenant colour the page is painted with, as written on :root. */
export const primaryOf = (page: Page) =>
  page.evaluate(() =>
    document.documentElement.style.getPropertyValue('--ajar-color-primary').trim().toUpperCase(),
  );
