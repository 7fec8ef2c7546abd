// Prints vitest's JSON report as the plain closing line "Tests: N passed, N failed, N skipped".
import fs from 'node:fs';

const file = process.argv[2];
if (!file || !fs.existsSync(file)) {
  console.log('Tests: 0 passed, 1 failed (no report was written)');
  process.exit(0);
}
const report = JSON.parse(fs.readFileSync(file, 'utf8'));
const skipped = (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0);
// A file that fails to load has no test results of its own: count it as a failure.
const brokenFiles = (report.testResults ?? []).filter((r) => r.status === 'failed' && (r.assertionResults ?? []).length === 0).length;
const failed = report.numFailedTests + brokenFiles;
console.log(`Tests: ${report.numPassedTests} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
