"""The day ahead on one display, in Chromium: a profile showing every part of the weather (the 24-hour strip too, from
the fake provider), today's and tomorrow's agenda (from the local calendar host), an analog face and four world clocks
fits 480×320, 1920×1080 and 3840×2160 in light, dark and night with nothing overflowing or covered, passes axe, and
is saved as screenshots; with the network cut and the clock an hour and more on, it keeps the last forecast and the
agenda, each marked with its age. The profile form's preview shows the weather and agenda as they are chosen."""

from __future__ import annotations

import json
from datetime import datetime, timedelta
from zoneinfo import ZoneInfo

import pytest
from selenium.webdriver.common.by import By

from conftest import SERVER_TIME_ZONE, HearthServer
from helpers import axe_violations, describe, emulate, save_screenshot, wait_for, wait_until
from test_calendars import calendar_host  # noqa: F401  (a fixture: the calendar host on a free port)
from test_display import SEEN_PARTS, covered
from test_display_weather import ALL_PARTS, FakeProvider, weather

FETCH_INSTANT = datetime(2026, 11, 26, 7, 40, tzinfo=ZoneInfo("UTC"))  # 13:10 on Thursday 26 November in Kolkata
SIZES = [(480, 320), (1920, 1080), (3840, 2160)]
WORLD = [{"zone": "America/New_York", "label": "New York"}, {"zone": "Europe/London", "label": "London"},
         {"zone": "Asia/Tokyo", "label": "Tokyo"}, {"zone": "Australia/Sydney", "label": "Sydney"}]
# The light, dark and night looks: the page's colour scheme and the profile's colours (night: the default night
# palette, red on black, on a schedule around the test clock's 13:10; the weather's icons dimmed).
MODES = {
    "light": ("light", {"digitColor": "#000000", "backgroundColor": "#ffffff", "night": {"mode": "off"}}),
    "dark": ("dark", {"digitColor": "#ffffff", "backgroundColor": "#000000", "night": {"mode": "off"}}),
    "night": ("dark", {"digitColor": "#ffffff", "backgroundColor": "#000000",
                       "night": {"mode": "betweenTimes", "start": "12:00", "end": "18:00"}}),
}
# Today (26 Nov) and tomorrow in Kolkata (+05:30); one title long enough to need its ellipsis on a small screen.
EVENTS = [("dentist", "20261126T093000Z", "20261126T103000Z", "Dentist for Mia"),
          ("football", "20261126T130000Z", "20261126T140000Z",
           "Football practice at the far end of the park, bring the orange cones"),
          ("trip", "20261127T023000Z", "20261127T090000Z", "School trip to the science museum"),
          ("piano", "20261127T113000Z", "20261127T123000Z", "Piano lesson")]


def family_ics() -> str:
    events = "".join(f"BEGIN:VEVENT\r\nUID:{uid}@day-ahead.test\r\nDTSTAMP:20261101T000000Z\r\nDTSTART:{start}\r\n"
                     f"DTEND:{end}\r\nSUMMARY:{title}\r\nEND:VEVENT\r\n" for uid, start, end, title in EVENTS)
    return f"BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//Hearth tests//Day ahead//EN\r\n{events}END:VCALENDAR\r\n"


def api(hearth: HearthServer, method: str, path: str, body: dict | None = None, expect: int = 200) -> dict:
    status, _, raw = hearth.request(method, path, body)
    assert status == expect, (method, path, status, raw)
    return json.loads(raw) if raw else {}


@pytest.fixture
def day_ahead(monkeypatch, calendar_host):  # noqa: F811
    """A server on the test clock with Berlin's forecast fetched from the fake provider, the family calendar
    subscribed from the calendar host, and a profile showing all of it with an analog face and four world clocks."""
    folder, base = calendar_host
    (folder / "family.ics").write_text(family_ics(), newline="")
    provider = FakeProvider()
    for name in ("OPEN_METEO", "GEOCODING", "MET_NORWAY"):
        monkeypatch.setenv(f"HEARTH_WEATHER_{name}_URL", provider.base)
    hearth = HearthServer("day-ahead", ["--test-calendars-over-http", "--test-clock", FETCH_INSTANT.isoformat()])
    try:
        hearth.set_clock(FETCH_INSTANT)
        api(hearth, "PUT", "/api/v1/weather/settings",
            {"enabled": True, "placeName": "Berlin", "latitude": 52.52, "longitude": 13.405})
        wait_until(lambda: weather(hearth)["state"] == "ok", "the first forecast is fetched")
        calendar = api(hearth, "POST", "/api/v1/calendars",
                       {"name": "Family", "colour": "#1f77b4", "url": f"{base}/family.ics"}, expect=201)
        style = {"overlayOpacity": 100, "clockFormat": "twentyFourHour", "weather": ALL_PARTS,
                 "agenda": {"show": True, "allCalendars": True},
                 "faces": {"face": "classic", "secondsMode": "tick", "worldClocks": WORLD}}
        profile = api(hearth, "POST", "/api/v1/display-profiles", {"name": "Day ahead", "style": style}, expect=201)
        yield hearth, provider, folder, calendar, profile
    finally:
        hearth.stop()
        provider.stop()


