"""The wall and bedside display (/display?profile=NAME): it fits every screen without scrolling and with nothing
covered, its digits keep their boxes, a long press (or ?mode=display) starts display mode, overlays and profile changes arrive within a second, it shows the server's time on a
device whose clock is wrong, marks a lost connection, works without JavaScript, and passes axe in Night and Day,
light and dark, and increased contrast (with screenshots)."""

from __future__ import annotations

import json
import os
import socket
import subprocess
import tempfile
import time
from datetime import datetime
from zoneinfo import ZoneInfo

import pytest
from selenium.webdriver.common.action_chains import ActionChains
from selenium.webdriver.common.by import By

from conftest import FIXED_INSTANT, REPO, SERVER_TIME_ZONE, make_driver
from helpers import axe_violations, describe, emulate, save_screenshot, wait_for, wait_for_live_stream
from test_clock import WRONG_DEVICE_CLOCK

DISPLAY_SIZES = {"320x480": (320, 480), "480x320": (480, 320), "768x1024": (768, 1024),
                 "1920x1080": (1920, 1080), "3840x2160": (3840, 2160)}


def profile_api(server, method: str, path: str = "", body: dict | None = None) -> tuple[int, dict]:
    status, _, raw = server.request(method, "/api/v1/display-profiles" + path, body)
    return status, (json.loads(raw) if raw else {})


@pytest.fixture
def profile(server):
    """A fresh profile for one test (deleted afterwards), with seconds so the clock ticks visibly."""
    name = f"Test {time.monotonic_ns()}"
    status, created = profile_api(server, "POST", body={"name": name, "style": {"showsSeconds": True}})
    assert status == 201, created
    yield created
    profile_api(server, "DELETE", "/" + created["id"])


def open_display(driver, server, profile, size=(1280, 800), scheme=None):
    emulate(driver, scheme=scheme, size=size, mobile=size[0] < 800)
    driver.get(server.url(profile["displayPath"]))
    wait_for(driver, lambda d: d.execute_script("return !!(window.Hearth && Hearth.display)"), "display.js never started")
    wait_for(driver, lambda d: d.execute_script("return document.fonts.status") == "loaded", "fonts never loaded")
    driver.execute_script("Hearth.display.fit()")


def face_and_slot(driver) -> tuple[dict, dict]:
    return driver.execute_script("""
        const rect = (el) => { const r = el.getBoundingClientRect(); return {x: r.x, y: r.y, w: r.width, h: r.height}; };
        return [rect(document.querySelector('[data-display-face] .display__row')),
                rect(document.querySelector('[data-display-slot]'))];""")


@pytest.fixture
def clocked_profile(clocked_server):
    """A profile on the server whose clock is at FIXED_INSTANT (set again for each test)."""
    clocked_server.set_clock(FIXED_INSTANT)
    status, created = profile_api(clocked_server, "POST", body={"name": f"Clocked {time.monotonic_ns()}",
                                                                 "style": {"showsSeconds": True}})
    assert status == 201, created
    yield created
    profile_api(clocked_server, "DELETE", "/" + created["id"])


def shown_hhmm(driver) -> str:
    return driver.execute_script(
        "const t = (k) => document.querySelector(`[data-display-digit='${k}']`).textContent;"
        "return t('h1') + t('h2') + ':' + t('m1') + t('m2');")


# What a person must see whole on the display: the clock, the overlays shown, and each control of the bottom row
# (the phone-link corner, the alarms' sound badge, the Display mode button).
SEEN_PARTS = """
    const parts = [['clock', document.querySelector('[data-display-face] .display__row')],
                   ...[...document.querySelectorAll('.display__overlay:not([hidden])')].map(el => ['overlay ' + el.dataset.displayOverlay, el]),
                   ['qr corner', document.querySelector('.qr-corner__button')],
                   ['sound badge', document.querySelector('[data-alarm-badge]')],
                   ['display mode button', document.querySelector('[data-display-mode-toggle]')]];
    return parts.filter(([, el]) => el && el.getClientRects().length && getComputedStyle(el).visibility !== 'hidden')
      .map(([name, el]) => { const r = el.getBoundingClientRect();
                             return {name, left: r.left, top: r.top, right: r.right, bottom: r.bottom}; });"""


def covered(parts: list[dict]) -> list[str]:
    """Pairs of parts whose boxes overlap (by more than a rounding pixel)."""
    found = []
    for i, a in enumerate(parts):
        for b in parts[i + 1:]:
            if min(a["right"], b["right"]) - max(a["left"], b["left"]) > 1 and \
                    min(a["bottom"], b["bottom"]) - max(a["top"], b["top"]) > 1:
                found.append(f"{a['name']} and {b['name']}")
    return found


