"""The agenda in Chromium, on a server whose clock is at FIXED_INSTANT (Saturday 14 March 2026 in Asia/Kolkata):
a countdown made through the API shows on /agenda under today and in a display profile's agenda overlay, and a
day added while /agenda is open appears there without a reload (the `days` event), as does one on the display."""

from __future__ import annotations

import json
import time

import pytest
from selenium.webdriver.common.by import By

from conftest import FIXED_INSTANT
from helpers import wait_for, wait_for_live_stream


def add_day(server, title: str, date: str, kind: str = "countdown") -> None:
    status, _, body = server.request("POST", "/api/v1/days", {"title": title, "date": date, "kind": kind})
    assert status == 201, body


def part_text(driver, name: str) -> str:
    return driver.find_element(By.CSS_SELECTOR, f"[data-agenda-part='{name}']").text


@pytest.fixture
def agenda_profile(clocked_server):
    clocked_server.set_clock(FIXED_INSTANT)
    status, _, body = clocked_server.request(
        "POST", "/api/v1/display-profiles",
        {"name": f"Agenda {time.monotonic_ns()}", "style": {"agenda": {"show": True}}})
    assert status == 201, body
    created = json.loads(body)
    yield created
    clocked_server.request("DELETE", "/api/v1/display-profiles/" + created["id"])


def test_a_countdown_shows_on_the_agenda_and_the_display_and_a_new_day_arrives_live(
        clocked_server, agenda_profile, driver):
    stamp = time.monotonic_ns()
    first = f"Piano recital {stamp}"
    add_day(clocked_server, first, "2026-03-14")

    driver.get(clocked_server.url("/agenda"))
    today = driver.find_element(By.CSS_SELECTOR, "[data-agenda-day='2026-03-14']")
    assert first in today.text
    assert "Today" in today.text and "Countdown" in today.text
    assert driver.find_elements(By.CSS_SELECTOR, "[data-agenda-day='2026-03-29']"), "today, tomorrow and 14 days"
    assert not driver.find_elements(By.CSS_SELECTOR, "[data-agenda-day='2026-03-30']")

    # A day added elsewhere arrives without a reload: the same document, the agenda part swapped in.
    wait_for_live_stream(driver)
    driver.execute_script("window.agendaTestMarker = 'kept'")
    second = f"Parents' evening {stamp}"
    add_day(clocked_server, second, "2026-03-15")
    wait_for(driver, lambda d: second in d.find_element(By.CSS_SELECTOR, "[data-agenda-day='2026-03-15']").text,
             "/agenda never showed the day added while it was open")
    assert driver.execute_script("return window.agendaTestMarker") == "kept", "the page was reloaded"

    driver.get(clocked_server.url(agenda_profile["displayPath"]))
    overlay = part_text(driver, "display")
    assert first in overlay and second in overlay, overlay
    wait_for_live_stream(driver)
    third = f"Bake sale {stamp}"
    add_day(clocked_server, third, "2026-03-14")
    wait_for(driver, lambda d: third in part_text(d, "display"), "/display never showed the new day")


def test_the_agenda_moves_on_to_the_next_day_at_midnight_without_a_reload(clocked_server, driver):
    from datetime import datetime
    from zoneinfo import ZoneInfo

    from conftest import SERVER_TIME_ZONE

    stamp = time.monotonic_ns()
    title = f"Sports day {stamp}"
    add_day(clocked_server, title, "2026-03-15")
    clocked_server.set_clock(datetime(2026, 3, 14, 23, 59, 57, tzinfo=ZoneInfo(SERVER_TIME_ZONE)))
    try:
        driver.get(clocked_server.url("/agenda"))
        first = driver.find_element(By.CSS_SELECTOR, "[data-agenda-day]")
        assert first.get_attribute("data-agenda-day") == "2026-03-14"
        driver.execute_script("window.agendaTestMarker = 'kept'")
        # Three seconds later it is Sunday 15 March in Kolkata: today is the day of the sports day.
        wait_for(driver, lambda d: d.find_element(By.CSS_SELECTOR, "[data-agenda-day]")
                 .get_attribute("data-agenda-day") == "2026-03-15", "/agenda stayed on Saturday", timeout=10)
        today = driver.find_element(By.CSS_SELECTOR, "[data-agenda-day='2026-03-15']")
        assert "Today" in today.text and title in today.text
        assert driver.execute_script("return window.agendaTestMarker") == "kept", "the page was reloaded"
    finally:
        clocked_server.set_clock(FIXED_INSTANT)


@pytest.mark.parametrize("width,height", [(480, 320), (390, 844), (3840, 2160)])
def test_the_display_agenda_fits_the_screen(clocked_server, agenda_profile, driver, width, height):
    stamp = time.monotonic_ns()
    add_day(clocked_server, f"A long title that would run far past the edge of a small screen {stamp}", "2026-03-14")
    driver.execute_cdp_cmd("Emulation.setDeviceMetricsOverride",
                           {"width": width, "height": height, "deviceScaleFactor": 1, "mobile": False})
    driver.get(clocked_server.url(agenda_profile["displayPath"]))
    box = driver.execute_script("""
        const part = document.querySelector("[data-agenda-part='display']").getBoundingClientRect();
        return {left: part.left, right: part.right, bottom: part.bottom, width: innerWidth, height: innerHeight,
                scrollWidth: document.documentElement.scrollWidth};""")
    assert box["scrollWidth"] <= width, box
    assert 0 <= box["left"] and box["right"] <= width and box["bottom"] <= height, box
