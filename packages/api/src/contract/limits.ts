/** Passwords shorter than this are refused (the spec's "Password minimal {n} angka"). */
export const MIN_PASSWORD_LENGTH = 8;
/** Longer passwords are refused before any hashing: no one types more, and work stays bounded. */
export const MAX_PASSWORD_LENGTH = 128;

/** Sign-in attempts allowed per IP and email in one window. */
export const LOGIN_ATTEMPTS_PER_WINDOW = 10;
export const LOGIN_WINDOW_MS = 60_000;
/**
 * Failed sign-ins allowed per IP, whatever the email (password spraying). Successful ones
 * are not counted, so an office behind one address can still all sign in.
 */
export const LOGIN_IP_FAILURES_PER_WINDOW = 50;
export const LOGIN_IP_WINDOW_MS = 15 * 60_000;
/**
 * Failed sign-ins allowed per account from anywhere in its first window; each following
 * window in which the account is over its limit again lasts twice as long, up to the cap.
 */
export const LOGIN_ACCOUNT_FAILURES_PER_WINDOW = 10;
export const LOGIN_ACCOUNT_WINDOW_MS = 5 * 60_000;
export const LOGIN_ACCOUNT_MAX_WINDOW_MS = 60 * 60_000;
/**
 * A sign-in presenting a device token (given to this browser by an earlier successful sign-in
 * to the account) is not held by the account's limit, which anyone can run up; it has its own:
 * failures allowed per device token, windows doubling the same way.
 */
export const LOGIN_DEVICE_FAILURES_PER_WINDOW = 10;
export const LOGIN_DEVICE_WINDOW_MS = 5 * 60_000;
export const LOGIN_DEVICE_MAX_WINDOW_MS = 60 * 60_000;
/** Longest device token the sign-in reads (the API's own are about 70 characters). */
export const SIGN_IN_DEVICE_TOKEN_MAX_LENGTH = 200;

/** Password hashes running at once per process, and how many more may wait. */
export const PASSWORD_HASH_CONCURRENCY = 2;
export const PASSWORD_HASH_QUEUE = 32;
/** Retry-After of a sign-in refused because the queue was full. */
export const PASSWORD_HASH_RETRY_SECONDS = 5;

/**
 * Lifetime of one access token (docs/decisions/0016-sessions.md). Short, because an open theme
 * stream ends when its token does: a revoked session's streams stop within this, and the
 * session's idle clock is kept by renewals rather than a database write per request.
 */
export const TOKEN_TTL_SECONDS = 15 * 60;
/** The app renews its token when this little of it is left (and on a `token_expired` 401). */
export const TOKEN_RENEW_BEFORE_SECONDS = 5 * 60;
/**
 * A session not renewed for this long can no longer be renewed: the learner signs in again.
 * A week, as the single 7-day token allowed before sessions.
 */
export const SESSION_IDLE_SECONDS = 7 * 24 * 60 * 60;
/** No session outlives this, however active: then the learner signs in again. */
export const SESSION_MAX_AGE_SECONDS = 30 * 24 * 60 * 60;
/**
 * Password changes one user may attempt in one window (each checks the current password, so
 * this bounds guessing from a stolen session).
 */
export const PASSWORD_CHANGE_ATTEMPTS_PER_WINDOW = 5;
export const PASSWORD_CHANGE_WINDOW_MS = 15 * 60_000;
/** SSE comment sent this often keeps proxies from closing an idle stream. */
export const SSE_HEARTBEAT_MS = 25_000;
/** Largest request body the API reads (1 MiB); a bigger one answers 413. */
export const MAX_BODY_BYTES = 1024 * 1024;
/** Theme streams one user may hold open at once (per process); one more answers 429. */
export const MAX_THEME_STREAMS_PER_USER = 10;
/**
 * Theme streams of signed-out pages one address may hold open at once (per process). Higher
 * than a user's: a company's office shares one address, and each visitor's tab counts.
 */
export const MAX_PUBLIC_THEME_STREAMS_PER_ADDRESS = 100;
/** Largest logo a company may upload (256 KB), checked on the decoded bytes. */
export const LOGO_MAX_BYTES = 256 * 1024;
/** Largest favicon a company may upload (64 KB). */
export const FAVICON_MAX_BYTES = 64 * 1024;
/** A brand colour as stored and sent: `#RRGGBB`. */
export const HEX_COLOR = /^#[0-9a-fA-F]{6}$/;
/** Longest company display name and favicon title. */
export const BRAND_TITLE_MAX_LENGTH = 80;
/** Reconnection delay an event stream asks the browser for (the spec's 5 s). */
export const SSE_RETRY_MS = 5_000;
/**
 * Security events written per client address and kind in one window (per process); beyond it
 * they are counted and one summary event carries the count, so no one can flood the log.
 */
export const SECURITY_EVENTS_PER_WINDOW = 20;
export const SECURITY_EVENTS_WINDOW_MS = 60_000;
/** Security events older than this are deleted, checked at most once per sweep interval. */
export const SECURITY_EVENTS_RETENTION_MS = 90 * 24 * 60 * 60_000;
export const SECURITY_EVENTS_SWEEP_EVERY_MS = 60 * 60_000;

/** Longest text answer to a short-answer question. */
export const SHORT_ANSWER_MAX_LENGTH = 500;
/** Longest voucher code the API reads. */
export const VOUCHER_CODE_MAX_LENGTH = 40;
