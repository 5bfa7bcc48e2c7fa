import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { matchRoutes } from 'react-router-dom';
import { ROUTES, sampleUrl } from './table';

const spec = readFileSync(new URL('../../../../../shared/SPEC.md', import.meta.url), 'utf8');
const asRouter = ROUTES.map((r) => ({ path: r.path, id: `${r.layout}:${r.key}:${r.path}` }));

describe('route table', () => {
  it('has every path the spec lists, each once', () => {
    const section = spec.slice(spec.indexOf('## 2.'), spec.indexOf('## 3.'));
    const specPaths = [...section.matchAll(/(?<![\w}])\/[a-z][\w/{}*.-]*/g)]
      .map((m) =>
        m[0].replace(/\{(\w+)\*?\}/g, (_, name: string) => (name === 'pages' ? '*' : `:${name}`)),
      )
      .map((p) => p.replace(/\.$/, ''))
      .filter((p) => !p.startsWith('/v1'));
    const paths = new Set(ROUTES.map((r) => r.path));
    const missing = specPaths
      .map((p) => (p.endsWith('/followed') ? null : p))
      .filter((p): p is string => !!p && !paths.has(p) && !paths.has(p.replace(/:\w+\*/, '*')));
    expect(missing).toEqual([]);
    expect(paths.size).toBe(ROUTES.length);
  });

  it('sends every sample URL to its own route, not a neighbour', () => {
    for (const route of ROUTES) {
      const matches = matchRoutes(asRouter, sampleUrl(route));
      expect(matches?.at(-1)?.route.path, sampleUrl(route)).toBe(route.path);
    }
  });
});
