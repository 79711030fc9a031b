"""Days in a real browser: create → list → detail → edit → delete and search with plain forms (no JavaScript),
every days page in light and dark with axe-core and screenshots, the share line's copy button, and the
in-page reminder notification."""

from __future__ import annotations

import json

import pytest
from selenium.common.exceptions import WebDriverException
from selenium.webdriver.common.by import By
from selenium.webdriver.support.expected_conditions import staleness_of
from selenium.webdriver.support.ui import Select, WebDriverWait

from helpers import (SIZES, axe_violations, body_background, console_errors, describe, emulate, is_dark,
                     is_light, save_screenshot, wait_for)


def api(server, method: str, path: str, body: dict | None = None):
    status, _, data = server.request(method, path, body)
    return status, (json.loads(data) if data else None)


@pytest.fixture
def days_cleanup(server):
    """Deletes every day and extra category the test made, so other tests see the server as it was."""
    yield
    _, days = api(server, "GET", "/api/v1/days")
    for day in days or []:
        api(server, "DELETE", f"/api/v1/days/{day['id']}")
    _, categories = api(server, "GET", "/api/v1/categories")
    for category in categories or []:
        if category["id"] != "00000000-0000-0000-0000-000000000001":
            api(server, "DELETE", f"/api/v1/categories/{category['id']}?deleteDays=true")


def loaded(driver):
    wait_for(driver, lambda d: d.execute_script("return document.readyState") == "complete", "page never loaded")


def gone(element):
    """A wait condition: the element's document has been replaced. Chromium sometimes reports that as an
    inspector error ("Node with given id does not belong to the document") rather than a stale element."""
    def check(_driver) -> bool:
        try:
            return staleness_of(element)(_driver)
        except WebDriverException as error:
            if "does not belong to the document" in str(error):
                return True
            raise
    return check


def submit(driver, selector: str) -> None:
    """Clicks a submit button and waits for the next page (the old one must go stale first)."""
    page = driver.find_element(By.TAG_NAME, "html")
    driver.find_element(By.CSS_SELECTOR, selector).click()
    WebDriverWait(driver, 10).until(gone(page), "the form did not navigate")
    loaded(driver)


def test_create_list_detail_edit_delete_and_search_without_javascript(server, nojs_driver, days_cleanup):
    d = nojs_driver
    emulate(d, scheme="light", size=SIZES["laptop"])
    d.get(server.url("/days"))
    d.find_element(By.LINK_TEXT, "Create your first day").click()
    loaded(d)
    assert d.current_url.endswith("/days/new")

    # A mistake first: the form comes back with the error and what was typed.
    d.find_element(By.ID, "field-notes").send_keys("Ryokan booked")
    submit(d, "form.day-form button[type=submit]")
    assert "Enter a title." in d.find_element(By.ID, "title-error").text
    assert d.find_element(By.ID, "field-title").get_attribute("aria-invalid") == "true"
    assert d.find_element(By.ID, "field-notes").get_attribute("value") == "Ryokan booked"

    d.find_element(By.ID, "field-title").send_keys("Trip to Kyoto")
    d.execute_script("document.getElementById('field-date').value = '2099-04-01'")
    Select(d.find_element(By.ID, "field-icon")).select_by_value("plane")
    d.find_element(By.ID, "reminder-days-1").send_keys("1")
    d.execute_script("document.getElementById('reminder-time-1').value = '09:00'")
    submit(d, "form.day-form button[type=submit]")
    assert "/days/" in d.current_url and "saved=created" in d.current_url
    assert d.find_element(By.ID, "day-title").text == "Trip to Kyoto"
    assert "days left" in d.find_element(By.CSS_SELECTOR, ".day-hero__count").text
    assert "1 day before at 09:00" in d.page_source
    detail = d.current_url.split("?")[0]

    d.get(server.url("/days"))
    rows = d.find_elements(By.CSS_SELECTOR, ".day-row__title")
    assert [r.text for r in rows] == ["Trip to Kyoto"]

    d.get(detail)
    d.find_element(By.LINK_TEXT, "Edit").click()
    loaded(d)
    title = d.find_element(By.ID, "field-title")
    title.clear()
    title.send_keys("Kyoto in spring")
    submit(d, "form.day-form button[type=submit]")
    assert d.find_element(By.ID, "day-title").text == "Kyoto in spring"
    assert "Changes saved." in d.page_source

    api(server, "POST", "/api/v1/days", {"title": "Mum", "date": "1960-12-01", "kind": "birthday"})
    d.get(server.url("/days"))
    search = d.find_element(By.ID, "days-q")
    search.send_keys("KYOTO")
    submit(d, ".days-filter__submit")
    assert [r.text for r in d.find_elements(By.CSS_SELECTOR, ".day-row__title")] == ["Kyoto in spring"]

    d.get(detail)
    d.find_element(By.LINK_TEXT, "Delete").click()
    loaded(d)
    assert "Delete “Kyoto in spring”?" in d.page_source
    submit(d, "form.card__actions button[type=submit]")
    assert d.current_url.endswith("/days?deleted=1")
    assert "Day deleted." in d.page_source
    assert [r.text for r in d.find_elements(By.CSS_SELECTOR, ".day-row__title")] == ["Mum"]


