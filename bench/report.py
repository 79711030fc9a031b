#!/usr/bin/env python3
"""Turns the figures `bench/run` collected into a table (stdout) and bench/results/latest.json, with the goals of
issue 7 marked met or missed. Ratios compare servers measured in the same run on the same bytes.

usage: report.py RESULTS.tsv MICRO.json LATEST.json SERVER_CPU LOAD_CPU POOL
"""
import datetime
import json
import os
import platform
import subprocess
import sys

results_path, micro_path, latest_path, server_cpu, load_cpu, pool = sys.argv[1:7]
figures = {}
with open(results_path, encoding="utf-8") as results:
    for line in results:
        key, _, value = line.rstrip("\n").partition("\t")
        figures[key] = value


def number(text):
    try:
        return float(text)
    except (TypeError, ValueError):
        return None


def milliseconds(text):
    """wrk latency text (`224.00us`, `1.32ms`, `2.10s`) in milliseconds."""
    if not text:
        return None
    for suffix, factor in (("us", 0.001), ("ms", 1.0), ("s", 1000.0)):
        if text.endswith(suffix):
            return float(text[: -len(suffix)]) * factor
    return None


def command(*arguments):
    try:
        return subprocess.run(arguments, capture_output=True, text=True, timeout=10).stdout.strip()
    except (OSError, subprocess.SubprocessError):
        return ""


sound_route = figures.get("sound_route", "/sounds/brown-noise.wav")
routes = ["/", "/days", "/settings", "/display", "/api/v1/days?limit=50", "/static/css/hearth.css", "/theme.css",
          sound_route]
servers = ["hearth", "layer", "c", "nginx"]
server_names = {"hearth": "Hearth", "layer": "HTTPServer alone", "c": "C libmicrohttpd", "nginx": "nginx"}
http = {}
for route in routes:
    for server in servers:
        for connections in (50, 1):
            base = f"http|{server}|{route}|{connections}"
            if f"{base}|rps" not in figures:
                continue
            http.setdefault(route, {}).setdefault(server, {})[str(connections)] = {
                "requests_per_second": number(figures.get(f"{base}|rps")),
                "p50_ms": milliseconds(figures.get(f"{base}|p50")),
                "p99_ms": milliseconds(figures.get(f"{base}|p99")),
                "errors": int(number(figures.get(f"{base}|errors")) or 0),
                "server_cpu_us_per_request": number(figures.get(f"{base}|cpu_us")),
            }


def figure(route, server, connections, name):
    return http.get(route, {}).get(server, {}).get(str(connections), {}).get(name)


def ratio(a, b):
    return round(a / b, 3) if a is not None and b else None


for route, by_server in http.items():
    for server, by_connections in by_server.items():
        for connections, values in by_connections.items():
            values["ratio_to_c"] = ratio(values["requests_per_second"], figure(route, "c", connections, "requests_per_second"))
            values["p50_ratio_to_c"] = ratio(values["p50_ms"], figure(route, "c", connections, "p50_ms"))
            values["p99_ratio_to_c"] = ratio(values["p99_ms"], figure(route, "c", connections, "p99_ms"))

events = {}
for key, value in figures.items():
    if key.startswith("events|"):
        _, name, field = key.split("|", 2)
        events.setdefault(name, {})[field] = number(value)

micro = []
try:
    with open(micro_path, encoding="utf-8") as file:
        for item in json.load(file).get("benchmarks", []):
            micro.append({"name": item.get("name"), "median_ns": item.get("median"),
                          "iterations": item.get("iterations")})
except (OSError, ValueError, AttributeError):
    pass

mib = lambda kib: round(number(kib) / 1024, 1) if number(kib) is not None else None
memory = {
    "idle_rss_mib": mib(figures.get("hearth_idle_rss_kib")),
    "rss_after_page_runs_mib": mib(figures.get("hearth_rss_after_pages_kib")),
    "rss_after_10000_days_mib": mib(figures.get("hearth_rss_after_days_kib")),
    "rss_after_10000_days_repeat_mib": mib(figures.get("hearth_rss_after_days_repeat_kib")),
    "rss_with_event_clients_mib": mib(events.get("hearth", {}).get("server_rss_kib")),
    "c_idle_rss_mib": mib(figures.get("c_idle_rss_kib")),
    "httpserver_alone_idle_rss_mib": mib(figures.get("layer_idle_rss_kib")),
}

goals = []


