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
# A test receiver on 127.0.0.1 takes webhooks (tests/e2e/integrations.spec.ts). PUBLIC_URL on the
# address the browser uses: SSO callbacks come back to the same origin (tests/e2e/sso.spec.ts).
export PORT DATA_DIR HOST=127.0.0.1 LOG_LEVEL=warn WEBHOOK_ALLOWED_HOSTS="${WEBHOOK_ALLOWED_HOSTS:-127.0.0.1}" PUBLIC_URL="http://127.0.0.1:${PORT}"
exec node --import tsx server/main.ts