def test_clock_is_as_large_as_fits_and_never_overflows(server, driver, profile, screenshot_dir):
    for name, size in DISPLAY_SIZES.items():
        open_display(driver, server, profile, size=size)
        # The badge asks for a tap (sound not armed): the widest the bottom row gets.
        wait_for(driver, lambda d: d.execute_script(
            "return document.querySelector('[data-alarm-badge]').hasAttribute('data-shown')"), "no sound badge")
        for mode in ("page", "display-mode"):
            if mode == "display-mode":
                driver.execute_script("document.querySelector('[data-display-mode-toggle]').click()")
                wait_for(driver, lambda d: d.execute_script("return document.documentElement.hasAttribute('data-display-mode')"),
                         "display mode did not start")
                time.sleep(0.1)
                driver.execute_script("Hearth.display.fit()")
            face, slot = face_and_slot(driver)
            assert face["x"] >= slot["x"] - 1 and face["x"] + face["w"] <= slot["x"] + slot["w"] + 1, (name, mode, face, slot)
            assert face["y"] >= slot["y"] - 1 and face["y"] + face["h"] <= slot["y"] + slot["h"] + 1, (name, mode, face, slot)
            fills = max(face["w"] / slot["w"], face["h"] / slot["h"])
            assert fills > 0.9, f"{name} {mode}: the clock fills only {fills:.0%} of the space it has"
            assert driver.execute_script("return document.documentElement.scrollWidth <= document.documentElement.clientWidth"), (name, mode)
            scroll = driver.execute_script("return document.documentElement.scrollHeight - innerHeight")
            assert scroll <= 0, f"{name} {mode}: the page scrolls by {scroll}px"
            parts = driver.execute_script(SEEN_PARTS)
            assert {"clock", "sound badge"} <= {p["name"] for p in parts}, (name, mode, parts)
            assert (mode == "page") == ("display mode button" in {p["name"] for p in parts}), (name, mode, parts)
            assert not covered(parts), f"{name} {mode}: {covered(parts)} cover each other"
            off_screen = [p["name"] for p in parts if p["bottom"] > size[1] + 1 or p["right"] > size[0] + 1]
            assert not off_screen, f"{name} {mode}: {off_screen} below or beside the screen"
            save_screenshot(driver, screenshot_dir, f"display-{name}-{mode}")
        driver.execute_script("document.querySelector('[data-display-mode-toggle]')?.click(); sessionStorage.clear()")


# A fixed day, never today: the page is given instants on it (the burn-in shift is off, so only the digits change).
DIGIT_BOX_DAY = datetime(2026, 3, 14, tzinfo=ZoneInfo(SERVER_TIME_ZONE))


def test_digit_boxes_keep_their_places_across_a_minute_change(server, driver):
    status, steady = profile_api(server, "POST", body={
        "name": f"Steady {time.monotonic_ns()}", "style": {"showsSeconds": True, "burnInShift": False}})
    assert status == 201, steady
    try:
        open_display(driver, server, steady, size=(1280, 800))
        check_digit_boxes(driver)
    finally:
        profile_api(server, "DELETE", "/" + steady["id"])


def check_digit_boxes(driver) -> None:
    def boxes_at(hour: int, minute: int, second: int) -> list[tuple[float, float]]:
        instant = DIGIT_BOX_DAY.replace(hour=hour, minute=minute, second=second, microsecond=500000)
        driver.execute_script(f"Hearth.clock.now = () => {int(instant.timestamp() * 1000)}; Hearth.display.tick();")
        return driver.execute_script("""
            return [...document.querySelectorAll('[data-display-digit], .display__colon')].map(el => {
                const r = el.getBoundingClientRect(); return [Math.round(r.x * 10) / 10, Math.round(r.width * 10) / 10]; });""")

    before = boxes_at(11, 11, 59)
    assert shown_hhmm(driver) == "11:11"
    after = boxes_at(12, 0, 0)
    assert shown_hhmm(driver) == "12:00"
    assert before == after, "a digit box moved when the digits changed"
    assert boxes_at(18, 48, 58) == before


