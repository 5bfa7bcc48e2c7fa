import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The app's CSP is `script-src 'self'` with no 'unsafe-eval': a chart library that built
 * code from strings would throw there. chart.js's ES module build, which the chart chunk
 * bundles, must not.
 */
const require = createRequire(import.meta.url);
// The package's main entry sits in its `dist` folder, beside the ES module build.
const dist = path.dirname(require.resolve('chart.js'));
const files = [
  path.join(dist, 'chart.js'),
  ...readdirSync(path.join(dist, 'chunks'))
    .filter((name) => name.endsWith('.js'))
    .map((name) => path.join(dist, 'chunks', name)),
];

describe('chart.js under a strict CSP', () => {
  it.each(files)('%s builds no code from strings', (file) => {
    const source = readFileSync(file, 'utf8');
    expect(source.length).toBeGreaterThan(1000);
    expect(source).not.toMatch(/\beval\s*\(|new\s+Function\s*\(|\bFunction\s*\(\s*['"`]/);
  });
});
