#!/usr/bin/env bash
# Starts the app for the e2e tests on a new embedded database (data/e2e), demo data seeded.
set -euo pipefail
cd "$(dirname "$0")/.."
[ -f dist/index.html ] || npx vite build
rm -rf data/e2e
unset DATABASE_URL
export PORT="${1:-8181}" DATA_DIR=data/e2e HOST=127.0.0.1 LOG_LEVEL=warn
exec node --import tsx server/main.ts
