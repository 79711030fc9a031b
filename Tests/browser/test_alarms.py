"""Alarms in a real browser: the editor (steppers, keyboard, presets, inline validation, save without a round
trip lost), and the ringing overlay on every page (armed and unarmed sound, dismiss from a second window stops
the first's audio), with screenshots in light and dark and axe on each.

The server runs with a moved clock (`--test-clock`, debug builds only) so an alarm is seconds away.
"""

from __future__ import annotations

import json
import os

import pytest
from selenium import webdriver
from selenium.webdriver.chrome.service import Service
from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys

from conftest import HearthServer
from helpers import SIZES, axe_violations, describe, emulate, save_screenshot, wait_for, wait_for_live_stream


@pytest.fixture(scope="module")
def alarm_server():
    hearth = HearthServer("alarms", ["--test-clock", "2026-10-01T05:00:00+05:30", "--alarm-check-seconds", "1"])
    yield hearth
    hearth.stop()


def alarm_driver(autoplay: bool) -> webdriver.Chrome:
    """A browser whose sound is armed at load (a kiosk's autoplay flag) or waits for a tap (every other one)."""
    options = webdriver.ChromeOptions()
    for argument in ("--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage",
                     "--hide-scrollbars", "--window-size=1280,800", "--force-device-scale-factor=1"):
        options.add_argument(argument)
    options.add_argument("--autoplay-policy=" + ("no-user-gesture-required" if autoplay
                                                 else "document-user-activation-required"))
    options.add_experimental_option("prefs", {"intl.accept_languages": "en-GB,en"})
    browser = webdriver.Chrome(service=Service(os.environ.get("HEARTH_CHROMEDRIVER", "/usr/bin/chromedriver")),
                               options=options)
    browser.set_page_load_timeout(30)
    browser.set_script_timeout(15)
    return browser


def create(hearth, **alarm) -> str:
    status, _, body = hearth.request("POST", "/api/v1/alarms", alarm)
    assert status == 201, body
    return json.loads(body)["id"]


def set_clock(hearth, instant: str) -> None:
    status, _, body = hearth.request("PUT", "/api/v1/test/clock", {"now": instant})
    assert status == 200, body


def overlay_open(driver) -> bool:
    return driver.execute_script("return !document.querySelector('[data-alarm-overlay]').hidden")


def playing(driver) -> list[str]:
    return driver.execute_script("return Hearth.alarms.playing()")


def test_the_editor_sets_an_alarm_with_steppers_keys_and_presets(alarm_server, screenshot_dir):
    driver = alarm_driver(autoplay=False)
    try:
        for scheme in ("light", "dark"):
            emulate(driver, scheme=scheme, size=SIZES["laptop"])
            driver.get(alarm_server.url("/alarms/new"))
            wait_for(driver, lambda d: d.find_element(By.CSS_SELECTOR, "[data-alarm-time-picker]").is_displayed(),
                     "the big time picker never appeared")
            save_screenshot(driver, screenshot_dir, f"alarms-editor-{scheme}")
            violations = axe_violations(driver)
            assert not violations, describe(violations)

        # Given the editor at 07:00: one hour up with the button, five minutes up with the keyboard
        driver.find_element(By.CSS_SELECTOR, '[data-part-of="hour"][data-step="1"]').click()
        minute = driver.find_element(By.CSS_SELECTOR, '[data-part="minute"]')
        for _ in range(5):
            minute.send_keys(Keys.ARROW_UP)
        assert driver.find_element(By.CSS_SELECTOR, "[data-alarm-time-input]").get_attribute("value") == "08:05"
        assert minute.get_attribute("aria-valuenow") == "5"
        # A preset sets the days without leaving the page
        driver.find_element(By.CSS_SELECTOR, '[data-alarm-preset="sat,sun"]').click()
        checked = [box.get_attribute("value") for box in
                   driver.find_elements(By.CSS_SELECTOR, 'input[name="repeatDays"]') if box.is_selected()]
        assert checked == ["sat", "sun"]
        assert driver.current_url.endswith("/alarms/new")
        # Inline validation names the problem before sending
        fade = driver.find_element(By.ID, "field-fadeInSeconds")
        fade.clear()
        fade.send_keys("700", Keys.TAB)
        error = driver.find_element(By.CSS_SELECTOR, '[data-inline-error="fadeInSeconds"]')
        assert error.is_displayed() and "range" in error.text
        fade.clear()
        fade.send_keys("20")
        driver.find_element(By.ID, "field-label").send_keys("Weekend run")
        driver.find_element(By.CSS_SELECTOR, ".form-footer button[type=submit]").click()
        wait_for(driver, lambda d: "/alarms?created" in d.current_url, "saving did not go back to the list")
        row = driver.find_element(By.CSS_SELECTOR, ".alarm-row")
        assert "08:05" in row.text and "Weekend run" in row.text and "Weekends" in row.text
        status, _, body = alarm_server.request("GET", "/api/v1/alarms")
        saved = [a for a in json.loads(body) if a["label"] == "Weekend run"][0]
        assert saved["repeatDays"] == ["sat", "sun"] and saved["fadeInSeconds"] == 20
        alarm_server.request("DELETE", f"/api/v1/alarms/{saved['id']}")
    finally:
        driver.quit()


