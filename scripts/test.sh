#!/usr/bin/env bash
# The whole test suite, as a newcomer and CI run it: installs what the tests need, checks types
# and lint, builds the client, runs unit, integration and browser tests (and the cluster proofs
# where DATABASE_URL and REDIS_URL are set), and ends with one line
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
# One kind of test after another, each using both cores (decision 0039): two lines side by side put
# two servers, two Chromiums and the integration workers on two cores, and everything ran three to
# five times slower than alone. A failing run does not stop the next one; the summary counts all.
status=0
echo "== unit tests"
npx vitest run --project unit --coverage --reporter=default --reporter=json --outputFile.json=test-results/vitest-unit.json || status=$?
echo "== integration tests"
npx vitest run --project integration --reporter=default --reporter=json --outputFile.json=test-results/vitest-integration.json || status=$?
echo "== stall proof (alone: it times the server's event loop, not the machine)"
npx vitest run --project stall --reporter=default --reporter=json --outputFile.json=test-results/vitest-stall.json || status=$?
echo "== browser journeys"
npx vitest run --project e2e --reporter=default --reporter=json --outputFile.json=test-results/vitest-e2e.json || status=$?
reports=(test-results/vitest-unit.json test-results/vitest-integration.json test-results/vitest-stall.json test-results/vitest-e2e.json)
# The cluster proofs (issue 23): instances behind nginx on the machine's PostgreSQL and Redis, so
# only where both are given; the suite starts and stops everything itself, installing nginx if missing.
if [ -n "${DATABASE_URL:-}" ] && [ -n "${REDIS_URL:-}" ]; then
  echo "== cluster (instances behind nginx)"
  if ! command -v nginx >/dev/null 2>&1 && [ ! -x /usr/sbin/nginx ]; then
    (apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq nginx-light) || echo "could not install nginx: the cluster suite will say so"
  fi
  npx vitest run --project cluster --reporter=default --reporter=json --outputFile.json=test-results/vitest-cluster.json || status=$?
  reports+=(test-results/vitest-cluster.json)
else
  echo "== cluster: skipped (set DATABASE_URL and REDIS_URL to run the instances behind nginx)"
fi
RUN_STATUS=$status node scripts/print-summary.mjs "${reports[@]}"
exit $status
