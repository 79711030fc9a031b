#!/usr/bin/env bash
# Days at 10,000: seeds 10,000 days through the API, then measures the days pages and /api/v1/days with wrk:
# server time per request (one connection, so latency is the server's time plus loopback) and requests/s
# (BENCH_CONNECTIONS connections), plus server CPU per request. Results are printed, not asserted.
set -euo pipefail
cd "$(dirname "$0")/../.."
BIN=${HEARTH_BIN:-.build/release/hearth}
DURATION=${BENCH_DURATION:-5s}
CONNECTIONS=${BENCH_CONNECTIONS:-8}
COUNT=${DAYS_COUNT:-10000}
command -v wrk >/dev/null || { apt-get update -qq && apt-get install -y -qq wrk >/dev/null; }
DATA=$(mktemp -d)
LOG=$(mktemp)
trap 'kill $PID 2>/dev/null || true; wait $PID 2>/dev/null || true; rm -rf "$DATA" "$LOG"' EXIT

PORT=$(python3 -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1",0)); print(s.getsockname()[1])')
"$BIN" serve --host 127.0.0.1 --port "$PORT" --data-dir "$DATA" --web-dir web --log-level error >"$LOG" 2>&1 &
PID=$!
until curl -sf -o /dev/null "http://127.0.0.1:$PORT/healthz"; do sleep 0.01; done
URL="http://127.0.0.1:$PORT"
echo "== Days bench: $COUNT days, release build, load average $(cut -d' ' -f1-3 /proc/loadavg)"
python3 bench/days/seed.py "$URL" "$COUNT" --one-by-one 200
echo "RSS after seeding: $(awk '/VmRSS/ {print $2/1024 " MiB"}' /proc/$PID/status)"
echo
printf '%-34s %10s %12s %12s %10s %12s\n' "route" "first (ms)" "1 conn avg" "1 conn p99" "req/s" "CPU/request"
for path in "/days" "/days?page=100" "/days?sort=title" "/days?sort=date&q=cafe" "/days/widget" "/" \
    "/api/v1/days?limit=50" "/api/v1/days?q=cafe" "/api/v1/days" "/api/v1/export?format=json"; do
  FIRST=$(curl -s -o /dev/null -w '%{time_total}' "$URL$path" | awk '{printf "%.0f", $1 * 1000}')
  ONE=$(wrk -t1 -c1 -d"$DURATION" --latency "$URL$path")
  AVG=$(echo "$ONE" | awk '/^    Latency/ {print $2}')
  P99=$(echo "$ONE" | awk '/^ +99%/ {print $2}')
  CPU0=$(awk '{print $14+$15}' /proc/$PID/stat)
  MANY=$(wrk -t2 -c"$CONNECTIONS" -d"$DURATION" "$URL$path")
  CPU1=$(awk '{print $14+$15}' /proc/$PID/stat)
  RPS=$(echo "$MANY" | awk '/Requests\/sec/ {print $2}')
  REQS=$(echo "$MANY" | awk '/requests in/ {print $1}')
  TICKS=$(getconf CLK_TCK)
  CPU=$(awk -v t="$((CPU1 - CPU0))" -v n="$REQS" -v hz="$TICKS" 'BEGIN { if (n > 0) printf "%.2f ms", t / hz / n * 1000; else print "-" }')
  printf '%-34s %10s %12s %12s %10s %12s\n' "$path" "$FIRST" "$AVG" "$P99" "$RPS" "$CPU"
done
echo
echo "RSS after the runs: $(awk '/VmRSS/ {print $2/1024 " MiB"}' /proc/$PID/status)"
