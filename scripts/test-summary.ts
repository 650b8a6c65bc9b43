/**
 * Prints `tests: N passed, N failed` from vitest's JSON report: a closing line CI can read
 * whichever runner produced it.
 */
import { existsSync, readFileSync } from 'node:fs';

const file = process.argv[2] ?? '.vitest-results.json';
if (!existsSync(file)) {
  // Lint or typecheck failed before the tests ran: there is nothing to count.
  console.error(`no test report at ${file}: the tests did not run`);
  process.exit(1);
}
const report = JSON.parse(readFileSync(file, 'utf8')) as {
  numPassedTests: number;
  numFailedTests: number;
  numPendingTests: number;
  numTodoTests: number;
};
const skipped = report.numPendingTests + report.numTodoTests;
console.log(
  `tests: ${report.numPassedTests} passed, ${report.numFailedTests} failed` +
    (skipped > 0 ? `, ${skipped} skipped` : ''),
);
