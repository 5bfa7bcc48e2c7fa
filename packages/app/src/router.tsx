import { createBrowserRouter, createMemoryRouter, type RouteObject } from 'react-router-dom';
import { LoadingScreen } from '@ajar/ui';
import { ErrorPage } from './pages/ErrorPage';
import { NotFoundPage } from './pages/NotFoundPage';
import { preloadLoader } from './routes/preloadData';
import { ROUTES, type LayoutKind, type PageKind, type RouteEntry } from './routes/table';
import { RootShell } from './shell/RootShell';
import { PublicShell } from './shell/PublicShell';

/** Each page's code arrives when its route is first visited. */
const pages: Record<PageKind, RouteObject['lazy']> = {
  home: async () => ({ Component: (await import('./pages/HomePage')).HomePage }),
  signIn: async () => ({ Component: (await import('./pages/SignInPage')).SignInPage }),
  swrDemo: async () => ({ Component: (await import('./pages/SwrDemoPage')).SwrDemoPage }),
  formikDemo: async () => ({ Component: (await import('./pages/FormikDemoPage')).FormikDemoPage }),
  guidelines: async () => ({ Component: (await import('./pages/GuidelinesPage')).GuidelinesPage }),
  courses: async () => ({ Component: (await import('./pages/CoursesPage')).CoursesPage }),
  courseDetail: async () => ({
    Component: (await import('./pages/CourseDetailPage')).CourseDetailPage,
  }),
  categories: async () => ({ Component: (await import('./pages/CategoriesPage')).CategoriesPage }),
  events: async () => ({ Component: (await import('./pages/EventsPage')).EventsPage }),
  eventDetail: async () => ({
    Component: (await import('./pages/EventDetailPage')).EventDetailPage,
  }),
  schedule: async () => ({ Component: (await import('./pages/SchedulePage')).SchedulePage }),
  roadmaps: async () => ({ Component: (await import('./pages/RoadmapsPage')).RoadmapsPage }),
  roadmapDetail: async () => ({
    Component: (await import('./pages/RoadmapDetailPage')).RoadmapDetailPage,
  }),
  notifications: async () => ({
    Component: (await import('./pages/NotificationsPage')).NotificationsPage,
  }),
  classes: async () => ({ Component: (await import('./pages/ClassesPage')).ClassesPage }),
  help: async () => ({ Component: (await import('./pages/HelpPage')).HelpPage }),
  terms: async () => ({ Component: (await import('./pages/TermsPage')).TermsPage }),
  privacy: async () => ({ Component: (await import('./pages/PrivacyPage')).PrivacyPage }),
  redeemVoucher: async () => ({
    Component: (await import('./pages/RedeemVoucherPage')).RedeemVoucherPage,
  }),
  learn: async () => ({ Component: (await import('./pages/LearnPage')).LearnPage }),
  myCourses: async () => ({ Component: (await import('./pages/MyCoursesPage')).MyCoursesPage }),
  myCourseDetail: async () => ({
    Component: (await import('./pages/MyCourseDetailPage')).MyCourseDetailPage,
  }),
  attemptHistory: async () => ({
    Component: (await import('./pages/AttemptHistoryPage')).AttemptHistoryPage,
  }),
  attemptDetail: async () => ({
    Component: (await import('./pages/AttemptDetailPage')).AttemptDetailPage,
  }),
  moduleScore: async () => ({
    Component: (await import('./pages/ModuleScorePage')).ModuleScorePage,
  }),
  certificates: async () => ({
    Component: (await import('./pages/CertificatesPage')).CertificatesPage,
  }),
  certificateCheck: async () => ({
    Component: (await import('./pages/CertificateCheckPage')).CertificateCheckPage,
  }),
  certificateValid: async () => ({
    Component: (await import('./pages/CertificateValidPage')).CertificateValidPage,
  }),
  placeholder: async () => ({
    Component: (await import('./pages/PlaceholderPage')).PlaceholderPage,
  }),
};

const toRoute = (entry: RouteEntry): RouteObject => ({
  path: entry.path,
  handle: { entry },
  loader: preloadLoader(entry.page ?? 'placeholder'),
  lazy: pages[entry.page ?? 'placeholder'],
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
          Component: (await import('./shell/InformationalShell')).InformationalShell,
        }),
        children: inLayout('informational'),
      },
      {
        lazy: async () => ({ Component: (await import('./shell/MemberShell')).default }),
        children: inLayout('member'),
      },
      ...inLayout('none'),
    ],
  },
];

export const createAppRouter = () => createBrowserRouter(routes);
export const createTestRouter = (initialEntries: string[]) =>
  createMemoryRouter(routes, { initialEntries });
