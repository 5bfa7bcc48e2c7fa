import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';

const seeds = (env: NodeJS.ProcessEnv) => loadConfig(env).seedOnStart;

describe('seeding the demo company on start', () => {
  it('seeds the embedded database unless told not to', () => {
    expect(seeds({})).toBe(true);
    expect(seeds({ AJAR_SEED: '1' })).toBe(true);
    expect(seeds({ AJAR_SEED: '0' })).toBe(false);
  });

  it('never puts the demo accounts on a PostgreSQL server unless asked with AJAR_SEED=1', () => {
    const server = { DATABASE_URL: 'postgres://ajar@db.example/ajar' };
    expect(seeds(server)).toBe(false);
    expect(seeds({ ...server, AJAR_SEED: '0' })).toBe(false);
    expect(seeds({ ...server, AJAR_SEED: '1' })).toBe(true);
  });
});

describe('proxies in front of the API', () => {
  it('trusts none unless named, and reads a list of addresses and ranges', () => {
    expect(loadConfig({}).trustedProxies).toEqual([]);
    expect(loadConfig({ AJAR_TRUSTED_PROXIES: ' 10.0.0.5, fd00::/8 ,' }).trustedProxies).toEqual([
      '10.0.0.5',
      'fd00::/8',
    ]);
  });
});
