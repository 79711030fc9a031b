"""Settings -> Backups in a real browser, JavaScript off: the list (size, local time), "Back up now", and a restore
through its confirmation page, after which the restored data is what the server serves. Screenshots in light and
dark; axe on the list and the confirmation page.
"""

from __future__ import annotations

import json
import re

from selenium.webdriver.common.by import By
from selenium.webdriver.support.ui import WebDriverWait

from conftest import FIXED_INSTANT, HearthServer
from helpers import axe_violations, describe, emulate, save_screenshot, wait_for


def titles(server: HearthServer) -> list[str]:
    status, _, body = server.request("GET", "/api/v1/days")
    assert status == 200
    days = json.loads(body)
    return [day["title"] for day in (days["days"] if isinstance(days, dict) else days)]


def look(driver, folder, name: str) -> None:
    for scheme in ("light", "dark"):
        emulate(driver, scheme=scheme)
        save_screenshot(driver, folder, f"backups-{name}-{scheme}")
        violations = axe_violations(driver)
        assert not violations, describe(violations)


def test_back_up_now_then_restore_after_the_confirmation_page(nojs_driver, driver, screenshot_dir):
    server = HearthServer("backups", ["--test-clock", FIXED_INSTANT.isoformat()])
    try:
        status, _, _ = server.request("POST", "/api/v1/days", {"title": "Before the backup", "date": "2030-01-01"})
        assert status == 201
        nojs_driver.get(server.url("/settings"))
        nojs_driver.find_element(By.CSS_SELECTOR, "a[href='/settings/backups']").click()
        assert "No backups yet" in nojs_driver.find_element(By.TAG_NAME, "main").text
        nojs_driver.find_element(By.XPATH, "//button[normalize-space()='Back up now']").click()
        # The form posts and the page is replaced: a read of the old page mid-navigation is "not yet".
        wait_for(nojs_driver, lambda d: "Backed up." in d.find_element(By.TAG_NAME, "main").text,
                 "the page says the backup was made", timeout=10)
        rows = nojs_driver.find_elements(By.CSS_SELECTOR, "[data-backups] li")
        assert len(rows) == 1
        # The local time of the test clock's instant (Europe/Berlin), the kind and a size.
        assert re.search(r"14 Mar 2026, 11:1\d", rows[0].text)
        assert "Taken by hand" in rows[0].text and "KB" in rows[0].text
        driver.get(nojs_driver.current_url)
        look(driver, screenshot_dir, "list")

        status, _, _ = server.request("POST", "/api/v1/days", {"title": "After the backup", "date": "2030-01-01"})
        assert status == 201
        rows[0].find_element(By.CSS_SELECTOR, "a[href$='/restore']").click()
        question = nojs_driver.find_element(By.CSS_SELECTOR, ".card__intro").text
        assert re.fullmatch(r"Restore the backup of 14 Mar 2026, 11:1\d:\d\d\? This replaces everything since\.",
                            question), question
        driver.get(nojs_driver.current_url)
        look(driver, screenshot_dir, "confirm")
        assert set(titles(server)) == {"Before the backup", "After the backup"}
        nojs_driver.find_element(By.XPATH, "//button[normalize-space()='Restore this backup']").click()
        # The restoring page reloads itself to the list once the server is back.
        WebDriverWait(nojs_driver, 60).until(lambda d: "Restored hearth-" in d.page_source)
        assert "restored=1" in nojs_driver.current_url
        assert titles(server) == ["Before the backup"]
    finally:
        server.stop()


def test_restore_from_a_file_chosen_in_the_browser(nojs_driver, driver, screenshot_dir, tmp_path):
    """A backup downloaded from one Hearth restores into another from the backups page; a file that is not a
    database, or a missing tick, shows why on the page and changes nothing."""
    source = HearthServer("backups-source", ["--test-clock", FIXED_INSTANT.isoformat()])
    target = HearthServer("backups-target", ["--test-clock", FIXED_INSTANT.isoformat()])
    try:
        status, _, _ = source.request("POST", "/api/v1/days", {"title": "From the old machine", "date": "2030-01-01"})
        assert status == 201
        status, _, body = source.request("POST", "/api/v1/backups", {})
        assert status == 201
        status, _, database = source.request("GET", f"/api/v1/backups/{json.loads(body)['name']}")
        assert status == 200
        backup = tmp_path / "hearth-backup.sqlite"
        backup.write_bytes(database)
        not_a_database = tmp_path / "notes.sqlite"
        not_a_database.write_text("not a database at all\n" * 50)
        status, _, _ = target.request("POST", "/api/v1/days", {"title": "On the new machine", "date": "2030-01-01"})
        assert status == 201

        nojs_driver.get(target.url("/settings/backups"))
        form = nojs_driver.find_element(By.CSS_SELECTOR, "[data-backup-upload]")
        # A file that is not a database: refused with the reason, nothing changed.
        form.find_element(By.NAME, "file").send_keys(str(not_a_database))
        form.find_element(By.NAME, "replace").click()
        form.find_element(By.CSS_SELECTOR, "button[type=submit]").click()
        WebDriverWait(nojs_driver, 30).until(
            lambda d: "This file cannot be restored, and nothing changed" in d.page_source)
        assert titles(target) == ["On the new machine"]
        driver.get(target.url("/settings/backups"))
        look(driver, screenshot_dir, "upload")

        # The backup without the tick (the browser's own check switched off): the page says what is missing.
        form = driver.find_element(By.CSS_SELECTOR, "[data-backup-upload]")
        driver.execute_script("arguments[0].noValidate = true", form)
        form.find_element(By.NAME, "file").send_keys(str(backup))
        form.find_element(By.CSS_SELECTOR, "button[type=submit]").click()
        WebDriverWait(driver, 10).until(lambda d: "Tick that the file replaces everything" in d.page_source)
        assert titles(target) == ["On the new machine"]

        # The backup with the tick: restored, and the list says so once the server is back.
        form = nojs_driver.find_element(By.CSS_SELECTOR, "[data-backup-upload]")
        form.find_element(By.NAME, "file").send_keys(str(backup))
        form.find_element(By.NAME, "replace").click()
        form.find_element(By.CSS_SELECTOR, "button[type=submit]").click()
        WebDriverWait(nojs_driver, 60).until(lambda d: "Restored hearth-backup.sqlite." in d.page_source)
        assert titles(target) == ["From the old machine"]
    finally:
        source.stop()
        target.stop()
