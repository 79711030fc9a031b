"""Fixtures for Hearth's browser tests: real `hearth serve` processes and headless Debian Chromium.

No test reads today's date or the time of day: a test that looks at the time uses `clocked_server` (its wall clock
at FIXED_INSTANT) or a server of its own started with `--test-clock`, and expects what that instant shows.
`stocked_server` holds data of every kind (made through the JSON API) for the link and HTML validity tests.

Environment:
  HEARTH_BIN          path of the built `hearth` binary (default: .build/debug/hearth)
  HEARTH_WEB_DIR      the web folder (default: web/ next to this repository's Tests/)
  HEARTH_SCREENSHOTS  folder for screenshots (default: a new temporary folder, printed at the end)
  HEARTH_CHROMEDRIVER chromedriver to use (default: /usr/bin/chromedriver)
"""

from __future__ import annotations

import json
import os
import re
import shutil
import subprocess
import tempfile
import threading
import time
import urllib.error
import urllib.request
from datetime import datetime, timedelta
from pathlib import Path
from zoneinfo import ZoneInfo

import pytest
from selenium import webdriver
from selenium.webdriver.chrome.service import Service

from helpers import family_days_ics

REPO = Path(__file__).resolve().parents[2]
ACCESS_CODE = "314159"
SERVER_TIME_ZONE = "Asia/Kolkata"  # +05:30: an offset no test machine or emulated browser zone shares by accident
# The instant tests that read the server's clock set it to (never today): Saturday 14 March 2026, 11:11:20.
FIXED_INSTANT = datetime(2026, 3, 14, 11, 11, 20, tzinfo=ZoneInfo(SERVER_TIME_ZONE))


class HearthServer:
    """One `hearth serve` process on a free port with its own temporary data folder."""

    def __init__(self, name: str, extra_args: list[str], bearer: str | None = None):
        self.name = name
        self.bearer = bearer
        binary = os.environ.get("HEARTH_BIN") or str(REPO / ".build" / "debug" / "hearth")
        web_dir = os.environ.get("HEARTH_WEB_DIR") or str(REPO / "web")
        if not os.access(binary, os.X_OK):
            pytest.exit(f"HEARTH_BIN {binary!r} is not an executable: build hearth first (make build)", returncode=2)
        self.data_dir = tempfile.mkdtemp(prefix=f"hearth-browser-{name}-")
        self.log_path = Path(self.data_dir) / "server.log"
        self._log = open(self.log_path, "w")
        args = [binary, "serve", "--host", "127.0.0.1", "--port", "0", "--data-dir", self.data_dir,
                "--web-dir", web_dir, "--time-zone", SERVER_TIME_ZONE, *extra_args]
        self.process = subprocess.Popen(args, stdout=subprocess.PIPE, stderr=self._log, text=True, bufsize=1)
        self.base_url = self._wait_for_listening_line(timeout=60)
        # Keep reading stdout so the server never blocks on a full pipe.
        threading.Thread(target=self._drain, daemon=True).start()

    def _wait_for_listening_line(self, timeout: float) -> str:
        found: list[str] = []
        lines: list[str] = []

        def read() -> None:
            assert self.process.stdout is not None
            for line in self.process.stdout:
                lines.append(line)
                match = re.search(r"Listening on (http://127\.0\.0\.1:\d+)/", line)
                if match:
                    found.append(match.group(1))
                    return

        reader = threading.Thread(target=read, daemon=True)
        reader.start()
        reader.join(timeout)
        if not found:
            self.stop()
            log = self.log_path.read_text() if self.log_path.exists() else ""
            raise RuntimeError(f"hearth ({self.name}) did not report its port in {timeout}s.\n"
                               f"stdout: {''.join(lines)}\nlog: {log[-4000:]}")
        return found[0]

    def _drain(self) -> None:
        assert self.process.stdout is not None
        for _ in self.process.stdout:
            pass

    def url(self, path: str) -> str:
        return self.base_url + path

    def request(self, method: str, path: str, body: dict | None = None,
                headers: dict[str, str] | None = None, timeout: float = 10) -> tuple[int, dict[str, str], bytes]:
        """A plain HTTP request from the test (a script without Origin, as automation would send)."""
        data = json.dumps(body).encode() if body is not None else None
        all_headers = {"Accept": "application/json"}
        if body is not None:
            all_headers["Content-Type"] = "application/json"
        if self.bearer:
            all_headers["Authorization"] = f"Bearer {self.bearer}"
        all_headers.update(headers or {})
        req = urllib.request.Request(self.url(path), data=data, method=method, headers=all_headers)
        try:
            with urllib.request.urlopen(req, timeout=timeout) as response:
                return response.status, dict(response.headers), response.read()
        except urllib.error.HTTPError as error:
            return error.code, dict(error.headers), error.read()

    def set_clock(self, instant: datetime) -> None:
        """Steps the server's wall clock (`--test-clock` servers only) to `instant`; it runs on from there."""
        status, _, body = self.request("PUT", "/api/v1/test/clock", {"now": instant.isoformat()})
        assert status == 200, (status, body)
        self._clock = (instant, time.monotonic())

    def clock_now(self) -> datetime:
        """The server's wall clock now, from the instant it was last set to and the time run since."""
        instant, set_at = self._clock
        return instant + timedelta(seconds=time.monotonic() - set_at)

    def clock_candidates(self, fmt: str = "%H:%M", zone: str = SERVER_TIME_ZONE) -> set[str]:
        """The server clock's time as `fmt` in `zone` now, a moment ago and in a moment (a minute may turn)."""
        now = self.clock_now()
        return {(now + timedelta(seconds=delta)).astimezone(ZoneInfo(zone)).strftime(fmt) for delta in (-3, 0, 3)}

    def settings(self) -> dict:
        status, _, body = self.request("GET", "/api/v1/settings")
        assert status == 200, body
        return json.loads(body)

    def put_settings(self, **values: str) -> dict:
        status, _, body = self.request("PUT", "/api/v1/settings", values)
        assert status == 200, (status, body)
        return json.loads(body)

    def html(self, path: str, headers: dict[str, str] | None = None) -> str:
        status, _, body = self.request("GET", path, headers={"Accept": "text/html", **(headers or {})})
        assert status in (200, 404), status
        return body.decode()

    def stop(self) -> None:
        if self.process.poll() is None:
            self.process.terminate()
            try:
                self.process.wait(timeout=15)
            except subprocess.TimeoutExpired:
                self.process.kill()
                self.process.wait(timeout=5)
        self._log.close()
        shutil.rmtree(self.data_dir, ignore_errors=True)


