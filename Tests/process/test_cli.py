"""The `hearth` commands a household runs beside the server, as real processes on real data folders: `export` (read
by Python's json and csv modules and the `icalendar` package, the same bytes as the API), `import` (round trips,
`--dry-run`, refused files, a running server), `check` (a sound folder, a damaged database, a bad configuration, a
nearly full disk), `access-code reset` against a running server, and every command's `--help` and usage exit status.
"""

from __future__ import annotations

import csv
import io
import json
import os
import re
import shutil
import sqlite3
import subprocess
import tempfile
import urllib.error
import urllib.request
from pathlib import Path

import icalendar
import pytest

from hearth_server import BINARY, WEB_DIR, Server

ZONE = ("--time-zone", "UTC")
HEADER = ("id,title,date,kind,repeat,notes,categoryName,categoryColor,color,icon,pinned,reminders,includeStartDay,"
          "createdAt,updatedAt")
DAYS = [
    "11111111-0000-4000-8000-000000000001,Mum's birthday,1961-04-12,birthday,yearly,"
    '"Call her, ""early"" —\nbefore work",Family,#e4572e,,cake,true,7@09:00;0@08:30,false,'
    "2025-01-02T03:04:05.000Z,2025-06-07T08:09:10.000Z",
    "11111111-0000-4000-8000-000000000002,Trip to 大阪,2027-03-20,countdown,none,,Travel,#2a6f97,#aa3355,,false,,"
    "false,2025-01-02T03:04:05.000Z,",
    "11111111-0000-4000-8000-000000000003,Bins,2026-01-05,countdown,weekly,,,,,,false,,false,"
    "2025-01-02T03:04:05.000Z,",
]


def csv_file(rows: list[str]) -> bytes:
    return ("\r\n".join([HEADER, *rows]) + "\r\n").encode()


def hearth(*args: str, env: dict | None = None, timeout: float = 120) -> subprocess.CompletedProcess:
    return subprocess.run([BINARY, *args], capture_output=True, timeout=timeout, env={**os.environ, **(env or {})})


def data_dir() -> str:
    return tempfile.mkdtemp(prefix="hearth-cli-")


def write(tmp: Path, name: str, content: bytes) -> str:
    path = tmp / name
    path.write_bytes(content)
    return str(path)


def export(directory: str, fmt: str) -> bytes:
    result = hearth("export", "--format", fmt, "--data-dir", directory, *ZONE)
    assert result.returncode == 0, result.stderr.decode()
    return result.stdout


def without_stamps(ics: bytes) -> bytes:
    return re.sub(rb"\r\nDTSTAMP:[^\r]*", b"", ics)


def without_export_instant(backup: bytes) -> dict:
    document = json.loads(backup)
    document.pop("exportedAt")
    return document


def test_export_while_the_server_runs_is_the_apis_file_and_outside_tools_read_it(tmp_path):
    server = Server(*ZONE)
    try:
        status, report = server.json("POST", "/api/v1/import?format=csv", csv_file(DAYS), content_type="text/csv")
        assert status == 200 and report["daysCreated"] == 3, report
        api = {fmt: server.request("GET", f"/api/v1/export?format={fmt}")[1] for fmt in ("json", "csv", "ics")}
        cli = {fmt: export(server.data_dir, fmt) for fmt in ("csv", "json")}
        ics_path = tmp_path / "days.ics"
        result = hearth("export", "--format", "ics", "--to", str(ics_path), "--data-dir", server.data_dir, *ZONE)
        assert result.returncode == 0 and result.stdout == b"", result.stderr.decode()
        cli["ics"] = ics_path.read_bytes()
        assert server.alive(), "the server runs on after the exports"
    finally:
        server.stop()
    assert cli["csv"] == api["csv"]
    assert without_export_instant(cli["json"]) == without_export_instant(api["json"])
    assert without_stamps(cli["ics"]) == without_stamps(api["ics"])

    rows = list(csv.DictReader(io.StringIO(cli["csv"].decode())))
    assert [row["title"] for row in rows] == ["Mum's birthday", "Trip to 大阪", "Bins"]
    assert rows[0]["notes"] == 'Call her, "early" —\nbefore work' and rows[0]["categoryName"] == "Family"
    backup = json.loads(cli["json"])
    assert {day["title"] for day in backup["days"]} == {"Mum's birthday", "Trip to 大阪", "Bins"}
    assert {category["name"] for category in backup["categories"]} >= {"Family", "Travel"}
    calendar = icalendar.Calendar.from_ical(cli["ics"])
    events = {str(event["SUMMARY"]): event for event in calendar.walk("VEVENT")}
    assert set(events) == {"Mum's birthday", "Trip to 大阪", "Bins"}
    assert events["Trip to 大阪"].decoded("DTSTART").isoformat() == "2027-03-20"
    assert str(events["Bins"]["RRULE"].to_ical().decode()).startswith("FREQ=WEEKLY")


