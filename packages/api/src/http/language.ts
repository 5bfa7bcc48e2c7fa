import type { MiddlewareHandler } from 'hono';
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '../contract/languages';
import type { AppEnv } from './env';

/** The first supported language in Accept-Language (quality order), else Indonesian. */
export function pickLanguage(header: string | undefined): Language {
  if (!header) return DEFAULT_LANGUAGE;
  const ranked = header
    .split(',')
    .map((part) => {
      const [tag = '', ...params] = part.trim().toLowerCase().split(';');
      const q = params.find((p) => p.trim().startsWith('q='));
      return { base: tag.split('-')[0], q: q ? Number(q.split('=')[1]) : 1 };
    })
    .filter((entry) => entry.q > 0)
    .sort((a, b) => b.q - a.q);
  const match = ranked.find((entry) => (LANGUAGES as readonly string[]).includes(entry.base ?? ''));
  return (match?.base as Language | undefined) ?? DEFAULT_LANGUAGE;
}

export const language: MiddlewareHandler<AppEnv> = async (c, next) => {
  c.set('lang', pickLanguage(c.req.header('accept-language')));
  await next();
};
