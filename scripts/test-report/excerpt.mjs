// CI shows only the end of `pnpm test`'s output, so the summary repeats why each failing
// check failed: without it, "190 passed, 1 failed" (a runner that exited non-zero with every
// test passing) leaves nothing to go on.

// eslint-disable-next-line no-control-regex -- ANSI colour codes are control characters
const ANSI = /\u001b\[[0-9;]*m/g;
const PASSING = /^\s*(✓|ok\s|√)/;
const CAUSE = /Unhandled|FAIL|Error|✗|✘|×|failed|Timeout|timed out/i;

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
