import { createBrowserRouter, createMemoryRouter, type RouteObject } from 'react-router-dom';
import { LoadingScreen } from '@ajar/ui';
import { ErrorPage, NotFoundPage } from './features/info/ErrorPage';
import { preloadLoader } from './routes/preloadData';
import { ROUTES, type LayoutKind, type PageKind, type RouteEntry } from './routes/table';
import { RootShell } from './shared/shell/RootShell';
import { PublicShell } from './shared/shell/PublicShell';
import type * as ForumPages from './features/community/pages';
import type * as PointsPages from './features/points/pages';
import type { MemberPageKind } from './routes/memberPages';

/** A page of an area whose pages load together, as one chunk. */
const forumPage = (name: keyof typeof ForumPages) => async () => ({
  Component: (await import('./features/community/pages'))[name],
});
const pointsPage = (name: keyof typeof PointsPages) => async () => ({
  Component: (await import('./features/points/pages'))[name],
});
/**
 * A member-area page: its loader lives in its own small chunk (routes/memberPages.ts), so the
 * first screen of a public page does not carry the member area's list of chunks.
 */
const memberPage =
  (kind: MemberPageKind): RouteObject['lazy'] =>
  async () =>
    (await import('./routes/memberPages')).MEMBER_PAGES[kind]();

/**
 * Each page's code arrives when its route is first visited. Member-area pages are not listed
 * here: any other kind is one of routes/memberPages.ts (a name the first screen need not carry).
 */
const pages: Record<Exclude<PageKind, MemberPageKind>, RouteObject['lazy']> = {
  home: async () => ({ Component: (await import('./features/catalog/HomePage')).HomePage }),
  signIn: async () => ({ Component: (await import('./features/account/SignInPage')).SignInPage }),
  swrDemo: async () => ({ Component: (await import('./features/info/SwrDemoPage')).SwrDemoPage }),
  formikDemo: async () => ({
    Component: (await import('./features/info/FormikDemoPage')).FormikDemoPage,
  }),
  guidelines: async () => ({
    Component: (await import('./features/catalog/GuidelinesPage')).GuidelinesPage,
  }),
  courses: async () => ({
    Component: (await import('./features/catalog/CoursesPage')).CoursesPage,
  }),
  courseDetail: async () => ({
    Component: (await import('./features/catalog/CourseDetailPage')).CourseDetailPage,
  }),
  categories: async () => ({
    Component: (await import('./features/catalog/CategoriesPage')).CategoriesPage,
  }),
  events: async () => ({ Component: (await import('./features/catalog/EventsPage')).EventsPage }),
  eventDetail: async () => ({
    Component: (await import('./features/catalog/EventDetailPage')).EventDetailPage,
  }),
  schedule: async () => ({
    Component: (await import('./features/catalog/SchedulePage')).SchedulePage,
  }),
  roadmaps: async () => ({
    Component: (await import('./features/catalog/RoadmapsPage')).RoadmapsPage,
  }),
  roadmapDetail: async () => ({
    Component: (await import('./features/catalog/RoadmapDetailPage')).RoadmapDetailPage,
  }),
  notifications: async () => ({
    Component: (await import('./features/account/NotificationsPage')).NotificationsPage,
  }),
  classes: async () => ({
    Component: (await import('./features/catalog/ClassesPage')).ClassesPage,
  }),
  help: async () => ({ Component: (await import('./features/info/HelpPage')).HelpPage }),
  terms: async () => ({ Component: (await import('./features/info/TermsPage')).TermsPage }),
  privacy: async () => ({ Component: (await import('./features/info/PrivacyPage')).PrivacyPage }),
  redeemVoucher: async () => ({
    Component: (await import('./features/learning/RedeemVoucherPage')).RedeemVoucherPage,
  }),
  learn: async () => ({ Component: (await import('./features/learning/LearnPage')).LearnPage }),
  certificateCheck: async () => ({
    Component: (await import('./features/learning/CertificateCheckPage')).CertificateCheckPage,
  }),
  certificateValid: async () => ({
    Component: (await import('./features/learning/CertificateValidPage')).CertificateValidPage,
  }),
  forumModules: forumPage('ForumModulesPage'),
  forumTopic: forumPage('ForumTopicPage'),
  forumThread: forumPage('ForumThreadPage'),
  leaderboard: pointsPage('LeaderboardPage'),
  placeholder: async () => ({
    Component: (await import('./features/info/PlaceholderPage')).PlaceholderPage,
  }),
};

const lazyPage = (kind: PageKind) =>
  kind in pages ? pages[kind as keyof typeof pages] : memberPage(kind as MemberPageKind);

const toRoute = (entry: RouteEntry): RouteObject => ({
  path: entry.path,
  handle: { entry },
  loader: preloadLoader(entry.page ?? 'placeholder'),
  lazy: lazyPage(entry.page ?? 'placeholder'),
});

const inLayout = (layout: LayoutKind) => ROUTES.filter((r) => r.layout === layout).map(toRoute);

/**
 * The route table in its layouts. The public shell is in the first screen's bundle; the
 * informational and member shells load with their first route.
 */
export const routes: RouteObject[] = [
  {
    Component: RootShell,
    HydrateFallback: () => <LoadingScreen isFullScreen />,
    errorElement: <ErrorPage />,
    children: [
      {
        Component: PublicShell,
        children: [
          ...inLayout('public'),
          {
            path: '*',
            // Not lazy: the error page shows it too, so it is in the first screen anyway.
            Component: NotFoundPage,
          },
        ],
      },
      {
        lazy: async () => ({
          Component: (await import('./shared/shell/InformationalShell')).InformationalShell,
        }),
        children: inLayout('informational'),
      },
      {
        lazy: async () => ({ Component: (await import('./shared/shell/MemberShell')).default }),
        children: inLayout('member'),
      },
      ...inLayout('none'),
    ],
  },
];

export const createAppRouter = () => createBrowserRouter(routes);
export const createTestRouter = (initialEntries: string[]) =>
  createMemoryRouter(routes, { initialEntries });
