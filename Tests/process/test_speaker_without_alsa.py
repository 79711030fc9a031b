"""A machine without ALSA's library: the .deb only recommends libasound2, and Hearth loads libasound.so.2 with dlopen
instead of linking it. A server whose loader is pointed at a file that does not exist (HEARTH_ALSA_LIBRARY, read once
by the loader) starts, answers /healthz and every page, and says why its speaker is unavailable on
/settings/speaker, in GET /api/v1/speaker, in /metrics and in its log. The `tone` example program says the same and
exits 1. With the library (the same server without the variable) the speaker on ALSA's null device is ready. Part of
`make test`."""

from __future__ import annotations

import html
import re
import subprocess
from pathlib import Path

import pytest

from hearth_server import BINARY, REPO, Server

MISSING = {"HEARTH_ALSA_LIBRARY": "/nonexistent/libasound.so.2"}
REASON = ("ALSA (libasound2) is not installed: the speaker is off; install libasound2 to use it "
          "(/nonexistent/libasound.so.2: cannot open shared object file: No such file or directory)")


def speaker_status_line(server: Server) -> str:
    """The status line of /settings/speaker, as a person reads it."""
    status, body = server.request("GET", "/settings/speaker")
    assert status == 200, body[:500]
    match = re.search(r"<p [^>]*data-speaker-status[^>]*>(.*?)</p>", body.decode(), re.S)
    assert match, body.decode()[:2000]
    return html.unescape(re.sub(r"<[^>]+>", "", match.group(1))).strip()


@pytest.fixture
def server_without_alsa():
    server = Server("--speaker", "null", env=MISSING)
    yield server
    server.stop()


def test_a_server_without_libasound_serves_and_says_why_its_speaker_is_unavailable(server_without_alsa):
    server = server_without_alsa
    # Given a server asked to play on ALSA's null device, on a machine where libasound.so.2 cannot be loaded
    # Then it answers its health check and its pages
    status, health = server.json("GET", "/healthz")
    assert status == 200, health
    for path in ["/", "/display", "/noise"]:
        assert server.request("GET", path)[0] == 200, path

    # And its speaker is unavailable, with the reason, in the API, on the settings page, in /metrics and in the log
    status, speaker = server.json("GET", "/api/v1/speaker")
    assert status == 200, speaker
    assert (speaker["device"], speaker["state"], speaker["lastError"]) == ("null", "unavailable", REASON), speaker
    assert speaker_status_line(server) == f"Now: Not available on null · {REASON}"
    status, metrics = server.request("GET", "/metrics")
    assert status == 200
    assert 'hearth_speaker_state{state="unavailable"} 1' in metrics.decode(), metrics.decode()
    assert REASON in server.log_text(), server.log_text()

    # When noise is played on the speaker, the request is taken and the speaker stays unavailable
    status, noise = server.json("PUT", "/api/v1/noise", {"mix": [{"sound": "rain-heavy", "volume": 50}],
                                                          "outputs": ["speaker"], "playing": True})
    assert status == 200, noise
    assert server.json("GET", "/api/v1/speaker")[1]["state"] == "unavailable"
    assert server.alive()


def test_without_libasound_and_no_device_the_settings_page_still_says_why():
    # Given a server with no speaker set, on a machine without libasound.so.2
    server = Server(env=MISSING)
    try:
        # Then the speaker setting's page and the API say the speaker is unavailable and why
        status, speaker = server.json("GET", "/api/v1/speaker")
        assert (speaker["device"], speaker["state"], speaker["lastError"]) == (None, "unavailable", REASON), speaker
        assert speaker_status_line(server) == f"Now: Not available · {REASON}"
        assert server.request("GET", "/healthz")[0] == 200
    finally:
        server.stop()


def test_with_libasound_the_same_server_has_its_speaker_ready():
    # Given the same server with the system's libasound.so.2
    server = Server("--speaker", "null")
    try:
        # Then its speaker on the null device is ready, with no error
        status, speaker = server.json("GET", "/api/v1/speaker")
        assert (speaker["device"], speaker["state"], speaker["lastError"]) == ("null", "idle", None), speaker
        assert speaker_status_line(server) == "Now: Ready on null"
        assert "not installed" not in server.log_text()
    finally:
        server.stop()


def test_the_tone_example_without_libasound_exits_with_the_reason():
    tone = Path(BINARY).parent / "tone"
    result = subprocess.run([str(tone), "--device", "null", "--seconds", "0.5"], capture_output=True, text=True,
                            timeout=120, cwd=REPO, env={"PATH": "/usr/bin:/bin", **MISSING})
    assert result.returncode == 1, result.stderr
    assert result.stderr == f"tone: {REASON}\n"
    assert result.stdout == ""
