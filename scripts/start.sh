#!/usr/bin/env bash
# Starts the portal on the embedded database with demo data (README: "Two commands").
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/ensure-deps.sh
echo "» web uygulaması derleniyor…"
npm run build:web --silent
echo "» sunucu derleniyor…"
npm run build:server --silent
# The demo municipality is made on an empty database only because this command asks for it.
DEMO_DATA=1 exec npm run serve --silent
