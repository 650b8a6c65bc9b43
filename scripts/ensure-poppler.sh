#!/usr/bin/env bash
# The billing PDF tests read PDFs back with poppler's pdftotext (Debian's poppler-utils).
set -euo pipefail
if command -v pdftotext > /dev/null; then exit 0; fi
if [ "$(id -u)" != 0 ]; then
  echo "ensure-poppler: pdftotext is missing; install Debian's poppler-utils package (as root)" >&2
  exit 1
fi
echo "ensure-poppler: installing Debian's poppler-utils" >&2
apt-get update -qq >&2
DEBIAN_FRONTEND=noninteractive apt-get install -y -qq poppler-utils >&2