def seed(server) -> dict:
    _, family = api(server, "POST", "/api/v1/categories", {"name": "Family", "color": "#E4572E"})
    _, trip = api(server, "POST", "/api/v1/days", {
        "title": "Trip to Kyoto", "date": "2099-04-01", "icon": "plane", "color": "#3A86FF",
        "notes": "Book the ryokan.\nPack light.", "reminders": [{"daysBefore": 1, "time": "09:00"}]})
    api(server, "POST", "/api/v1/days", {"title": "Mum", "date": "1960-12-01", "kind": "birthday", "icon": "cake",
                                         "pinned": True, "categoryId": family["id"]})
    api(server, "POST", "/api/v1/days", {"title": "奶奶", "date": "2020-06-26", "kind": "birthday",
                                         "calendar": "chineseLunar", "icon": "lantern", "categoryId": family["id"]})
    api(server, "POST", "/api/v1/days", {"title": "Quit smoking", "date": "2024-10-06", "kind": "countUp",
                                         "icon": "noSmoking", "includeStartDay": True})
    return {"trip": trip["id"], "family": family["id"]}


DAY_PAGES = {
    "days-list": "/days",
    "days-search-none": "/days?q=nothing-matches",
    "day-detail": "/days/{trip}",
    "day-new": "/days/new",
    "day-edit": "/days/{trip}/edit",
    "day-delete": "/days/{trip}/delete",
    "categories": "/categories",
    "category-delete": "/categories/{family}/delete",
    "days-backup": "/days/backup",
    "days-widget": "/days/widget?limit=3",
    "home-with-days": "/",
}


@pytest.fixture(scope="module")
def seeded(server):
    """Sample days for the page audits, made once for this module and removed after it."""
    ids = seed(server)
    yield ids
    _, days = api(server, "GET", "/api/v1/days")
    for day in days or []:
        api(server, "DELETE", f"/api/v1/days/{day['id']}")
    api(server, "DELETE", f"/api/v1/categories/{ids['family']}?deleteDays=true")


@pytest.mark.parametrize("scheme", ["light", "dark"])
@pytest.mark.parametrize("page", list(DAY_PAGES))
def test_days_page_is_accessible_in_light_and_dark(server, seeded, driver, screenshot_dir, page, scheme):
    path = DAY_PAGES[page].format(**seeded)
    for size_name, size in SIZES.items():
        emulate(driver, scheme=scheme, size=size, mobile=size_name == "phone")
        driver.get(server.url(path))
        loaded(driver)
        background = body_background(driver)
        assert (is_dark if scheme == "dark" else is_light)(background), f"{page}: background {background}"
        overflow = driver.execute_script("return document.documentElement.scrollWidth - document.documentElement.clientWidth")
        assert overflow <= 0, f"{page} scrolls sideways by {overflow}px at {size_name} size"
        violations = axe_violations(driver)
        assert not violations, f"axe on {page} ({scheme}, {size_name}):\n{describe(violations)}"
        save_screenshot(driver, screenshot_dir, f"{page}-{scheme}-{size_name}")
    errors = console_errors(driver)
    assert not errors, f"console errors on {page}: {errors}"


def test_form_errors_are_accessible_and_photographed(server, driver, screenshot_dir, days_cleanup):
    emulate(driver, scheme="dark", size=SIZES["phone"], mobile=True)
    driver.get(server.url("/days/new"))
    driver.execute_script("document.getElementById('field-date').value = ''")
    submit(driver, "form.day-form button[type=submit]")
    assert driver.find_elements(By.CSS_SELECTOR, ".error-summary li")
    violations = axe_violations(driver)
    assert not violations, describe(violations)
    save_screenshot(driver, screenshot_dir, "day-form-errors-dark-phone")


def test_chinese_list_shows_lunar_dates(server, screenshot_dir, days_cleanup):
    from conftest import make_driver
    seed(server)
    browser = make_driver(language="zh-CN,zh")
    try:
        emulate(browser, scheme="light", size=SIZES["phone"], mobile=True)
        browser.get(server.url("/days"))
        loaded(browser)
        assert browser.find_element(By.TAG_NAME, "html").get_attribute("lang") == "zh-Hans"
        assert "农历五月初六" in browser.page_source
        violations = axe_violations(browser)
        assert not violations, describe(violations)
        save_screenshot(browser, screenshot_dir, "days-list-zh-light-phone")
    finally:
        browser.quit()