@pytest.fixture(scope="session")
def server():
    """The server as `make run` starts it: loopback clients may change things without the access code."""
    hearth = HearthServer("open", [])
    yield hearth
    hearth.stop()


@pytest.fixture(scope="session")
def clocked_server():
    """A server whose wall clock (pages, the display, /api/v1/time, alarms) is set to FIXED_INSTANT: tests that
    read the time expect what that instant shows, never today's date or time of day."""
    hearth = HearthServer("clocked", ["--test-clock", FIXED_INSTANT.isoformat()])
    hearth.set_clock(FIXED_INSTANT)
    yield hearth
    hearth.stop()


@pytest.fixture(scope="session")
def locked_server():
    """A server that trusts nobody, loopback included: every change needs the access code."""
    hearth = HearthServer("locked", ["--no-trust-loopback", "--access-code", ACCESS_CODE], bearer=ACCESS_CODE)
    yield hearth
    hearth.stop()


@pytest.fixture(autouse=True)
def default_settings(request):
    """Every test starts from the default appearance and language on every server it uses."""
    servers = [request.getfixturevalue(name) for name in ("server", "locked_server") if name in request.fixturenames]
    for hearth in servers:
        hearth.put_settings(theme="system", contrast="standard", language="auto")
    yield


@pytest.fixture(scope="session")
def screenshot_dir():
    folder = os.environ.get("HEARTH_SCREENSHOTS") or tempfile.mkdtemp(prefix="hearth-screenshots-")
    path = Path(folder)
    path.mkdir(parents=True, exist_ok=True)
    yield path
    print(f"\nBrowser screenshots: {path}")


def make_driver(javascript: bool = True, language: str = "en-GB,en",
                extra_arguments: tuple[str, ...] = ()) -> webdriver.Chrome:
    options = webdriver.ChromeOptions()
    for argument in ("--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage",
                     "--hide-scrollbars", "--window-size=1280,800", "--force-device-scale-factor=1",
                     *extra_arguments):
        options.add_argument(argument)
    prefs: dict = {"intl.accept_languages": language}
    if not javascript:
        prefs["profile.managed_default_content_settings.javascript"] = 2
    options.add_experimental_option("prefs", prefs)
    options.set_capability("goog:loggingPrefs", {"browser": "ALL"})
    service = Service(os.environ.get("HEARTH_CHROMEDRIVER", "/usr/bin/chromedriver"))
    driver = webdriver.Chrome(service=service, options=options)
    driver.set_page_load_timeout(30)
    driver.set_script_timeout(15)
    return driver


