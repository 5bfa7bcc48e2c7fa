import { bodyLimit } from 'hono/body-limit';
import type { MonitoringConfig } from './config';
import { passwordHasher, type PasswordHasher } from './auth/password';
import {
  loginLimiter,
  passwordChangeLimiter,
  type LoginLimiter,
  type PasswordChangeLimiter,
} from './auth/rate-limit';
import { securityLog } from './auth/security-log';
import type { TokenService } from './auth/tokens';
import { MAX_BODY_BYTES } from './contract/limits';
import { MAX_PHOTO_BYTES } from './contract/profile-rules';
import type { Database } from './db/client';
import { socketIp, type ClientIp } from './http/client-ip';
import { ApiError, sendError, tooLarge, unexpectedError } from './http/errors';
import { language } from './http/language';
import { securityHeaders } from './http/security-headers';
import { router } from './http/openapi';
import type { ThemeHub } from './realtime/theme-hub';
import { unreadHub, type UnreadHub } from './realtime/unread-hub';
import { forumThreadHub, type ForumThreadHub } from './realtime/forum-thread-hub';
import { authRoutes } from './auth/sign-in.routes';
import { sessionRoutes } from './auth/sessions.routes';
import { profileRoutes } from './account/profile.routes';
import { categoryRoutes } from './catalog/categories.routes';
import { classRoutes } from './catalog/classes.routes';
import { courseRoutes } from './catalog/courses.routes';
import { catalogCache, type CatalogCache } from './catalog/catalog-cache';
import { calendarFeedRoutes } from './catalog/calendar-feed.routes';
import { eventRoutes } from './catalog/events.routes';
import { registrationRoutes } from './catalog/registrations.routes';
import { myEventRoutes } from './catalog/my-events.routes';
import { roadmapRoutes } from './catalog/roadmaps.routes';
import { companyRoutes } from './company/settings.routes';
import { dashboardRoutes } from './dashboard/dashboard.routes';
import { deviceRoutes } from './devices/devices.routes';
import { forumRoutes } from './forum/forum.routes';
import { forumModerationRoutes } from './forum/forum-moderation.routes';
import { groupRoutes } from './groups/groups.routes';
import { pointsRoutes } from './points/points.routes';
import { dailyQuizRoutes } from './daily-quiz/daily-quiz.routes';
import { psychotestRoutes } from './psychotests/psychotests.routes';
import { teamRoutes } from './team/team.routes';
import { teamQuestionRoutes } from './team-questions/team-questions.routes';
import { teamEvaluationRoutes } from './team-evaluations/team-evaluations.routes';
import { teamAchievementRoutes } from './team-achievements/team-achievements.routes';
import { teamReportRoutes } from './team-reports/team-reports.routes';
import { orgChartRoutes } from './org-chart/org-chart.routes';
import { trainingRequestRoutes } from './training-requests/training-requests.routes';
import { RECORD_FILE_PATH, trainingRecordRoutes } from './training-records/training-records.routes';
import { recordFileTooLarge } from './training-records/training-records.service';
import { TRAINING_RECORD_LIMITS } from './contract/training-record-rules';
import { renderDocs } from './platform/docs-page';
import { healthRoutes } from './platform/health.routes';
import { clientConfigRoutes } from './platform/client-config.routes';
import { notificationRoutes } from './notifications/notifications.routes';
import { notificationPreferenceRoutes } from './notifications/preferences.routes';
import { attemptRoutes } from './learning/attempts.routes';
import { certificateRoutes } from './learning/certificates.routes';
import { enrolmentRoutes } from './learning/enrolment.routes';
import { learnRoutes } from './learning/learn.routes';
import { myCourseRoutes } from './learning/my-courses.routes';
import { voucherRoutes } from './learning/vouchers.routes';
import { serveApp, serveDirectory } from './static';
import { firstData } from './first-data';
import { photoTooLarge } from './account/photo-image';

