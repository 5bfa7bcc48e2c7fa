import { test } from 'node:test';
import assert from 'node:assert/strict';
import { failureExcerpt, lineCollector, playwrightFailures, vitestFailures } from './excerpt.mjs';

test('an unhandled error after passing tests is what the excerpt shows', () => {
  const lines = [
    ' RUN  v4.1.12 /work/main',
    ' ✓ api:postgres packages/api/src/routes/auth.test.ts (12 tests) 900ms',
    ' ✓ api:postgres packages/api/src/routes/devices.test.ts (3 tests) 200ms',
    '',
    '⎯⎯⎯⎯⎯⎯ Unhandled Errors ⎯⎯⎯⎯⎯⎯',
    'Error: Connection terminated unexpectedly',
    ' ❯ Client._handleErrorEvent node_modules/pg/lib/client.js:1:1',
    ' Test Files  27 passed (27)',
  ];
  assert.deepEqual(failureExcerpt(lines), [
    '⎯⎯⎯⎯⎯⎯ Unhandled Errors ⎯⎯⎯⎯⎯⎯',
    'Error: Connection terminated unexpectedly',
    ' ❯ Client._handleErrorEvent node_modules/pg/lib/client.js:1:1',
    ' Test Files  27 passed (27)',
  ]);
});

test('without a named cause the last lines are kept, at most max', () => {
  const lines = Array.from({ length: 30 }, (_, i) => `line ${i}`);
  assert.deepEqual(failureExcerpt(lines, 3), ['line 27', 'line 28', 'line 29']);
});

test('a long cause is cut at max lines', () => {
  const lines = ['FAIL one', ...Array.from({ length: 40 }, (_, i) => `  at frame ${i}`)];
  const excerpt = failureExcerpt(lines, 5);
  assert.equal(excerpt.length, 5);
  assert.equal(excerpt[0], 'FAIL one');
});

test('the collector joins chunks split mid-line and drops colour codes', () => {
  const collect = lineCollector();
  collect.push('\u001b[31mFAIL\u001b[39m a.te');
  collect.push('st.ts\nnext\npart');
  assert.deepEqual(collect.lines(), ['FAIL a.test.ts', 'next', 'part']);
});

test("MSW's warning about an unhandled request is not taken for the cause", () => {
  const lines = [
    '[MSW] Warning: intercepted a request without a matching request handler:',
    'If you still wish to intercept this unhandled request, please create a request handler for it.',
    ' FAIL  storybook packages/app/src/A.stories.tsx > Loaded',
    'Error: expected 2 items',
  ];
  assert.deepEqual(failureExcerpt(lines), [
    ' FAIL  storybook packages/app/src/A.stories.tsx > Loaded',
    'Error: expected 2 items',
  ]);
});

test("a Vitest report's failing tests are named with their first error line", () => {
  const report = {
    testResults: [
      {
        name: '/repo/packages/app/src/A.stories.tsx',
        assertionResults: [
          { status: 'passed', fullName: 'Empty', failureMessages: [] },
          {
            status: 'failed',
            fullName: 'Loaded',
            failureMessages: ['\nTestingLibraryElementError: Unable to find role "list"\n  at x'],
          },
        ],
      },
    ],
  };
  assert.deepEqual(vitestFailures(report, '/repo/'), [
    '× packages/app/src/A.stories.tsx > Loaded: TestingLibraryElementError: Unable to find role "list"',
  ]);
  assert.deepEqual(vitestFailures(null), []);
});

test("a Playwright report's unexpected results are named with their suite titles", () => {
  const report = {
    suites: [
      {
        title: 'forum.spec.ts',
        specs: [
          { title: 'reads', tests: [{ status: 'expected', results: [] }] },
          {
            title: 'answers',
            tests: [
              {
                status: 'unexpected',
                results: [{ error: { message: 'Timed out 10000ms\nCall log' } }],
              },
            ],
          },
        ],
        suites: [],
      },
    ],
  };
  assert.deepEqual(playwrightFailures(report), ['× forum.spec.ts > answers: Timed out 10000ms']);
});
