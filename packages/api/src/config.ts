import { fileURLToPath } from 'node:url';
import path from 'node:path';

/** Repo root, found from this file whether it runs from src/ (tsx) or dist/ (built). */
const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));

export interface Config {
  port: number;
  /** Where the embedded PGlite database persists. */
  dataDir: string;
  /** The built browser app (served with an SPA fallback); absent in API-only runs. */
  appDistDir: string;
  localesDir: string;
  /** A PostgreSQL server to use instead of the embedded database. */
  databaseUrl: string | undefined;
  /** Shared signing secret for several processes; else one is kept in the database. */
  jwtSecret: string | undefined;
  /**
   * Proxies in front of the API (nginx, a load balancer), as addresses or ranges: behind them a
   * client is told by `X-Forwarded-For`, not by the proxy's address (http/client-ip.ts).
   */
  trustedProxies: string[];
  /**
   * Seed the demo company (published passwords) into an empty database on start: on the
   * embedded database unless `AJAR_SEED=0`; on a PostgreSQL server only with `AJAR_SEED=1`.
   */
  seedOnStart: boolean;
  /** Push messaging is configured (the app is built with it): its hosts join the CSP. */
  push: boolean;
  /** Real-user monitoring (Elastic APM RUM): the pages send to this server; off when null. */
  monitoring: MonitoringConfig | null;
}

export interface MonitoringConfig {
  /** The APM server's address (http or https), e.g. `https://apm.example.co.id`. */
  serverUrl: string;
  serviceName: string;
}

/**
 * `AJAR_APM_SERVER_URL` (and optionally `AJAR_APM_SERVICE_NAME`) turn monitoring on at run
 * time, so one build serves with or without it. A value that is not an http(s) URL leaves it
 * off rather than send the pages' data somewhere unintended.
 */
export function monitoringConfig(env: NodeJS.ProcessEnv): MonitoringConfig | null {
  const value = env.AJAR_APM_SERVER_URL?.trim();
  if (!value) return null;
  try {
    const url = new URL(value);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  } catch {
    return null;
  }
  const serviceName = env.AJAR_APM_SERVICE_NAME?.trim() || 'ajar-app';
  return { serverUrl: value, serviceName: serviceName.replace(/[^a-zA-Z0-9 _-]/g, '-') };
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const fromRoot = (value: string | undefined, fallback: string) =>
    path.resolve(repoRoot, value ?? fallback);
  return {
    port: Number(env.PORT ?? 3000),
    dataDir: fromRoot(env.AJAR_DATA_DIR, '.data/pglite'),
    appDistDir: fromRoot(env.AJAR_APP_DIST, 'packages/app/dist'),
    localesDir: fromRoot(env.AJAR_LOCALES_DIR, 'locales'),
    databaseUrl: env.DATABASE_URL || undefined,
    jwtSecret: env.AJAR_JWT_SECRET || undefined,
    trustedProxies: (env.AJAR_TRUSTED_PROXIES ?? '')
      .split(',')
      .map((entry) => entry.trim())
      .filter(Boolean),
    seedOnStart: env.AJAR_SEED === '1' || (env.AJAR_SEED !== '0' && !env.DATABASE_URL),
    push: Boolean(env.VITE_FIREBASE_API_KEY?.trim()),
    monitoring: monitoringConfig(env),
  };
}
