import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { matchRoutes } from 'react-router-dom';
import { ROUTES, sampleUrl } from './table';

// The product's own description of its routes (docs/product/routes.md): one table row each.
const doc = readFileSync(new URL('../../../../docs/product/routes.md', import.meta.url), 'utf8');
const documented = [...doc.matchAll(/^\| `([^`]+)` +\| (\w+) +\| (yes)? *\| ([\w ]+?) +\|/gm)].map(
  ([, path, layout, crumb, state]) => `${path} ${layout} ${crumb ? 'crumb' : '-'} ${state}`,
);
const asRouter = ROUTES.map((r) => ({ path: r.path, id: `${r.layout}:${r.key}:${r.path}` }));

describe('route table', () => {
  it('matches the documented routes: path, frame, breadcrumb and whether it is built', () => {
    const actual = ROUTES.map(
      (r) =>
        `${r.path} ${r.layout} ${r.crumb ? 'crumb' : '-'} ${r.page && r.page !== 'placeholder' ? 'built' : 'being prepared'}`,
    );
    expect(documented.length).toBeGreaterThan(70);
    expect(actual.sort()).toEqual([...documented].sort());
  });

  it('has each path once', () => {
    expect(new Set(ROUTES.map((r) => r.path)).size).toBe(ROUTES.length);
  });

  it('sends every sample URL to its own route, not a neighbour', () => {
    for (const route of ROUTES) {
      const matches = matchRoutes(asRouter, sampleUrl(route));
      expect(matches?.at(-1)?.route.path, sampleUrl(route)).toBe(route.path);
    }
  });
});
