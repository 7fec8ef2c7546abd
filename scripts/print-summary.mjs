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
// An error outside every test (an unhandled exception, a coverage threshold) fails a run without
// failing a test, and the JSON reports still say success: count it from the runs' exit status
// (RUN_STATUS), so the closing line never says 0 failed for a run that failed.
const runStatus = Number(process.env.RUN_STATUS ?? 0);
if (runStatus !== 0 && failed === 0) {
  console.log(`A test run exited with status ${runStatus} without a failed test: see its errors above.`);
  failed += 1;
}
console.log(`Tests: ${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
