/**
 * The route table of docs/product/routes.md, as data: every path, its layout, the translation key of its
 * title, and whether it shows a breadcrumb. `router.tsx` turns it into the data router;
 * tests and the end-to-end check read it to visit every path.
 */
export type LayoutKind = 'public' | 'informational' | 'member' | 'none';

/** Which page module renders the route; most routes show a titled placeholder until built. */
export type PageKind =
  | 'home'
  | 'signIn'
  | 'swrDemo'
  | 'formikDemo'
  | 'placeholder'
  | 'guidelines'
  | 'courses'
  | 'courseDetail'
  | 'categories'
  | 'events'
  | 'eventDetail'
  | 'schedule'
  | 'roadmaps'
  | 'roadmapDetail'
  | 'notifications'
  | 'classes'
  | 'help'
  | 'terms'
  | 'privacy'
  | 'redeemVoucher'
  | 'learn'
  | 'myCourses'
  | 'myCourseDetail'
  | 'attemptHistory'
  | 'attemptDetail'
  | 'moduleScore'
  | 'certificates'
  | 'certificateCheck'
  | 'certificateValid'
  | 'changePassword'
  | 'dashboard'
  | 'profile'
  | 'myEvents'
  | 'branding'
  | 'forumModules'
  | 'forumTopic'
  | 'forumThread'
  | 'myGroups'
  | 'joinGroup'
  | 'groupDetail'
  | 'addGroupMember'
  | 'addGroupCourse'
  | 'groupThread'
  | 'leaderboard'
  | 'leaderboardPoints'
  | 'dailyQuiz'
  | 'myPsychotests'
  | 'myTeam'
  | 'teamMember'
  | 'assignCourse'
  | 'achievements'
  | 'achievementDetail'
  | 'teamDashboard'
  | 'teamCourses'
  | 'teamCourse'
  | 'teamCourseUsers'
  | 'teamCourseAssign'
  | 'trainingRequests'
  | 'trainingRequestDetail'
  | 'teamQuestions'
  | 'teamMemberQuestions'
  | 'teamMemberAnswer'
  | 'evaluationRecap'
  | 'teamEvaluation'
  | 'evaluationRecapDetail'
  | 'trainingRecords'
  | 'trainingRecord'
  | 'trainingRecordEdit';

export interface RouteEntry {
  path: string;
  layout: LayoutKind;
  /** Key under `pages.` in the locale files: `pages.<key>.title`. */
  key: string;
  page?: PageKind;
  /** Shows a breadcrumb (forum, leaderboard, classes, my-team). */
  crumb?: boolean;
  /** Key of the route one level up in the breadcrumb, when not the layout's home. */
  parent?: string;
  /** A sample URL for tests, where the path has parameters. */
  sample?: string;
}

const publicRoutes: RouteEntry[] = [
  { path: '/', layout: 'public', key: 'home', page: 'home' },
  { path: '/guidelines', layout: 'public', key: 'guidelines', page: 'guidelines' },
  { path: '/courses', layout: 'public', key: 'courses', page: 'courses' },
  {
    path: '/courses/:id',
    layout: 'public',
    key: 'courseDetail',
    page: 'courseDetail',
    parent: 'courses',
    sample: '/courses/1',
  },
  { path: '/roadmaps', layout: 'public', key: 'roadmaps', page: 'roadmaps' },
  {
    path: '/roadmaps/:id',
    layout: 'public',
    key: 'roadmapDetail',
    page: 'roadmapDetail',
    parent: 'roadmaps',
    sample: '/roadmaps/1',
  },
  { path: '/events', layout: 'public', key: 'events', page: 'events' },
  {
    path: '/events/:id',
    layout: 'public',
    key: 'eventDetail',
    page: 'eventDetail',
    parent: 'events',
    sample: '/events/1',
  },
  { path: '/schedule', layout: 'public', key: 'schedule', page: 'schedule' },
  { path: '/notifications', layout: 'public', key: 'notifications', page: 'notifications' },
  { path: '/redeem-voucher', layout: 'public', key: 'redeemVoucher', page: 'redeemVoucher' },
  { path: '/categories', layout: 'public', key: 'categories', page: 'categories' },
  {
    path: '/forum/module',
    layout: 'public',
    key: 'forumModule',
    page: 'forumModules',
    crumb: true,
  },
  {
    path: '/forum/topic',
    layout: 'public',
    key: 'forumTopic',
    page: 'forumTopic',
    crumb: true,
    parent: 'forumModule',
  },
  {
    path: '/forum/topic/thread',
    layout: 'public',
    key: 'forumThread',
    page: 'forumThread',
    crumb: true,
    parent: 'forumTopic',
  },
  { path: '/leaderboard', layout: 'public', key: 'leaderboard', page: 'leaderboard', crumb: true },
  {
    path: '/classes/*',
    layout: 'public',
    key: 'classes',
    page: 'classes',
    crumb: true,
    sample: '/classes/sales/batch-3',
  },
  { path: '/react-query/basic-view-data', layout: 'public', key: 'swrDemo', page: 'swrDemo' },
  {
    path: '/formik/:content',
    layout: 'public',
    key: 'formikDemo',
    page: 'formikDemo',
    sample: '/formik/contact',
  },
  { path: '/sign-in', layout: 'public', key: 'signIn', page: 'signIn' },
];