def test_import_then_export_round_trips_through_csv_and_json(tmp_path):
    first, second = data_dir(), data_dir()
    result = hearth("import", write(tmp_path, "days.csv", csv_file(DAYS)), "--data-dir", first, *ZONE)
    assert result.returncode == 0, result.stderr.decode()
    assert "3 created" in result.stdout.decode()
    backup = export(first, "json")
    result = hearth("import", write(tmp_path, "backup.json", backup), "--data-dir", second, *ZONE)
    assert result.returncode == 0, result.stderr.decode()
    assert without_export_instant(export(second, "json")) == without_export_instant(backup)
    assert export(second, "csv") == export(first, "csv")
    # A server started on the imported folder serves the same days.
    server = Server(*ZONE, data_dir=second)
    try:
        status, listed = server.json("GET", "/api/v1/days")
        assert status == 200
        titles = {day["title"] for day in (listed["days"] if isinstance(listed, dict) else listed)}
        assert titles == {"Mum's birthday", "Trip to 大阪", "Bins"}
    finally:
        server.stop()


def test_a_dry_run_reports_and_changes_nothing(tmp_path):
    directory = data_dir()
    assert hearth("import", write(tmp_path, "a.csv", csv_file(DAYS[:1])), "--data-dir", directory).returncode == 0
    before = export(directory, "csv")
    changed = DAYS[0].replace("Mum's birthday", "Mother's birthday")
    result = hearth("import", write(tmp_path, "b.csv", csv_file([changed, *DAYS[1:]])), "--dry-run", "--json",
                    "--data-dir", directory)
    assert result.returncode == 0, result.stderr.decode()
    report = json.loads(result.stdout)
    assert report["dryRun"] and report["daysCreated"] == 2 and report["daysUpdated"] == 1
    assert report["updated"][0]["changes"] == ["title"]
    assert export(directory, "csv") == before
    lines = hearth("import", str(tmp_path / "b.csv"), "--dry-run", "--data-dir", directory).stdout.decode()
    assert "would update line 2: Mother's birthday" in lines and "nothing changed" in lines
    assert export(directory, "csv") == before
    # Against a folder with no database yet: planned against nothing, and still nothing is made.
    empty = data_dir()
    assert hearth("import", str(tmp_path / "b.csv"), "--dry-run", "--data-dir", empty).returncode == 0
    assert os.listdir(empty) == []


@pytest.mark.parametrize("name, content, mentions", [
    ("no-date.csv", b"title,when\r\nBins,2026-01-05\r\n", ["line 1", "date"]),
    ("twice.csv", b"title,date,title\r\nBins,2026-01-05,x\r\n", ["line 1", "title"]),
    ("broken.json", b'{"version": 1, "days": [', ["not imported", "not a JSON backup"]),
    ("empty.ics", b"BEGIN:VCALENDAR\r\nEND:VEVENT\r\n", ["line 2", "VEVENT"]),
])
def test_a_file_that_cannot_be_read_is_refused_on_stderr_and_changes_nothing(tmp_path, name, content, mentions):
    directory = data_dir()
    assert hearth("import", write(tmp_path, "a.csv", csv_file(DAYS)), "--data-dir", directory).returncode == 0
    before = export(directory, "json")
    result = hearth("import", write(tmp_path, name, content), "--data-dir", directory)
    assert result.returncode == 1
    assert result.stdout == b""
    for mention in mentions:
        assert mention in result.stderr.decode(), result.stderr.decode()
    assert without_export_instant(export(directory, "json")) == without_export_instant(before)


