#!/usr/bin/env bash
# Runs the whole test suite (npm test) with the clock of every process it starts — the test
# runners, the e2e server that seeds the demo on its today, and Chromium — set to another day,
# 2027-06-01 unless given (issue 21 item 8: no time bomb; a day between the two property-tax
# instalments). Not part of npm test: it is the same suite again, for an operator or CI to prove.
#   bash scripts/test-clock-ahead.sh [YYYY-MM-DD]
# A PostgreSQL server (TEST_DATABASE_URL) keeps its own clock: the server code reads the time
# from the application, never from SQL now(), so its suite is meaningful there too.
set -euo pipefail
cd "$(dirname "$0")/.."

day=${1:-2027-06-01}
if ! [[ $day =~ ^[0-9]{4}-[0-9]{2}-[0-9]{2}$ ]] || ! date -d "$day" >/dev/null 2>&1; then
  echo "usage: bash scripts/test-clock-ahead.sh [YYYY-MM-DD]" >&2
  exit 2
fi

bash scripts/ensure-deps.sh --browser
if ! command -v faketime >/dev/null 2>&1; then
  echo "» faketime bulunamadı; Debian paketinden kuruluyor…"
  if [ "$(id -u)" -ne 0 ]; then
    echo "faketime is missing and installing it needs root: sudo apt-get install faketime" >&2
    exit 1
  fi
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq
  apt-get install -y -qq faketime >/dev/null
fi

# One offset for every process (libfaketime's relative form, inherited by each child), so the
# runner, the server and the browser share one clock: 10:00 in Istanbul on that day, running on.
offset=$(($(date -d "${day}T10:00:00+03:00" +%s) - $(date +%s)))
echo "» Saat ${day} 10:00 (İstanbul) olarak ayarlandı: $(faketime -f "+${offset}" date -u '+%Y-%m-%dT%H:%M:%SZ')"
exec faketime -f "+${offset}" npm test