def goal(text, value, limit, met):
    goals.append({"goal": text, "value": value, "limit": limit, "met": bool(met) if value is not None else None})


for route in ["/", "/days", "/settings", "/display"]:
    goal(f"{route}: req/s at 50 connections >= 0.6x C", figure(route, "hearth", 50, "ratio_to_c"), 0.6,
         (figure(route, "hearth", 50, "ratio_to_c") or 0) >= 0.6)
    goal(f"{route}: p99 at 50 connections <= 2x C", figure(route, "hearth", 50, "p99_ratio_to_c"), 2.0,
         (figure(route, "hearth", 50, "p99_ratio_to_c") or 99) <= 2.0)
for route in ["/static/css/hearth.css", "/theme.css", sound_route]:
    goal(f"{route}: req/s at 50 connections >= 0.8x C", figure(route, "hearth", 50, "ratio_to_c"), 0.8,
         (figure(route, "hearth", 50, "ratio_to_c") or 0) >= 0.8)
for route in routes:
    goal(f"{route}: p50 at 1 connection <= 2x C", figure(route, "hearth", 1, "p50_ratio_to_c"), 2.0,
         (figure(route, "hearth", 1, "p50_ratio_to_c") or 99) <= 2.0)
start = number(figures.get("hearth_start_ms"))
goal("start to first response (a later start, median) <= 25 ms", start, 25, start is not None and start <= 25)
goal("idle RSS <= 25 MiB", memory["idle_rss_mib"], 25, (memory["idle_rss_mib"] or 999) <= 25)
goal("RSS after 10,000 days <= 80 MiB", memory["rss_after_10000_days_mib"], 80,
     (memory["rss_after_10000_days_mib"] or 999) <= 80)
after, repeat = memory["rss_after_10000_days_mib"], memory["rss_after_10000_days_repeat_mib"]
goal("RSS after a repeat run within 10 % (no growth)", ratio(repeat, after), 1.1,
     after is not None and repeat is not None and repeat <= after * 1.1)
hearth_events = events.get("hearth", {})
goal("broadcast p99 to 1,000 event clients <= 20 ms", hearth_events.get("broadcast_p99_ms"), 20,
     (hearth_events.get("broadcast_p99_ms") or 999) <= 20)
ends, held = hearth_events.get("stream_ends"), hearth_events.get("hold_seconds")
goal("1,000 page-like event clients held 60 s with 0 stream ends", ends, 0,
     ends is not None and ends == 0 and (held or 0) >= 60)
reconnected = hearth_events.get("reconnected")
goal("1,000 clients reconnecting after a restart all back within 5 s", hearth_events.get("reconnect_ms"), 5000,
     reconnected is not None and reconnected >= hearth_events.get("connected", 1e9)
     and (hearth_events.get("reconnect_ms") or 1e9) <= 5000)

machine = {
    "cpu": next((line.split(":", 1)[1].strip() for line in command("lscpu").splitlines()
                 if line.startswith("Model name")), platform.processor()),
    "cores": os.cpu_count(),
    "memory_gib": round(os.sysconf("SC_PAGE_SIZE") * os.sysconf("SC_PHYS_PAGES") / 2**30, 1),
    "kernel": platform.release(),
    "os": command("sh", "-c", ". /etc/os-release && echo $PRETTY_NAME"),
    "swift": command("swift", "--version").splitlines()[0] if command("swift", "--version") else "",
    "libmicrohttpd": command("pkg-config", "--modversion", "libmicrohttpd"),
    "nginx": command("sh", "-c", "nginx -v 2>&1").replace("nginx version: ", ""),
    "load_average_start": number(figures.get("load_average_start")),
    "load_average_end": number(figures.get("load_average_end")),
    "pinning": f"servers on CPU {server_cpu}, wrk and event clients on CPU {load_cpu}",
    "thread_pool": int(pool),
}
report = {
    "date": datetime.datetime.now(datetime.timezone.utc).isoformat(timespec="seconds"),
    "commit": command("git", "rev-parse", "--short", "HEAD"),
    "machine": machine,
    "duration_s": number(figures.get("duration_s")),
    "http": http,
    "bytes": {route: int(number(figures.get(f"bytes|{route}")) or 0) for route in routes},
    "startup": {"first_start_ms": number(figures.get("hearth_first_start_ms")), "second_start_ms": start,
                "c_reference_start_ms": number(figures.get("c_start_ms")),
                "later_starts_ms": [float(value) for value in (figures.get("hearth_starts_ms") or "").split()]},
    "memory": memory,
    "events": events,
    "micro_benchmarks": micro,
    "goals": goals,
}
with open(latest_path, "w", encoding="utf-8") as file:
    json.dump(report, file, indent=2, ensure_ascii=False)
    file.write("\n")


