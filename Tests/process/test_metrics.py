"""`GET /metrics` and `--log-format json` on a live server, read from outside: Prometheus' own checker
(`promtool check metrics`, Debian's `prometheus`) passes after real traffic (requests, an alarm that rings and is
snoozed), a request moves its route's counter, a client that may not change things is refused, and with
`--log-format json` every line the server writes to stderr is JSON, a request's lines with its route and status."""

from __future__ import annotations

import json
import os
import re
import shutil
import subprocess
import time
import urllib.error
import urllib.request
import uuid

import pytest

from hearth_server import BINARY, WEB_DIR, Server

CODE = "metrics-code-4821"


def metrics_text(server: Server, headers: dict[str, str] | None = None) -> tuple[int, str, dict[str, str]]:
    request = urllib.request.Request(f"http://127.0.0.1:{server.port}/metrics", headers=headers or {})
    try:
        with urllib.request.urlopen(request, timeout=30) as response:
            return response.status, response.read().decode(), dict(response.headers)
    except urllib.error.HTTPError as error:
        return error.code, error.read().decode(), dict(error.headers)


def sample(text: str, name: str, **labels: str) -> float | None:
    """The value of the series `name{labels}` (labels in any order), or None when it is not there."""
    for line in text.splitlines():
        match = re.fullmatch(r"([a-z_]+)(?:\{(.*)\})? (\S+)", line)
        if not match or match.group(1) != name:
            continue
        found = dict(re.findall(r'(\w+)="((?:[^"\\]|\\.)*)"', match.group(2) or ""))
        if found == labels:
            return float(match.group(3))
    return None


def promtool(text: str) -> subprocess.CompletedProcess:
    tool = shutil.which("promtool")
    assert tool, "promtool is missing: make test-deps installs Debian's prometheus"
    return subprocess.run([tool, "check", "metrics"], input=text, capture_output=True, text=True, timeout=60)


@pytest.fixture(scope="module")
def ringing_server():
    """A server whose test clock starts two seconds before a Thursday 07:00, with JSON logs at debug level."""
    server = Server("--test-clock", "2026-10-01T06:59:58Z", "--time-zone", "UTC", "--alarm-check-seconds", "1",
                    "--log-format", "json", "--log-level", "debug")
    yield server
    server.stop()


def test_metrics_pass_promtool_after_requests_and_an_alarm_that_rang_and_was_snoozed(ringing_server):
    server = ringing_server
    status, alarm = server.json("POST", "/api/v1/alarms", {"time": "07:00", "repeatDays": ["thu"]})
    assert status == 201, alarm
    deadline = time.monotonic() + 60
    while time.monotonic() < deadline and not server.json("GET", "/api/v1/ringing")[1]:
        time.sleep(0.5)
    status, ringing = server.json("POST", f"/api/v1/alarms/{alarm['id']}/snooze", {"minutes": 9})
    assert status == 200, ringing
    status, day = server.json("POST", "/api/v1/days", {"title": "Metrics day", "date": "2026-12-24"})
    assert status == 201, day
    for path in ["/", "/display", "/healthz", f"/days/{uuid.uuid4()}", "/no-such-page"]:
        server.request("GET", path)

    status, text, headers = metrics_text(server)

    assert status == 200 and headers["Content-Type"].startswith("text/plain; version=0.0.4"), (status, headers)
    checked = promtool(text)
    assert checked.returncode == 0, checked.stdout + checked.stderr + text
    assert sample(text, "hearth_alarms_rung_total") >= 1, text
    assert sample(text, "hearth_alarms_snoozed_total") == 1, text
    assert sample(text, "hearth_http_requests_total", method="POST", route="/api/v1/days", status="2xx") == 1
    # A path with an id is counted under its route's pattern, an unknown path under `unmatched`
    assert sample(text, "hearth_http_requests_total", method="GET", route="/days/{id}", status="4xx") == 1, text
    assert sample(text, "hearth_http_requests_total", method="GET", route="unmatched", status="4xx") == 1, text
    assert "/no-such-page" not in text
    assert sample(text, "hearth_build_info", version=server.json("GET", "/healthz")[1]["version"],
                  commit=re.search(r'commit="([^"]*)"', text).group(1)) == 1
    assert sample(text, "hearth_backup_last_result", state="none") == 1, text
    assert sample(text, "hearth_speaker_state", state="off") == 1, text