const learnRoutes: RouteEntry[] = [
  {
    path: '/courses/:id/learn',
    layout: 'none',
    key: 'learn',
    page: 'learn',
    sample: '/courses/1/learn',
  },
  {
    path: '/courses/:id/learn/:learnId',
    layout: 'none',
    key: 'learn',
    page: 'learn',
    sample: '/courses/1/learn/2',
  },
];

const informationalRoutes: RouteEntry[] = [
  {
    path: '/certificate-is-valid',
    layout: 'informational',
    key: 'certificateValid',
    page: 'certificateValid',
  },
  {
    path: '/redeem-voucher-p',
    layout: 'informational',
    key: 'redeemVoucherPartner',
    page: 'redeemVoucher',
  },
  { path: '/help', layout: 'informational', key: 'help', page: 'help' },
  { path: '/terms-of-use', layout: 'informational', key: 'terms', page: 'terms' },
  { path: '/privacy-policy', layout: 'informational', key: 'privacy', page: 'privacy' },
  {
    path: '/certificate-check',
    layout: 'informational',
    key: 'certificateCheck',
    page: 'certificateCheck',
  },
];

const m = (path: string, key: string, extra: Partial<RouteEntry> = {}): RouteEntry => ({
  path,
  layout: 'member',
  key,
  ...extra,
});
const team = (path: string, key: string, extra: Partial<RouteEntry> = {}) =>
  m(path, key, { crumb: true, parent: path === '/my-team' ? undefined : 'myTeam', ...extra });