@pytest.fixture
def driver():
    browser = make_driver()
    yield browser
    browser.quit()


@pytest.fixture
def nojs_driver():
    browser = make_driver(javascript=False)
    yield browser
    browser.quit()


@pytest.fixture(scope="session", autouse=True)
def _report_timing():
    started = time.monotonic()
    yield
    print(f"\nBrowser tests took {time.monotonic() - started:.1f}s")


def wav_bytes(seconds: float = 0.2, rate: int = 48_000) -> bytes:
    """A short, quiet mono WAV file, as a person would upload one."""
    import io
    import math
    import struct
    import wave
    frames = b"".join(struct.pack("<h", int(900 * math.sin(2 * math.pi * 440 * i / rate)))
                      for i in range(int(seconds * rate)))
    buffer = io.BytesIO()
    with wave.open(buffer, "wb") as out:
        out.setnchannels(1)
        out.setsampwidth(2)
        out.setframerate(rate)
        out.writeframes(frames)
    return buffer.getvalue()


# Thursday 1 October 2026, two seconds before the stocked alarms ring (server zone Asia/Kolkata).
STOCKED_CLOCK = "2026-10-01T06:59:58+05:30"


@pytest.fixture(scope="session")
def stocked_server():
    """A server holding data of every kind, made through the JSON API, with two alarms ringing (a tone and a mix):
    days, categories, alarms, a mix, an uploaded sound, display profiles, webhooks and a holiday calendar.
    `stocked_server.ids` names what was made."""
    hearth = HearthServer("stocked", ["--test-clock", "2026-10-01T06:00:00+05:30", "--alarm-check-seconds", "1"])

    def made(path: str, body: dict) -> dict:
        status, _, raw = hearth.request("POST", path, body)
        assert status == 201, (path, status, raw)
        return json.loads(raw)

    try:
        ids: dict[str, str] = {}
        ids["category"] = made("/api/v1/categories", {"name": "Family", "color": "#336699"})["id"]
        ids["day"] = made("/api/v1/days", {"title": "Grandma's birthday", "date": "2030-01-02",
                                           "categoryId": ids["category"]})["id"]
        ids["past-day"] = made("/api/v1/days", {"title": "Moved in", "date": "2019-05-04"})["id"]
        ids["mix"] = made("/api/v1/mixes", {"name": "Morning rain", "volume": 80, "mix": [
            {"sound": "rain-light", "volume": 50}, {"sound": "brown-noise", "volume": 25}]})["id"]
        ids["tone-alarm"] = made("/api/v1/alarms", {"time": "07:00", "label": "Wake up", "sound": "chime",
                                                    "repeatDays": ["thu"]})["id"]
        ids["mix-alarm"] = made("/api/v1/alarms", {"time": "07:00", "label": "Rain", "sound": f"mix:{ids['mix']}",
                                                   "repeatDays": ["thu"]})["id"]
        status, _, raw = _upload(hearth, "/api/v1/sounds?name=Hum", wav_bytes())
        assert status == 201, (status, raw)
        ids["sound"] = json.loads(raw)["id"]
        profile = made("/api/v1/display-profiles", {"name": "Bedroom", "style": {"showsSeconds": True}})
        ids["profile"], ids["profile-name"] = profile["id"], profile["name"]
        ids["webhook"] = made("/api/v1/webhooks", {"url": "https://lights.example/hook",
                                                   "events": ["alarm.ring"]})["id"]
        ids["holidays"] = made("/api/v1/holiday-calendars", {"id": "family", "ics": STOCKED_ICS})["id"]
        # Ring both alarms: the ringing answer and overlay name their sounds.
        status, _, raw = hearth.request("PUT", "/api/v1/test/clock", {"now": STOCKED_CLOCK})
        assert status == 200, raw
        deadline = time.monotonic() + 10
        while len(json.loads(hearth.request("GET", "/api/v1/ringing")[2])) < 2:
            assert time.monotonic() < deadline, "the stocked alarms never rang"
            time.sleep(0.1)
        hearth.ids = ids
        yield hearth
    finally:
        hearth.stop()


def _upload(hearth: HearthServer, path: str, body: bytes) -> tuple[int, dict[str, str], bytes]:
    request = urllib.request.Request(hearth.url(path), data=body, method="POST",
                                     headers={"Content-Type": "audio/wav", "Accept": "application/json"})
    try:
        with urllib.request.urlopen(request, timeout=10) as response:
            return response.status, dict(response.headers), response.read()
    except urllib.error.HTTPError as error:
        return error.code, dict(error.headers), error.read()


STOCKED_ICS = family_days_ics()
