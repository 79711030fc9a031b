"""Delay from an alarm's instant to the `ringing` message on /events, at N connected clients.

Usage: python3 ring_latency.py HEARTH_BIN WEB_DIR CLIENTS [ROUNDS]
Streams come from 127.0.1.x source addresses (the server allows 64 connections per IP). Starts `hearth serve --test-clock` (a debug build: release builds refuse the test clock) on a free port, opens CLIENTS
`GET /events` streams, and for each round creates an alarm 3 s ahead on the moved clock and times every client's
first `"state":"ringing"` message against the alarm's instant on the real clock. Prints p50 / p95 / max in ms.
"""
import json, os, re, resource, selectors, socket, subprocess, sys, tempfile, time, urllib.request

binary, web, clients = sys.argv[1], sys.argv[2], int(sys.argv[3])
rounds = int(sys.argv[4]) if len(sys.argv) > 4 else 3
resource.setrlimit(resource.RLIMIT_NOFILE, (8192, 8192))
data = tempfile.mkdtemp(prefix="hearth-ring-")
proc = subprocess.Popen([binary, "serve", "--host", "127.0.0.1", "--port", "0", "--data-dir", data, "--web-dir", web,
                         "--time-zone", "UTC", "--test-clock", "2026-10-01T05:00:00Z", "--log-level", "warning"],
                        stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True)
port = None
for line in proc.stdout:
    match = re.search(r"http://127\.0\.0\.1:(\d+)", line)
    if match:
        port = int(match.group(1)); break

def call(method, path, body=None):
    request = urllib.request.Request(f"http://127.0.0.1:{port}{path}", method=method,
                                     data=json.dumps(body).encode() if body is not None else None,
                                     headers={"Content-Type": "application/json", "Accept": "application/json"})
    with urllib.request.urlopen(request, timeout=10) as response:
        return json.loads(response.read() or b"null")

selector = selectors.DefaultSelector()
socks = []
for index in range(clients):
    # 60 streams per source address: the server allows 64 connections per IP.
    s = socket.create_connection(("127.0.0.1", port), source_address=(f"127.0.1.{index // 60 + 1}", 0))
    s.sendall(f"GET /events HTTP/1.1\r\nHost: 127.0.0.1:{port}\r\nAccept: text/event-stream\r\n\r\n".encode())
    s.setblocking(False)
    selector.register(s, selectors.EVENT_READ, {"buffer": b""})
    socks.append(s)
time.sleep(1.0)
for key, _ in selector.select(timeout=0.5):
    key.fileobj.recv(65536)

delays = []
for round_ in range(rounds):
    sent = time.time()
    test_now = call("GET", "/api/v1/test/clock")["now"]
    received = time.time()
    test_epoch = time.mktime(time.strptime(test_now[:19], "%Y-%m-%dT%H:%M:%S")) - time.timezone
    test_epoch += float("0" + test_now[19:-1]) if test_now[19] == "." else 0.0
    offset = test_epoch - (sent + received) / 2
    instant = int(test_epoch) + 3
    hhmmss = time.strftime("%H:%M:%S", time.gmtime(instant))
    # An alarm at a whole minute: step the clock to 3 s before the next minute, then create it.
    minute_start = (int(test_epoch) // 60 + 1 + round_) * 60
    call("PUT", "/api/v1/test/clock", {"now": time.strftime("%Y-%m-%dT%H:%M:%SZ", time.gmtime(minute_start - 3))})
    stepped = time.time()
    offset = (minute_start - 3) - stepped
    alarm = call("POST", "/api/v1/alarms", {"time": time.strftime("%H:%M", time.gmtime(minute_start))})
    real_instant = minute_start - offset
    seen = {}
    deadline = time.time() + 10
    while len(seen) < clients and time.time() < deadline:
        for key, _ in selector.select(timeout=0.2):
            chunk = key.fileobj.recv(65536)
            now = time.time()
            key.data["buffer"] += chunk
            if key.fileobj not in seen and b'"state":"ringing"' in key.data["buffer"]:
                seen[key.fileobj] = now
                key.data["buffer"] = b""
    delays += [(t - real_instant) * 1000 for t in seen.values()]
    call("POST", f"/api/v1/alarms/{alarm['id']}/dismiss", {})
    call("DELETE", f"/api/v1/alarms/{alarm['id']}")
    time.sleep(0.5)
    for key, _ in selector.select(timeout=0.3):
        key.fileobj.recv(65536); key.data["buffer"] = b""

delays.sort()
def pct(p): return delays[min(len(delays) - 1, int(p * len(delays)))]
print(f"clients={clients} rounds={rounds} messages={len(delays)}/{clients * rounds} "
      f"p50={pct(0.5):.1f}ms p95={pct(0.95):.1f}ms max={delays[-1]:.1f}ms")
for s in socks: s.close()
proc.terminate(); proc.wait(timeout=10)
