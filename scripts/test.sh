#!/usr/bin/env bash
# Runs the whole test suite (README: "Test"): typecheck, lint, unit, server (embedded
# PGlite, and PostgreSQL when TEST_DATABASE_URL is set) and end-to-end in Chromium.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/ensure-deps.sh --browser
exec npm test
