#!/usr/bin/env bash
# HTTPServer micro benchmark: requests/s for a ~12 KB page with wrk, server CPU per request, idle RSS and
# start-to-first-response. Loopback only; bounded in time. Usage: bench/http/run.sh [seconds] [connections]
set -euo pipefail
cd "$(dirname "$0")"
DURATION="${1:-10}"
CONNECTIONS="${2:-50}"
PORT="${PORT:-18099}"
THREADS="${THREADS:-2}"
command -v wrk >/dev/null || { echo "wrk is missing: apt-get install -y wrk" >&2; exit 1; }

swift build -c release --product http-bench-server >/dev/null
BIN=.build/release/http-bench-server
TICKS=$(getconf CLK_TCK)

cpu_ticks() { awk '{print $14 + $15}' "/proc/$1/stat"; }

start_ns=$(date +%s%N)
taskset -c 0 "$BIN" "$PORT" "$THREADS" >/dev/null &
SERVER=$!
trap 'kill "$SERVER" 2>/dev/null || true' EXIT
for _ in $(seq 1 500); do
    if curl -fsS -o /dev/null "http://127.0.0.1:$PORT/hello" 2>/dev/null; then break; fi
    sleep 0.005
done
first_ns=$(date +%s%N)
echo "start to first response: $(( (first_ns - start_ns) / 1000000 )) ms"
sleep 0.5
echo "idle RSS: $(awk '/VmRSS/ {print $2, $3}' "/proc/$SERVER/status")"

# Keep-alive: the second request on one connection must reuse it.
curl -sv -o /dev/null -o /dev/null "http://127.0.0.1:$PORT/" "http://127.0.0.1:$PORT/" 2>&1 \
    | grep -E "Re-using|Connection #0 to host .* left intact" | head -2

before=$(cpu_ticks "$SERVER")
output=$(taskset -c 1 wrk -t1 -c"$CONNECTIONS" -d"${DURATION}s" "http://127.0.0.1:$PORT/")
after=$(cpu_ticks "$SERVER")
echo "$output"
requests=$(echo "$output" | awk '/requests in/ {print $1}')
cpu_ms=$(( (after - before) * 1000 / TICKS ))
echo "server CPU: ${cpu_ms} ms for ${requests} requests = $(awk -v c="$cpu_ms" -v r="$requests" 'BEGIN { printf "%.1f", c * 1000 / r }') µs/request"
echo "RSS after load: $(awk '/VmRSS/ {print $2, $3}' "/proc/$SERVER/status")"
