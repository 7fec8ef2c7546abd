#!/usr/bin/env bash
# The whole test suite, as a newcomer and CI run it: installs what the tests need, checks types
# and lint, builds the client, runs unit, integration and browser tests, and ends with one line
# "Tests: N passed, N failed".
set -euo pipefail
cd "$(dirname "$0")/.."

if [ ! -d node_modules ] || [ ! -f node_modules/.package-lock.json ] || [ package-lock.json -nt node_modules/.package-lock.json ]; then
  npm ci --no-audit --no-fund
fi
if [ -z "${CHROMIUM_PATH:-}" ] && [ ! -x /usr/bin/chromium ]; then
  apt-get update && DEBIAN_FRONTEND=noninteractive apt-get install -y chromium
fi

mkdir -p test-results
rm -f test-results/vitest-*.json

# Types, lint and the client build side by side (the browser journeys need the build); each one's
# output is shown in turn, and the first that failed stops the run, as before.
npx tsc --noEmit -p tsconfig.json > test-results/types.log 2>&1 & types=$!
npx eslint . --max-warnings 0 > test-results/lint.log 2>&1 & lint=$!
npx vite build --logLevel warn > test-results/build.log 2>&1 & build=$!
checks=0
for step in types lint build; do
  pid=${!step}
  step_status=0
  wait "$pid" || step_status=$?
  echo "== $step"
  cat "test-results/$step.log"
  if [ "$step_status" -ne 0 ] && [ "$checks" -eq 0 ]; then checks=$step_status; fi
done
if [ "$checks" -ne 0 ]; then exit "$checks"; fi

echo "== all tests (unit, integration$( [ -n "${DATABASE_URL:-}" ] && echo ' on PGlite, storage suites on PostgreSQL too' ), browser), with coverage of src/domain (at least 95 % of lines)"
# Two lines of work side by side, so both cores stay busy: the browser journeys (one file at a time,
# each with its server and Chromium) in the foreground, and in the background the integration suites
# (two files at a time, each on a copy of a database its globalSetup migrated and seeded once)
# followed by the unit tests with coverage of the domain. Their output is shown once they finish.
status=0
(
  side=0
  npx vitest run --project integration --reporter=default --reporter=json --outputFile.json=test-results/vitest-integration.json \
    > test-results/integration.log 2>&1 || side=$?
  npx vitest run --project unit --coverage --reporter=default --reporter=json --outputFile.json=test-results/vitest-unit.json \
    > test-results/unit.log 2>&1 || side=$?
  exit "$side"
) &
background=$!
npx vitest run --project e2e --reporter=default --reporter=json --outputFile.json=test-results/vitest-e2e.json || status=$?
wait "$background" || status=$?
echo "== integration tests"
cat test-results/integration.log
echo "== unit tests"
cat test-results/unit.log
RUN_STATUS=$status node scripts/print-summary.mjs test-results/vitest-unit.json test-results/vitest-integration.json test-results/vitest-e2e.json
exit $status
