"""Every backup Hearth writes, Hearth restores: 100,000 days (the most a CSV import brings) go out as JSON, CSV and
iCalendar and come back into an empty server through `POST /api/v1/import`, whose body is streamed to a temporary
file with a limit of its own (past the general body limit). Every server here runs in a memory cgroup of 256 MiB
(no swap; see test_memory.py): each import and each export must keep it alive, never OOM-killed, with its peak RSS
under that bound. The files are made once for the module. Part of `make test`; the times and peaks are printed
(`-s`).
"""

from __future__ import annotations

import json
import os
import re
import time
from pathlib import Path

import pytest

from hearth_server import MIB, MemoryCgroup, Server, memory_limit

DAYS = 100_000
CLOCK = ("--test-clock", "2026-03-01T12:00:00Z")
IMPORT_LIMIT = 100_000_000  # the import routes' own body limit (Apps/Hearth/README.md)
BOUND = 256 * MIB  # the memory budget (README)
LIMIT = int(os.environ.get("HEARTH_MEMORY_LIMIT_MIB", "256")) * MIB


def csv_of_days() -> bytes:
    """100,000 days with every kind of value a row carries: quotes, commas, line breaks and Chinese in the text,
    categories, colours, icons, reminders, repeats, pins and fixed instants."""
    kinds = ["countdown", "countUp", "anniversary", "birthday"]
    repeats = ["none", "weekly", "monthly", "yearly"]
    rows = ["id,title,date,kind,repeat,notes,categoryName,categoryColor,color,icon,pinned,reminders,"
            "includeStartDay,createdAt,updatedAt"]
    for index in range(DAYS):
        year, month, day = 2000 + index % 60, 1 + index % 12, 1 + index % 28
        notes = f'"Line one, ""quoted"" {index}\nline two 第{index}天"' if index % 3 == 0 else ""
        category = f"Group {index % 7}" if index % 5 else ""
        color = "#2a6f97" if category else ""
        reminders = "7@09:00;0@08:30" if index % 4 == 0 else ""
        rows.append(
            f"{index:08x}-0000-4000-8000-{index:012x},Day {index} 纪念,{year:04d}-{month:02d}-{day:02d},"
            f"{kinds[index % 4]},{repeats[index % 4]},{notes},{category},{color},"
            f"{'#aa3355' if index % 11 == 0 else ''},{'star' if index % 13 == 0 else ''},"
            f"{'true' if index % 17 == 0 else 'false'},{reminders},{'true' if index % 2 else 'false'},"
            f"2025-01-02T03:04:05.000Z,2025-06-07T08:09:10.000Z")
    return ("\r\n".join(rows) + "\r\n").encode()


def without_stamps(ics: bytes) -> bytes:
    """The calendar without its DTSTAMP lines (the instant of the export)."""
    return re.sub(rb"\r\nDTSTAMP:[^\r]*", b"", ics)


@pytest.fixture(scope="module")
def memory_cgroup():
    with memory_limit(LIMIT) as cgroup:
        yield cgroup


def reset_peak(server: Server) -> None:
    """Starts the server's peak RSS (VmHWM) again from its RSS now, so the next step's peak is its own."""
    Path(f"/proc/{server.process.pid}/clear_refs").write_text("5")


def bounded_step(server: Server, cgroup: MemoryCgroup | None, what: str, step):
    """Runs `step()` (a request to `server`) and checks the server lived through it, never OOM-killed, with a peak
    RSS under BOUND; prints its time and peak. Returns what `step` returns."""
    reset_peak(server)
    started = time.monotonic()
    try:
        result = step()
    except OSError as error:  # the server died while it answered
        result = error
    seconds = time.monotonic() - started
    alive = server.alive()
    peak = server.peak_rss_bytes() if alive else None
    kills = cgroup.oom_kills() if cgroup else 0
    print(f"{what}: {seconds:.1f} s, alive {alive}, peak RSS {peak / MIB if peak else float('nan'):.0f} MiB, "
          f"cgroup OOM kills {kills}")
    assert alive and not isinstance(result, OSError), f"the server died; log tail: {server.log_text()[-2000:]}"
    assert kills == 0
    assert peak < BOUND, f"{what}: peak RSS {peak / MIB:.1f} MiB"
    return result


