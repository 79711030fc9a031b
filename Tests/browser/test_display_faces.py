"""Analog faces and world clocks on /display: the server-drawn hands point at the server's (test-clock) time and
advance, the page without JavaScript draws them right and refreshes each minute, the world clocks show their time,
their offset from home across a daylight-saving week and a day/night mark, and reduced motion turns the sweeping
seconds hand into a ticking one."""

from __future__ import annotations

import json
import re
import time
from datetime import datetime, timedelta
from zoneinfo import ZoneInfo

import pytest
from selenium.webdriver.common.by import By
from selenium.webdriver.support.select import Select

from conftest import FIXED_INSTANT, SERVER_TIME_ZONE
from helpers import emulate, wait_for

WORLD = [{"zone": "America/New_York", "label": "New York"}, {"zone": "Europe/Berlin", "label": "Berlin"}]


def put_faces(server, profile: dict, faces: dict) -> None:
    status, _, body = server.request("PUT", "/api/v1/display-profiles/" + profile["id"],
                                     {"style": {"clockFormat": "twentyFourHour", "faces": faces}})
    assert status == 200, body


@pytest.fixture
def faced_profile(clocked_server):
    clocked_server.set_clock(FIXED_INSTANT)
    status, _, body = clocked_server.request("POST", "/api/v1/display-profiles",
                                             {"name": f"Faces {time.monotonic_ns()}"})
    assert status == 201, body
    created = json.loads(body)
    yield created
    clocked_server.request("DELETE", "/api/v1/display-profiles/" + created["id"])


def expected_angles(instant: datetime) -> dict:
    wall = instant.astimezone(ZoneInfo(SERVER_TIME_ZONE))
    return {"hour": (wall.hour % 12) * 30 + wall.minute * 0.5 + wall.second / 120,
            "minute": wall.minute * 6 + wall.second * 0.1, "second": wall.second * 6}


def drawn_angle(driver, kind: str) -> float:
    transform = driver.find_element(By.CSS_SELECTOR, f"[data-display-hand='{kind}']").get_attribute("transform")
    return float(re.match(r"rotate\(([-\d.]+) 100 100\)", transform).group(1))


def seconds_hand_angle(driver) -> float:
    """The seconds hand's angle as Chromium draws it now (its computed transform)."""
    return driver.execute_script("""
        const m = /matrix\\(([^)]+)\\)/.exec(getComputedStyle(document.querySelector('[data-display-second]')).transform);
        if (!m) return 0; const [a, b] = m[1].split(',').map(Number);
        return (Math.atan2(b, a) * 180 / Math.PI + 360) % 360;""")


def angle_gap(a: float, b: float) -> float:
    return abs((a - b + 180) % 360 - 180)


def open_faces(driver, server, profile, reduced_motion=None):
    emulate(driver, reduced_motion=reduced_motion, size=(1280, 800))
    driver.get(server.url(profile["displayPath"]))
    wait_for(driver, lambda d: d.execute_script("return !!(window.Hearth && Hearth.display)"), "display.js never started")


def test_hands_point_at_the_served_time_and_advance(clocked_server, driver, faced_profile):
    server = clocked_server
    put_faces(server, faced_profile, {"face": "classic", "secondsMode": "tick"})
    open_faces(driver, server, faced_profile)
    for _ in range(2):
        time.sleep(1.1)
        now = server.clock_now()
        want = expected_angles(now)
        # The hour and minute hands agree within a second's travel; the seconds hand within a tick either way.
        assert angle_gap(drawn_angle(driver, "hour"), want["hour"]) < 0.1
        assert angle_gap(drawn_angle(driver, "minute"), want["minute"]) < 0.35
        assert angle_gap(seconds_hand_angle(driver), want["second"]) <= 6.5
    first = seconds_hand_angle(driver)
    time.sleep(2.1)
    assert 6 <= angle_gap(seconds_hand_angle(driver), first) <= 19  # two or three ticks on


