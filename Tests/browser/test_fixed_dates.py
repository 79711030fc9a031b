"""The display and alarms at fixed dates, whatever today is: for each instant the server's wall clock is set just
before a boundary (`--test-clock`; the page's clock, `Hearth.clock`, follows it through /api/v1/time), and the
display and an alarm are watched across it. The boundaries: both New York DST nights of 2026 (02:00 EST → 03:00
EDT; 02:00 EDT → 01:00 EST again), a burn-in shift (every 180 s since 1970, `BurnInOffset`) and a new year."""

from __future__ import annotations

import json
import time
from datetime import datetime, timedelta
from zoneinfo import ZoneInfo

import pytest

from conftest import HearthServer
from helpers import emulate, wait_for, wait_until

# name: (the server's time zone, the instant set, what the display shows after the boundary, the alarm's time,
#        whether the alarm rings at the boundary)
BOUNDARIES = {
    "new-york-spring-forward": ("America/New_York", "2026-03-08T01:59:55-05:00", "03:00", "03:00", True),
    # 01:00 came once already this night (EDT): the alarm at 01:00 does not ring again in the repeated hour.
    "new-york-fall-back": ("America/New_York", "2026-11-01T01:59:55-04:00", "01:00", "01:00", False),
    "burn-in-shift": ("Asia/Kolkata", "2026-06-15T17:29:55+05:30", "17:30", "17:30", True),
    "new-year": ("Asia/Kolkata", "2026-12-31T23:59:55+05:30", "00:00", "00:00", True),
}
# BurnInOffset's walk over its 3 × 3 grid, one position per 180 s since 1970, 3 px apart.
BURN_IN_WALK = [(0, 0), (1, 0), (1, 1), (0, 1), (-1, 1), (-1, 0), (-1, -1), (0, -1), (1, -1)]


def burn_in(instant: datetime) -> tuple[int, int]:
    x, y = BURN_IN_WALK[int(instant.timestamp() // 180) % len(BURN_IN_WALK)]
    return x * 3, y * 3


@pytest.fixture(scope="module", params=list(BOUNDARIES))
def dated(request):
    zone, instant, after, alarm_time, rings = BOUNDARIES[request.param]
    hearth = HearthServer(f"dated-{request.param}", ["--time-zone", zone, "--test-clock", instant,
                                                     "--alarm-check-seconds", "1"])
    yield hearth, zone, datetime.fromisoformat(instant), after, alarm_time, rings
    hearth.stop()


def shown(driver) -> str:
    return driver.execute_script(
        "const t = (k) => document.querySelector(`[data-display-digit='${k}']`).textContent;"
        "return t('h1') + t('h2') + ':' + t('m1') + t('m2');")


def shift(driver) -> tuple[int, int]:
    return tuple(driver.execute_script(
        "const s = document.querySelector('[data-display]').style;"
        "return [parseInt(s.getPropertyValue('--display-shift-x')), parseInt(s.getPropertyValue('--display-shift-y'))]"))


def test_display_and_alarm_across_the_boundary(dated, driver):
    hearth, zone, instant, after, alarm_time, rings = dated
    local = ZoneInfo(zone)
    status, _, body = hearth.request("POST", "/api/v1/display-profiles", {"name": "Wall", "style": {
        "clockFormat": "twentyFourHour", "showsSeconds": True, "burnInShift": True, "overlays": {"date": True}}})
    assert status == 201, body
    profile = json.loads(body)
    status, _, body = hearth.request("POST", "/api/v1/alarms", {"time": alarm_time, "label": "Boundary",
                                                                "repeatDays": ["mon", "tue", "wed", "thu", "fri",
                                                                               "sat", "sun"]})
    assert status == 201, body
    alarm = json.loads(body)["id"]

    hearth.set_clock(instant)
    emulate(driver, size=(1280, 800))
    driver.get(hearth.url(profile["displayPath"]))
    wait_for(driver, lambda d: d.execute_script("return !!(window.Hearth && Hearth.display)"), "display.js never started")
    before = instant.astimezone(local).strftime("%H:%M")
    assert shown(driver) == before, f"the display shows {shown(driver)} at {instant}, not {before}"
    date_before = driver.find_element("css selector", "[data-display-date]").text
    assert shift(driver) == burn_in(hearth.clock_now())

    # Across the boundary (5 s away): the page's clock, the shift, the date, and the alarm.
    wait_for(driver, lambda d: shown(d) == after, f"the display never showed {after}", timeout=12)
    now = hearth.clock_now()
    assert now.astimezone(local).strftime("%H:%M") == after, "the expectation disagrees with the time zone rules"
    wait_for(driver, lambda d: shift(d) == burn_in(hearth.clock_now()), "the burn-in shift did not follow", timeout=3)
    if instant.year != now.astimezone(local).year:
        wait_for(driver, lambda d: d.find_element("css selector", "[data-display-date]").text != date_before,
                 "the date did not turn with the year", timeout=3)
        assert str(now.astimezone(local).year) not in date_before

    def ringing() -> list:
        return json.loads(hearth.request("GET", "/api/v1/ringing")[2])

    if rings:
        wait_until(lambda: [entry["alarmId"] for entry in ringing()] == [alarm], "the alarm did not ring", timeout=8)
        wait_for(driver, lambda d: d.execute_script("return !document.querySelector('[data-alarm-overlay]').hidden"),
                 "the display did not show the ringing alarm")
        hearth.request("POST", f"/api/v1/alarms/{alarm}/dismiss", {})
    else:
        time.sleep(3)  # three checks of the scheduler (--alarm-check-seconds 1) past the repeated 01:00
        assert ringing() == [], "the alarm rang again in the repeated hour"
        next_trigger = datetime.fromisoformat(json.loads(hearth.request("GET", f"/api/v1/alarms/{alarm}")[2])
                                              ["nextTrigger"].replace("Z", "+00:00"))
        assert next_trigger.astimezone(local) == datetime(2026, 11, 2, 1, 0, tzinfo=local)
    hearth.request("DELETE", f"/api/v1/alarms/{alarm}")
    hearth.request("DELETE", f"/api/v1/display-profiles/{profile['id']}")
