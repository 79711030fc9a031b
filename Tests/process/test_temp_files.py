"""Temporary files have one prefix per kind and are removed at start. The debug build's
`--test-pause-in-write KIND` stops every write of that kind after its temporary file is complete and before it takes
effect (the rename of an upload, the transaction of an import), and logs `Test pause: in the write window`; the test
kills the server there with SIGKILL and starts it again. Part of `make test`.
"""

from __future__ import annotations

import os
import signal
import threading
import time
from pathlib import Path

from hearth_server import Server, wav

PAUSED = "Test pause: in the write window"


def tone(step: int) -> bytes:
    """Half a second of a quiet 44.1 kHz mono sawtooth; `step` makes each file different."""
    return wav(44_100, 1, 16, b"".join(((i * step % 100) * 40).to_bytes(2, "little") for i in range(22_050)))


def temporary_files(data_dir: str) -> list[str]:
    """Every file in the data dir whose name marks it temporary (any kind's `.<kind>-tmp-`, legacy `.dat.nosync`)."""
    found = []
    for folder, _, files in os.walk(data_dir):
        found += [os.path.join(folder, name) for name in files if "-tmp-" in name or name.startswith(".dat.nosync")]
    return found


def send_in_background(server: Server, method: str, path: str, body: bytes, content_type: str) -> threading.Thread:
    def send() -> None:
        try:
            server.request(method, path, body, content_type=content_type, timeout=60)
        except OSError:
            pass  # the server is killed under the request

    thread = threading.Thread(target=send, daemon=True)
    thread.start()
    return thread


def kill_in_window(server: Server, kind: str) -> list[str]:
    """Waits until the server says it is paused in a write window, lists the temporary files then, kills it -9."""
    deadline = time.monotonic() + 60
    while PAUSED not in server.log_text():
        assert time.monotonic() < deadline and server.process.poll() is None, server.log_text()[-2000:]
        time.sleep(0.05)
    paused = next(line for line in server.log_text().splitlines() if PAUSED in line)
    assert f"kind={kind}" in paused, paused
    in_window = temporary_files(server.data_dir)
    server.process.send_signal(signal.SIGKILL)
    assert server.wait_for_exit(30) == -signal.SIGKILL
    server.stop()
    return in_window


def test_an_upload_killed_in_its_write_window_leaves_no_temporary_file_and_the_acknowledged_sound_intact():
    # Given a server that acknowledged one upload
    first = Server()
    data_dir = first.data_dir
    kept = tone(3)
    try:
        status, body = first.json("POST", "/api/v1/sounds?name=Kept", kept, content_type="audio/wav")
        assert status == 201, body
        kept_id = body["id"]
    finally:
        first.stop()
    uploads = Path(data_dir) / "sounds" / "uploads"
    # When the next upload is killed after its temporary file is written and before it is renamed
    second = Server("--test-pause-in-write", "upload", data_dir=data_dir)
    send_in_background(second, "POST", "/api/v1/sounds?name=Lost", tone(7), "audio/wav")
    in_window = kill_in_window(second, "upload")
    assert any(Path(path).name.startswith(".upload-tmp-") for path in in_window), in_window
    # (and an earlier build's atomic write left its own kind of leftover)
    (uploads / ".dat.nosyncab12.x").write_bytes(b"\0" * 4096)
    # Then the next start removes every temporary file, and says how many
    third = Server(data_dir=data_dir)
    try:
        assert temporary_files(data_dir) == []
        assert "Removed leftover temporary files" in third.log_text() and "count=2" in third.log_text()
        # And the acknowledged sound is whole, the killed one is nowhere
        status, sounds = third.json("GET", "/api/v1/sounds")
        names = {sound["id"]: sound for sound in sounds}
        assert kept_id in names and not any("Lost" in str(sound) for sound in sounds), sounds
        files = sorted(path.name for path in uploads.iterdir())
        assert len(files) == 1 and files[0].startswith(kept_id), files
        assert (uploads / files[0]).read_bytes() == kept
    finally:
        third.stop()


def csv(titles: list[str], year: int) -> bytes:
    rows = [f"{title},{year}-0{1 + index % 9}-1{index % 9}" for index, title in enumerate(titles)]
    return ("title,date\r\n" + "\r\n".join(rows) + "\r\n").encode()


def test_an_import_killed_before_it_takes_effect_leaves_no_temporary_file_and_the_data_as_acknowledged():
    # Given a server that acknowledged one import
    first = Server("--test-clock", "2026-03-01T12:00:00Z")
    data_dir = first.data_dir
    try:
        status, body = first.json("POST", "/api/v1/import?format=csv", csv([f"Kept {i}" for i in range(50)], 2030),
                                  content_type="text/csv")
        assert status == 200, body
        status, before = first.request("GET", "/api/v1/export?format=csv")
        assert status == 200
    finally:
        first.stop()
    # When the next import is killed with its body in its temporary file, before its transaction
    second = Server("--test-clock", "2026-03-01T12:00:00Z", "--test-pause-in-write", "import", data_dir=data_dir)
    send_in_background(second, "POST", "/api/v1/import?format=csv", csv([f"Lost {i}" for i in range(5000)], 2031),
                       "text/csv")
    in_window = kill_in_window(second, "import")
    assert any(Path(path).name.startswith(".import-tmp-") for path in in_window), in_window
    # Then the next start removes it, and the days are exactly those acknowledged: nothing of the killed import
    third = Server("--test-clock", "2026-03-01T12:00:00Z", data_dir=data_dir)
    try:
        assert temporary_files(data_dir) == []
        assert "Removed leftover temporary files" in third.log_text() and "import=1" in third.log_text()
        status, after = third.request("GET", "/api/v1/export?format=csv")
        assert status == 200 and after == before
        assert b"Lost" not in after
    finally:
        third.stop()
