"""What a person hears, measured: every page's audio output goes through audio_probe's tap, and each test asserts
levels in dBFS, not the URLs a page was given.

- An alarm rings audibly, for a tone and for a saved mix, rising through its fade-in.
- Snooze and dismiss silence it, on the page where they were pressed and on a second screen showing /display.
- The noise player is heard when it plays, falls silent when it stops, and falls during the sleep timer's fade.
- The alarm editor's preview is heard.

The server runs with a moved clock (`--test-clock`, debug builds only), so no test depends on today's date.
"""

from __future__ import annotations

import json
import time
import urllib.error
import urllib.request
from datetime import datetime

import pytest
from selenium.webdriver.common.by import By

from audio_probe import install, level, level_after, wait_for_sound, wait_for_silence
from conftest import HearthServer, make_driver
from helpers import wait_for, wait_for_live_stream, wait_until

AUTOPLAY = ("--autoplay-policy=no-user-gesture-required",)
AUDIBLE = -60.0  # dBFS RMS: anything a person would hear at this page's full volume is far above this
SILENT = -100.0  # dBFS RMS: below 16-bit quantisation noise, so nothing at all
# Where the fade-in tests listen: a page that keeps the server's time (it times the fade) and, unlike the home page's
# clock, does not reload when the moved clock's day differs from the day the page was rendered on.
RING_PAGE = "/noise"


@pytest.fixture(scope="module")
def hearth():
    server = HearthServer("audio", ["--test-clock", "2026-10-01T05:00:00+05:30", "--alarm-check-seconds", "1"])
    yield server
    server.stop()


@pytest.fixture
def listen():
    """Opens probed browsers that may play without a tap (a kiosk's flag); closes them after the test."""
    browsers = []

    def open_page(server: HearthServer, path: str):
        browser = make_driver(extra_arguments=AUTOPLAY)
        browsers.append(browser)
        install(browser)
        browser.get(server.url(path))
        wait_for(browser,
                 lambda d: d.execute_script("return !!(window.Hearth && Hearth.sound && Hearth.sound.armed())"),
                 f"{path}: the page's sound did not start")
        return browser

    yield open_page
    for browser in browsers:
        browser.quit()


def request(server: HearthServer, method: str, path: str, body: dict | None = None) -> dict | list:
    status, _, data = server.request(method, path, body)
    assert status in (200, 201), (method, path, status, data)
    return json.loads(data) if data else {}


def warm(server: HearthServer, *urls: str) -> None:
    """Renders sounds before a test times a fade (a debug build renders a loop in seconds); a 404 is left to the
    test, which then hears nothing."""
    for url in urls:
        try:
            with urllib.request.urlopen(server.url(url), timeout=120) as response:
                response.read()
        except urllib.error.HTTPError:
            pass


def schedule(server: HearthServer, day: str, **alarm) -> str:
    """Creates an alarm at 07:00 on `day` (2026-10-xx, a fixed date) and moves the server's clock to 15 s before it;
    open the pages after this, so their clocks are the server's moved clock when it rings."""
    created = request(server, "POST", "/api/v1/alarms", {"time": "07:00", **alarm})
    request(server, "PUT", "/api/v1/test/clock", {"now": f"{day}T06:59:45+05:30"})
    return created["id"]


def follows_the_server_clock(server: HearthServer, browser) -> None:
    """Waits until the page's clock (Hearth.clock, which times a ring's fade-in) is the server's moved clock."""
    def close(d) -> bool:
        page = d.execute_script("return Hearth.clock.now()")
        moved = datetime.fromisoformat(request(server, "GET", "/api/v1/test/clock")["now"].replace("Z", "+00:00"))
        return abs(page / 1000 - moved.timestamp()) < 1
    wait_for(browser, close, "the page's clock did not follow the server's moved clock")


def ringing(server: HearthServer) -> list:
    return request(server, "GET", "/api/v1/ringing")


def rises_through_its_fade(browser, what: str) -> tuple[float, float]:
    """The level when the ring is first heard and 8 s later (of a 20 s fade-in from silence): it must rise."""
    early = wait_for_sound(browser, above=-120, timeout=25, what=what)
    late = level_after(browser, 8)
    print(f"\n{what}: early {early}, late {late}")
    assert late.rms > AUDIBLE, f"{what}: too quiet late in the fade ({late})"
    assert late.rms > early.rms + 10, f"{what}: did not rise through the fade-in ({early} -> {late})"
    return early.rms, late.rms


def test_a_tone_alarm_is_heard_rising_through_its_fade_in(hearth, listen):
    warm(hearth, "/sounds/siren.wav")
    alarm = schedule(hearth, "2026-10-01", label="Tone", repeatDays=["thu"], sound="siren", volume=100,
                     fadeInSeconds=20, fadeInStartVolume=0)
    browser = listen(hearth, RING_PAGE)
    wait_for_live_stream(browser)
    follows_the_server_clock(hearth, browser)
    try:
        rises_through_its_fade(browser, "tone alarm (siren)")
    finally:
        request(hearth, "POST", f"/api/v1/alarms/{alarm}/dismiss", {})
        hearth.request("DELETE", f"/api/v1/alarms/{alarm}")


