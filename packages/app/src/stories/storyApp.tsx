import { http, HttpResponse, sse } from 'msw';
import { toast } from '@ajar/ui';
import { ROLE, type RoleId } from '@ajar/api/contract/roles';
import type { Language } from '@ajar/api/contract/languages';
import { App } from '../App';
import { changeLanguage } from '../i18n';
import { createTestRouter } from '../router';
import { partnerSession } from '../session';
import { bootSession } from '../session/boot';
import { mockRoute } from '../api';

const encode = (value: object) =>
  btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');

/** A token of the API's shape; the app only decodes it, the API would check the signature. */
export function storyToken({
  expiresInSeconds,
  roleId = ROLE.member,
}: {
  expiresInSeconds: number;
  roleId?: RoleId;
}) {
  const now = Math.floor(Date.now() / 1000);
  return `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode({
    sub: '4',
    RoleId: roleId,
    companyId: 1,
    iat: now,
    exp: now + expiresInSeconds,
  })}.c2lnbmF0dXJl`;
}

/** The API as the shell uses it: tenant settings and the live theme stream. */
export const shellHandlers = [
  http.get(mockRoute('/company/settings'), () =>
    HttpResponse.json({
      title: 'Ajar',
      favicon: null,
      faviconTitle: null,
      logo: null,
      // The toolbar's colour, so the story keeps the tenant colour it is checked in.
      theme: {
        primaryColor:
          document.documentElement.style.getPropertyValue('--ajar-color-primary') || '#FF4048',
      },
    }),
  ),
  sse<{ connected: string }>(mockRoute('/company/theme/events'), ({ client }) => {
    client.send({ event: 'connected', data: '{}' });
  }),
  sse<{ connected: string }>(mockRoute('/company/theme/host-events'), ({ client }) => {
    client.send({ event: 'connected', data: '{}' });
  }),
];

/** Puts the browser in the state a story needs, then boots the session as main.tsx does. */
export async function prepareStory(locale: Language, token: string | null) {
  toast.dismissAll();
  localStorage.removeItem('token');
  partnerSession.signOut();
  if (token) localStorage.setItem('token', token);
  await changeLanguage(locale);
  await bootSession();
}

/** The whole app at `path`; stories fail fast (no retries) so the error state shows at once. */
export function StoryApp({ path }: { path: string }) {
  return <App router={createTestRouter([path])} swr={{ shouldRetryOnError: false }} />;
}
