// CI shows only the end of `pnpm test`'s output, so the summary repeats why each failing
// check failed: without it, "190 passed, 1 failed" (a runner that exited non-zero with every
// test passing) leaves nothing to go on.

// eslint-disable-next-line no-control-regex -- ANSI colour codes are control characters
const ANSI = /\u001b\[[0-9;]*m/g;
const PASSING = /^\s*(✓|ok\s|√)/;
// "Unhandled" alone would also match MSW's warning about an unhandled request, which a
// passing story may print.
const CAUSE = /Unhandled (error|rejection)|FAIL|Error|✗|✘|×|failed|Timeout|timed out/i;

/** Keeps the lines of a check's output for its failure excerpt. */
export function lineCollector() {
  let partial = '';
  const lines = [];
  return {
    push(chunk) {
      const text = partial + chunk.toString().replace(ANSI, '');
      const parts = text.split(/\r?\n/);
      partial = parts.pop() ?? '';
      lines.push(...parts);
    },
    lines() {
      return partial ? [...lines, partial] : [...lines];
    },
  };
}

/**
 * The lines that tell why a check failed: from the first line naming a cause (an unhandled
 * error, a failed test, a timeout) on, passing tests and blank lines left out, at most `max`.
 * Without such a line, the last `max` lines.
 */
export function failureExcerpt(lines, max = 16) {
  const kept = lines.filter((line) => line.trim() !== '' && !PASSING.test(line));
  const first = kept.findIndex((line) => CAUSE.test(line));
  const from = first >= 0 ? first : Math.max(0, kept.length - max);
  return kept.slice(from, from + max).map((line) => line.trimEnd());
}

const firstLine = (text = '') =>
  text
    .split(/\r?\n/)
    .find((line) => line.trim() !== '')
    ?.trim() ?? '';

/**
 * The failing tests of a Vitest JSON report, one line each (file, name, first line of the
 * error): what a reader of CI's last lines needs first, whatever the runner printed around it.
 */
export function vitestFailures(report, root = '') {
  const failures = [];
  for (const file of report?.testResults ?? [])
    for (const test of file.assertionResults ?? [])
      if (test.status === 'failed')
        failures.push(
          `× ${file.name.replace(root, '')} > ${test.fullName}: ${firstLine(test.failureMessages?.[0])}`,
        );
  return failures;
}

/** The same for a Playwright JSON report: tests whose result was not the expected one. */
export function playwrightFailures(report) {
  const failures = [];
  const walk = (suite, titles) => {
    for (const spec of suite.specs ?? [])
      for (const test of spec.tests ?? [])
        if (test.status === 'unexpected') {
          const error = test.results?.at(-1)?.error?.message;
          failures.push(`× ${[...titles, spec.title].join(' > ')}: ${firstLine(error)}`);
        }
    for (const child of suite.suites ?? []) walk(child, [...titles, child.title]);
  };
  for (const suite of report?.suites ?? []) walk(suite, [suite.title]);
  return failures;
}
