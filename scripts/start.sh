#!/usr/bin/env bash
# Starts the portal on the embedded database with demo data (README: "Start").
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/ensure-deps.sh
echo "» web uygulaması derleniyor…"
npm run build:web --silent
exec npm run serve --silent
