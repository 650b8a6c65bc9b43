#!/usr/bin/env bash
# Runs every check on a fresh machine: installs what it needs, then lint, typecheck and every
# test (unit, sync against a real server, and later the browser tests).
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/bootstrap.sh"

status=0
pnpm run check || status=$?
# One plain closing line that any CI can read, from the run's JSON report.
node scripts/test-summary.ts .vitest-results.json || true
exit "$status"