def show(value, digits=0):
    if value is None:
        return "-"
    return f"{value:,.{digits}f}"


print(f"\nHearth benchmark, {report['date']}, commit {report['commit']}")
print(f"{machine['cpu']}, {machine['cores']} cores, {machine['os']}, {machine['swift']}")
print(f"{machine['pinning']}; thread pool {pool}; load average {machine['load_average_start']} -> "
      f"{machine['load_average_end']}; took {show(report['duration_s'])} s\n")
header = f"{'route':<24}{'server':<18}{'bytes':>9}{'req/s@50':>10}{'xC':>6}{'p99@50':>9}{'req/s@1':>9}{'p50@1':>8}" \
         f"{'xC':>6}{'CPU/req':>9}{'err':>5}"
print(header)
print("-" * len(header))
for route in routes:
    for server in servers:
        if server not in http.get(route, {}):
            continue
        many, one = http[route][server].get("50", {}), http[route][server].get("1", {})
        errors = (many.get("errors") or 0) + (one.get("errors") or 0)
        print(f"{route if server == 'hearth' else '':<24}{server_names[server]:<18}"
              f"{report['bytes'].get(route, 0) if server == 'hearth' else '':>9}"
              f"{show(many.get('requests_per_second')):>10}{show(many.get('ratio_to_c'), 2):>6}"
              f"{show(many.get('p99_ms'), 2):>9}{show(one.get('requests_per_second')):>9}"
              f"{show(one.get('p50_ms'), 3):>8}{show(one.get('p50_ratio_to_c'), 2):>6}"
              f"{show(many.get('server_cpu_us_per_request'), 1):>8}µ{errors:>5}")
print("(req/s@50 and p99@50 in ms with 50 connections; p50@1 in ms with one; xC = ratio to the C server on the same "
      "bytes; CPU/req = server CPU µs per request at 50 connections)\n")
print(f"start to first response: {show(start, 1)} ms (median of {len(report['startup']['later_starts_ms'])} later starts; first start "
      f"{show(report['startup']['first_start_ms'], 1)} ms; the C reference {show(report['startup']['c_reference_start_ms'], 1)} ms; spawn to first 200, polled every"
      " 0.5 ms)")
print("RSS: idle {idle_rss_mib} MiB, after the page runs {rss_after_page_runs_mib} MiB, after 10,000 days "
      "{rss_after_10000_days_mib} MiB, after a repeat {rss_after_10000_days_repeat_mib} MiB, with the event clients "
      "{rss_with_event_clients_mib} MiB; idle: C {c_idle_rss_mib} MiB, HTTPServer alone {httpserver_alone_idle_rss_mib}"
      " MiB".format(**{k: show(v, 1) for k, v in memory.items()}))
for name, values in events.items():
    label = "Hearth" if name == "hearth" else "HTTPServer alone"
    print(f"events on {label}: {show(values.get('connected'))} clients connected in {show(values.get('connect_ms'))} ms;"
          f" broadcast p50 {show(values.get('broadcast_p50_ms'), 1)} / p99 {show(values.get('broadcast_p99_ms'), 1)}"
          f" / max {show(values.get('broadcast_max_ms'), 1)} ms (missed {show(values.get('broadcast_missed'))}),"
          f" server CPU {show(values.get('broadcast_server_cpu_ms'), 1)} ms per broadcast;"
          f" idle CPU {show(values.get('idle_cpu_ms'))} ms in {show(values.get('idle_seconds'))} s;"
          f" held {show(values.get('hold_seconds'))} s with {show(values.get('stream_ends'))} stream ends;"
          f" {show(values.get('reconnected'))} back {show(values.get('reconnect_ms'))} ms after a restart")
if micro:
    print("\nmicro benchmarks (median):")
    for item in micro:
        print(f"  {item['name']:<44}{show((item['median_ns'] or 0) / 1e6, 3):>10} ms")
print("\ngoals (issue 7):")
for item in goals:
    mark = "met   " if item["met"] else ("MISSED" if item["met"] is not None else "n/a   ")
    print(f"  {mark} {item['goal']}: {show(item['value'], 2)} (limit {item['limit']})")
print(f"\nwritten: {latest_path}")