const PHOTO_UPLOAD_PATH = '/v1/me/photo';

export interface AppDeps {
  database: Database;
  tokens: TokenService;
  hub: ThemeHub;
  /** Each user's unread count, live; one that never starts listening unless given. */
  unread?: UnreadHub;
  /** New posts of each open thread, live; one that never starts listening unless given. */
  forumThreads?: ForumThreadHub;
  /** The public catalog's answers kept in memory; one of its own unless given. */
  catalog?: CatalogCache;
  /** Sign-in limits; by default the standard ones, counted in this database. */
  limiter?: LoginLimiter;
  /** Password changes per user; the standard limit unless given. */
  passwordLimiter?: PasswordChangeLimiter;
  /** Password hashing at the standard cost unless given. */
  passwords?: PasswordHasher;
  /** The caller's address; the socket's unless given (tests pretend several clients). */
  clientIp?: ClientIp;
  /** Built browser app to serve; omitted for an API-only instance. */
  appDistDir?: string;
  localesDir?: string;
  /** The built app has push messaging configured: its hosts join the security policy. */
  push?: boolean;
  /** Real-user monitoring for the pages; its server joins the security policy. */
  monitoring?: MonitoringConfig | null;
  /** How long a public page waits for its inlined first answers; the standard budget unless given. */
  firstDataBudgetMs?: number;
}