def test_skipped_records_are_named_by_line_and_field_and_the_rest_imported(tmp_path):
    directory = data_dir()
    bad = DAYS[2].replace("2026-01-05", "2026-02-30")
    result = hearth("import", write(tmp_path, "days.csv", csv_file([*DAYS[:2], bad])), "--data-dir", directory)
    assert result.returncode == 0, result.stderr.decode()
    output = result.stdout.decode()
    # The first record's notes span two lines, so the third record starts on line 5.
    assert "skipped line 5 (Bins): date: " in output, output
    assert "warning: 1 record was skipped" in result.stderr.decode(), result.stderr.decode()
    assert len(json.loads(export(directory, "json"))["days"]) == 2


def test_import_is_refused_while_a_server_runs_and_works_once_it_is_gone(tmp_path):
    directory = data_dir()
    file = write(tmp_path, "days.csv", csv_file(DAYS))
    server = Server(*ZONE, data_dir=directory)
    try:
        result = hearth("import", file, "--data-dir", directory)
        assert result.returncode == 1
        message = result.stderr.decode()
        assert "server" in message and f"http://127.0.0.1:{server.port}/api/v1/import?format=csv" in message, message
        assert server.json("GET", "/api/v1/export?format=json")[1]["days"] == []
        # What the message says to do works: the same file through the server.
        status, report = server.json("POST", "/api/v1/import?format=csv", Path(file).read_bytes(),
                                     content_type="text/csv")
        assert status == 200 and report["daysCreated"] == 3
        assert hearth("import", file, "--dry-run", "--data-dir", directory).returncode == 0, "a dry run only reads"
    finally:
        server.stop()
    assert hearth("import", file, "--data-dir", directory).returncode == 0, "a stopped server no longer blocks"
    # A server killed with SIGKILL leaves its lock file behind but holds no lock.
    killed = Server(*ZONE, data_dir=directory)
    killed.process.kill()
    killed.process.wait(timeout=30)
    killed.stop()
    assert (Path(directory) / "server.lock").exists()
    result = hearth("import", file, "--data-dir", directory)
    assert result.returncode == 0, result.stderr.decode()


