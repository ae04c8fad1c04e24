#!/usr/bin/env bash
# The whole test suite: type check, lint, unit, API (real Postgres), build, e2e (Debian's Chromium).
# API tests use an embedded Postgres unless DATABASE_URL is set.
set -euo pipefail
cd "$(dirname "$0")/.."

bash scripts/ensure-chromium.sh

step() { printf '\n=== %s ===\n' "$*"; }
step "type check"; npx tsc -p tsconfig.json --noEmit
step "lint"; npx eslint .
step "unit tests"; npx vitest run --project unit
step "API tests"; npx vitest run --project api
step "build"; npx vite build
step "e2e tests"; npx playwright test