def test_mode_display_in_the_address_opens_in_display_mode_and_leaving_drops_it(server, driver, profile):
    emulate(driver, size=(1280, 800))
    driver.get(server.url(profile["displayPath"] + "&mode=display"))
    root = driver.find_element(By.TAG_NAME, "html")
    wait_for(driver, lambda d: root.get_attribute("data-display-mode") is not None, "?mode=display did not start it")
    assert not driver.find_element(By.CSS_SELECTOR, ".site-header").is_displayed()
    stage = driver.find_element(By.CSS_SELECTOR, "[data-display-slot]")
    ActionChains(driver).click_and_hold(stage).pause(0.8).release().perform()
    wait_for(driver, lambda d: root.get_attribute("data-display-mode") is None, "a long press did not leave")
    assert "mode=" not in driver.current_url, "a reload would start display mode again"
    driver.refresh()
    wait_for(driver, lambda d: d.execute_script("return !!(window.Hearth && Hearth.display)"), "display.js never started")
    assert driver.find_element(By.TAG_NAME, "html").get_attribute("data-display-mode") is None


def test_long_press_toggles_display_mode_and_hides_the_pointer(server, driver, profile):
    open_display(driver, server, profile)
    stage = driver.find_element(By.CSS_SELECTOR, "[data-display-slot]")
    ActionChains(driver).click_and_hold(stage).pause(0.8).release().perform()
    root = driver.find_element(By.TAG_NAME, "html")
    wait_for(driver, lambda d: root.get_attribute("data-display-mode") is not None, "a long press did not start display mode")
    assert not driver.find_element(By.CSS_SELECTOR, ".site-header").is_displayed()
    keep_awake = driver.find_element(By.CSS_SELECTOR, "[data-display]").get_attribute("data-keep-awake")
    assert keep_awake in ("on", "unavailable")
    if keep_awake == "unavailable":  # it says so, and why
        assert driver.find_element(By.CSS_SELECTOR, "[data-display-keep-awake]").text.strip()
    wait_for(driver, lambda d: root.get_attribute("data-display-idle") is not None, "the pointer never hid", timeout=5)
    # A short press does nothing; a long one leaves.
    ActionChains(driver).click_and_hold(stage).pause(0.1).release().perform()
    assert root.get_attribute("data-display-mode") is not None
    ActionChains(driver).click_and_hold(stage).pause(0.8).release().perform()
    wait_for(driver, lambda d: root.get_attribute("data-display-mode") is None, "a long press did not leave display mode")
    assert driver.find_element(By.CSS_SELECTOR, ".site-header").is_displayed()


def test_overlays_and_profile_changes_reach_the_display_within_a_second(server, driver, profile):
    open_display(driver, server, profile)
    wait_for_live_stream(driver)
    zone = driver.find_element(By.CSS_SELECTOR, "[data-display-overlay='timeZone']")
    date = driver.find_element(By.CSS_SELECTOR, "[data-display-overlay='date']")
    assert date.is_displayed() and not zone.is_displayed()

    # From another window: the profile form, submitted as a person would (no script needed for it).
    display_window = driver.current_window_handle
    driver.switch_to.new_window("tab")
    driver.get(server.url(f"/settings/display/{profile['id']}"))
    driver.find_element(By.ID, "field-overlays-timeZone").click()
    driver.find_element(By.ID, "field-overlays-date").click()
    driver.execute_script("document.getElementById('field-digitColor').value = '#00ff66'")
    driver.find_element(By.CSS_SELECTOR, "[data-display-form] button.button--primary").click()
    wait_for(driver, lambda d: d.find_elements(By.CSS_SELECTOR, ".flash--success"), "the profile form did not save")
    saved_at = time.monotonic()
    driver.switch_to.window(display_window)
    wait_for(driver, lambda d: zone.is_displayed() and not date.is_displayed(), "overlays did not follow", timeout=2)
    wait_for(driver, lambda d: d.execute_script(
        "return getComputedStyle(document.querySelector('[data-display-face]')).color") == "rgb(0, 255, 102)",
        "the new colour did not arrive", timeout=2)
    assert time.monotonic() - saved_at < 2.0
    assert SERVER_TIME_ZONE in zone.text


def test_display_shows_server_time_on_a_device_with_a_wrong_clock(clocked_server, driver, clocked_profile):
    server, profile = clocked_server, clocked_profile
    driver.execute_cdp_cmd("Emulation.setTimezoneOverride", {"timezoneId": "America/Los_Angeles"})
    driver.execute_cdp_cmd("Page.addScriptToEvaluateOnNewDocument", {"source": WRONG_DEVICE_CLOCK})
    status, _ = profile_api(server, "PUT", "/" + profile["id"], {"style": {"clockFormat": "twentyFourHour"}})
    assert status == 200
    open_display(driver, server, profile)
    assert shown_hhmm(driver) in server.clock_candidates()
    driver.execute_script("window.__shift += 2 * 3600 * 1000")  # the device clock jumps
    time.sleep(1.2)
    assert shown_hhmm(driver) in server.clock_candidates()


