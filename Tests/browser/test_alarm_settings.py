"""The alarms' settings pages in a real browser (forms POST and redirect; quiet hours and the speaker setting with
JavaScript off): the speaker setting, quiet hours,
webhooks (add, inline errors, edit page with its delivery log) and holiday calendars (import an .ics file,
a refused http:// address). Screenshots in light and dark; axe on each page.
"""

from __future__ import annotations

import json
from pathlib import Path

from selenium.webdriver.common.by import By
from selenium.webdriver.support.ui import WebDriverWait

from helpers import axe_violations, describe, emulate, family_days_ics, save_screenshot

FAMILY_ICS = family_days_ics("DTSTART;VALUE=DATE:20301207\nSUMMARY:Make-up workday\nX-HEARTH-DAY-TYPE:WORKDAY\n")


def submitted(driver, form_selector: str, until) -> None:
    """Clicks the form's submit button and waits for the answer page to show `until(driver)`."""
    driver.find_element(By.CSS_SELECTOR, form_selector + " button[type=submit]").click()
    WebDriverWait(driver, 10).until(until)


def look(driver, folder: Path, name: str) -> None:
    """Screenshots in light and dark, and no axe violation in either."""
    for scheme in ("light", "dark"):
        emulate(driver, scheme=scheme)
        save_screenshot(driver, folder, f"alarm-settings-{name}-{scheme}")
        violations = axe_violations(driver)
        assert not violations, describe(violations)


def test_quiet_hours_form_saves_without_javascript(server, nojs_driver, driver, screenshot_dir):
    nojs_driver.get(server.url("/settings/quiet-hours"))
    start = nojs_driver.find_element(By.ID, "quiet-start")
    nojs_driver.execute_script("arguments[0].value = '21:15'", start)
    enabled = nojs_driver.find_element(By.ID, "quiet-enabled")
    if not enabled.is_selected():
        nojs_driver.find_element(By.CSS_SELECTOR, "label[for=quiet-enabled]").click()
    submitted(nojs_driver, "form[action='/settings/quiet-hours']", lambda d: "saved=1" in d.current_url)
    status, _, body = server.request("GET", "/api/v1/quiet-hours")
    state = json.loads(body)
    assert (state["enabled"], state["start"], state["end"]) == (True, "21:15", "07:00")
    driver.get(nojs_driver.current_url)
    look(driver, screenshot_dir, "quiet-hours")
    server.request("PUT", "/api/v1/quiet-hours", {"enabled": False})



def test_speaker_setting_saves_without_javascript(server, nojs_driver, driver, screenshot_dir):
    nojs_driver.get(server.url("/settings"))
    nojs_driver.find_element(By.CSS_SELECTOR, "a[href='/settings/alarms']").click()
    assert nojs_driver.find_element(By.ID, "speaker-ringing-always").is_selected()
    nojs_driver.find_element(By.CSS_SELECTOR, "label[for=speaker-ringing-backstop]").click()
    submitted(nojs_driver, "form[action='/settings/alarms']", lambda d: "saved=1" in d.current_url)
    assert nojs_driver.find_element(By.ID, "speaker-ringing-backstop").is_selected()
    status, _, body = server.request("GET", "/api/v1/alarm-settings")
    assert json.loads(body)["speakerRinging"] == "backstop"
    driver.get(nojs_driver.current_url)
    look(driver, screenshot_dir, "speaker")
    server.request("PUT", "/api/v1/alarm-settings", {"speakerRinging": "always"})

def test_webhook_form_names_bad_fields_then_adds_it(server, driver, screenshot_dir):
    nojs_driver = driver  # the page has no script of its own: the form posts as it would without JavaScript
    nojs_driver.get(server.url("/settings/webhooks"))
    nojs_driver.find_element(By.ID, "webhook-url").send_keys("lights")
    for box in nojs_driver.find_elements(By.CSS_SELECTOR, "input[name=events]:checked"):
        nojs_driver.find_element(By.CSS_SELECTOR, f"label[for={box.get_attribute('id')}]").click()
    submitted(nojs_driver, "form[action='/settings/webhooks']", lambda d: d.find_elements(By.ID, "webhook-url-error"))
    assert nojs_driver.find_element(By.ID, "webhook-url-error").is_displayed()
    assert nojs_driver.find_element(By.ID, "webhook-events-error").is_displayed()
    assert nojs_driver.find_element(By.ID, "webhook-url").get_attribute("aria-invalid") == "true"
    look(nojs_driver, screenshot_dir, "webhooks-errors")

    url = nojs_driver.find_element(By.ID, "webhook-url")
    url.clear()
    url.send_keys("http://127.0.0.1:9/lights")
    nojs_driver.find_element(By.ID, "webhook-name").send_keys("Bedroom lights")
    for event in ("event-prealarm", "event-ring"):
        nojs_driver.find_element(By.CSS_SELECTOR, f"label[for={event}]").click()
    submitted(nojs_driver, "form[action='/settings/webhooks']", lambda d: "created=1" in d.current_url)
    assert nojs_driver.find_element(By.CSS_SELECTOR, "h1").text == "Bedroom lights"
    assert nojs_driver.find_element(By.ID, "event-prealarm").is_selected()
    look(nojs_driver, screenshot_dir, "webhook-edit")
    nojs_driver.get(server.url("/settings/webhooks"))
    assert "Bedroom lights" in nojs_driver.page_source
    look(nojs_driver, screenshot_dir, "webhooks")


def test_holiday_calendar_imports_a_file_and_refuses_http(server, driver, screenshot_dir, tmp_path):
    nojs_driver = driver  # the page has no script of its own: the forms post as they would without JavaScript
    calendar = tmp_path / "Family Days.ics"
    calendar.write_text(FAMILY_ICS)
    nojs_driver.get(server.url("/settings/holidays"))
    nojs_driver.find_element(By.ID, "holiday-file").send_keys(str(calendar))
    submitted(nojs_driver, "form[enctype='multipart/form-data']", lambda d: "added=1" in d.current_url)
    assert "family-days" in nojs_driver.page_source
    assert "Make-up workday" in nojs_driver.page_source
    look(nojs_driver, screenshot_dir, "holidays")

    nojs_driver.find_element(By.ID, "holiday-url").send_keys("http://example.com/holidays.ics")
    submitted(nojs_driver, "form:not([enctype])[action='/settings/holidays']",
              lambda d: d.find_elements(By.ID, "holiday-url-error"))
    error = nojs_driver.find_element(By.ID, "holiday-url-error")
    assert "https://" in error.text
    look(nojs_driver, screenshot_dir, "holidays-error")
    server.request("DELETE", "/api/v1/holiday-calendars/family-days")
