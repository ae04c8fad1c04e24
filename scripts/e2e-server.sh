#!/usr/bin/env bash
# Starts the app for the e2e tests on a new embedded database (data/e2e-<port>), demo data seeded.
set -euo pipefail
cd "$(dirname "$0")/.."
[ -f dist/index.html ] || npx vite build
PORT="${1:-8181}"
# One folder per port: several e2e runs (different E2E_PORT) may run side by side.
DATA_DIR="data/e2e-${PORT}"
rm -rf "$DATA_DIR"
unset DATABASE_URL
exec node --import tsx server/main.ts
