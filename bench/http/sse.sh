#!/usr/bin/env bash
# SSE cost: N concurrent `curl -N` clients on /events for a few seconds with an event every 200 ms;
# prints the server's thread count, CPU time and how many clients got at least 10 events.
# Usage: bench/http/sse.sh [clients] [seconds]
set -euo pipefail
cd "$(dirname "$0")"
CLIENTS="${1:-300}"
SECONDS_OPEN="${2:-6}"
PORT="${PORT:-18098}"
swift build -c release --product http-bench-server >/dev/null
BENCH_PUBLISH_MS=200 .build/release/http-bench-server "$PORT" 2 >/dev/null &
SERVER=$!
OUT=$(mktemp -d)
trap 'kill "$SERVER" 2>/dev/null || true; rm -rf "$OUT"' EXIT
for _ in $(seq 1 500); do curl -fsS -o /dev/null "http://127.0.0.1:$PORT/hello" 2>/dev/null && break; sleep 0.01; done
TICKS=$(getconf CLK_TCK)
before=$(awk '{print $14, $15}' "/proc/$SERVER/stat")
for i in $(seq 1 "$CLIENTS"); do
    curl -sN --max-time "$SECONDS_OPEN" "http://127.0.0.1:$PORT/events" >"$OUT/$i" 2>/dev/null &
done
sleep 2
echo "clients connected: $(curl -s "http://127.0.0.1:$PORT/clients"), server threads: $(ls /proc/$SERVER/task | wc -l)"
wait $(jobs -p | grep -v "^$SERVER$") 2>/dev/null || true
after=$(awk '{print $14, $15}' "/proc/$SERVER/stat")
read -r u0 s0 <<<"$before"
read -r u1 s1 <<<"$after"
echo "server CPU while open: user $(( (u1 - u0) * 1000 / TICKS )) ms, sys $(( (s1 - s0) * 1000 / TICKS )) ms"
got=0
for f in "$OUT"/*; do [ "$(grep -c '^data: ' "$f")" -ge 10 ] && got=$((got + 1)); done
echo "clients with >= 10 events: $got/$CLIENTS"
echo "clients after they left: $(curl -s "http://127.0.0.1:$PORT/clients") (reaped by heartbeat or failed writes)"
