"""`hearth backup` and `hearth restore`, run as a person runs them: against a live server taking writes from 8
writers, with the result checked by the `sqlite3` tool, and every refusal (damaged file, a newer Hearth's database,
a server running) with its exit code and its message on stderr.
"""

from __future__ import annotations

import shutil
import sqlite3
import subprocess
import tempfile
import socket
import fcntl
import os
import threading
from pathlib import Path

from hearth_server import BINARY, WEB_DIR, DayWriters, Server

CLOCK = ("--test-clock", "2026-03-01T12:00:00Z")
WRITERS = 8


def hearth(*args: str) -> subprocess.CompletedProcess:
    return subprocess.run([BINARY, *args], capture_output=True, text=True, timeout=120)


def sqlite(path: Path, sql: str) -> str:
    return subprocess.run(["sqlite3", str(path), sql], capture_output=True, text=True, check=True).stdout.strip()


def backed_up_then_restored(server: Server) -> tuple[Path, subprocess.CompletedProcess]:
    """Adds the day "In the backup", backs up with `hearth backup`, adds "After it", then runs `hearth restore` of that
    backup against the running server: the backup file and the restore's result."""
    status, _ = server.json("POST", "/api/v1/days", {"title": "In the backup", "date": "2030-01-01"})
    assert status == 201
    backup = Path(tempfile.mkdtemp(prefix="hearth-backup-")) / "copy.sqlite"
    assert hearth("backup", "--to", str(backup), "--data-dir", server.data_dir).returncode == 0
    status, _ = server.json("POST", "/api/v1/days", {"title": "After it", "date": "2030-01-01"})
    assert status == 201
    return backup, hearth("restore", str(backup), "--data-dir", server.data_dir)


def day_titles(server: Server) -> list[str]:
    """The titles of the server's days, as its API lists them."""
    status, days = server.json("GET", "/api/v1/days")
    assert status == 200
    return [day["title"] for day in (days["days"] if isinstance(days, dict) else days)]


def test_a_backup_taken_while_8_writers_run_restores_every_acknowledged_write():
    server = Server(*CLOCK)
    backup = Path(tempfile.mkdtemp(prefix="hearth-backup-")) / "copy.sqlite"
    try:
        with DayWriters(WRITERS, lambda title: server.json(
                "POST", "/api/v1/days", {"title": title, "date": "2030-01-01"})[0]) as writers:
            writers.wait_for(200)
            before = writers.titles()
            result = hearth("backup", "--to", str(backup), "--data-dir", server.data_dir)
            assert result.returncode == 0, result.stderr
            during = len(writers.acknowledged)
        assert writers.refused == []
    finally:
        server.stop()
    print(f"{len(before)} writes acknowledged before the backup, {during - len(before)} while it ran")
    assert sqlite(backup, "PRAGMA integrity_check") == "ok"
    restored = hearth("restore", str(backup), "--data-dir", server.data_dir)
    assert restored.returncode == 0, restored.stderr
    database = Path(server.data_dir) / "hearth.sqlite"
    assert sqlite(database, "PRAGMA integrity_check") == "ok"
    titles = set(sqlite(database, "SELECT title FROM day").splitlines())
    assert set(before) <= titles
    # The database it replaced was kept, and the server starts on the restored one and serves those days.
    assert any(p.name.startswith("hearth-2") for p in (Path(server.data_dir) / "backups").iterdir())
    again = Server(*CLOCK, data_dir=server.data_dir)
    try:
        status, days = again.json("GET", "/api/v1/days")
        assert status == 200
        served = {day["title"] for day in (days["days"] if isinstance(days, dict) else days)}
        assert set(before) <= served
    finally:
        again.stop()


def test_restore_refuses_a_damaged_file_a_newer_database_and_a_missing_one():
    data = tempfile.mkdtemp(prefix="hearth-restore-")
    server = Server(*CLOCK, data_dir=data)
    server.stop()
    original = sqlite(Path(data) / "hearth.sqlite", "SELECT count(*) FROM grdb_migrations")
    folder = Path(tempfile.mkdtemp(prefix="hearth-files-"))
    damaged = folder / "damaged.sqlite"
    damaged.write_bytes(b"not a database" * 100)
    newer = folder / "newer.sqlite"
    shutil.copy(Path(data) / "hearth.sqlite", newer)
    connection = sqlite3.connect(newer)
    with connection:
        connection.execute("INSERT INTO grdb_migrations VALUES ('v99-from-the-future')")
    connection.close()  # the last connection folds its WAL into the file
    for file, words in [(damaged, "not a sound database"), (newer, "newer Hearth")]:
        result = hearth("restore", str(file), "--data-dir", data)
        assert result.returncode == 3, result
        assert words in result.stderr and result.stdout == ""
    missing = hearth("restore", str(folder / "absent.sqlite"), "--data-dir", data)
    assert missing.returncode == 3 and "cannot be read" in missing.stderr
    assert sqlite(Path(data) / "hearth.sqlite", "SELECT count(*) FROM grdb_migrations") == original
    assert not (Path(data) / "backups").exists()
    # A server refuses the newer database at start, naming both versions.
    shutil.copy(newer, Path(data) / "hearth.sqlite")
    for suffix in ("-wal", "-shm"):
        (Path(data) / f"hearth.sqlite{suffix}").unlink(missing_ok=True)
    serve = subprocess.run([BINARY, "serve", "--port", "0", "--data-dir", data, "--web-dir", WEB_DIR, *CLOCK], capture_output=True,
                           text=True, timeout=60)
    assert serve.returncode != 0
    assert "v99-from-the-future (15)" in serve.stderr and "v5-weather (14)" in serve.stderr, serve.stderr


