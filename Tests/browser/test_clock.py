"""The home clock ticks in the server's time and time zone, whatever the device's own clock and zone say."""

from __future__ import annotations

from selenium.webdriver.common.by import By

from conftest import FIXED_INSTANT, SERVER_TIME_ZONE
from helpers import SIZES, emulate, wait_for

# Makes the page's Date run `window.__shift` milliseconds off the real time (a device with a wrong clock).
WRONG_DEVICE_CLOCK = """
(() => {
  const RealDate = Date;
  window.__shift = -(3 * 3600 + 17 * 60 + 29) * 1000;
  class WrongDate extends RealDate {
    constructor(...args) { if (args.length === 0) super(RealDate.now() + window.__shift); else super(...args); }
    static now() { return RealDate.now() + window.__shift; }
  }
  window.Date = WrongDate;
})();
"""


def shown_time(driver) -> str:
    return driver.find_element(By.CSS_SELECTOR, "[data-clock-time]").text


def test_clock_ticks_every_second(server, driver):
    emulate(driver, size=SIZES["laptop"])
    driver.get(server.url("/"))
    seconds = driver.find_element(By.CSS_SELECTOR, "[data-clock-seconds]")
    first = seconds.text
    assert first.isdigit() and len(first) == 2
    wait_for(driver, lambda d: seconds.text != first, "the seconds did not tick", timeout=3)
    assert driver.find_element(By.CSS_SELECTOR, "[data-clock]").get_attribute("data-time-zone") == SERVER_TIME_ZONE


def test_clock_shows_server_time_on_a_device_with_wrong_clock_and_zone(clocked_server, driver):
    server = clocked_server
    server.set_clock(FIXED_INSTANT)
    emulate(driver, size=SIZES["laptop"])
    driver.execute_cdp_cmd("Emulation.setTimezoneOverride", {"timezoneId": "America/Los_Angeles"})
    driver.execute_cdp_cmd("Page.addScriptToEvaluateOnNewDocument", {"source": WRONG_DEVICE_CLOCK})
    driver.get(server.url("/"))
    device = driver.execute_script(
        "return new Intl.DateTimeFormat('en-GB', {hour: '2-digit', minute: '2-digit', hourCycle: 'h23'})"
        ".format(new Date())")
    assert device not in server.clock_candidates(), "the emulated device clock should disagree with the server"

    seconds = driver.find_element(By.CSS_SELECTOR, "[data-clock-seconds]")
    first = seconds.text
    wait_for(driver, lambda d: seconds.text != first, "the clock did not tick", timeout=3)
    assert shown_time(driver) in server.clock_candidates()

    # The device clock jumps (NTP catching up, someone changing it): the clock must not jump with it.
    driver.execute_script("window.__shift += 2 * 3600 * 1000")
    current = seconds.text
    wait_for(driver, lambda d: seconds.text != current, "the clock stopped after the device clock jumped", timeout=3)
    assert shown_time(driver) in server.clock_candidates()


def test_date_and_zone_are_shown(clocked_server, driver):
    server = clocked_server
    server.set_clock(FIXED_INSTANT)
    emulate(driver, size=SIZES["phone"], mobile=True)
    driver.get(server.url("/"))
    date = driver.find_element(By.CSS_SELECTOR, "[data-clock-date]").text
    assert "2026" in date and "14" in date and "March" in date, date
    assert SERVER_TIME_ZONE in driver.find_element(By.CSS_SELECTOR, ".clock__zone").text
