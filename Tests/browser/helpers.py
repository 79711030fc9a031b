"""Small helpers shared by the browser tests."""

from __future__ import annotations

import re
from pathlib import Path

from axe_selenium_python import Axe
from selenium.common.exceptions import (NoSuchElementException, StaleElementReferenceException,
                                        WebDriverException)
from selenium.webdriver.remote.webdriver import WebDriver
from selenium.webdriver.support.ui import WebDriverWait

WAIT = 10  # seconds: the longest any test waits for something the page should do
SIZES = {"phone": (390, 844), "laptop": (1280, 800)}


def emulate(driver: WebDriver, scheme: str | None = None, reduced_motion: str | None = None,
            size: tuple[int, int] | None = None, mobile: bool = False) -> None:
    """Emulates `prefers-color-scheme` (and optionally reduced motion and a viewport) for the current tab."""
    features = []
    if scheme:
        features.append({"name": "prefers-color-scheme", "value": scheme})
    if reduced_motion:
        features.append({"name": "prefers-reduced-motion", "value": reduced_motion})
    driver.execute_cdp_cmd("Emulation.setEmulatedMedia", {"features": features})
    if size:
        width, height = size
        driver.execute_cdp_cmd("Emulation.setDeviceMetricsOverride",
                               {"width": width, "height": height, "deviceScaleFactor": 1, "mobile": mobile})


def parse_rgb(css: str) -> tuple[float, float, float, float]:
    """`rgb(1, 2, 3)` / `rgba(1, 2, 3, 0.5)` / `color(srgb 0.1 0.2 0.3)` → (r, g, b, alpha) with r, g, b in 0…255."""
    numbers = [float(n) for n in re.findall(r"[\d.]+", css)]
    if css.startswith("color(srgb"):
        r, g, b = (n * 255 for n in numbers[:3])
        return r, g, b, numbers[3] if len(numbers) > 3 else 1.0
    r, g, b = numbers[:3]
    return r, g, b, numbers[3] if len(numbers) > 3 else 1.0


def luminance(css: str) -> float:
    """WCAG relative luminance of an opaque CSS colour."""
    def channel(value: float) -> float:
        c = value / 255
        return c / 12.92 if c <= 0.04045 else ((c + 0.055) / 1.055) ** 2.4
    r, g, b, _ = parse_rgb(css)
    return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b)


def contrast(a: str, b: str) -> float:
    la, lb = sorted((luminance(a), luminance(b)), reverse=True)
    return (la + 0.05) / (lb + 0.05)


def is_dark(css: str) -> bool:
    return luminance(css) < 0.1


def is_light(css: str) -> bool:
    return luminance(css) > 0.6


def body_background(driver: WebDriver) -> str:
    return driver.execute_script("return getComputedStyle(document.body).backgroundColor")


def wait_for(driver: WebDriver, condition, message: str, timeout: float = WAIT):
    """Waits until `condition(driver)` is truthy and returns it; fails with `message` otherwise.

    Elements that go stale or are missing while a navigation replaces the page count as "not yet",
    and so does Chromium's report that an element found a moment ago left the document mid-read
    (a plain WebDriverException that names neither). Any other error still fails at once.
    """
    def tolerant(d: WebDriver):
        try:
            return condition(d)
        except WebDriverException as error:
            if any(sign in str(error) for sign in NAVIGATION_RACES):
                return False
            raise

    return WebDriverWait(driver, timeout, poll_frequency=0.05,
                         ignored_exceptions=(NoSuchElementException, StaleElementReferenceException)
                         ).until(tolerant, message)


# What Chromium says when a script or a read meets a page that a navigation is replacing.
NAVIGATION_RACES = ("does not belong to the document", "Execution context was destroyed",
                    "Cannot find context with specified id")


def wait_until(predicate, message: str, timeout: float = WAIT):
    """Polls a predicate that needs no browser (e.g. the server's state)."""
    return WebDriverWait(None, timeout, poll_frequency=0.05).until(lambda _: predicate(), message)


def wait_for_live_stream(driver: WebDriver) -> None:
    wait_for(driver, lambda d: d.execute_script("return document.documentElement.dataset.live") == "open",
             "the page never connected to /events")


def axe_violations(driver: WebDriver) -> list[dict]:
    """Runs axe-core (all rules, best practices included) on the current page; returns the violations."""
    axe = Axe(driver)
    axe.inject()
    return axe.run()["violations"]


def describe(violations: list[dict]) -> str:
    return "\n".join(f"{v['id']} ({v['impact']}): {v['help']} — e.g. {v['nodes'][0]['target']}"
                     for v in violations)


def save_screenshot(driver: WebDriver, folder: Path, name: str) -> Path:
    """Saves a full-page screenshot (the whole scroll height, not just the viewport)."""
    import base64
    width, height = driver.execute_script(
        "return [document.documentElement.clientWidth, Math.max(document.documentElement.scrollHeight, innerHeight)]")
    shot = driver.execute_cdp_cmd("Page.captureScreenshot", {
        "captureBeyondViewport": True,
        "clip": {"x": 0, "y": 0, "width": width, "height": height, "scale": 1},
    })
    path = folder / f"{name}.png"
    path.write_bytes(base64.b64decode(shot["data"]))
    return path


def console_errors(driver: WebDriver, expected_404: str | None = None) -> list[str]:
    """Console errors since the last call (CSP violations, failed assets, script errors). A 404 for
    `expected_404` (the URL of a deliberate not-found page) is allowed; any other is an error."""
    entries = driver.get_log("browser")
    return [e["message"] for e in entries
            if e["level"] == "SEVERE"
            and not (expected_404 and e["message"].startswith(expected_404 + " ") and "status of 404" in e["message"])]


def family_days_ics(*extra_events: str) -> str:
    """A small holiday calendar, "Family days": a family day on 2030-12-05, then each of `extra_events` (the
    lines of a VEVENT, without its BEGIN and END)."""
    events = ["DTSTART;VALUE=DATE:20301205\nSUMMARY:Family day\n", *extra_events]
    body = "".join(f"BEGIN:VEVENT\n{event}END:VEVENT\n" for event in events)
    return f"BEGIN:VCALENDAR\nVERSION:2.0\nX-WR-CALNAME:Family days\n{body}END:VCALENDAR\n"
