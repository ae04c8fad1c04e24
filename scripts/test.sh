#!/usr/bin/env bash
# The whole test suite: type check, lint, unit, API (real Postgres), build, e2e (Debian's Chromium).
# API tests use an embedded Postgres unless DATABASE_URL is set. Each phase's duration is printed
# at the end (and appended to $PHASE_TIMINGS when set, for .ci/run's summary).
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/phases.sh

phase "chromium present" bash scripts/ensure-chromium.sh
phase "type check" npx tsc -p tsconfig.json --noEmit
phase "lint" npx eslint .
phase "unit tests" npx vitest run --project unit
phase "API tests" npx vitest run --project api
phase "build" npx vite build
phase "e2e tests" npx playwright test
