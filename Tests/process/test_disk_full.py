"""A full disk, as a person meets it: every write answers `507 disk_full` with words to act on (the API, a form and
an import), nothing half-written is kept, writes work again once space is freed (no restart), and a start on a full
disk says the disk is full.

The data folder is a small tmpfs mounted for the test (tests run as root, as `make test` does on a fresh machine).
"""

from __future__ import annotations

import json
import os
import re
import signal
import subprocess
import tempfile
import urllib.error
import urllib.request
from pathlib import Path

import pytest

from test_process import BINARY, WEB_DIR, start

MESSAGE = "The disk holding Hearth's data is full: free space and try again."


@pytest.fixture
def small_disk():
    if os.geteuid() != 0:
        pytest.skip("mounting a tmpfs needs root (make test runs as root on CI)")
    folder = tempfile.mkdtemp(prefix="hearth-full-")
    subprocess.run(["mount", "-t", "tmpfs", "-o", "size=24m", "tmpfs", folder], check=True)
    try:
        yield Path(folder)
    finally:
        subprocess.run(["umount", "-l", folder], check=False)
        os.rmdir(folder)


def fill(disk: Path) -> Path:
    """Writes zeros until the disk refuses more; returns the filler file."""
    filler = disk / "filler"
    chunk = b"\0" * 65536
    with open(filler, "wb", buffering=0) as file:
        try:
            while True:
                file.write(chunk)
        except OSError as error:
            assert error.errno == 28, error  # ENOSPC
    # Smaller pieces, so the last few blocks are taken too.
    with open(filler, "ab", buffering=0) as file:
        try:
            while True:
                file.write(b"\0" * 512)
        except OSError:
            pass
    return filler


def send(port: int, method: str, path: str, data: bytes | None = None, headers: dict | None = None):
    req = urllib.request.Request(f"http://127.0.0.1:{port}{path}", data=data, method=method, headers=headers or {})
    try:
        with urllib.request.urlopen(req, timeout=30) as response:
            return response.status, response.headers, response.read()
    except urllib.error.HTTPError as error:
        return error.code, error.headers, error.read()


def create_day(port: int, title: str):
    body = json.dumps({"title": title, "date": "2030-05-01", "notes": "n" * 2000}).encode()
    return send(port, "POST", "/api/v1/days", body, {"Content-Type": "application/json", "Accept": "application/json"})


def titles(port: int) -> list[str]:
    status, _, body = send(port, "GET", "/api/v1/days", headers={"Accept": "application/json"})
    assert status == 200, body
    data = json.loads(body)
    items = data["days"] if isinstance(data, dict) else data
    return [day["title"] for day in items]


def test_a_full_disk_is_507_everywhere_changes_nothing_and_writes_resume_when_space_is_freed(small_disk):
    process, port, _ = start(str(small_disk))
    try:
        status, _, body = create_day(port, "Before")
        assert status == 201, body
        filler = fill(small_disk)

        # The API: write until SQLite needs a page the disk cannot give (its WAL may reuse a few freed ones first).
        answers = []
        for index in range(400):
            status, headers, body = create_day(port, f"Full {index}")
            answers.append(status)
            if status != 201:
                break
        assert status == 507, f"answers while the disk was full: {answers[-5:]} {body[:300]!r}"
        error = json.loads(body)["error"]
        assert error == {"code": "disk_full", "message": MESSAGE}
        stored = titles(port)
        assert f"Full {len(answers) - 1}" not in stored, "the refused day was stored"

        # A form, as a browser sends it: the localized error page, status 507.
        status, headers, page = send(port, "GET", "/days/new", headers={"Accept": "text/html"})
        assert status == 200
        cookies = " ".join(headers.get_all("Set-Cookie") or [])
        cookie = re.search(r"hearth_csrf=([^;]+)", cookies).group(1)
        form = f"_csrf={cookie}&title=Form+day&date=2030-06-01&kind=countdown".encode()
        status, _, page = send(port, "POST", "/days", form, {
            "Content-Type": "application/x-www-form-urlencoded", "Cookie": f"hearth_csrf={cookie}",
            "Origin": f"http://127.0.0.1:{port}", "Accept": "text/html"})
        assert status == 507, page[:500]
        assert "The disk is full" in page.decode() and "free space and try again" in page.decode()

        # An import: all or nothing, and the same answer.
        csv = "title,date\nImported one,2031-01-01\nImported two,2031-02-01\n".encode()
        status, _, body = send(port, "POST", "/api/v1/import?format=csv", csv * 1, {
            "Content-Type": "text/csv", "Accept": "application/json"})
        assert status == 507, body
        assert json.loads(body)["error"]["code"] == "disk_full"
        assert not {"Imported one", "Imported two"} & set(titles(port))

        # Space is freed: the next write works, with no restart, and nothing acknowledged was lost.
        filler.unlink()
        status, _, body = create_day(port, "After")
        assert status == 201, body
        after = titles(port)
        assert "Before" in after and "After" in after
        assert all(f"Full {i}" in after for i in range(len(answers) - 1))
        assert process.poll() is None
    finally:
        process.send_signal(signal.SIGTERM)
        process.wait(timeout=20)


def test_a_start_on_a_full_disk_says_the_disk_is_full(small_disk):
    data = small_disk / "data"
    data.mkdir()
    fill(small_disk)
    result = subprocess.run([BINARY, "serve", "--host", "127.0.0.1", "--port", "0", "--data-dir", str(data),
                             "--web-dir", WEB_DIR], capture_output=True, text=True, timeout=60)
    assert result.returncode != 0
    said = result.stdout + result.stderr
    assert "disk holding it is full" in said, said
