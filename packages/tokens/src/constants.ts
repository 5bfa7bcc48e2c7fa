/**
 * Business constants from the product specification (docs/product/behaviour.md), in one typed module so that
 * the app, the ui kit and the API agree on every number.
 */

/** Tenant primary colour when none is stored (docs/product/behaviour.md). */
export const DEFAULT_PRIMARY_COLOR = '#FF4048';
/** Hover/active colour of the default primary: antd palette step 4 of #FF4048. */
export const DEFAULT_PRIMARY_HOVER_COLOR = '#ff696b';

/** Score at or above which a learner passes; progress below it shows red. */
export const PASS_THRESHOLD = 50;

export const PROGRESS_STATE = {
  empty: 'empty',
  fail: 'fail',
  pass: 'pass',
} as const;
export type ProgressState = (typeof PROGRESS_STATE)[keyof typeof PROGRESS_STATE];

/** Progress colour rule (docs/product/behaviour.md): 0 is grey, below the threshold red, otherwise green. */
export function progressState(value: number, threshold: number = PASS_THRESHOLD): ProgressState {
  if (value <= 0) return PROGRESS_STATE.empty;
  return value < threshold ? PROGRESS_STATE.fail : PROGRESS_STATE.pass;
}

export const FILE_SIZE = {
  KB: 1024,
  MB: 1048576,
  GB: 1073741824,
} as const;

export const TOAST = {
  durationMs: 4500,
  widthPx: 400,
  placement: 'top-right',
} as const;

export const THEME_STREAM_RETRY_MS = 5000;

/** SWR settings mirroring the spec's query cache. */
export const DATA_FETCHING = {
  staleTimeMs: 100_000,
  cacheTimeMs: 5 * 60_000,
  retries: 3,
  retryBaseDelayMs: 1000,
  retryMaxDelayMs: 30_000,
  /** A request a route started ahead of its page is used only while this fresh. */
  prefetchFreshMs: 10_000,
} as const;

/** Delay before retry `attempt` (1-based): 1 s doubling, capped at 30 s. */
export function retryDelayMs(attempt: number): number {
  const { retryBaseDelayMs, retryMaxDelayMs } = DATA_FETCHING;
  return Math.min(retryBaseDelayMs * 2 ** Math.max(0, attempt - 1), retryMaxDelayMs);
}

export const PUSH = {
  tokenRefreshMs: 7 * 24 * 60 * 60_000,
  heartbeatRetentionMs: 30 * 24 * 60 * 60_000,
  heartbeatHeaderMaxBytes: 1024,
  installationTimeoutMs: 10_000,
  authTokenRefreshBeforeMs: 60 * 60_000,
  pollIntervalMs: 100,
  notificationClickWaitMs: 3000,
  /** 5xx answers from the push provider are retried once. */
  serverErrorRetries: 1,
  /** Installation answers that clear the stored installation. */
  installationResetStatuses: [409, 401, 404],
} as const;

export const MONITORING = {
  sessionInactivityMs: 30 * 60_000,
  ignoreInteractionsUnderMs: 40,
  keptLongestInteractions: 10,
  dropSpansAtOrUnderMs: 60,
  pageLoadTaskEndAfterLoadMs: 1000,
} as const;

export const COURSE_DISPLAY_TYPE = { Default: 0, Catalog: 1, Guideline: 2 } as const;
export const QUIZ_KIND = { Quiz: 0, Evaluation: 1 } as const;
export const FINAL_QUIZ_STATUS = ['NoFinalQuiz', 'Passed', 'NotPassed'] as const;
export type FinalQuizStatus = (typeof FINAL_QUIZ_STATUS)[number];

export const CONTENT_TYPES = [
  'Meeting',
  'Module',
  'Sub Module',
  'Module Summary',
  'Course Summary',
  'Pre Test',
  'Post Test',
  'Final Quiz',
  'Evaluation',
] as const;
export type ContentType = (typeof CONTENT_TYPES)[number];

export const ROLE = { admin: 1, member: 2, trainer: 3, superadmin: 4, partner: 5 } as const;
export type RoleId = (typeof ROLE)[keyof typeof ROLE];
export const STAFF_ROLES: readonly RoleId[] = [ROLE.admin, ROLE.trainer];

export const LANGUAGES = ['id', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'id';

/** Pause in typing after which a search box asks for results (also sent at once on Enter). */
export const SEARCH_DEBOUNCE_MS = 300;