@pytest.mark.parametrize("damage", ["overwrite", "truncate"])
def test_check_passes_a_sound_installation_and_names_a_damaged_database(tmp_path, damage):
    directory = data_dir()
    rows = [f"22222222-0000-4000-8000-{index:012x},Day {index},2026-01-05,countdown,none,{'x' * 400},,,,,false,,"
            "false,2025-01-02T03:04:05.000Z," for index in range(2000)]
    result = hearth("import", write(tmp_path, "many.csv", csv_file(rows)), "--data-dir", directory)
    assert result.returncode == 0 and "2000 created" in result.stdout.decode(), result.stdout.decode()[:300]
    result = hearth("check", "--data-dir", directory, "--web-dir", WEB_DIR)
    assert result.returncode == 0, result.stdout.decode() + result.stderr.decode()
    output = result.stdout.decode()
    for part in ("configuration", "web folder", "database", "disk"):
        assert re.search(rf"^ok +{part}:", output, re.M), output
    assert "integrity_check ok" in output

    database = Path(directory) / "hearth.sqlite"
    with sqlite3.connect(database) as connection:
        connection.execute("PRAGMA wal_checkpoint(TRUNCATE)")
    size = database.stat().st_size
    assert size > 200_000
    with open(database, "r+b") as file:  # the header stays; pages in the middle are garbage, or the end is gone
        if damage == "overwrite":
            file.seek(size // 3)
            file.write(bytes((index * 37) % 256 for index in range(size // 3)))
        else:
            file.truncate(size // 2)
    result = hearth("check", "--data-dir", directory, "--web-dir", WEB_DIR)
    assert result.returncode == 1
    output = result.stdout.decode()
    assert re.search(r"^problem +database: .*hearth\.sqlite", output, re.M), output
    assert "restore a backup" in output
    assert "database" in result.stderr.decode()
    assert re.search(r"^ok +web folder", output, re.M)


def test_check_names_a_bad_configuration_and_a_broken_web_folder(tmp_path):
    directory = data_dir()
    result = hearth("check", "--data-dir", directory, "--web-dir", WEB_DIR, env={"HEARTH_PORT": "eighty"})
    assert result.returncode == 1
    assert re.search(r"^problem +configuration: HEARTH_PORT", result.stdout.decode(), re.M), result.stdout.decode()
    web = tmp_path / "web"
    shutil.copytree(WEB_DIR, web)
    (web / "templates" / "days.mustache").write_text("{{#days}} never closed")
    result = hearth("check", "--data-dir", directory, "--web-dir", str(web))
    assert result.returncode == 1
    assert re.search(r"^problem +web folder: .*days", result.stdout.decode(), re.M), result.stdout.decode()
    assert hearth("check", "--no-such-flag").returncode == 2


def bearer_write(port: int, code: str) -> int:
    request = urllib.request.Request(
        f"http://127.0.0.1:{port}/api/v1/days", method="POST",
        data=json.dumps({"title": "Test", "date": "2026-05-01", "kind": "countdown"}).encode(),
        headers={"Content-Type": "application/json", "Authorization": f"Bearer {code}"})
    try:
        with urllib.request.urlopen(request, timeout=60) as answer:
            return answer.status
    except urllib.error.HTTPError as error:
        return error.code


def test_access_code_reset_replaces_the_code_of_a_running_server():
    server = Server(*ZONE, "--no-trust-loopback", "--access-code", "314159")
    try:
        assert bearer_write(server.port, "314159") == 201
        result = hearth("access-code", "reset", "--data-dir", server.data_dir)
        assert result.returncode == 0, result.stderr.decode()
        code = re.search(r"New access code: (\d{4}-\d{4})", result.stdout.decode()).group(1)
        assert bearer_write(server.port, "314159") == 401
        assert bearer_write(server.port, code) == 201
        result = hearth("access-code", "reset", "--code", "2468-1357", "--data-dir", server.data_dir)
        assert result.returncode == 0 and "New access code: 2468-1357" in result.stdout.decode()
        assert bearer_write(server.port, code) == 401
        assert bearer_write(server.port, "2468-1357") == 201
        result = hearth("access-code", "reset", "--code", "12", "--data-dir", server.data_dir)
        assert result.returncode == 2 and "--code" in result.stderr.decode()
        assert bearer_write(server.port, "2468-1357") == 201, "a refused code changes nothing"
    finally:
        server.stop()


@pytest.mark.parametrize("command", [
    ["serve"], ["access-code"], ["access-code", "reset"], ["kiosk"], ["check"], ["export"], ["import"],
    ["expand-ics"], ["version"],
])
def test_every_command_has_help_with_an_abstract_and_its_exit_codes(command):
    result = hearth(*command, "--help")
    assert result.returncode == 0, result.stderr.decode()
    text = result.stdout.decode()
    assert re.match(r"OVERVIEW: \S.*\n", text), text[:200]
    assert "Exit codes:" in text, text


@pytest.mark.parametrize("args", [
    ["export", "--format", "xml"], ["import"], ["import", "days.txt"], ["no-such-command"], ["version", "--nope"],
])
def test_usage_errors_go_to_stderr_with_status_2(args):
    result = hearth(*args)
    assert result.returncode == 2
    assert result.stdout == b"" and result.stderr.strip(), result


def test_export_of_a_folder_without_a_database_is_an_error_on_stderr():
    directory = data_dir()
    result = hearth("export", "--data-dir", directory)
    assert result.returncode == 1 and result.stdout == b""
    assert "no database" in result.stderr.decode() and "--data-dir" in result.stderr.decode()
    assert os.listdir(directory) == []


def test_check_warns_when_the_data_directorys_disk_is_nearly_full():
    if os.geteuid() != 0:
        pytest.skip("mounting a tmpfs needs root (make test runs as root on CI)")
    folder = tempfile.mkdtemp(prefix="hearth-small-")
    subprocess.run(["mount", "-t", "tmpfs", "-o", "size=64m", "tmpfs", folder], check=True)
    try:
        result = hearth("check", "--data-dir", folder + "/data", "--web-dir", WEB_DIR)
        assert result.returncode == 1
        output = result.stdout.decode()
        assert re.search(rf"^warning +disk: only 6\d MB free at {folder}/data \(under 104 MB\)", output, re.M), output
        assert "disk" in result.stderr.decode()
    finally:
        subprocess.run(["umount", "-l", folder], check=False)
        os.rmdir(folder)
