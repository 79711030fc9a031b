"""The weather on /display in Chromium, against the fake provider (Tests/HearthTests/Fixtures/weather-provider.py,
serving Open-Meteo's recorded answer): a profile that shows the weather shows the temperature, today's high and low
and the condition icon drawn in the profile's overlay colour; a change of what is shown reaches the open page over
/events without a reload; and with the provider stopped and the server's clock moved on, the page keeps the last
forecast marked with its age."""

from __future__ import annotations

import json
import subprocess
import tempfile
import time
from datetime import datetime, timedelta
from zoneinfo import ZoneInfo

import pytest
from selenium.webdriver.common.by import By

from conftest import REPO, SERVER_TIME_ZONE, HearthServer
from helpers import wait_for, wait_until

FETCH_INSTANT = datetime(2026, 11, 26, 7, 40, tzinfo=ZoneInfo("UTC"))
ALL_PARTS = {"current": True, "highLow": True, "precipitation": True, "sun": True, "hourly": True}


class FakeProvider:
    """The fake weather provider on a free port (stop() to take the network away)."""

    def __init__(self):
        self.control = tempfile.mkdtemp(prefix="hearth-weather-")
        self.process = subprocess.Popen(
            ["python3", str(REPO / "Tests/HearthTests/Fixtures/weather-provider.py"),
             str(REPO / "Tests/fixtures/weather"), self.control], stdout=subprocess.PIPE, text=True)
        self.base = f"http://127.0.0.1:{int(self.process.stdout.readline())}"

    def stop(self) -> None:
        if self.process.poll() is None:
            self.process.terminate()
            self.process.wait(timeout=10)


@pytest.fixture
def weather_server(monkeypatch):
    provider = FakeProvider()
    for name in ("OPEN_METEO", "GEOCODING", "MET_NORWAY"):
        monkeypatch.setenv(f"HEARTH_WEATHER_{name}_URL", provider.base)
    hearth = HearthServer("weather", ["--test-clock", FETCH_INSTANT.isoformat()])
    hearth.set_clock(FETCH_INSTANT)
    yield hearth, provider
    hearth.stop()
    provider.stop()


def weather(hearth: HearthServer) -> dict:
    status, _, body = hearth.request("GET", "/api/v1/weather")
    assert status == 200, body
    return json.loads(body)


def degrees(value: float) -> str:
    return f"{round(value)}°"


def text(driver, selector: str) -> str:
    return driver.find_element(By.CSS_SELECTOR, selector).text


def test_the_display_shows_the_weather_follows_changes_live_and_keeps_it_marked_with_its_age(weather_server, driver):
    hearth, provider = weather_server
    # Given Berlin set up, and fetched by the server (the refresher wakes on the change)
    status, _, body = hearth.request("PUT", "/api/v1/weather/settings",
                                     {"enabled": True, "placeName": "Berlin", "latitude": 52.52, "longitude": 13.405})
    assert status == 200, body
    wait_until(lambda: weather(hearth)["state"] == "ok", "the first forecast is fetched")
    answer = weather(hearth)
    status, _, body = hearth.request("POST", "/api/v1/display-profiles",
                                     {"name": "Hall", "style": {"overlayOpacity": 100, "weather": ALL_PARTS}})
    assert status == 201, body

    # When the display is opened, it shows the temperature, high and low and the condition icon
    driver.get(hearth.url("/display?profile=hall"))
    wait_for(driver, lambda d: text(d, "[data-weather-temperature]") == degrees(answer["current"]["temperature"]) + "C",
             "the current temperature shows")
    assert text(driver, "[data-weather-high]") == degrees(answer["today"]["high"])
    assert text(driver, "[data-weather-low]") == degrees(answer["today"]["low"])
    icon = driver.find_element(By.CSS_SELECTOR, "[data-weather-icon]")
    assert icon.get_attribute("data-weather-icon") == answer["current"]["icon"] == "cloudy"
    assert icon.get_attribute("aria-label") == "Cloudy"
    drawn = driver.execute_script("""
        const icon = arguments[0], style = getComputedStyle(icon), box = icon.getBoundingClientRect();
        return {mask: style.webkitMaskImage || style.maskImage, paint: style.backgroundColor,
                colour: getComputedStyle(document.querySelector('.display__overlays')).color,
                width: box.width, height: box.height};""", icon)
    assert "weather/cloudy.svg" in drawn["mask"], drawn
    assert drawn["paint"] == drawn["colour"], drawn  # drawn in the profile's overlay colour
    assert drawn["width"] >= 12 and drawn["height"] >= 12, drawn
    assert driver.find_elements(By.CSS_SELECTOR, "[data-weather-age]") == []

    # A change of what is shown (imperial units) reaches the open page over /events, without a reload
    driver.execute_script("window.__notReloaded = true")
    status, _, body = hearth.request("PUT", "/api/v1/weather/settings", {"units": "imperial"})
    assert status == 200, body
    fahrenheit = round(answer["current"]["temperature"] * 9 / 5 + 32)
    wait_for(driver, lambda d: text(d, "[data-weather-temperature]") == f"{fahrenheit}°F",
             "the temperature turns to °F without a reload", timeout=5)
    assert driver.execute_script("return window.__notReloaded === true")

    # When the network is cut and the clock moves on three hours (the server tries, and fails)
    provider.stop()
    hearth.set_clock(FETCH_INSTANT + timedelta(hours=3))
    for enabled in (False, True):  # switching it off and on makes a refresh due at once
        status, _, body = hearth.request("PUT", "/api/v1/weather/settings", {"enabled": enabled})
        assert status == 200, body
    wait_until(lambda: weather(hearth).get("lastError"), "the server has tried the providers again and failed",
               timeout=30)
    fetched = datetime.fromisoformat(weather(hearth)["fetchedAt"]).astimezone(ZoneInfo(SERVER_TIME_ZONE))
    # then the display still shows the last forecast, marked with its age
    driver.refresh()
    wait_for(driver, lambda d: d.find_elements(By.CSS_SELECTOR, "[data-weather-age]"), "the age mark shows")
    assert text(driver, "[data-weather-age]") == "as of " + fetched.strftime("%H:%M")
    assert text(driver, "[data-weather-temperature]") == f"{fahrenheit}°F"
    assert driver.find_element(By.CSS_SELECTOR, "[data-weather-icon]").get_attribute("data-weather-icon") == "cloudy"
