"""Settings → Calendars in Chromium: a person subscribes to a calendar by its address (served by the local calendar
host, Tests/HearthTests/Fixtures/calendar-server.py) and sees it listed with its event count and last success; a
calendar whose host goes down shows the error beside the time of its last success."""

from __future__ import annotations

import shutil
import subprocess
import sys
import tempfile
from datetime import datetime
from pathlib import Path
from zoneinfo import ZoneInfo

import pytest
from selenium.webdriver.common.by import By
from selenium.webdriver.support import expected_conditions
from selenium.webdriver.support.ui import WebDriverWait

from conftest import REPO, HearthServer

START = datetime(2026, 6, 1, 10, 0, 0, tzinfo=ZoneInfo("UTC"))


@pytest.fixture
def calendar_host():
    folder = Path(tempfile.mkdtemp(prefix="hearth-calendar-host-"))
    shutil.copy(REPO / "Tests" / "fixtures" / "calendars" / "dst-days.ics", folder / "family.ics")
    process = subprocess.Popen(
        [sys.executable, str(REPO / "Tests" / "HearthTests" / "Fixtures" / "calendar-server.py"), str(folder)],
        stdout=subprocess.PIPE, text=True)
    port = int(process.stdout.readline())
    yield folder, f"http://127.0.0.1:{port}"
    process.terminate()
    process.wait(timeout=10)
    shutil.rmtree(folder, ignore_errors=True)


@pytest.fixture
def calendars_server():
    hearth = HearthServer("calendars", ["--test-calendars-over-http", "--test-clock", START.isoformat()])
    yield hearth
    hearth.stop()


def test_a_calendar_added_by_its_address_is_listed_with_its_events_and_last_success(
        driver, calendar_host, calendars_server):
    folder, base = calendar_host
    driver.get(calendars_server.url("/settings/calendars"))
    driver.find_element(By.ID, "calendar-url").send_keys(f"{base}/family.ics")
    driver.find_element(By.ID, "calendar-url-name").send_keys("Family")
    driver.find_element(By.CSS_SELECTOR, "form[data-calendar-subscribe] button[type=submit]").click()
    WebDriverWait(driver, 20).until(expected_conditions.url_contains("added=1"))
    row = driver.find_element(By.CSS_SELECTOR, "[data-calendar]")
    assert row.find_element(By.CSS_SELECTOR, "[data-calendar-name]").text == "Family"
    assert row.find_element(By.CSS_SELECTOR, "[data-calendar-count]").text == "6 events"
    # The household is in Asia/Kolkata (+05:30): 10:00 UTC is 15:30 there.
    assert row.find_element(By.CSS_SELECTOR, "[data-calendar-success]").text.startswith("Last success 1 Jun 2026, 15:3")
    assert not row.find_elements(By.CSS_SELECTOR, "[data-calendar-error]")

    # The host goes down: "Refresh now" keeps the calendar and shows why, beside the last success
    (folder / ".mode").write_text("down")
    row.find_element(By.CSS_SELECTOR, "form[action$='/refresh'] button").click()
    WebDriverWait(driver, 20).until(expected_conditions.url_contains("refreshFailed=1"))
    row = driver.find_element(By.CSS_SELECTOR, "[data-calendar]")
    assert row.find_element(By.CSS_SELECTOR, "[data-calendar-error]").text == (
        "Last refresh failed: the server answered HTTP 500")
    assert row.find_element(By.CSS_SELECTOR, "[data-calendar-count]").text == "6 events"
    assert row.find_element(By.CSS_SELECTOR, "[data-calendar-success]").text.startswith("Last success 1 Jun 2026")
