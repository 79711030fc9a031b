"""Hearth's memory bound, watched from outside: the server runs in a memory cgroup of its own (256 MiB, no swap) on
ALSA's `null` speaker; each of the worst files a person can upload is uploaded and, when accepted, played on the
speaker; the server must still answer and its peak resident memory (VmHWM) must stay under the bound.

Where no memory cgroup can be made (not root, a read-only /sys/fs/cgroup), the server runs without one and only
VmHWM is checked; the test says so. HEARTH_MEMORY_LIMIT_MIB changes the cgroup's limit (for measuring an older
build, whose peaks are far above the bound). Part of `make test`.
"""

from __future__ import annotations

import os
import time

import pytest

from hearth_server import MIB, Server, flac_constant, memory_limit, wav_of_size

BOUND = 256 * MIB
LIMIT = int(os.environ.get("HEARTH_MEMORY_LIMIT_MIB", "256")) * MIB
UPLOAD_LIMIT = 20 * MIB
DECODED_LIMIT_MIB = 64


def hostile_flac() -> bytes:
    """Issue 16's file: 1,000 frames of 8 CONSTANT subframes at block size 65,536 (above STREAMINFO's maximum),
    about 27 bytes each, that would decode to 2 GiB."""
    return flac_constant(48_000, 8, 8, block=65_536, frames=1_000, declared_max_block=4_096, declared_total=0)


def flac_at_the_limit() -> bytes:
    """A valid FLAC file that decodes to exactly the limit: 48 kHz stereo 16-bit, 4,096 frames of 4,096 samples of
    CONSTANT subframes (64 MiB of PCM from 70 KB)."""
    return flac_constant(48_000, 2, 16, block=4_096, frames=4_096, declared_max_block=4_096,
                         declared_total=4_096 * 4_096)


# (name, file, content type, accepted): the largest files each rule lets through, and the ones it must refuse.
CASES = [
    ("1kHz-8bit-mono-20MiB-wav", lambda: wav_of_size(1_000, 1, 8, UPLOAD_LIMIT), "audio/wav", False),
    ("hostile-constant-flac", hostile_flac, "audio/flac", False),
    ("8kHz-mono-16bit-wav-at-the-limit", lambda: wav_of_size(8_000, 1, 16, 11_000_000), "audio/wav", True),
    ("8kHz-mono-16bit-20MiB-wav", lambda: wav_of_size(8_000, 1, 16, UPLOAD_LIMIT), "audio/wav", False),
    ("44.1kHz-stereo-16bit-20MiB-wav", lambda: wav_of_size(44_100, 2, 16, UPLOAD_LIMIT), "audio/wav", True),
    ("48kHz-stereo-8bit-20MiB-wav", lambda: wav_of_size(48_000, 2, 8, UPLOAD_LIMIT), "audio/wav", True),
    ("flac-decoding-to-the-limit", flac_at_the_limit, "audio/flac", True),
]


@pytest.fixture
def memory_cgroup():
    with memory_limit(LIMIT) as cgroup:
        yield cgroup


def play_on_the_speaker(server: Server, sound: str, seconds: float) -> int:
    """Plays `sound` alone on the speaker until ALSA took `seconds` of it; returns the frames it took."""
    status, body = server.json("GET", "/api/v1/speaker")
    assert status == 200, body
    before = body["framesWritten"]
    try:
        status, body = server.json("PUT", "/api/v1/noise", {"mix": [{"sound": sound, "volume": 80}],
                                                             "outputs": ["speaker"], "playing": True})
    except OSError:  # the server died
        return 0
    assert status == 200, body
    deadline = time.monotonic() + 120
    written = 0
    while time.monotonic() < deadline and server.process.poll() is None:
        try:
            status, body = server.json("GET", "/api/v1/speaker", timeout=10)
        except OSError:
            break
        written = body["framesWritten"] - before
        if written >= seconds * 48_000:
            break
        time.sleep(0.2)
    if server.process.poll() is None:
        try:
            server.json("PUT", "/api/v1/noise", {"playing": False})
        except OSError:
            pass
    return written


@pytest.mark.parametrize("name, make, content_type, accepted", CASES, ids=[case[0] for case in CASES])
def test_the_worst_uploads_keep_the_server_under_its_memory_bound(memory_cgroup, name, make, content_type, accepted):
    # Given the server in its memory cgroup, with the ALSA null device as its speaker
    file = make()
    assert len(file) <= UPLOAD_LIMIT
    server = Server("--speaker", "null", cgroup=memory_cgroup)
    try:
        # When the file is uploaded and, if accepted, played on the speaker for 5 s of audio
        try:
            status, body = server.json("POST", f"/api/v1/sounds?name={name}", file, content_type=content_type)
        except OSError as error:  # the server died while it read the file
            status, body = None, {"error": str(error)}
        played = 0
        if status == 201:
            played = play_on_the_speaker(server, body["id"], seconds=5)
        time.sleep(0.5)
        alive = server.alive()
        peak = server.peak_rss_bytes() if server.process.poll() is None else None
        kills = memory_cgroup.oom_kills() if memory_cgroup else 0
        print(f"{name}: upload {status}, played {played / 48_000:.1f} s, alive {alive}, "
              f"peak RSS {peak / MIB if peak else float('nan'):.1f} MiB, cgroup OOM kills {kills}")
        # Then the server is alive, was never OOM-killed and stayed under the bound
        assert alive, f"the server died; log tail: {server.log_text()[-2000:]}"
        assert kills == 0
        assert peak < BOUND, f"peak RSS {peak / MIB:.1f} MiB"
        if accepted:
            # And an accepted file played
            assert status == 201, body
            assert played >= 5 * 48_000
        else:
            # And a refused file got a 422 naming the field (and, for a long file, the limit)
            assert status == 422, body
            assert body["error"]["field"] == "file"
            if content_type == "audio/wav":
                assert f"{DECODED_LIMIT_MIB} MiB" in body["error"]["message"], body
            status, sounds = server.json("GET", "/api/v1/sounds")
            assert not [sound for sound in sounds if sound["category"] == "custom"]
    finally:
        server.stop()