def test_without_javascript_the_display_shows_the_time_and_refreshes_each_minute(clocked_server, nojs_driver,
                                                                                 clocked_profile):
    server, profile = clocked_server, clocked_profile
    status, _ = profile_api(server, "PUT", "/" + profile["id"],
                            {"style": {"clockFormat": "twentyFourHour", "overlays": {"timeZone": True}}})
    assert status == 200
    emulate(nojs_driver, size=(1024, 768))
    nojs_driver.get(server.url(profile["displayPath"]))
    assert shown_hhmm(nojs_driver) in server.clock_candidates()
    refresh = nojs_driver.find_element(By.CSS_SELECTOR, "noscript").get_attribute("innerHTML")
    assert 'http-equiv="refresh"' in refresh
    assert SERVER_TIME_ZONE in nojs_driver.find_element(By.CSS_SELECTOR, "[data-display-overlay='timeZone']").text
    assert nojs_driver.find_element(By.CSS_SELECTOR, "[data-display-mode-toggle]").is_displayed() is False


@pytest.mark.parametrize("preset", ["night", "day"])
def test_presets_in_every_appearance_pass_axe(server, driver, profile, preset, screenshot_dir):
    style = {"overlays": {"date": True, "timeZone": True}, "showsSeconds": True}
    status, _ = profile_api(server, "PUT", "/" + profile["id"], {"style": style})
    assert status == 200
    # The preset as a person applies it: the form's preset button.
    emulate(driver, size=(1280, 800))
    driver.get(server.url(f"/settings/display/{profile['id']}"))
    driver.find_element(By.CSS_SELECTOR, f"button[name='preset'][value='{preset}']").click()
    wait_for(driver, lambda d: d.find_elements(By.CSS_SELECTOR, ".flash--success"), "the preset was not saved")
    for scheme, contrast in (("light", "standard"), ("dark", "standard"), ("dark", "increased")):
        server.put_settings(contrast=contrast)
        open_display(driver, server, profile, size=(1280, 800), scheme=scheme)
        violations = axe_violations(driver)
        assert not violations, f"{preset} {scheme} {contrast}:\n" + describe(violations)
        save_screenshot(driver, screenshot_dir, f"display-{preset}-{scheme}-{contrast}")
    server.put_settings(contrast="standard")


@pytest.mark.parametrize("scheme", ["light", "dark"])
def test_settings_pages_pass_axe(server, driver, profile, scheme, screenshot_dir):
    for name, path in (("list", "/settings/display"), ("edit", f"/settings/display/{profile['id']}"),
                       ("delete", f"/settings/display/{profile['id']}/delete")):
        emulate(driver, scheme=scheme, size=(1280, 800))
        driver.get(server.url(path))
        violations = axe_violations(driver)
        assert not violations, f"{name} {scheme}:\n" + describe(violations)
        save_screenshot(driver, screenshot_dir, f"display-settings-{name}-{scheme}")


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def test_reconnect_mark_shows_while_the_server_is_away(driver):
    binary = os.environ.get("HEARTH_BIN") or str(REPO / ".build" / "debug" / "hearth")
    web_dir = os.environ.get("HEARTH_WEB_DIR") or str(REPO / "web")
    data_dir = tempfile.mkdtemp(prefix="hearth-display-restart-")
    port = free_port()
    args = [binary, "serve", "--host", "127.0.0.1", "--port", str(port), "--data-dir", data_dir, "--web-dir", web_dir]

    def start() -> subprocess.Popen:
        process = subprocess.Popen(args, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        deadline = time.monotonic() + 30
        while time.monotonic() < deadline:
            try:
                socket.create_connection(("127.0.0.1", port), timeout=0.2).close()
                return process
            except OSError:
                time.sleep(0.1)
        raise RuntimeError("hearth did not start")

    process = start()
    try:
        emulate(driver, size=(1280, 800))
        driver.get(f"http://127.0.0.1:{port}/display")
        wait_for_live_stream(driver)
        mark = driver.find_element(By.CSS_SELECTOR, "[data-display-reconnecting]")
        assert not mark.is_displayed()
        process.terminate()
        process.wait(timeout=15)
        wait_for(driver, lambda d: mark.is_displayed(), "no reconnecting mark while the server is away", timeout=8)
        seconds = driver.find_element(By.CSS_SELECTOR, "[data-display-digit='m2']").text
        process = start()
        wait_for(driver, lambda d: not mark.is_displayed(), "the mark stayed after the server came back", timeout=70)
        assert driver.find_element(By.CSS_SELECTOR, "[data-display-digit='m2']").text.isdigit()
        assert seconds.isdigit()
    finally:
        process.terminate()
        process.wait(timeout=15)