def test_without_javascript_the_face_is_drawn_for_the_minute_with_world_clocks(clocked_server, nojs_driver,
                                                                             faced_profile):
    server = clocked_server
    put_faces(server, faced_profile, {"face": "roman", "secondsMode": "sweep", "worldClocks": WORLD})
    emulate(nojs_driver, size=(1024, 768))
    nojs_driver.get(server.url(faced_profile["displayPath"]))
    minute = server.clock_now().replace(second=0, microsecond=0)
    want = expected_angles(minute)
    assert angle_gap(drawn_angle(nojs_driver, "hour"), want["hour"]) < 0.6  # the minute may just have turned
    assert angle_gap(drawn_angle(nojs_driver, "minute"), want["minute"]) < 6.1
    assert nojs_driver.find_element(By.CSS_SELECTOR, "[data-display-second]").is_displayed() is False
    assert nojs_driver.find_element(By.CSS_SELECTOR, "[data-display-face]").is_displayed() is False
    assert len(nojs_driver.find_elements(By.CSS_SELECTOR, ".display__numeral")) == 12
    refresh = nojs_driver.find_element(By.CSS_SELECTOR, "noscript").get_attribute("innerHTML")
    assert 'http-equiv="refresh"' in refresh
    # 14 March 2026 in Kolkata (+05:30): New York has begun summer time (−04:00), Berlin has not (+01:00)
    clocks = nojs_driver.execute_script("""
        return [...document.querySelectorAll('.display__world-clock')].map(el => ['label', 'time', 'offset', 'mark']
          .map(part => el.querySelector('.display__world-' + part).textContent));""")
    ny = minute.astimezone(ZoneInfo("America/New_York")).strftime("%H:%M")
    berlin = minute.astimezone(ZoneInfo("Europe/Berlin")).strftime("%H:%M")
    assert [clock[:3] for clock in clocks] == [["New York", ny, "−9 h 30 min"], ["Berlin", berlin, "−4 h 30 min"]]
    marks = ["☀" if 6 <= int(hhmm[:2]) < 18 else "☾" for hhmm in (ny, berlin)]
    assert [clock[3] for clock in clocks] == marks


def test_sweep_steps_each_quarter_second_without_an_animation_and_reduced_motion_ticks(clocked_server, driver,
                                                                                      faced_profile):
    server = clocked_server
    put_faces(server, faced_profile, {"face": "railway", "secondsMode": "sweep"})
    open_faces(driver, server, faced_profile)
    # No CSS animation runs (one would make Chromium draw every frame): the hand moves in 1.5° steps, 4 a second
    assert driver.execute_script("return document.getAnimations().length") == 0
    samples = []
    for _ in range(6):
        samples.append(seconds_hand_angle(driver))
        time.sleep(0.2)
    assert all(min(angle % 1.5, 1.5 - angle % 1.5) < 0.01 for angle in samples)
    assert any(0.3 < angle % 6 < 5.7 for angle in samples)  # between whole seconds
    assert angle_gap(samples[-1], expected_angles(server.clock_now())["second"]) < 7
    open_faces(driver, server, faced_profile, reduced_motion="reduce")
    for _ in range(3):
        angle = seconds_hand_angle(driver)
        assert min(angle % 6, 6 - angle % 6) < 0.01  # on whole seconds only
        time.sleep(0.4)


def test_the_profile_form_sets_the_face_and_world_clocks_and_names_a_bad_zone(clocked_server, driver, faced_profile):
    server = clocked_server
    open_faces(driver, server, faced_profile)
    assert not driver.find_elements(By.CSS_SELECTOR, "[data-display-analog]")
    display_window = driver.current_window_handle
    driver.switch_to.new_window("tab")
    driver.get(server.url(f"/settings/display/{faced_profile['id']}"))
    Select(driver.find_element(By.ID, "field-faces-face")).select_by_value("station")
    Select(driver.find_element(By.ID, "field-faces-secondsMode")).select_by_value("none")
    driver.find_element(By.ID, "field-faces-worldClocks[0]-zone").send_keys("Asia/Tokyo")
    driver.find_element(By.ID, "field-faces-worldClocks[0]-label").send_keys("Tokyo")
    driver.find_element(By.ID, "field-faces-worldClocks[1]-zone").send_keys("Mars/Olympus")
    driver.find_element(By.ID, "field-faces-worldClocks[1]-label").send_keys("Mars")
    driver.find_element(By.CSS_SELECTOR, "[data-display-form] button.button--primary").click()
    # The bad zone is named next to its input, and nothing changed
    error = driver.find_element(By.ID, "faces-worldClocks[1]-zone-error")
    assert "World clock 2: IANA time zone" in error.text
    status, _, body = server.request("GET", "/api/v1/display-profiles/" + faced_profile["id"])
    assert json.loads(body)["style"]["faces"]["face"] == "digital"
    # Fixed: the display reloads with the station face and Tokyo's clock
    driver.find_element(By.ID, "field-faces-worldClocks[1]-zone").clear()
    driver.find_element(By.ID, "field-faces-worldClocks[1]-label").clear()
    driver.find_element(By.CSS_SELECTOR, "[data-display-form] button.button--primary").click()
    wait_for(driver, lambda d: d.find_elements(By.CSS_SELECTOR, ".flash--success"), "the profile form did not save")
    driver.switch_to.window(display_window)
    wait_for(driver, lambda d: d.find_elements(By.CSS_SELECTOR, "[data-display-analog][data-face='station']"),
             "the display did not take the new face", timeout=5)
    labels = [el.text for el in driver.find_elements(By.CSS_SELECTOR, ".display__world-label")]
    assert labels == ["Tokyo"]