def export(server: Server, cgroup: MemoryCgroup | None, name: str) -> bytes:
    """The server's export in format `name`, checked to stay within the bound."""
    status, body = bounded_step(
        server, cgroup, f"{name} export", lambda: server.request("GET", f"/api/v1/export?format={name}", timeout=300))
    assert status == 200
    print(f"    {len(body) / 1e6:.1f} MB")
    return body


@pytest.fixture(scope="module")
def exports(memory_cgroup) -> dict[str, bytes]:
    """The 100,000 days exported as JSON, CSV and iCalendar by a server (in the memory cgroup) that imported
    csv_of_days()."""
    source = Server(*CLOCK, cgroup=memory_cgroup)
    try:
        status, report = bounded_step(
            source, memory_cgroup, "csv import of the generated days",
            lambda: source.json("POST", "/api/v1/import?format=csv", csv_of_days(), content_type="text/csv",
                                timeout=300))
        assert status == 200 and len(report["created"]) == DAYS, report.get("error", report.keys())
        files = {name: export(source, memory_cgroup, name) for name in ("json", "csv", "ics")}
        # The answers were sent from unlinked files: nothing is left in the data directory.
        assert not [path.name for path in Path(source.data_dir).rglob("*-tmp-*")]
        return files
    finally:
        source.stop()


def restore(name: str, body: bytes, content_type: str, cgroup: MemoryCgroup | None) -> Server:
    """An empty server in `cgroup` that imported `body`: it created every day, lived and stayed under BOUND."""
    server = Server(*CLOCK, cgroup=cgroup)
    status, report = bounded_step(
        server, cgroup, f"{name} import of {len(body) / 1e6:.1f} MB",
        lambda: server.json("POST", f"/api/v1/import?format={name}", body, content_type=content_type, timeout=300))
    assert status == 200, report
    assert len(report["created"]) == DAYS and not report["skipped"], {k: report[k][:3] for k in report}
    return server


def test_100000_days_round_trip_through_json_csv_and_icalendar_within_the_memory_bound(exports, memory_cgroup):
    original = json.loads(exports["json"])
    assert len(original["days"]) == DAYS

    # JSON: the same categories and days, field for field.
    server = restore("json", exports["json"], "application/json", memory_cgroup)
    try:
        again = json.loads(export(server, memory_cgroup, "json"))
        assert again["days"] == original["days"] and again["categories"] == original["categories"]
    finally:
        server.stop()
    # CSV: the export of the restored days is the same file, byte for byte.
    server = restore("csv", exports["csv"], "text/csv", memory_cgroup)
    try:
        assert export(server, memory_cgroup, "csv") == exports["csv"]
    finally:
        server.stop()
    # iCalendar: the same calendar but for the export's own time stamps.
    server = restore("ics", exports["ics"], "text/calendar", memory_cgroup)
    try:
        assert without_stamps(export(server, memory_cgroup, "ics")) == without_stamps(exports["ics"])
    finally:
        server.stop()


def test_an_import_past_its_limit_is_a_json_413_read_by_the_client_and_changes_nothing():
    server = Server(*CLOCK)
    try:
        status, _ = server.json("POST", "/api/v1/days", {"title": "Kept", "date": "2030-01-01"})
        assert status == 201
        body = b"x" * (IMPORT_LIMIT + 1)
        status, payload = server.request("POST", "/api/v1/import?format=json", body, timeout=120)
        assert status == 413, payload[:300]
        assert json.loads(payload)["error"]["code"] == "content_too_large"
        days = json.loads(server.request("GET", "/api/v1/export?format=json")[1])["days"]
        assert [day["title"] for day in days] == ["Kept"]
    finally:
        server.stop()