def test_backup_without_a_database_fails_on_stderr_and_help_documents_exit_codes():
    empty = tempfile.mkdtemp(prefix="hearth-empty-")
    result = hearth("backup", "--data-dir", empty)
    assert result.returncode == 1 and "no database" in result.stderr and result.stdout == ""
    for command in ("backup", "restore"):
        shown = hearth(command, "--help")
        assert shown.returncode == 0 and "Exit codes" in shown.stdout


def test_backup_into_the_backups_folder_is_named_for_the_utc_instant():
    server = Server(*CLOCK)
    server.stop()
    result = hearth("backup", "--data-dir", server.data_dir)
    assert result.returncode == 0, result.stderr
    files = list((Path(server.data_dir) / "backups").iterdir())
    assert len(files) == 1 and files[0].name.startswith("hearth-") and files[0].name.endswith("Z-manual.sqlite")
    assert sqlite(files[0], "PRAGMA integrity_check") == "ok"


def test_a_backup_killed_before_its_rename_leaves_no_temporary_file_and_the_next_start_backs_up_again():
    # Given a database made by Hearth 0.1 (so the start backs it up before migrating)
    data = Path(tempfile.mkdtemp(prefix="hearth-premigrate-"))
    fixture = Path(__file__).resolve().parents[1] / "HearthTests" / "Fixtures" / "hearth-9e4f2ca.sqlite"
    shutil.copy(fixture, data / "hearth.sqlite")
    # When the start is killed -9 after the backup's temporary file is complete and before its rename
    log = data.parent / f"{data.name}.log"
    with open(log, "w") as stderr:
        process = subprocess.Popen([BINARY, "serve", "--port", "0", "--data-dir", str(data), "--web-dir", WEB_DIR,
                                    *CLOCK, "--test-pause-in-write", "backup"], stdout=subprocess.DEVNULL,
                                   stderr=stderr)
        try:
            for _ in range(600):
                if "Test pause: in the write window" in log.read_text():
                    break
                threading.Event().wait(0.1)
            left = [p.name for p in (data / "backups").iterdir()]
        finally:
            process.kill()
            process.wait()
    assert len(left) == 1 and left[0].startswith(".backup-tmp-"), left
    # Then the next start removes it, backs the old database up under its UTC instant, and migrates
    server = Server(*CLOCK, data_dir=str(data))
    server.stop()
    files = [p for p in (data / "backups").iterdir()]
    assert [p.name for p in files] == ["hearth-20260301T120000Z-pre-migration.sqlite"], files
    assert sqlite(files[0], "SELECT count(*) FROM grdb_migrations") == "3"
    assert sqlite(files[0], "PRAGMA integrity_check") == "ok"
    assert sqlite(data / "hearth.sqlite", "PRAGMA user_version") == "14"


def test_restore_against_a_running_server_goes_through_it():
    server = Server(*CLOCK)
    try:
        backup, result = backed_up_then_restored(server)
        assert result.returncode == 0, result.stderr
        assert "through the server" in result.stdout and "saved as backups/hearth-" in result.stdout
        assert day_titles(server) == ["In the backup"]
        # A bad file is refused by the CLI's own check, before the server is asked.
        damaged = backup.parent / "damaged.sqlite"
        damaged.write_bytes(b"not a database" * 100)
        refused = hearth("restore", str(damaged), "--data-dir", server.data_dir)
        assert refused.returncode == 3 and "not a sound database" in refused.stderr
    finally:
        server.stop()


def test_restore_against_a_self_signed_https_server_trusts_its_own_authority():
    server = Server(*CLOCK, "--tls-self-signed")
    try:
        assert server.scheme == "https"
        _, result = backed_up_then_restored(server)
        assert result.returncode == 0, result.stderr
        assert f"through the server at https://127.0.0.1:{server.port}/" in result.stdout
        assert day_titles(server) == ["In the backup"]
    finally:
        server.stop()


def test_restore_refuses_a_server_that_holds_the_lock_but_cannot_be_reached():
    server = Server(*CLOCK)
    server.stop()
    data = Path(server.data_dir)
    backup = data.parent / f"{data.name}-copy.sqlite"
    assert hearth("backup", "--to", str(backup), "--data-dir", str(data)).returncode == 0
    before = sqlite(data / "hearth.sqlite", "SELECT count(*) FROM grdb_migrations")
    # A server that holds the lock, on a port where nothing answers.
    closed = socket.socket()
    closed.bind(("127.0.0.1", 0))
    port = closed.getsockname()[1]
    closed.close()
    descriptor = os.open(data / "server.lock", os.O_RDWR | os.O_CREAT)
    fcntl.flock(descriptor, fcntl.LOCK_EX | fcntl.LOCK_NB)
    os.ftruncate(descriptor, 0)
    os.write(descriptor, f"{os.getpid()} {port} http\n".encode())
    try:
        result = hearth("restore", str(backup), "--data-dir", str(data))
    finally:
        os.close(descriptor)
    assert result.returncode == 5, result
    assert "could not be reached" in result.stderr and f"127.0.0.1:{port}" in result.stderr
    assert sqlite(data / "hearth.sqlite", "SELECT count(*) FROM grdb_migrations") == before