def test_a_request_moves_its_routes_counter_and_histogram(ringing_server):
    server = ringing_server
    _, before, _ = metrics_text(server)
    labels = {"method": "GET", "route": "/healthz", "status": "2xx"}
    count = sample(before, "hearth_http_requests_total", **labels) or 0
    for _ in range(3):
        assert server.request("GET", "/healthz")[0] == 200

    _, after, _ = metrics_text(server)

    assert sample(after, "hearth_http_requests_total", **labels) == count + 3, after
    assert sample(after, "hearth_http_request_duration_seconds_count", **labels) == count + 3, after
    assert sample(after, "hearth_http_request_duration_seconds_bucket", **labels, le="+Inf") == count + 3


def test_json_logs_are_one_object_a_line_and_a_requests_lines_carry_its_route_and_status(ringing_server):
    server = ringing_server
    status, day = server.json("POST", "/api/v1/days", {"title": "Logged day", "date": "2027-01-02"})
    assert status == 201, day
    assert server.request("GET", f"/days/{uuid.uuid4()}")[0] == 404
    for _ in range(3):  # answered on the worker thread, from the health check kept for a second
        assert server.request("GET", "/healthz")[0] == 200
    time.sleep(0.5)

    lines = [line for line in server.log_text().splitlines() if line.strip()]

    assert lines
    entries = [json.loads(line) for line in lines]  # every line, not only the request's
    created = [entry for entry in entries if entry["message"] == "Day created"
               and entry.get("metadata", {}).get("id") == day["id"]]
    assert [(entry["route"], entry["status"], entry["method"]) for entry in created] == [("/api/v1/days", 201, "POST")]
    answered = [entry for entry in entries if entry["message"] == "Answered" and entry["route"] == "/days/{id}"]
    assert answered and all(entry["status"] == 404 for entry in answered), answered
    health = [entry for entry in entries if entry["message"] == "Answered" and entry["route"] == "/healthz"]
    assert len(health) >= 3 and all(entry["status"] == 200 for entry in health), health
    assert all("status" in entry for entry in entries if "route" in entry)


def test_a_client_that_may_not_change_things_is_refused_and_the_access_code_lets_it_read():
    # Loopback is not trusted here, so the test's own requests come from an untrusted client
    server = Server("--no-trust-loopback", "--access-code", CODE)
    try:
        status, text, headers = metrics_text(server)
        assert status == 401 and "access code" in text and headers["WWW-Authenticate"].startswith("Bearer"), text
        assert "hearth_http_requests_total" not in text
        status, text, _ = metrics_text(server, {"Authorization": "Bearer wrong-code-123"})
        assert status == 401, text
        status, text, _ = metrics_text(server, {"Authorization": f"Bearer {CODE}"})
        assert status == 200 and promtool(text).returncode == 0, text
    finally:
        server.stop()


def test_a_trusted_network_reads_metrics_without_the_code():
    server = Server("--no-trust-loopback", "--trusted-network", "127.0.0.0/8", "--access-code", CODE)
    try:
        status, text, _ = metrics_text(server)
        assert status == 200 and "hearth_build_info" in text, text
    finally:
        server.stop()


@pytest.mark.parametrize(("args", "env", "named"), [
    (["--log-format", "xml"], {}, "--log-format"),
    ([], {"HEARTH_LOG_FORMAT": "yaml"}, "HEARTH_LOG_FORMAT"),
])
def test_an_unknown_log_format_is_refused_naming_where_it_came_from(tmp_path, args, env, named):
    result = subprocess.run([BINARY, "serve", "--port", "0", "--data-dir", str(tmp_path), "--web-dir", WEB_DIR, *args],
                            capture_output=True, text=True, timeout=60, env={**os.environ, **env})
    assert result.returncode != 0
    assert named in result.stderr and "text or json" in result.stderr, result.stderr
