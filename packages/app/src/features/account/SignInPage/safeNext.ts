/** Only a path inside this app may be returned to after sign-in (no open redirect). */
export function safeNext(next: string | null, fallback = '/my-dashboard'): string {
  if (!next || !next.startsWith('/') || next.startsWith('//') || next.startsWith('/\\'))
    return fallback;
  if (next.startsWith('/sign-in')) return fallback;
  return next;
}
