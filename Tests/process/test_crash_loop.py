"""Never a crash loop: a sound that kills the server as it starts playing on the speaker is not played again by the
next start. The debug build's `--test-crash-on-sound NAME` kills the server (SIGKILL, as the out-of-memory killer
does) when the speaker loads the upload named NAME; release builds refuse the flag. Part of `make test`.
"""

from __future__ import annotations

import html
import json
import signal
import time
import urllib.request

from hearth_server import REPO, Server, wav

CRASH = ["--speaker", "null", "--test-crash-on-sound", "Crash"]


def strings(language: str) -> dict:
    return json.loads((REPO / "web" / "locales" / language / "noise.json").read_text())["noise"]


def tone() -> bytes:
    """Half a second of a quiet 44.1 kHz mono sawtooth."""
    return wav(44_100, 1, 16, b"".join(((i % 100) * 40).to_bytes(2, "little") for i in range(22_050)))


def upload(server: Server, name: str) -> str:
    status, body = server.json("POST", f"/api/v1/sounds?name={name}", tone(), content_type="audio/wav")
    assert status == 201, body
    return body["id"]


def play(server: Server, sound: str) -> None:
    server.request("PUT", "/api/v1/noise", {"mix": [{"sound": sound, "volume": 80}], "outputs": ["speaker"],
                                            "playing": True, "sleepTimerMinutes": 30}, timeout=30)


def page(server: Server, language: str) -> str:
    """The noise page's text as a browser in `language` shows it (entities decoded)."""
    request = urllib.request.Request(f"http://127.0.0.1:{server.port}/noise", headers={"Accept-Language": language})
    with urllib.request.urlopen(request, timeout=30) as response:
        return html.unescape(response.read().decode())


def notice(language: str) -> str:
    return strings(language)["resumeSkipped"].replace("{seconds}", "30")


def test_a_sound_that_kills_the_server_is_not_played_again_at_the_next_start():
    # Given a server whose speaker dies loading the sound "Crash" (a test build's hook)
    first = Server(*CRASH)
    data_dir = first.data_dir
    try:
        sound = upload(first, "Crash")
        # When it plays that sound on the speaker, the server is killed
        try:
            play(first, sound)
        except OSError:
            pass
        assert first.wait_for_exit(60) == -signal.SIGKILL
    finally:
        first.stop()
    # Then the next start does not play it again: the server is still up well after the crash took the first one
    second = Server(*CRASH, data_dir=data_dir)
    try:
        time.sleep(4)
        assert second.alive(), second.log_text()[-2000:]
        status, state = second.json("GET", "/api/v1/noise")
        assert status == 200 and state["playing"] is False and state["stopsAt"] is None, state
        # And the log and the noise page say why, in both languages
        assert "without resuming" in second.log_text() and sound in second.log_text()
        assert notice("en") in page(second, "en")
        assert notice("zh-Hans") in page(second, "zh-Hans")
        # And playing something else clears the notice
        other = upload(second, "Fine")
        play(second, other)
        assert second.json("GET", "/api/v1/noise")[1]["playing"] is True
        assert notice("en") not in page(second, "en")
        assert second.alive()
    finally:
        second.stop()


def test_a_clean_stop_just_after_playback_starts_resumes_it():
    # Given a sound playing on the speaker for a moment only
    first = Server(*CRASH)
    try:
        sound = upload(first, "Fine")
        play(first, sound)
        time.sleep(1)
    finally:
        first.stop()  # SIGTERM: a clean stop
    assert first.process.returncode == 0
    # When the server starts again
    second = Server(*CRASH, data_dir=first.data_dir)
    try:
        # Then it plays on, and says nothing about a crash
        status, state = second.json("GET", "/api/v1/noise")
        assert state["playing"] is True and state["mix"][0]["sound"] == sound, state
        assert notice("en") not in page(second, "en")
        assert second.alive()
    finally:
        second.stop()


def test_an_alarm_whose_sound_kills_the_server_does_not_ring_on_the_speaker_again_at_the_next_start():
    clock = ["--time-zone", "UTC", "--alarm-check-seconds", "1"]
    # Given an alarm at 07:00 that rings a saved mix holding the sound "Crash", two seconds before it rings
    first = Server(*CRASH, "--test-clock", "2026-10-01T06:59:58Z", *clock)
    try:
        sound = upload(first, "Crash")
        status, mix = first.json("POST", "/api/v1/mixes", {"name": "Crash mix", "volume": 80,
                                                           "mix": [{"sound": sound, "volume": 80}]})
        assert status == 201, mix
        status, alarm = first.json("POST", "/api/v1/alarms", {"time": "07:00", "repeatDays": ["thu"],
                                                              "sound": f"mix:{mix['id']}", "fadeInSeconds": 0})
        assert status == 201, alarm
        # When it rings, the speaker loads the sound and the server is killed
        assert first.wait_for_exit(60) == -signal.SIGKILL
    finally:
        first.stop()
    # Then the next start (the alarm still ringing) does not ring it on the speaker: the server stays up
    second = Server(*CRASH, "--test-clock", "2026-10-01T07:00:10Z", *clock, data_dir=first.data_dir)
    try:
        time.sleep(4)
        assert second.alive(), second.log_text()[-2000:]
        # And the alarm still rings on the pages, and the log says why the speaker is quiet
        status, ringing = second.json("GET", "/api/v1/ringing")
        assert status == 200 and [entry["alarmId"] for entry in ringing] == [alarm["id"]], ringing
        assert "without resuming" in second.log_text() and alarm["id"] in second.log_text()
        status, speaker = second.json("GET", "/api/v1/speaker")
        assert speaker["state"] != "playing", speaker
    finally:
        second.stop()
