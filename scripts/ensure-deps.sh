#!/usr/bin/env bash
# Installs what a fresh machine of this kind lacks: npm packages (when package-lock.json
# changed since the last install) and, with --browser, Debian's Chromium for browser tests.
set -euo pipefail
cd "$(dirname "$0")/.."

if ! command -v node >/dev/null 2>&1; then
  echo "Node.js 20.19 or newer is required (https://nodejs.org)." >&2
  exit 1
fi

stamp=node_modules/.install-stamp
lock_sum=$(sha256sum package-lock.json | cut -d' ' -f1)
if [ ! -f "$stamp" ] || [ "$(cat "$stamp")" != "$lock_sum" ]; then
  echo "» npm paketleri kuruluyor (npm ci)…"
  npm ci --no-audit --no-fund
  echo "$lock_sum" > "$stamp"
fi

if [ "${1:-}" = "--browser" ]; then
  chromium_path=${CHROMIUM_PATH:-/usr/bin/chromium}
  if [ ! -x "$chromium_path" ]; then
    echo "» Chromium bulunamadı; Debian paketinden kuruluyor…"
    if [ "$(id -u)" -ne 0 ]; then
      echo "Chromium is missing and installing it needs root: sudo apt-get install chromium" >&2
      exit 1
    fi
    export DEBIAN_FRONTEND=noninteractive
    apt-get update -qq
    apt-get install -y -qq chromium fonts-dejavu-core >/dev/null
  fi
fi
