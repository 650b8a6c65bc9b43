#!/usr/bin/env bash
# Browser tests drive Debian's Chromium: Playwright cannot download its own browser here.
set -euo pipefail
if [ -x "${CHROMIUM_PATH:-/usr/bin/chromium}" ]; then exit 0; fi
if [ "$(id -u)" != 0 ]; then
  echo "ensure-chromium: /usr/bin/chromium is missing; install Debian's chromium package (as root)" >&2
  exit 1
fi
echo "ensure-chromium: installing Debian's chromium" >&2
apt-get update -qq >&2
DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >&2
