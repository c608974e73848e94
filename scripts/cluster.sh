#!/usr/bin/env bash
# N copies of the portal behind nginx on one machine, on one PostgreSQL (issue 21 item 6), for
# testing the production topology: scripts/cluster.sh [N]   (default 4; Ctrl-C stops everything).
#   DATABASE_URL  PostgreSQL to use (default postgres://postgres@127.0.0.1:5432/ebelediye_cluster;
#                 created and seeded with the demo when empty)
#   REDIS_URL     rate limits shared by the copies (default: redis://127.0.0.1:6379 when it answers)
#   PROXY_PORT    where nginx listens (default 8080); the copies use BASE_PORT+1…BASE_PORT+N
#   BASE_PORT     default 3200;  CLUSTER_DIR  logs, pids, nginx files (default .cluster)
#   SEED_SCALE    the demo's volume when the database is empty (default 1)
#   CONFIG_FILE   passed to every copy (default: the shipped configuration), as is MUNICIPALITY_FILE
# scripts/cluster.sh copy I  starts copy I alone, in the foreground, as the cluster would (the
# deadline-day benchmark restarts a copy it killed this way).
# Simulators stay on (this is a test of the topology, not a production start); logs are JSON
# with request ids, under .cluster/. Stopping sends SIGTERM: requests in flight finish.
set -euo pipefail
cd "$(dirname "$0")/.."
PROXY_PORT="${PROXY_PORT:-8080}"
BASE_PORT="${BASE_PORT:-3200}"
DATABASE_URL="${DATABASE_URL:-postgres://postgres@127.0.0.1:5432/ebelediye_cluster}"
RUN="$(pwd)/${CLUSTER_DIR:-.cluster}"
mkdir -p "$RUN"

if [ -z "${REDIS_URL:-}" ] && command -v redis-cli >/dev/null 2>&1 && redis-cli -u redis://127.0.0.1:6379 ping >/dev/null 2>&1; then
  REDIS_URL=redis://127.0.0.1:6379
fi

# One API copy on BASE_PORT+I, logging to $RUN/api-I.log.
run_copy() {
  NODE_ENV=development PORT="$((BASE_PORT + $1))" HOST=127.0.0.1 DATABASE_URL="$DATABASE_URL" REDIS_URL="${REDIS_URL:-}" \
    SIMULATORS=1 TRUSTED_PROXIES=127.0.0.1 LOG_FORMAT=json LOG_LEVEL="${LOG_LEVEL:-info}" \
    exec node --enable-source-maps apps/server/dist/main.js >>"$RUN/api-$1.log" 2>&1
}

if [ "${1:-}" = copy ]; then
  echo "$$" >"$RUN/api-$2.pid"
  run_copy "$2"
fi
COPIES="${1:-4}"

if ! command -v nginx >/dev/null 2>&1 && [ ! -x /usr/sbin/nginx ]; then
  echo "» nginx yok: apt-get ile kuruluyor…"
  if [ "$(id -u)" = 0 ]; then apt-get install -y -q nginx-light || apt-get install -y -q nginx; else sudo apt-get install -y -q nginx-light || sudo apt-get install -y -q nginx; fi
fi
NGINX="$(command -v nginx || echo /usr/sbin/nginx)"

bash scripts/ensure-deps.sh
[ -f apps/web/dist/index.html ] || npm run build:web --silent
npm run build:server --silent

# The database: created when missing, the demo seeded when empty.
database="${DATABASE_URL##*/}"; database="${database%%\?*}"
server_url="${DATABASE_URL%/*}/postgres"
if ! psql "$server_url" -tAc "select 1 from pg_database where datname = '$database'" | grep -q 1; then
  psql "$server_url" -qc "create database \"$database\""
fi
DATABASE_URL="$DATABASE_URL" npm run seed --silent -- --scale "${SEED_SCALE:-1}" || true   # refuses (and leaves the data) when already seeded

pids=()
stop() {
  trap - EXIT INT TERM
  echo "» durduruluyor…"
  [ -f "$RUN/nginx.pid" ] && kill "$(cat "$RUN/nginx.pid")" 2>/dev/null || true
  for pid in "${pids[@]}"; do kill -TERM "$pid" 2>/dev/null || true; done
  wait 2>/dev/null || true
}
trap stop EXIT INT TERM

upstreams=""
for i in $(seq 1 "$COPIES"); do
  upstreams+="    server 127.0.0.1:$((BASE_PORT + i)) max_fails=2 fail_timeout=5s;"$'\n'
  : >"$RUN/api-$i.log"
  run_copy "$i" &
  pids+=("$!")
  echo "$!" >"$RUN/api-$i.pid"
done

for dir in body proxy fastcgi uwsgi scgi; do mkdir -p "$RUN/$dir"; done
cp deploy/proxy-common.conf deploy/server-common.conf "$RUN/"
awk -v ups="$upstreams" -v listen="127.0.0.1:${PROXY_PORT}" -v prefix="$RUN" '
  { gsub(/__LISTEN__/, listen); gsub(/__PREFIX__/, prefix) }
  /__UPSTREAMS__/ { printf "%s", ups; next }
  { print }' deploy/nginx.conf.template >"$RUN/nginx.conf"
"$NGINX" -t -q -p "$RUN" -c "$RUN/nginx.conf"
"$NGINX" -p "$RUN" -c "$RUN/nginx.conf"

echo "» $COPIES kopya başlatılıyor…"
for _ in $(seq 1 120); do
  ready=0
  for i in $(seq 1 "$COPIES"); do
    curl -fs "http://127.0.0.1:$((BASE_PORT + i))/readyz" >/dev/null 2>&1 && ready=$((ready + 1))
  done
  [ "$ready" = "$COPIES" ] && break
  sleep 1
done
echo
echo "e-Belediye kümesi hazır: http://127.0.0.1:${PROXY_PORT}  ($ready/$COPIES kopya, nginx önde; PostgreSQL: $database${REDIS_URL:+, Redis})"
echo "Loglar: $RUN/api-N.log (JSON, istek kimliğiyle), $RUN/access.log; bir kopyayı durdurmak: kill -TERM \$(cat $RUN/api-1.pid)"
wait "${pids[@]}"
