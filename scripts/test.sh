#!/usr/bin/env bash
# Runs every check on a fresh machine: installs what it needs (Chromium, and poppler to read PDFs
# back), then lint, typecheck, the unit and sync tests, and the browser tests.
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/bootstrap.sh"
bash scripts/ensure-chromium.sh
bash scripts/ensure-poppler.sh
rm -f .vitest-results.json .playwright-results.json

status=0
pnpm run check || status=$?
# One plain closing line that any CI can read, from both runners' JSON reports.
node scripts/test-summary.ts || true
exit "$status"
