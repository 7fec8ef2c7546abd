// Prints vitest's JSON reports (one or more runs) as the plain closing line
// "Tests: N passed, N failed, N skipped".
import fs from 'node:fs';

const files = process.argv.slice(2);
let passed = 0;
let failed = 0;
let skipped = 0;
for (const file of files) {
  if (!fs.existsSync(file)) {
    // A run that wrote no report failed before or while loading its tests.
    failed += 1;
    continue;
  }
  const report = JSON.parse(fs.readFileSync(file, 'utf8'));
  skipped += (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0);
  // A file that fails to load has no test results of its own: count it as a failure.
  const brokenFiles = (report.testResults ?? []).filter((r) => r.status === 'failed' && (r.assertionResults ?? []).length === 0).length;
  failed += report.numFailedTests + brokenFiles;
  passed += report.numPassedTests;
}
if (files.length === 0) failed += 1;
console.log(`Tests: ${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