def test_copy_button_and_reminder_notification(server, driver, days_cleanup):
    ids = seed(server)
    emulate(driver, scheme="light", size=SIZES["laptop"])
    driver.get(server.url(f"/days/{ids['trip']}"))
    loaded(driver)
    button = driver.find_element(By.CSS_SELECTOR, "[data-copy-button]")
    assert button.is_displayed(), "with JavaScript the copy button appears"
    permission = driver.execute_script("return window.Notification ? Notification.permission : 'none'")
    notify = driver.find_element(By.CSS_SELECTOR, "[data-notify-button]")
    assert notify.is_displayed() == (permission == "default"), "the notification offer shows only while undecided"

    # The page shows a reminder event from the live stream as an in-page notification.
    notice = {"key": "k", "dayId": ids["trip"], "title": "Trip to Kyoto", "occurrence": "2099-04-01",
              "daysBefore": 1, "time": "09:00", "fireAt": "2099-03-31T03:30:00Z",
              "message": {"en": "Trip to Kyoto: tomorrow (1 Apr 2099)", "zh-Hans": "明天"},
              "close": {"en": "Dismiss", "zh-Hans": "关闭"}, "heading": {"en": "Reminders", "zh-Hans": "提醒"}}
    # (handed to the page's own stream module, at its versioned URL, as the stream hands it each event it receives)
    driver.execute_async_script(
        "const [text, done] = arguments;"
        "const entry = [...document.scripts].find((s) => s.src.includes('/js/days.js')).src;"
        "import(new URL('lib/events.js', entry)).then((events) => { events.dispatch('reminder', text); done(); });",
        json.dumps(notice))
    note = wait_for(driver, lambda d: d.find_elements(By.CSS_SELECTOR, ".reminder-note"), "no notification shown")[0]
    assert "tomorrow (1 Apr 2099)" in note.text
    violations = axe_violations(driver)
    assert not violations, describe(violations)
    note.find_element(By.CSS_SELECTOR, "button").click()
    wait_for(driver, lambda d: not d.find_elements(By.CSS_SELECTOR, ".reminder-note"), "notification not dismissed")


@pytest.mark.parametrize("page", ["days-list", "day-detail", "day-new", "categories", "category-delete",
                                  "days-backup", "days-widget"])
def test_days_touch_targets_are_at_least_44px(server, seeded, driver, page):
    emulate(driver, scheme="light", size=SIZES["phone"], mobile=True)
    driver.get(server.url(DAY_PAGES[page].format(**seeded)))
    loaded(driver)
    small = driver.execute_script("""
        const targets = document.querySelectorAll(
          'a[href], button, label.choice, label.option, input:not([type=hidden]):not([type=radio]):not([type=checkbox]), select, textarea');
        return [...targets].filter(el => !el.hidden && el.offsetParent !== null).map(el => {
          const r = el.getBoundingClientRect();
          return {what: el.outerHTML.slice(0, 80), width: r.width, height: r.height};
        }).filter(t => t.width < 44 || t.height < 44);
    """)
    assert not small, f"touch targets smaller than 44×44 px on {page}: {small}"


GOOGLE_EXPORT = "\r\n".join([
    "BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//Google Inc//Google Calendar 70.9054//EN",
    "BEGIN:VEVENT", "UID:2014_BIRTHDAY_ann@google.com", "DTSTART;VALUE=DATE:20991210",
    "RRULE:FREQ=DAILY;INTERVAL=1;COUNT=1", "SUMMARY:Ann's birthday", "END:VEVENT",
    "BEGIN:VEVENT", "UID:standup@google.com", "DTSTART;VALUE=DATE:20250106", "RRULE:FREQ=DAILY",
    "SUMMARY:Standup", "END:VEVENT", "END:VCALENDAR", ""])


def test_the_import_page_previews_a_file_then_imports_it_without_javascript(server, nojs_driver, days_cleanup,
                                                                           tmp_path):
    path = tmp_path / "google.ics"
    path.write_text(GOOGLE_EXPORT)
    d = nojs_driver
    d.get(server.url("/days/backup"))
    loaded(d)
    d.find_element(By.ID, "import-file").send_keys(str(path))
    submit(d, "#import-preview")
    assert d.find_element(By.ID, "plan-summary").text == (
        "1 new, 0 updated, 0 unchanged, 1 skipped. Nothing has been stored yet.")
    assert "RRULE FREQ “DAILY” is not weekly, monthly or yearly." in d.page_source
    assert api(server, "GET", "/api/v1/days")[1] == []

    submit(d, "#import-confirm")
    assert "Imported: 1 new, 0 updated, 0 unchanged, 1 skipped." in d.page_source
    assert [day["title"] for day in api(server, "GET", "/api/v1/days")[1]] == ["Ann's birthday"]

    from conftest import make_driver

    chinese = make_driver(language="zh-CN,zh")  # axe needs JavaScript; the form works either way
    try:
        chinese.get(server.url("/days/backup"))
        loaded(chinese)
        chinese.find_element(By.ID, "import-file").send_keys(str(path))
        submit(chinese, "#import-preview")
        assert chinese.find_element(By.ID, "plan-summary").text == (
            "新增 0 个，更新 0 个，未变 1 个，跳过 1 个。目前还没有保存任何内容。")
        assert "RRULE FREQ“DAILY”不是每周、每月或每年。" in chinese.page_source
        violations = axe_violations(chinese)
        assert not violations, describe(violations)
    finally:
        chinese.quit()
