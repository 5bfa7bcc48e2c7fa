import type { MiddlewareHandler } from 'hono';
import type { Kysely } from 'kysely';
import type { TokenService } from '../auth/tokens';
import type { Schema } from '../db/schema';
import type { AppEnv } from './env';

const HOST_CACHE_MS = 60_000;

/**
 * Which company's catalog a public request sees: the signed-in user's; else the company
 * registered for the request's host; else the first (demo) company. A bad token on a public
 * page is ignored rather than refused, so an expired session never blocks browsing.
 */
export function tenant(db: Kysely<Schema>, tokens: TokenService): MiddlewareHandler<AppEnv> {
  const cache = new Map<string, { companyId: number; at: number }>();

  async function byHost(host: string): Promise<number> {
    const hit = cache.get(host);
    if (hit && Date.now() - hit.at < HOST_CACHE_MS) return hit.companyId;
    const row =
      (await db
        .selectFrom('companies')
        .select('id')
        .where('hostname', '=', host)
        .executeTakeFirst()) ??
      (await db.selectFrom('companies').select('id').orderBy('id').limit(1).executeTakeFirst());
    const companyId = row?.id ?? 0;
    cache.set(host, { companyId, at: Date.now() });
    return companyId;
  }

  return async (c, next) => {
    const header = c.req.header('authorization');
    if (header?.toLowerCase().startsWith('bearer ')) {
      const result = await tokens.verify(header.slice(7).trim());
      if (result.ok) {
        c.set('auth', result.claims);
        c.set('companyId', result.claims.companyId);
        return next();
      }
    }
    const host = (c.req.header('host') ?? '').split(':')[0]?.toLowerCase() ?? '';
    c.set('companyId', await byHost(host));
    await next();
  };
}
