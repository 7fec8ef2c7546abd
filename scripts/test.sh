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
echo "== all tests (unit, integration$( [ -n "${DATABASE_URL:-}" ] && echo ' on PGlite and PostgreSQL' ), browser), with coverage of src/domain (at least 95 % of lines)"
mkdir -p test-results
status=0
npx vitest run --coverage --reporter=default --reporter=json --outputFile.json=test-results/vitest.json || status=$?
node scripts/print-summary.mjs test-results/vitest.json
exit $status
