/**
 * Prints `tests: N passed, N failed` from the JSON reports of vitest and Playwright: one closing
 * line CI can read, whichever runners produced it.
 */
import { existsSync, readFileSync } from 'node:fs';

interface Counts {
  passed: number;
  failed: number;
  skipped: number;
}

function vitest(file: string): Counts | null {
  if (!existsSync(file)) return null;
  const report = JSON.parse(readFileSync(file, 'utf8')) as Record<string, number>;
  return {
    passed: report.numPassedTests ?? 0,
    failed: report.numFailedTests ?? 0,
    skipped: (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0),
  };
}

function playwright(file: string): Counts | null {
  if (!existsSync(file)) return null;
  const { stats } = JSON.parse(readFileSync(file, 'utf8')) as { stats: Record<string, number> };
  return {
    passed: (stats.expected ?? 0) + (stats.flaky ?? 0),
    failed: stats.unexpected ?? 0,
    skipped: stats.skipped ?? 0,
  };
}

const reports = [vitest('.vitest-results.json'), playwright('.playwright-results.json')];
const found = reports.filter((counts): counts is Counts => counts !== null);
if (found.length === 0) {
  // Lint or typecheck failed before the tests ran: there is nothing to count.
  console.error('no test report: the tests did not run');
  process.exit(1);
}
const total = found.reduce(
  (sum, counts) => ({
    passed: sum.passed + counts.passed,
    failed: sum.failed + counts.failed,
    skipped: sum.skipped + counts.skipped,
  }),
  { passed: 0, failed: 0, skipped: 0 },
);
if (reports.some((counts) => counts === null)) {
  console.error('one runner left no report: it did not finish');
}
console.log(
  `tests: ${total.passed} passed, ${total.failed} failed` +
    (total.skipped > 0 ? `, ${total.skipped} skipped` : ''),
);