def test_the_overlay_rings_on_every_page_and_a_dismiss_elsewhere_stops_its_sound(alarm_server, screenshot_dir):
    alarm = create(alarm_server, time="07:00", label="Wake up", repeatDays=["thu"], fadeInSeconds=10)
    first = alarm_driver(autoplay=True)
    second = alarm_driver(autoplay=False)
    try:
        first.get(alarm_server.url("/"))
        second.get(alarm_server.url("/days"))
        for browser in (first, second):
            wait_for_live_stream(browser)
        assert first.execute_script("return Hearth.sound.armed()") is True
        assert second.execute_script("return Hearth.sound.armed()") is False

        set_clock(alarm_server, "2026-10-01T06:59:58+05:30")
        for browser in (first, second):
            wait_for(browser, overlay_open, "the overlay did not open when the alarm rang", timeout=8)
        assert first.find_element(By.CSS_SELECTOR, "[data-alarm-label]").text == "Wake up"
        wait_for(first, lambda d: playing(d) == [alarm], "the armed page did not play the tone")
        badge = second.find_element(By.CSS_SELECTOR, ".alarm-overlay__badge")
        assert badge.get_attribute("data-armed") == "false" and badge.is_displayed()

        # A page opened while it rings shows it ringing
        third = alarm_driver(autoplay=False)
        try:
            third.get(alarm_server.url("/settings"))
            wait_for(third, overlay_open, "a page opened during the ring did not show it")
        finally:
            third.quit()

        for scheme in ("light", "dark"):
            emulate(second, scheme=scheme, size=SIZES["laptop"])
            save_screenshot(second, screenshot_dir, f"alarms-overlay-{scheme}")
            violations = axe_violations(second)
            assert not violations, describe(violations)

        # Tapping the badge arms the sound on the unarmed page
        badge.click()
        wait_for(second, lambda d: d.execute_script("return Hearth.sound.armed()"), "the badge did not arm sound")
        wait_for(second, lambda d: badge.get_attribute("data-armed") == "true", "the badge did not say armed")

        second.find_element(By.CSS_SELECTOR, "[data-alarm-dismiss]").click()
        wait_for(first, lambda d: not overlay_open(d), "the dismiss did not reach the other window", timeout=1.5)
        wait_for(first, lambda d: playing(d) == [], "the other window's sound did not stop", timeout=1.5)
        status, _, body = alarm_server.request("GET", "/api/v1/ringing")
        assert json.loads(body) == []
    finally:
        first.quit()
        second.quit()
        alarm_server.request("DELETE", f"/api/v1/alarms/{alarm}")


