import type { MiddlewareHandler } from 'hono';
import { secureHeaders } from 'hono/secure-headers';

/** Hosts the app's push messaging (Firebase) talks to; allowed only when push is configured. */
export const PUSH_CONNECT_HOSTS = ['https://*.googleapis.com'];

/**
 * The Content-Security-Policy of every answer. The built app loads only its own scripts (no
 * inline script in index.html). styled-components writes its rules into <style> elements at
 * run time, so styles need 'unsafe-inline'; images may be course covers on any https host;
 * the PDF viewer embeds only a same-origin file with <object>, hence object-src 'self'.
 */
export interface PolicyOptions {
  push?: boolean;
  /** Further origins pages may send to (the monitoring server). */
  connect?: readonly string[];
}

export function contentSecurityPolicy(options: PolicyOptions = {}) {
  return {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'"],
    styleSrc: ["'self'", "'unsafe-inline'"],
    imgSrc: ["'self'", 'data:', 'https:'],
    connectSrc: ["'self'", ...(options.push ? PUSH_CONNECT_HOSTS : []), ...(options.connect ?? [])],
    // Course videos may live on any https host (the contract's SafeUrl), like covers.
    mediaSrc: ["'self'", 'https:'],
    objectSrc: ["'self'"],
    // 'self', not 'none': the ancestors rule also governs same-origin <object>/<embed>, so
    // 'none' would refuse the app's own PDF viewer. Other sites still may not frame us.
    frameAncestors: ["'self'"],
    baseUri: ["'self'"],
    formAction: ["'self'"],
  };
}

/** Security headers on every answer: the policy above, no framing by other sites, no sniffing. */
export function securityHeaders(options: PolicyOptions = {}): MiddlewareHandler {
  const headers = secureHeaders({
    contentSecurityPolicy: contentSecurityPolicy(options),
    xFrameOptions: 'SAMEORIGIN',
    xContentTypeOptions: 'nosniff',
    referrerPolicy: 'strict-origin-when-cross-origin',
  });
  return async (c, next) => {
    await headers(c, next);
    // An answer for a signed-in caller is theirs alone: no shared or browser cache keeps it.
    if (
      c.req.header('authorization') &&
      c.res.headers.get('content-type')?.startsWith('application/json')
    )
      c.res.headers.set('Cache-Control', 'no-store');
  };
}
