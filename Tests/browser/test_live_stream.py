"""Pages release their live stream: a page kept in the back/forward cache closes its EventSource, so a phone that
visits page after page never runs out of the browser's six connections per host, and a page that comes back from
the cache opens its stream again."""

from __future__ import annotations

import json
import time

from selenium.webdriver.common.by import By

from conftest import make_driver
from helpers import wait_for, wait_for_live_stream

SLOW_NAVIGATION_S = 2.0


def distinct_pages(server, count: int) -> list[str]:
    """Pages that each open a stream: the sections, then one detail page per day made for this test."""
    pages = ["/", "/days", "/settings", "/alarms", "/noise", "/categories", "/days/backup"]
    for index in range(count - len(pages)):
        status, _, body = server.request("POST", "/api/v1/days", {
            "title": f"Visit {index}", "date": f"2030-01-{index + 1:02d}", "kind": "countdown"})
        assert status == 201, body
        day_id = json.loads(body)["id"]
        pages.append(f"/days/{day_id}")
    return pages[:count]


def test_twenty_pages_in_a_row_with_the_back_forward_cache_never_stall(server):
    driver = make_driver()  # Chromium's back/forward cache is on by default, as on a phone
    try:
        slow = []
        pages = distinct_pages(server, 20)
        for path in pages:
            started = time.monotonic()
            driver.get(server.url(path))
            wait_for_live_stream(driver)
            took = time.monotonic() - started
            if took > SLOW_NAVIGATION_S:
                slow.append(f"{path}: {took:.1f}s")
        assert not slow, f"navigations over {SLOW_NAVIGATION_S}s: {slow}"

        # Back to the previous page: it comes from the back/forward cache and opens its stream again.
        driver.execute_script("window.hearthMarker = 'kept'")
        driver.get(server.url(pages[0]))
        wait_for_live_stream(driver)
        driver.back()
        wait_for(driver, lambda d: d.execute_script("return window.hearthMarker") == "kept",
                 "the page did not come back from the back/forward cache")
        wait_for_live_stream(driver)
        assert driver.find_element(By.TAG_NAME, "html").get_attribute("data-live") == "open"
    finally:
        driver.quit()