def test_the_preview_shows_the_chosen_face_and_world_clocks_as_they_are_typed(clocked_server, driver, faced_profile):
    server = clocked_server
    emulate(driver, size=(1280, 800))
    driver.get(server.url(f"/settings/display/{faced_profile['id']}"))
    preview = driver.find_element(By.CSS_SELECTOR, "[data-display-preview]")

    def shown_faces():
        return [face.get_attribute("data-preview-analog")
                for face in preview.find_elements(By.CSS_SELECTOR, "[data-preview-analog]") if face.is_displayed()]

    digital = preview.find_element(By.CSS_SELECTOR, "[data-display-face]")
    assert shown_faces() == [] and digital.is_displayed()
    # Choosing a face shows it at once, drawn by the server at the sample time 12:34:56, inside the preview
    Select(driver.find_element(By.ID, "field-faces-face")).select_by_value("roman")
    assert shown_faces() == ["roman"] and not digital.is_displayed()
    roman = preview.find_element(By.CSS_SELECTOR, "[data-preview-analog='roman']")
    assert "XII" in [numeral.text for numeral in roman.find_elements(By.CSS_SELECTOR, ".display__numeral")]
    hands = {hand.get_attribute("class").split("--")[-1]: hand.get_attribute("transform")
             for hand in roman.find_elements(By.CSS_SELECTOR, ".display__hand")}
    assert hands == {"hour": "rotate(17 100 100)", "minute": "rotate(204 100 100)", "second": "rotate(336 100 100)"}
    dial, box = roman.rect, preview.rect
    assert dial["height"] > 100 and dial["y"] >= box["y"] and dial["y"] + dial["height"] <= box["y"] + box["height"]
    second = roman.find_element(By.CSS_SELECTOR, "[data-preview-second]")
    assert second.is_displayed()  # a new profile's hand ticks
    Select(driver.find_element(By.ID, "field-faces-secondsMode")).select_by_value("none")
    assert not second.is_displayed()
    Select(driver.find_element(By.ID, "field-faces-secondsMode")).select_by_value("sweep")
    assert second.is_displayed()
    Select(driver.find_element(By.ID, "field-faces-face")).select_by_value("station")
    assert shown_faces() == ["station"]
    # World clocks: each row as it is typed, at the sample instant (12:34 on 14 March 2026 in Kolkata, +05:30)
    assert not preview.find_element(By.CSS_SELECTOR, "[data-preview-world]").is_displayed()
    Select(driver.find_element(By.ID, "field-clockFormat")).select_by_value("twentyFourHour")
    driver.find_element(By.ID, "field-faces-worldClocks[0]-zone").send_keys("Asia/Tokyo")
    driver.find_element(By.ID, "field-faces-worldClocks[0]-label").send_keys("Tokyo")
    driver.find_element(By.ID, "field-faces-worldClocks[1]-label").send_keys("New York")
    driver.find_element(By.ID, "field-faces-worldClocks[1]-zone").send_keys("America/New_York")
    rows = driver.execute_script("""
        return [...document.querySelectorAll('[data-preview-world-clock]')].filter(el => !el.hidden)
          .map(el => ['label', 'time', 'offset', 'mark'].map(part => el.querySelector('.display__world-' + part)
          .textContent));""")
    assert rows == [["Tokyo", "16:04", "+3 h 30 min", "☀"], ["New York", "03:04", "−9 h 30 min", "☾"]]
    # Nothing was saved
    status, _, body = server.request("GET", "/api/v1/display-profiles/" + faced_profile["id"])
    assert json.loads(body)["style"]["faces"] == {"face": "digital", "secondsMode": "tick", "worldClocks": []}