def test_a_mix_alarm_is_heard_rising_through_its_fade_in(hearth, listen):
    mix = request(hearth, "POST", "/api/v1/mixes", {"name": "Wake rain", "volume": 100,
                                                    "mix": [{"sound": "pink-noise", "volume": 100}]})["id"]
    warm(hearth, "/sounds/pink-noise.wav")
    alarm = schedule(hearth, "2026-10-02", label="Mix", repeatDays=["fri"], sound=f"mix:{mix}", volume=100,
                     fadeInSeconds=20, fadeInStartVolume=0)
    browser = listen(hearth, RING_PAGE)
    wait_for_live_stream(browser)
    follows_the_server_clock(hearth, browser)
    try:
        rises_through_its_fade(browser, "mix alarm (pink noise)")
    finally:
        request(hearth, "POST", f"/api/v1/alarms/{alarm}/dismiss", {})
        hearth.request("DELETE", f"/api/v1/alarms/{alarm}")
        hearth.request("DELETE", f"/api/v1/mixes/{mix}")


def test_snooze_and_dismiss_silence_the_ring_here_and_on_a_second_screen(hearth, listen):
    warm(hearth, "/sounds/bell.wav")
    alarm = schedule(hearth, "2026-10-03", label="Both", repeatDays=["sat"], sound="bell", volume=100,
                     fadeInSeconds=0)
    phone = listen(hearth, "/alarms")
    screen = listen(hearth, "/display")
    for browser in (phone, screen):
        wait_for_live_stream(browser)
    try:
        # Given the alarm heard on both screens
        for browser, where in ((phone, "the phone"), (screen, "the display")):
            heard = wait_for_sound(browser, above=AUDIBLE, timeout=25, what=f"the ring on {where}")
            print(f"\nring on {where}: {heard}")
        # When it is snoozed on the phone, then both fall silent
        phone.find_element(By.CSS_SELECTOR, "[data-alarm-snooze]").click()
        for browser, where in ((phone, "the phone"), (screen, "the display")):
            quiet = wait_for_silence(browser, below=SILENT, timeout=5, what=f"{where} after snooze")
            print(f"after snooze on {where}: {quiet}")
        # When the snooze ends it rings again on both; dismissed on the phone, both fall silent
        snoozed_until = ringing(hearth)[0]["snoozedUntil"]
        request(hearth, "PUT", "/api/v1/test/clock", {"now": snoozed_until})
        for browser, where in ((phone, "the phone"), (screen, "the display")):
            wait_for_sound(browser, above=AUDIBLE, timeout=15, what=f"the ring after the snooze on {where}")
        phone.find_element(By.CSS_SELECTOR, "[data-alarm-dismiss]").click()
        for browser, where in ((phone, "the phone"), (screen, "the display")):
            quiet = wait_for_silence(browser, below=SILENT, timeout=5, what=f"{where} after dismiss")
            print(f"after dismiss on {where}: {quiet}")
        assert ringing(hearth) == []
    finally:
        hearth.request("POST", f"/api/v1/alarms/{alarm}/dismiss", {})
        hearth.request("DELETE", f"/api/v1/alarms/{alarm}")


def test_noise_is_heard_stops_and_falls_through_the_sleep_timer_fade(hearth, listen):
    warm(hearth, "/sounds/pink-noise.wav")
    request(hearth, "PUT", "/api/v1/noise", {"playing": False, "mix": [], "sleepTimerMinutes": None, "volume": 100,
                                             "outputs": ["all-displays"]})
    browser = listen(hearth, "/noise")
    wait_for_live_stream(browser)
    try:
        # Play: heard; Stop: silent
        request(hearth, "PUT", "/api/v1/noise", {"playing": True, "mix": [{"sound": "pink-noise", "volume": 100}]})
        playing = wait_for_sound(browser, above=AUDIBLE, timeout=15, what="the noise")
        time.sleep(2.5)  # past the 2 s fade-in
        steady = level(browser)
        request(hearth, "PUT", "/api/v1/noise", {"playing": False})
        stopped = wait_for_silence(browser, below=SILENT, timeout=5, what="the noise after Stop")
        print(f"\nnoise playing: {playing}, steady {steady}; stopped: {stopped}")

        # A one-minute timer with a one-minute fade: the fade starts at once and the level falls
        request(hearth, "PUT", "/api/v1/noise", {"playing": True, "mix": [{"sound": "pink-noise", "volume": 100}]})
        wait_for_sound(browser, above=AUDIBLE, timeout=15, what="the noise again")
        request(hearth, "PUT", "/api/v1/noise", {"fadeOutSeconds": 60, "sleepTimerMinutes": 1})
        wait_until(lambda: request(hearth, "GET", "/api/v1/noise")["sleepTimerMinutes"] == 1, "the timer was not set")
        start = level_after(browser, 3)
        end = level_after(browser, 12)
        print(f"sleep-timer fade: {start} -> 12 s later {end}")
        assert start.rms > AUDIBLE
        assert end.rms < start.rms - 3, f"the fade did not lower the level ({start} -> {end})"
    finally:
        request(hearth, "PUT", "/api/v1/noise", {"playing": False, "mix": [], "sleepTimerMinutes": None})


def test_the_editors_preview_is_heard(hearth, listen):
    warm(hearth, "/sounds/chime.wav")
    browser = listen(hearth, "/alarms/new")
    select = browser.find_element(By.CSS_SELECTOR, "select[name=sound]")
    browser.execute_script("arguments[0].value = 'chime'; arguments[0].dispatchEvent(new Event('change'))", select)
    assert level(browser).rms < SILENT
    browser.find_element(By.CSS_SELECTOR, "[data-alarm-preview]").click()
    heard = wait_for_sound(browser, above=AUDIBLE, timeout=10, what="the preview")
    print(f"\npreview (chime): {heard}")
    browser.find_element(By.CSS_SELECTOR, "[data-alarm-preview]").click()
    quiet = wait_for_silence(browser, below=SILENT, timeout=5, what="the preview after Stop")
    print(f"preview stopped: {quiet}")