def open_display(driver, hearth, profile, size, scheme) -> None:
    emulate(driver, scheme=scheme, size=size, mobile=size[0] < 800)
    driver.get(hearth.url(profile["displayPath"]))
    wait_for(driver, lambda d: d.execute_script("return !!(window.Hearth && Hearth.display)"), "display.js never started")
    wait_for(driver, lambda d: d.execute_script("return document.fonts.status") == "loaded", "fonts never loaded")
    driver.execute_script("Hearth.display.fit()")


def shown_parts(driver) -> list[dict]:
    """What a person must see whole (test_display's list) and the analog dial."""
    dial = driver.execute_script("""
        const r = document.querySelector('[data-display-analog] .display__dial').getBoundingClientRect();
        return {name: 'analog dial', left: r.left, top: r.top, right: r.right, bottom: r.bottom};""")
    return driver.execute_script(SEEN_PARTS) + [dial]


def clipped_text(driver) -> list[str]:
    """Text of the weather, the agenda and the world clocks cut off by a box (an agenda item's ellipsis aside)."""
    return driver.execute_script("""
        const cut = [];
        for (const el of document.querySelectorAll(
            '.display__weather *, .display__agenda *, .display__world-clock, .display__world-clock *')) {
          if (!el.getClientRects().length || el.closest('.display-agenda__item, .display-agenda__more, .visually-hidden')) continue;
          if (el.scrollWidth > el.clientWidth + 1 && getComputedStyle(el).overflowX !== 'visible') cut.push(el.className || el.tagName);
        }
        return cut;""")


def text(driver, selector: str) -> str:
    return driver.find_element(By.CSS_SELECTOR, selector).text


def test_weather_agenda_analog_face_and_world_clocks_fit_every_size_in_light_dark_and_night(
        day_ahead, driver, screenshot_dir):
    hearth, _, _, _, profile = day_ahead
    forecast = weather(hearth)
    for mode, (scheme, colours) in MODES.items():
        api(hearth, "PUT", "/api/v1/display-profiles/" + profile["id"], {"style": colours})
        for width, height in SIZES:
            name = f"{mode} {width}x{height}"
            open_display(driver, hearth, profile, (width, height), scheme)
            # Everything is there: the weather with its strip, both days of the agenda, the face, four world clocks
            assert text(driver, "[data-weather-temperature]") == f"{round(forecast['current']['temperature'])}°C"
            assert len(driver.find_elements(By.CSS_SELECTOR, ".weather-glance__hour")) == 8, name
            agenda = text(driver, "[data-agenda-part='display']")
            assert "Today" in agenda and "Tomorrow" in agenda and "Dentist for Mia" in agenda, (name, agenda)
            assert "School trip" in agenda, (name, agenda)
            assert driver.find_element(By.CSS_SELECTOR, "[data-display-analog]").is_displayed(), name
            assert len(driver.find_elements(By.CSS_SELECTOR, ".display__world-clock")) == 4, name
            assert (driver.find_element(By.CSS_SELECTOR, "[data-display]").get_attribute("data-night")
                    is not None) == (mode == "night"), name
            save_screenshot(driver, screenshot_dir, f"display-day-ahead-{mode}-{width}x{height}")
            # Nothing overflows the screen, covers another part or cuts its text
            assert driver.execute_script(
                "return document.documentElement.scrollWidth <= document.documentElement.clientWidth"), name
            scroll = driver.execute_script("return document.documentElement.scrollHeight - innerHeight")
            assert scroll <= 0, f"{name}: the page scrolls by {scroll}px"
            parts = shown_parts(driver)
            assert "analog dial" in {part["name"] for part in parts}, (name, parts)
            assert len([part for part in parts if part["name"].startswith("overlay")]) >= 3, (name, parts)
            assert not covered(parts), f"{name}: {covered(parts)} cover each other"
            off = [p["name"] for p in parts if p["left"] < -1 or p["top"] < -1 or p["bottom"] > height + 1
                   or p["right"] > width + 1]
            assert not off, f"{name}: {off} beyond the screen"
            assert not clipped_text(driver), f"{name}: {clipped_text(driver)} cut off"
            violations = axe_violations(driver)
            assert not violations, f"{name}:\n" + describe(violations)