def test_snooze_length_is_picked_at_ring_time(alarm_server):
    alarm = create(alarm_server, time="07:00", label="Snooze me", repeatDays=["fri"])
    browser = alarm_driver(autoplay=True)
    try:
        browser.get(alarm_server.url("/alarms"))
        wait_for_live_stream(browser)
        set_clock(alarm_server, "2026-10-02T06:59:58+05:30")
        wait_for(browser, overlay_open, "the overlay did not open", timeout=8)
        browser.find_element(By.CSS_SELECTOR, '.alarm-overlay__length[data-minutes="15"]').click()
        assert "15" in browser.find_element(By.CSS_SELECTOR, "[data-alarm-snooze]").text
        browser.find_element(By.CSS_SELECTOR, "[data-alarm-snooze]").click()
        wait_for(browser, lambda d: not overlay_open(d), "snoozing did not close the overlay")
        wait_for(browser, lambda d: d.find_element(By.CSS_SELECTOR, "[data-alarm-snoozed]").is_displayed(),
                 "the snoozed bar did not show")
        status, _, body = alarm_server.request("GET", "/api/v1/ringing")
        entry = json.loads(body)[0]
        assert entry["state"] == "snoozed" and entry["snoozedUntil"].startswith("2026-10-02T01:45")
        alarm_server.request("POST", f"/api/v1/alarms/{alarm}/dismiss", {})
        wait_for(browser, lambda d: not d.find_element(By.CSS_SELECTOR, "[data-alarm-snoozed]").is_displayed(),
                 "the snoozed bar stayed after a dismiss elsewhere")
    finally:
        browser.quit()
        alarm_server.request("DELETE", f"/api/v1/alarms/{alarm}")


def test_a_mix_alarm_plays_the_saved_mix_through_the_pages_sound_and_vibrates(alarm_server):
    status, _, body = alarm_server.request("POST", "/api/v1/mixes", {
        "name": "Morning rain", "volume": 80,
        "mix": [{"sound": "rain-light", "volume": 50}, {"sound": "brown-noise", "volume": 25}]})
    assert status == 201, body
    mix = json.loads(body)["id"]
    alarm = create(alarm_server, time="07:00", label="Rain", repeatDays=["sat"], sound=f"mix:{mix}", volume=60,
                   fadeInSeconds=0, vibrate=True)
    browser = alarm_driver(autoplay=True)
    try:
        browser.get(alarm_server.url("/"))
        wait_for_live_stream(browser)
        # Record what the overlay asks Hearth.sound to play
        browser.execute_script("""
            window.__vibrations = [];
            navigator.vibrate = function (pattern) { window.__vibrations.push(pattern); return true; };
            window.__played = [];
            var play = Hearth.sound.play;
            Hearth.sound.play = function (url, options) {
              window.__played.push({ url: url, gain: options.gain, fromGain: options.fromGain, loop: options.loop });
              return play.apply(this, arguments);
            };""")
        set_clock(alarm_server, "2026-10-03T06:59:58+05:30")
        wait_for(browser, overlay_open, "the overlay did not open", timeout=8)
        wait_for(browser, lambda d: d.execute_script("return Hearth.alarms.sounds()").get(alarm) ==
                 ["/sounds/rain-light.wav", "/sounds/brown-noise.wav"], "the page did not play the mix's sounds")
        played = browser.execute_script("return window.__played")
        cube = lambda percent: (percent / 100) ** 3  # noqa: E731  AudioPlayback's Volume: level³
        assert [entry["url"] for entry in played] == ["/sounds/rain-light.wav", "/sounds/brown-noise.wav"]
        for entry, layer in zip(played, (50, 25)):
            assert abs(entry["gain"] - cube(60) * cube(layer) * cube(80)) < 1e-9
            assert entry["loop"] is True and entry["fromGain"] == entry["gain"]
        # The alarm says vibrate: the phone vibrates in pulses while it rings, and stops at dismiss
        assert browser.execute_script("return window.__vibrations")[0] == [600, 400, 600]
        browser.find_element(By.CSS_SELECTOR, "[data-alarm-dismiss]").click()
        wait_for(browser, lambda d: playing(d) == [], "the mix did not stop at dismiss")
        wait_for(browser, lambda d: d.execute_script("return window.__vibrations.slice(-1)[0]") == 0,
                 "the vibration did not stop at dismiss")
    finally:
        browser.quit()
        alarm_server.request("DELETE", f"/api/v1/alarms/{alarm}")
        alarm_server.request("DELETE", f"/api/v1/mixes/{mix}")