export function createApp({
  database,
  tokens,
  hub,
  unread = unreadHub(database),
  forumThreads = forumThreadHub(database),
  catalog = catalogCache(database),
  limiter,
  passwordLimiter,
  passwords = passwordHasher(),
  clientIp = socketIp,
  appDistDir,
  localesDir,
  push,
  monitoring = null,
  firstDataBudgetMs,
}: AppDeps) {
  const { db } = database;
  const app = router();
  const security = securityLog(db);
  app.use(
    '*',
    securityHeaders({ push, connect: monitoring ? [new URL(monitoring.serverUrl).origin] : [] }),
  );
  app.use('/v1/*', language);
  const bodyLimits = {
    // A photo is sent as the file itself; its route tells a too-large one in its own words.
    photo: bodyLimit({ maxSize: MAX_PHOTO_BYTES, onError: (c) => sendError(c, photoTooLarge()) }),
    // So is a training record's certificate file, with a limit of its own.
    file: bodyLimit({
      maxSize: TRAINING_RECORD_LIMITS.fileBytes,
      onError: (c) => sendError(c, recordFileTooLarge()),
    }),
    other: bodyLimit({ maxSize: MAX_BODY_BYTES, onError: (c) => sendError(c, tooLarge()) }),
  };
  app.use('/v1/*', (c, next) =>
    (c.req.path === PHOTO_UPLOAD_PATH
      ? bodyLimits.photo
      : RECORD_FILE_PATH.test(c.req.path)
        ? bodyLimits.file
        : bodyLimits.other)(c, next),
  );
  app.use('/v1/*', async (c, next) => {
    c.set('clientIp', clientIp(c));
    c.set('security', security);
    await next();
  });

  app.route('/v1/health', healthRoutes(database));
  app.route('/v1/client-config', clientConfigRoutes(monitoring));
  app.route(
    '/v1/auth',
    authRoutes({
      db,
      tokens,
      limiter: limiter ?? loginLimiter(db),
      passwords,
    }),
  );
  app.route(
    '/v1/auth',
    sessionRoutes({
      db,
      tokens,
      passwords,
      passwordLimiter: passwordLimiter ?? passwordChangeLimiter(db),
    }),
  );
  app.route('/v1/company', companyRoutes({ db, tokens, hub }));
  app.route('/v1/categories', categoryRoutes(db, tokens, catalog));
  app.route('/v1/courses', courseRoutes(db, tokens, catalog));
  app.route('/v1/roadmaps', roadmapRoutes(db, tokens));
  app.route('/v1/classes', classRoutes(db, tokens));
  app.route('/v1', eventRoutes(db, tokens));
  app.route('/v1', calendarFeedRoutes(db, tokens));
  app.route('/v1', registrationRoutes(db, tokens));
  app.route('/v1', myEventRoutes(db, tokens));
  app.route('/v1/notifications', notificationRoutes(db, tokens, unread));
  app.route('/v1/me/notification-preferences', notificationPreferenceRoutes(db, tokens));
  app.route('/v1/devices', deviceRoutes(db, tokens));
  app.route('/v1', enrolmentRoutes(db, tokens));
  app.route('/v1', voucherRoutes(db, tokens));
  app.route('/v1', learnRoutes(db, tokens));
  app.route('/v1', attemptRoutes(db, tokens));
  app.route('/v1', myCourseRoutes(db, tokens));
  app.route('/v1', certificateRoutes(db, tokens));
  app.route('/v1', dashboardRoutes(db, tokens));
  app.route('/v1', profileRoutes(db, tokens));
  app.route('/v1/forum', forumRoutes(db, tokens, forumThreads));
  app.route('/v1/forum', forumModerationRoutes(db, tokens));
  app.route('/v1/groups', groupRoutes(db, tokens));
  app.route('/v1', pointsRoutes(db, tokens));
  app.route('/v1/daily-quiz', dailyQuizRoutes(db, tokens));
  app.route('/v1/psychotests', psychotestRoutes(db, tokens));
  app.route('/v1/team', teamRoutes(db, tokens));
  app.route('/v1/team-questions', teamQuestionRoutes(db, tokens));
  app.route('/v1/team-evaluations', teamEvaluationRoutes(db, tokens));
  app.route('/v1/team/achievements', teamAchievementRoutes(db, tokens));
  app.route('/v1/team-reports', teamReportRoutes(db, tokens));
  app.route('/v1/org-chart', orgChartRoutes(db, tokens));
  app.route('/v1/training-requests', trainingRequestRoutes(db, tokens));
  app.route('/v1/training-records', trainingRecordRoutes(db, tokens));

  app.openAPIRegistry.registerComponent('securitySchemes', 'bearer', {
    type: 'http',
    scheme: 'bearer',
    bearerFormat: 'JWT',
  });
  app.openAPIRegistry.registerComponent('securitySchemes', 'accessToken', {
    type: 'apiKey',
    in: 'query',
    name: 'access_token',
    description: 'The sign-in token, for the theme stream only (EventSource sends no headers)',
  });
  const documentConfig = {
    openapi: '3.1.0',
    servers: [{ url: '/', description: 'The server that serves this document' }],
    info: {
      title: 'Ajar API',
      version: '1',
      license: {
        name: 'Proprietary: all rights reserved by Ajar',
        identifier: 'LicenseRef-Ajar-Proprietary',
      },
      description:
        'The v1 API of Ajar. Errors answer `{ error: { code, message, field? } }` with the message in the language of `Accept-Language` (id by default, en).',
    },
  };
  app.doc31('/v1/openapi.json', documentConfig);
  app.get('/v1/docs', (c) => c.html(renderDocs(app.getOpenAPI31Document(documentConfig))));

  // Unknown API paths answer JSON, never the app's HTML fallback.
  app.all('/v1/*', (c) =>
    sendError(c, new ApiError(404, 'routeNotFound', { path: c.req.path }, 'not_found')),
  );

  if (localesDir) app.use('/locales/*', serveDirectory(localesDir, '/locales'));
  if (appDistDir)
    app.use(
      '*',
      serveApp(appDistDir, {
        // A public page's first answers come from the API's own handlers, in this process.
        firstData: firstData(
          async (path, init, c) => app.request(path, init, c.env),
          firstDataBudgetMs,
        ),
      }),
    );

  app.onError((err, c) => sendError(c, unexpectedError(err, `${c.req.method} ${c.req.path}`)));
  return app;
}

export type AjarApp = ReturnType<typeof createApp>;