def test_with_the_network_cut_the_display_keeps_the_forecast_and_agenda_marked_with_their_age(day_ahead, driver):
    hearth, provider, folder, calendar, profile = day_ahead
    forecast = weather(hearth)
    open_display(driver, hearth, profile, (1920, 1080), "dark")
    assert "Dentist for Mia" in text(driver, "[data-agenda-part='display']")
    assert not driver.find_elements(By.CSS_SELECTOR, "[data-weather-age], [data-agenda-age]")
    driver.execute_script("window.__notReloaded = true")

    # The network is cut: the provider and the calendar host are gone, and the clock moves on 1 h 20 min
    provider.stop()
    (folder / ".mode").write_text("down")
    hearth.set_clock(FETCH_INSTANT + timedelta(hours=1, minutes=20))
    # The refreshers sleep up to five minutes between looks: a refresh is made due at once (the weather switched off
    # and on, the calendar's "refresh now"), and every one fails.
    for enabled in (False, True):
        api(hearth, "PUT", "/api/v1/weather/settings", {"enabled": enabled})
    wait_until(lambda: weather(hearth).get("lastError"), "the weather refresh failed", timeout=30)
    assert api(hearth, "POST", f"/api/v1/calendars/{calendar['id']}/refresh")["lastError"]

    # The open display keeps the last forecast and the agenda, each marked with its age (it was not reloaded)
    kolkata = ZoneInfo(SERVER_TIME_ZONE)
    fetched = datetime.fromisoformat(weather(hearth)["fetchedAt"]).astimezone(kolkata).strftime("%H:%M")
    wait_for(driver, lambda d: d.find_elements(By.CSS_SELECTOR, "[data-weather-age]"), "no weather age mark",
             timeout=20)
    wait_for(driver, lambda d: d.find_elements(By.CSS_SELECTOR, "[data-agenda-age]"), "no agenda age mark",
             timeout=20)
    assert text(driver, "[data-weather-age]") == "as of " + fetched
    assert text(driver, "[data-agenda-age]") == "calendars as of " + FETCH_INSTANT.astimezone(kolkata).strftime("%H:%M")
    assert text(driver, "[data-weather-temperature]") == f"{round(forecast['current']['temperature'])}°C"
    agenda = text(driver, "[data-agenda-part='display']")
    assert "Dentist for Mia" in agenda and "School trip" in agenda, agenda
    assert driver.execute_script("return window.__notReloaded === true"), "the display was reloaded"
    # A fresh load (and /agenda) says the same
    driver.refresh()
    wait_for(driver, lambda d: d.find_elements(By.CSS_SELECTOR, "[data-agenda-age]"), "no agenda age after a reload")
    assert text(driver, "[data-weather-age]") == "as of " + fetched
    driver.get(hearth.url("/agenda"))
    assert text(driver, "[data-agenda-age]").startswith("calendars as of ")


def preview_state(driver) -> dict:
    return driver.execute_script("""
        const preview = document.querySelector('[data-display-preview]');
        const shown = (sel) => [...preview.querySelectorAll(sel)].some(el => el.getClientRects().length > 0);
        const weather = preview.querySelector('[data-preview-weather]');
        const agenda = preview.querySelector("[data-agenda-part='display']");
        return {temperature: shown('[data-weather-temperature]'), highLow: shown('[data-weather-high]'),
                hours: shown('[data-weather-hours]'), note: shown('.display-preview__note'),
                weather: weather && !weather.hidden ? weather.innerText : '',
                agenda: agenda && !agenda.hidden ? agenda.innerText : ''};""")


def test_the_profile_form_preview_shows_the_weather_and_agenda_as_they_are_chosen(day_ahead, driver):
    hearth, _, _, calendar, profile = day_ahead
    emulate(driver, size=(1280, 900))
    driver.get(hearth.url(f"/settings/display/{profile['id']}"))
    state = preview_state(driver)
    assert state["temperature"] and state["highLow"] and state["hours"], state
    assert "Dentist for Mia" in state["agenda"] and "Tomorrow" in state["agenda"], state

    def click(field_id: str) -> None:
        box = driver.find_element(By.ID, field_id)
        driver.execute_script("arguments[0].scrollIntoView({block: 'center'})", box)
        box.click()

    # Unticking parts of the weather takes them out of the preview; unticking all leaves no weather
    click("field-weather-hourly")
    wait_for(driver, lambda d: not preview_state(d)["hours"], "the 24-hour strip stayed in the preview")
    assert preview_state(driver)["temperature"]
    for part in ("current", "highLow", "precipitation", "sun"):
        click(f"field-weather-{part}")
    wait_for(driver, lambda d: preview_state(d)["weather"] == "", "the weather stayed in the preview")
    click("field-weather-current")
    wait_for(driver, lambda d: preview_state(d)["temperature"], "the temperature did not come back")
    # Only the ticked calendars: without "every calendar" and no box ticked, the family's events leave
    click("field-agenda-allCalendars")
    wait_for(driver, lambda d: "Dentist" not in preview_state(d)["agenda"], "the family's events stayed")
    assert "Today" in preview_state(driver)["agenda"]
    click("field-agenda-calendar-" + calendar["id"].lower())
    wait_for(driver, lambda d: "Dentist for Mia" in preview_state(d)["agenda"], "the ticked calendar's events")
    click("field-agenda-show")
    wait_for(driver, lambda d: preview_state(d)["agenda"] == "", "the agenda stayed in the preview")
    # Nothing was saved
    saved = api(hearth, "GET", "/api/v1/display-profiles/" + profile["id"])["style"]
    assert saved["weather"] == ALL_PARTS and saved["agenda"]["show"] is True

    # With the weather off there is no forecast: the preview says so
    api(hearth, "PUT", "/api/v1/weather/settings", {"enabled": False})
    driver.refresh()
    wait_for(driver, lambda d: preview_state(d)["note"], "the preview did not say there is no forecast")
    assert "No forecast" in preview_state(driver)["weather"]
