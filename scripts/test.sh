#!/usr/bin/env bash
# `npm test`: lint, types, unit and API tests (SQLite and PostgreSQL), then browser tests.
# Every stage runs even when an earlier one fails, so one run shows every problem.
set -uo pipefail
cd "$(dirname "$0")/.."
export PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1
source scripts/throwaway-postgres.sh
source scripts/ensure-chromium.sh

results_dir=$(mktemp -d /tmp/tena-test-results.XXXXXX)
trap 'throwaway_postgres_stop; rm -rf "$results_dir"' EXIT
failed_stages=()
stage() { echo; echo "==> $1"; }

stage "Biome (lint and format)"
npx biome check . || failed_stages+=("biome")

stage "TypeScript (tsc --noEmit)"
npx tsc --noEmit -p tsconfig.json && echo "tsc: no type errors" || failed_stages+=("tsc")

stage "Vitest (unit and API tests on SQLite and PostgreSQL)"
if [ -z "${TEST_DATABASE_URL:-}" ]; then
  throwaway_postgres_start || failed_stages+=("postgres")
fi
npx vitest run --reporter=default --reporter=json --outputFile.json="$results_dir/vitest.json" \
  || failed_stages+=("vitest")

stage "Playwright (end-to-end in Chromium)"
if ensure_chromium; then
  PLAYWRIGHT_JSON_OUTPUT_NAME="$results_dir/playwright.json" npx playwright test --reporter=list,json \
    || failed_stages+=("playwright")
else
  failed_stages+=("chromium")
fi

echo
summary=$(node scripts/test-summary.mjs "$results_dir") || failed_stages+=("no tests ran or some failed")
if [ ${#failed_stages[@]} -gt 0 ]; then
  echo "npm test FAILED in: ${failed_stages[*]}"
else
  echo "npm test: every stage passed"
fi
# The last line is the plain total CI reads.
echo "$summary"
[ ${#failed_stages[@]} -eq 0 ]
