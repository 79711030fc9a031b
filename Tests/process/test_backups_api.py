"""Backups through the running server (issue 18 item 4): /api/v1/backups lists, takes and serves backups, and a
restore (of a listed backup, an upload, or from Settings -> Backups) swaps the database in while the server runs."""

from __future__ import annotations

import json
import re
import sqlite3
import tempfile
import time
import urllib.error
import urllib.request
from pathlib import Path

from hearth_server import DayWriters, Server

CLOCK = ("--test-clock", "2026-03-01T12:00:00Z")
WRITERS = 8


def send(port: int, method: str, path: str, body: bytes | None = None,
         headers: dict | None = None) -> tuple[int, dict, bytes]:
    request = urllib.request.Request(f"http://127.0.0.1:{port}{path}", data=body, method=method,
                                     headers=headers or {})
    try:
        with urllib.request.urlopen(request, timeout=30) as response:
            return response.status, dict(response.headers), response.read()
    except urllib.error.HTTPError as error:
        return error.code, dict(error.headers), error.read()


def titles(server: Server) -> list[str]:
    status, days = server.json("GET", "/api/v1/days")
    assert status == 200
    return [day["title"] for day in (days["days"] if isinstance(days, dict) else days)]


def create_day(server: Server, title: str) -> None:
    status, body = server.json("POST", "/api/v1/days", {"title": title, "date": "2030-01-01"})
    assert status == 201, body


def listing(server: Server) -> dict | None:
    try:
        status, body = server.json("GET", "/api/v1/backups", timeout=5)
    except OSError:
        return None
    return body if status == 200 else None


def wait_for_restore(server: Server, previous: dict | None = None) -> dict:
    """The server is back from a restore: its list shows a `lastRestore` other than `previous`."""
    deadline = time.monotonic() + 90
    while time.monotonic() < deadline:
        answer = listing(server)
        if answer and answer.get("lastRestore") and answer["lastRestore"] != previous:
            return answer["lastRestore"]
        time.sleep(0.1)
    raise AssertionError("the server did not come back from the restore: " + server.log_text()[-3000:])


def test_back_up_download_change_and_restore_through_the_api_and_the_page():
    server = Server(*CLOCK)
    try:
        create_day(server, "Before the backup")
        status, backup = server.json("POST", "/api/v1/backups")
        assert status == 201, backup
        assert backup["kind"] == "manual" and backup["bytes"] > 0
        name = backup["name"]
        assert name in [entry["name"] for entry in listing(server)["backups"]]

        # The download is the database: Python's sqlite3 opens it, it is sound and holds the day.
        status, headers, file = send(server.port, "GET", f"/api/v1/backups/{name}")
        assert status == 200 and headers["Content-Type"] == "application/vnd.sqlite3"
        assert headers["Content-Disposition"] == f'attachment; filename="{name}"'
        copy = Path(tempfile.mkdtemp(prefix="hearth-download-")) / name
        copy.write_bytes(file)
        connection = sqlite3.connect(copy)
        assert connection.execute("PRAGMA integrity_check").fetchall() == [("ok",)]
        assert connection.execute("SELECT title FROM day").fetchall() == [("Before the backup",)]
        connection.close()

        # Restored through the API: the day made after the backup is gone, the one before it is back.
        create_day(server, "After the backup")
        status, started = server.json("POST", f"/api/v1/backups/{name}/restore")
        assert status == 202 and started == {"restoring": name}
        outcome = wait_for_restore(server)
        assert outcome["state"] == "restored" and outcome["restored"] == name, outcome
        assert titles(server) == ["Before the backup"]
        # The database it replaced was backed up first, and is listed.
        assert outcome["savedAs"] in [entry["name"] for entry in listing(server)["backups"]]

        # Restored from Settings -> Backups, after the confirmation page.
        time.sleep(1.1)  # the next safety backup is named for another second
        create_day(server, "After the first restore")
        status, headers, page = send(server.port, "GET", f"/settings/backups/{name}/restore",
                                     headers={"Accept": "text/html"})
        assert status == 200 and "This replaces everything since." in page.decode()
        cookie = re.search(r"hearth_csrf=([^;]+)", headers.get("Set-Cookie", "")).group(1)
        status, _, page = send(server.port, "POST", f"/settings/backups/{name}/restore",
                               f"_csrf={cookie}".encode(), {
                                   "Content-Type": "application/x-www-form-urlencoded",
                                   "Cookie": f"hearth_csrf={cookie}", "Origin": f"http://127.0.0.1:{server.port}",
                                   "Accept": "text/html"})
        assert status == 202 and 'http-equiv="refresh"' in page.decode()
        second = wait_for_restore(server, outcome)
        assert second["state"] == "restored"
        assert titles(server) == ["Before the backup"]
        status, _, page = send(server.port, "GET", "/settings/backups?restored=1", headers={"Accept": "text/html"})
        assert status == 200 and f"Restored {name}." in page.decode()
    finally:
        server.stop()


