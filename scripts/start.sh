#!/usr/bin/env bash
# Starts Cubby on a fresh machine: installs what it needs, builds the web app and serves it with
# the API and the sync endpoint on one port. An empty database is given the demo roster.
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/bootstrap.sh"

export DATA_DIR="${DATA_DIR:-$repo_root/data}"
if [ ! -f "$DATA_DIR/cubby.sqlite" ]; then
  export SEED_DEMO="${SEED_DEMO:-1}"
fi
pnpm --filter @cubby/web build >&2
# The server runs built, as the image runs it: it listens sooner than from source (decision 044).
pnpm --filter @cubby/sync-server build >&2
# The same flags as the Docker image: a smaller young generation (docs/operations.md, "Memory").
exec node --max-semi-space-size=8 sync-server/dist/serve.js
