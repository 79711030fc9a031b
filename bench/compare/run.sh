#!/usr/bin/env bash
# Before and after in one run: two hearth binaries side by side, each route measured on the C libmicrohttpd
# reference (bench/reference/mhd_reference.c, serving the bytes the second binary sent), then on each binary,
# at 50 and 1 connections. Servers on CPU 0, wrk on CPU 1. Also start-up (second start), idle RSS, RSS after the
# page runs, after 10,000 days (seeded, /days and the API measured, exports taken) and after a repeat.
# Usage: bench/compare/run.sh BEFORE_BINARY AFTER_BINARY [SECONDS_PER_RUN]
set -euo pipefail
cd "$(dirname "$0")/../.."
BASE=$1; NEW=$2; D=${3:-3}
WEB=$PWD/web; REFC=$PWD/bench/reference/mhd_reference.c; SEED=$PWD/bench/days/seed.py
W=$(mktemp -d /tmp/hearth-compare.XXXX); PIDS=()
cleanup() { for p in "${PIDS[@]}"; do kill "$p" 2>/dev/null || true; done; sleep 0.5; for p in "${PIDS[@]}"; do kill -9 "$p" 2>/dev/null || true; done; rm -rf "$W"; }
trap cleanup EXIT
now_ms() { date +%s%3N; }
rss() { awk '/VmRSS/ {printf "%.1f", $2/1024}' /proc/$1/status; }
ticks() { awk '{print $14+$15}' /proc/$1/stat; }
port() { python3 -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1",0)); print(s.getsockname()[1])'; }
gcc -O2 -o $W/ref "$REFC" $(pkg-config --cflags --libs libmicrohttpd)
declare -A PORT PID
start() { # name bin
  local name=$1 bin=$2 p; p=${PORT[$name]:-$(port)}; PORT[$name]=$p; mkdir -p $W/data-$name
  local t0=$(now_ms)
  taskset -c 0 $bin serve --host 127.0.0.1 --port $p --data-dir $W/data-$name --web-dir $WEB --log-level error >>$W/$name.log 2>&1 &
  PID[$name]=$!; PIDS+=($!)
  until curl -sf -o /dev/null http://127.0.0.1:$p/healthz; do sleep 0.001; done
  STARTED=$(( $(now_ms) - t0 ))
}
stopn() { kill ${PID[$1]}; wait ${PID[$1]} 2>/dev/null || true; }
for n in base new; do
  bin=$BASE; [ $n = new ] && bin=$NEW
  start $n $bin; first=$STARTED; stopn $n
  s=(); for i in 1 2 3; do start $n $bin; s+=($STARTED); [ $i -lt 3 ] && stopn $n; done
  echo "start|$n first=${first}ms second=$(printf '%s\n' "${s[@]}" | sort -n | sed -n 2p)ms (${s[*]})"
done
sleep 1
echo "idle_rss|base $(rss ${PID[base]}) MiB|new $(rss ${PID[new]}) MiB"
mkdir -p $W/bytes
measure() { # label pid port route conns
  local b a out; b=$(ticks $2)
  out=$(taskset -c 1 wrk -t1 -c$5 -d${D}s --latency "http://127.0.0.1:$3$4")
  a=$(ticks $2)
  local n=$(echo "$out" | awk '/requests in/ {print $1}')
  printf '%-6s %-26s c=%-2s rps=%-9s p50=%-8s p99=%-8s cpu/req=%sus err=%s\n' $1 "$4" $5 \
    "$(echo "$out" | awk '/Requests\/sec/ {print $2}')" "$(echo "$out" | awk '$1=="50%" {print $2}')" \
    "$(echo "$out" | awk '$1=="99%" {print $2}')" \
    "$(awk -v t=$((a-b)) -v n=$n -v hz=$(getconf CLK_TCK) 'BEGIN{printf "%.1f", t/hz*1e6/(n>0?n:1)}')" \
    "$(echo "$out" | awk '/Non-2xx/ {print $NF}')"
}
run_routes() {
  local specs=() i=0
  for r in "$@"; do
    curl -s -o $W/bytes/$i -w '%{content_type}' "http://127.0.0.1:${PORT[new]}$r" > $W/bytes/$i.type
    specs+=("${r%%\?*}=$W/bytes/$i=$(cat $W/bytes/$i.type)"); i=$((i+1))
  done
  local cp=$(port); taskset -c 0 $W/ref $cp 4 "${specs[@]}" >/dev/null & local cpid=$!; PIDS+=($cpid)
  until curl -sf -o /dev/null http://127.0.0.1:$cp${1%%\?*}; do sleep 0.01; done
  i=0
  for r in "$@"; do
    echo "-- $r ($(stat -c %s $W/bytes/$i) bytes)"
    for c in 50 1; do
      measure C $cpid $cp "${r%%\?*}" $c
      measure base ${PID[base]} ${PORT[base]} "$r" $c
      measure new ${PID[new]} ${PORT[new]} "$r" $c
    done; i=$((i+1))
  done
  kill $cpid
}
run_routes / /settings /healthz /theme.css /static/css/hearth.css /api/v1/settings
echo "rss_after_pages|base $(rss ${PID[base]}) MiB|new $(rss ${PID[new]}) MiB"
for n in base new; do python3 $SEED http://127.0.0.1:${PORT[$n]} 10000 > /dev/null; done
run_routes /days "/api/v1/days?limit=50"
for n in base new; do curl -s -o /dev/null "http://127.0.0.1:${PORT[$n]}/api/v1/export?format=json"; curl -s -o /dev/null "http://127.0.0.1:${PORT[$n]}/api/v1/export?format=ics"; done
sleep 3
echo "rss_after_days|base $(rss ${PID[base]}) MiB|new $(rss ${PID[new]}) MiB"
for n in base new; do
  taskset -c 1 wrk -t1 -c50 -d${D}s http://127.0.0.1:${PORT[$n]}/days >/dev/null
  taskset -c 1 wrk -t1 -c50 -d${D}s "http://127.0.0.1:${PORT[$n]}/api/v1/days?limit=50" >/dev/null
  curl -s -o /dev/null "http://127.0.0.1:${PORT[$n]}/api/v1/export?format=json"
done
sleep 3
echo "rss_after_repeat|base $(rss ${PID[base]}) MiB|new $(rss ${PID[new]}) MiB"
echo "load $(cut -d' ' -f1-3 /proc/loadavg)"
