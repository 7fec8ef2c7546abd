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

echo "== types";    npx tsc --noEmit -p tsconfig.json
echo "== lint";     npx eslint . --max-warnings 0
echo "== build";    npx vite build --logLevel warn
echo "== all tests (unit, integration$( [ -n "${DATABASE_URL:-}" ] && echo ' on PGlite, storage suites on PostgreSQL too' ), browser), with coverage of src/domain (at least 95 % of lines)"
mkdir -p test-results
rm -f test-results/vitest-*.json
# Two runs side by side: the integration suites in one process (two files at a time, each on a copy
# of a database its globalSetup migrated and seeded once), unit tests (with coverage of the domain)
# and browser journeys (one file at a time) in the other. The integration output is shown once it
# has finished.
status=0
npx vitest run --project integration --reporter=default --reporter=json --outputFile.json=test-results/vitest-integration.json \
  > test-results/integration.log 2>&1 &
integration=$!
npx vitest run --project unit --project e2e --coverage --reporter=default --reporter=json --outputFile.json=test-results/vitest-main.json || status=$?
wait "$integration" || status=$?
echo "== integration tests"
cat test-results/integration.log
node scripts/print-summary.mjs test-results/vitest-main.json test-results/vitest-integration.json
exit $status