def test_a_restore_while_8_writers_run_keeps_every_write_acknowledged_before_the_backup():
    server = Server(*CLOCK)

    def write(title: str) -> int | None:
        try:
            status, _, _ = send(server.port, "POST", "/api/v1/days",
                                json.dumps({"title": title, "date": "2030-01-01"}).encode(),
                                {"Content-Type": "application/json"})
        except OSError:
            return None  # the server is restarting: not acknowledged, tried again as a new day
        return status

    with DayWriters(WRITERS, write) as writers:
        writers.wait_for(200)
        before = set(writers.titles())
        status, backup = server.json("POST", "/api/v1/backups")
        assert status == 201, backup
        writers.wait_for(len(before) + 200)
        status, _ = server.json("POST", f"/api/v1/backups/{backup['name']}/restore")
        assert status == 202
        outcome = wait_for_restore(server)
        back = time.monotonic()
        while sum(1 for at, _ in writers.acknowledged if at > back) < 50:
            time.sleep(0.05)
    acknowledged, refused = writers.acknowledged, writers.refused
    try:
        assert outcome["state"] == "restored", outcome
        status, days = server.json("GET", "/api/v1/days")
        served = days["days"] if isinstance(days, dict) else days
        served_titles = {day["title"] for day in served}
        # Every write acknowledged before the backup is there, and every one after the server came back.
        assert before <= served_titles, sorted(before - served_titles)[:5]
        after = {title for at, title in acknowledged if at > back}
        assert after <= served_titles, sorted(after - served_titles)[:5]
        # None is half-applied: every day is whole.
        assert all(day["date"] == "2030-01-01" and day["title"].startswith("Writer ") for day in served)
        assert set(refused) <= {503}, set(refused)
        print(f"{len(before)} acknowledged before the backup, {len(acknowledged)} in all, "
              f"{len(refused)} refused with 503 while restoring")
    finally:
        server.stop()


def test_a_bad_file_or_name_is_refused_naming_the_field_and_changes_nothing():
    server = Server(*CLOCK)
    try:
        create_day(server, "Kept")
        status, backup = server.json("POST", "/api/v1/backups")
        assert status == 201
        _, _, good = send(server.port, "GET", f"/api/v1/backups/{backup['name']}")
        folder = Path(tempfile.mkdtemp(prefix="hearth-bad-"))
        corrupt = bytearray(good)
        corrupt[4096 + 100:4096 * 3] = b"\xff" * (4096 * 3 - 4096 - 100)
        newer = folder / "newer.sqlite"
        newer.write_bytes(good)
        connection = sqlite3.connect(newer)
        with connection:
            connection.execute("INSERT INTO grdb_migrations VALUES ('v99-from-the-future')")
        connection.close()
        foreign = folder / "foreign.sqlite"
        connection = sqlite3.connect(foreign)
        with connection:
            connection.execute("CREATE TABLE notes (text TEXT)")
        connection.close()
        for body, words in [(b"not a database" * 100, "not a sound database"),
                            (bytes(corrupt), "not a sound database"),
                            (newer.read_bytes(), "newer Hearth"),
                            (foreign.read_bytes(), "not a Hearth one")]:
            status, _, answer = send(server.port, "POST", "/api/v1/backups/restore", body,
                                     {"Content-Type": "application/vnd.sqlite3"})
            error = json.loads(answer)["error"]
            assert status == 422 and error["field"] == "file" and error["code"] == "invalid_field", answer
            assert words in error["message"], error
        # Names: only those the list shows; nothing outside the folder.
        # (a dot segment is refused by the HTTP layer before any route, 400 malformed_path)
        for path in ["/api/v1/backups/hearth.sqlite", "/api/v1/backups/..%2Fhearth.sqlite",
                     "/api/v1/backups/hearth-20260301T120000Z.sqlite", "/api/v1/backups/hearth.sqlite/restore"]:
            status, _, answer = send(server.port, "POST" if path.endswith("/restore") else "GET", path)
            code = json.loads(answer)["error"]["code"]
            assert (status, code) in {(404, "not_found"), (400, "malformed_path")}, (path, answer)
        status, _, answer = send(server.port, "POST", "/api/v1/backups/restore", good, {"Content-Type": "text/plain"})
        assert status == 415 and "error" in json.loads(answer)
        # Nothing changed: the same day, no restore, the server still writes.
        assert titles(server) == ["Kept"]
        assert "lastRestore" not in listing(server)
        create_day(server, "Still writing")
    finally:
        server.stop()
