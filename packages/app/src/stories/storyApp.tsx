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
import { localeOf } from './storySupport';

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

/** The unread count the header's bell shows in stories. */
export const STORY_UNREAD = 3;

/** Push on for every group: what a learner who never changed a setting has. */
export const storyPreferences = {
  push: { learning: true, events: true, community: true },
  inApp: { learning: true, events: true, community: true },
} as const;

/**
 * `/auth/me` for the story's learner, Rina Kusuma. With `teamSize` above 0 she has direct
 * reports and the member area shows the team menu; by default she has none.
 */
export const meHandler = (teamSize = 0) =>
  http.get(mockRoute('/auth/me'), () =>
    HttpResponse.json({
      id: 4,
      email: 'member@ajar.local',
      name: 'Rina Kusuma',
      roleId: ROLE.member,
      company: { id: 1, name: 'ajar', title: 'Ajar' },
      teamSize,
    }),
  );

/**
 * The API as the shell uses it: tenant settings, the live theme stream, and for a signed-in
 * user the bell's count with its stream, the notification settings, the profile and `/auth/me`
 * (the team menu).
 */
export const shellHandlers = [
  meHandler(),
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
  // The header's user menu reads it for the photo; the story user has none.
  http.get(mockRoute('/me/profile'), () =>
    HttpResponse.json({
      id: 4,
      email: 'member@ajar.local',
      name: 'Rina Kusuma',
      phone: null,
      language: 'id',
      photo: null,
      employment: { employeeNumber: null, department: null, position: null, supervisor: null },
    }),
  ),
  http.get(mockRoute('/notifications/unread-count'), () =>
    HttpResponse.json({ unread: STORY_UNREAD }),
  ),
  sse<{ connected: string; unread: string }>(mockRoute('/notifications/events'), ({ client }) => {
    client.send({ event: 'connected', data: '{}' });
    client.send({ event: 'unread', data: JSON.stringify({ unread: STORY_UNREAD }) });
  }),
  http.get(mockRoute('/me/notification-preferences'), () => HttpResponse.json(storyPreferences)),
  http.put(mockRoute('/me/notification-preferences'), async ({ request }) => {
    const { push } = (await request.json()) as { push: typeof storyPreferences.push };
    return HttpResponse.json({ ...storyPreferences, push });
  }),
  sse<{ connected: string }>(mockRoute('/company/theme/host-events'), ({ client }) => {
    client.send({ event: 'connected', data: '{}' });
  }),
];

/** Puts the browser in the state a story needs, then boots the session as main.tsx does. */
export async function prepareStory(locale: Language, token: string | null) {
  toast.dismissAll();
  // Each story starts without the drafts another story's editor left in this browser.
  for (const key of Object.keys(localStorage))
    if (key.startsWith('ajar:rich-text-draft:')) localStorage.removeItem(key);
  localStorage.removeItem('token');
  partnerSession.signOut();
  if (token) localStorage.setItem('token', token);
  await changeLanguage(locale);
  await bootSession();
}

/** The whole app at `path`; stories fail fast (no retries) so the error state shows at once. */
/**
 * The loaders of a page story signed in as the story's learner (a token valid for an hour),
 * in the toolbar's locale.
 */
export const signedInLoaders = [
  async ({ globals }: { globals: Record<string, unknown> }) =>
    prepareStory(localeOf(globals), storyToken({ expiresInSeconds: 3600 })),
];

export function StoryApp({ path }: { path: string }) {
  return <App router={createTestRouter([path])} swr={{ shouldRetryOnError: false }} />;
}
