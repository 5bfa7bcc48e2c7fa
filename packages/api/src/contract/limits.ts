/** Passwords shorter than this are refused (the spec's "Password minimal {n} angka"). */
export const MIN_PASSWORD_LENGTH = 8;
/** Sign-in attempts allowed per IP and email in one window. */
export const LOGIN_ATTEMPTS_PER_WINDOW = 10;
export const LOGIN_WINDOW_MS = 60_000;
/** Lifetime of a sign-in token. */
export const TOKEN_TTL_SECONDS = 7 * 24 * 60 * 60;
/** SSE comment sent this often keeps proxies from closing an idle stream. */
export const SSE_HEARTBEAT_MS = 25_000;
/** Largest request body the API reads (1 MiB); a bigger one answers 413. */
export const MAX_BODY_BYTES = 1024 * 1024;
/** Theme streams one user may hold open at once (per process); one more answers 429. */
export const MAX_THEME_STREAMS_PER_USER = 10;
/** Reconnection delay an event stream asks the browser for (the spec's 5 s). */
export const SSE_RETRY_MS = 5_000;