const memberRoutes: RouteEntry[] = [
  m('/my-dashboard', 'myDashboard', { page: 'dashboard' }),
  m('/my-events', 'myEvents', { page: 'myEvents' }),
  m('/my-psychotests', 'myPsychotests', { page: 'myPsychotests' }),
  m('/my-courses', 'myCourses', { page: 'myCourses' }),
  m('/my-courses/:id', 'myCourseDetail', {
    parent: 'myCourses',
    sample: '/my-courses/1',
    page: 'myCourseDetail',
  }),
  m('/my-courses/:id/:idParticipantModule/riwayat-nilai-modul', 'moduleScoreHistory', {
    page: 'attemptHistory',
    sample: '/my-courses/1/2/riwayat-nilai-modul',
  }),
  m('/my-courses/:id/:idParticipantModule/riwayat-nilai-modul/:idScore', 'moduleScoreDetail', {
    page: 'attemptDetail',
    sample: '/my-courses/1/2/riwayat-nilai-modul/3',
  }),
  m('/my-courses/:id/riwayat-nilai-ujian-akhir', 'finalScoreHistory', {
    page: 'attemptHistory',
    sample: '/my-courses/1/riwayat-nilai-ujian-akhir',
  }),
  m('/my-courses/:id/riwayat-nilai-ujian-akhir/:idScore', 'finalScoreDetail', {
    page: 'attemptDetail',
    sample: '/my-courses/1/riwayat-nilai-ujian-akhir/3',
  }),
  m('/my-courses/:id/riwayat-evaluasi', 'evaluationHistory', {
    page: 'attemptHistory',
    sample: '/my-courses/1/riwayat-evaluasi',
  }),
  m('/my-courses/:id/riwayat-evaluasi/:idScore', 'evaluationDetail', {
    page: 'attemptDetail',
    sample: '/my-courses/1/riwayat-evaluasi/3',
  }),
  m('/my-courses/:id/:idModul/detail-nilai', 'moduleScore', {
    page: 'moduleScore',
    sample: '/my-courses/1/2/detail-nilai',
  }),
  team('/my-team/training-request', 'trainingRequests', { page: 'trainingRequests' }),
  team('/my-team/training-request/:id', 'trainingRequestDetail', {
    parent: 'trainingRequests',
    sample: '/my-team/training-request/1',
    page: 'trainingRequestDetail',
  }),
  team('/my-team/achievement', 'achievements', { page: 'achievements' }),
  team('/my-team/achievement/:id/:type', 'achievementDetail', {
    parent: 'achievements',
    sample: '/my-team/achievement/1/course',
    page: 'achievementDetail',
  }),
  // The one team page for anyone: a member without a team answers their supervisor here.
  team('/my-team/question', 'teamQuestions', { page: 'teamQuestions' }),
  team('/my-team/dashboard', 'teamDashboard', { page: 'teamDashboard' }),
  team('/my-team/course', 'teamCourses', { page: 'teamCourses' }),
  // `:name` is the course's id.
  team('/my-team/course/:name', 'teamCourse', {
    parent: 'teamCourses',
    sample: '/my-team/course/2',
    page: 'teamCourse',
  }),
  team('/my-team/course/:name/users', 'teamCourseUsers', {
    parent: 'teamCourses',
    sample: '/my-team/course/2/users',
    page: 'teamCourseUsers',
  }),
  team('/my-team/course/:name/user', 'teamCourseUser', {
    parent: 'teamCourses',
    sample: '/my-team/course/2/user',
    page: 'teamCourseAssign',
  }),
  team('/my-team', 'myTeam', { page: 'myTeam' }),
  team('/my-team/:id', 'teamMember', { sample: '/my-team/4', page: 'teamMember' }),
  team('/my-team/:id/question', 'teamMemberQuestions', {
    sample: '/my-team/4/question',
    page: 'teamMemberQuestions',
  }),
  team('/my-team/:id/assign-course', 'assignCourse', {
    sample: '/my-team/4/assign-course',
    page: 'assignCourse',
  }),
  // `:pesertaId` is the question's id.
  team('/my-team/:id/question/:pesertaId', 'teamMemberAnswer', {
    sample: '/my-team/4/question/7',
    page: 'teamMemberAnswer',
  }),
  team('/my-team/:id/evaluation/recap', 'evaluationRecap', {
    sample: '/my-team/4/evaluation/recap',
    page: 'evaluationRecap',
  }),
  team('/my-team/:id/evaluation/:QuizId', 'teamEvaluation', {
    sample: '/my-team/4/evaluation/2',
    page: 'teamEvaluation',
  }),
  // `:ScoreId` is the evaluation's id.
  team('/my-team/:id/evaluation/recap/:ScoreId', 'evaluationRecapDetail', {
    parent: 'evaluationRecap',
    sample: '/my-team/4/evaluation/recap/9',
    page: 'evaluationRecapDetail',
  }),
  m('/my-group', 'myGroups', { page: 'myGroups' }),
  m('/my-group/join', 'joinGroup', { parent: 'myGroups', page: 'joinGroup' }),
  m('/my-group/:id', 'groupDetail', {
    parent: 'myGroups',
    sample: '/my-group/1',
    page: 'groupDetail',
  }),
  m('/my-group/:id/add-member', 'addGroupMember', {
    parent: 'groupDetail',
    sample: '/my-group/1/add-member',
    page: 'addGroupMember',
  }),
  m('/my-group/:id/add-course', 'addGroupCourse', {
    parent: 'groupDetail',
    sample: '/my-group/1/add-course',
    page: 'addGroupCourse',
  }),
  m('/my-group/:id/thread', 'groupThread', {
    parent: 'groupDetail',
    sample: '/my-group/1/thread',
    page: 'groupThread',
  }),
  m('/my-daily-quiz', 'dailyQuiz', { page: 'dailyQuiz' }),
  m('/leaderboard-point', 'leaderboardPoints', { page: 'leaderboardPoints' }),
  m('/profile', 'profile', { page: 'profile' }),
  m('/certificate', 'certificates', { page: 'certificates' }),
  m('/change-password', 'changePassword', { page: 'changePassword' }),
  // Ajar's addition to the spec's routes: company admins brand their company (issue 17).
  m('/company/branding', 'branding', { page: 'branding' }),
  m('/training', 'trainings', { page: 'trainingRecords' }),
  // The record pages lead back to the list: a supervisor arrives there from /my-team.
  m('/training/:id', 'training', {
    crumb: true,
    parent: 'trainings',
    sample: '/training/1',
    page: 'trainingRecord',
  }),
  // `/training/edit/new` opens the form for a new record.
  m('/training/edit/:id', 'trainingEdit', {
    crumb: true,
    parent: 'trainings',
    sample: '/training/edit/1',
    page: 'trainingRecordEdit',
  }),
];

export const ROUTES: readonly RouteEntry[] = [
  ...publicRoutes,
  ...learnRoutes,
  ...informationalRoutes,
  ...memberRoutes,
];

export const routeByKey = (key: string) => ROUTES.find((r) => r.key === key);

/** A concrete URL for every route (its sample, or the path when it has no parameters). */
export const sampleUrl = (route: RouteEntry) => route.sample ?? route.path;

/** Member-area navigation, by section (MemberLayout). */
export const MEMBER_NAV = [
  {
    id: 'learning',
    keys: [
      'myDashboard',
      'myCourses',
      'myEvents',
      'myPsychotests',
      'dailyQuiz',
      'certificates',
      'leaderboardPoints',
    ],
  },
  {
    id: 'team',
    keys: [
      'myTeam',
      'teamDashboard',
      'trainingRequests',
      'achievements',
      'teamQuestions',
      'teamCourses',
    ],
  },
  { id: 'group', keys: ['myGroups', 'joinGroup'] },
  { id: 'account', keys: ['profile', 'changePassword', 'trainings', 'branding'] },
] as const;

/** Public header navigation. */
export const PUBLIC_NAV = [
  'courses',
  'roadmaps',
  'events',
  'schedule',
  'categories',
  'forumModule',
  'leaderboard',
] as const;
