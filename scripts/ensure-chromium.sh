#!/usr/bin/env bash
# Browser tests drive Debian's Chromium (Playwright's own browser download cannot work offline).
set -euo pipefail
[ -x /usr/bin/chromium ] && exit 0
echo "Installing Debian's chromium for the e2e tests..."
SUDO=""; [ "$(id -u)" -ne 0 ] && SUDO="sudo"
$SUDO apt-get update -qq
DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq chromium >/dev/null
