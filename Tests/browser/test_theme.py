"""Switching the theme: at once (same frame), persisted, without a flash of the wrong theme on load, without
JavaScript through the plain form, and live on every other open page through /events."""

from __future__ import annotations

import re

import pytest
from selenium.webdriver.common.by import By

from helpers import (SIZES, body_background, emulate, is_dark, is_light, wait_for, wait_for_live_stream,
                     wait_until)

CLICK_AND_MEASURE = """
const done = arguments[arguments.length - 1];
const read = () => ({
  background: getComputedStyle(document.body).backgroundColor,
  theme: document.documentElement.getAttribute('data-theme'),
  contrast: document.documentElement.getAttribute('data-contrast'),
});
const before = read();
document.querySelector(arguments[0]).click();
const sameTask = read();
requestAnimationFrame(() => done({before, sameTask, nextFrame: read()}));
"""


def switch(driver, selector: str) -> dict:
    """Clicks a choice from script and reads the page in the same task and in the next animation frame."""
    return driver.execute_async_script(CLICK_AND_MEASURE, selector)


def test_switching_theme_applies_in_the_same_frame_and_persists(server, driver):
    emulate(driver, scheme="light", size=SIZES["laptop"])
    driver.get(server.url("/settings"))

    seen = switch(driver, "label[for=theme-dark]")
    assert is_light(seen["before"]["background"])
    assert seen["sameTask"]["theme"] == "dark"
    assert is_dark(seen["sameTask"]["background"]), "the background must change before the next frame"
    assert is_dark(seen["nextFrame"]["background"])

    wait_until(lambda: server.settings()["theme"] == "dark", "the switch never reached the server")
    toast = driver.find_element(By.CSS_SELECTOR, "[data-form-status]")
    wait_for(driver, lambda d: toast.get_attribute("data-state") == "saved" and toast.text.strip(),
             "no 'saved' confirmation in the live region")
    assert toast.get_attribute("role") == "status"

    driver.refresh()
    assert driver.find_element(By.TAG_NAME, "html").get_attribute("data-theme") == "dark"
    assert is_dark(body_background(driver)), "dark must survive a reload on a light device"
    assert driver.find_element(By.ID, "theme-dark").is_selected()
    assert re.search(r'<html[^>]*\sdata-theme="dark"', server.html("/settings"))

    seen = switch(driver, "label[for=contrast-increased]")
    assert seen["sameTask"]["contrast"] == "more"
    wait_until(lambda: server.settings()["contrast"] == "increased", "contrast never reached the server")
    driver.refresh()
    assert driver.find_element(By.TAG_NAME, "html").get_attribute("data-contrast") == "more"

    seen = switch(driver, "label[for=theme-system]")
    assert seen["sameTask"]["theme"] is None, "automatic must hand the scheme back to the device"
    assert is_light(seen["sameTask"]["background"])
    wait_until(lambda: server.settings()["theme"] == "system", "automatic never reached the server")


def test_increased_contrast_changes_the_colours(server, driver):
    emulate(driver, scheme="light", size=SIZES["laptop"])
    driver.get(server.url("/settings"))
    border = "return getComputedStyle(document.querySelector('.group')).borderTopColor"
    standard = driver.execute_script(border)
    switch(driver, "label[for=contrast-increased]")
    assert driver.execute_script(border) != standard, "increased contrast must strengthen separators"


@pytest.mark.parametrize("stored, device", [("dark", "light"), ("light", "dark")])
def test_no_flash_of_the_wrong_theme_on_load(server, driver, stored, device):
    server.put_settings(theme=stored)
    assert re.search(rf'<html[^>]*\sdata-theme="{stored}"', server.html("/")), \
        "the first byte of HTML must already carry the stored theme"

    emulate(driver, scheme=device, size=SIZES["laptop"])
    driver.execute_cdp_cmd("Page.addScriptToEvaluateOnNewDocument", {"source": """
        const look = () => ({
          theme: document.documentElement.getAttribute('data-theme'),
          background: getComputedStyle(document.documentElement).backgroundColor,
        });
        requestAnimationFrame(() => { window.__firstFrame = look(); });
        document.addEventListener('DOMContentLoaded', () => { window.__contentLoaded = look(); });
    """})
    driver.get(server.url("/"))
    wait_for(driver, lambda d: d.execute_script("return window.__firstFrame"), "no animation frame ran")
    first = driver.execute_script("return window.__firstFrame")
    loaded = driver.execute_script("return window.__contentLoaded")
    check = is_dark if stored == "dark" else is_light
    for moment, look in (("first frame", first), ("DOMContentLoaded", loaded)):
        assert look["theme"] == stored, f"{moment}: data-theme was {look['theme']!r}"
        assert check(look["background"]), f"{moment}: background {look['background']} on a {device} device"


def test_form_works_without_javascript(server, nojs_driver):
    driver = nojs_driver
    emulate(driver, scheme="light", size=SIZES["phone"], mobile=True)
    driver.get(server.url("/settings"))
    form = driver.find_element(By.CSS_SELECTOR, 'form[action="/settings/appearance"]')
    save = form.find_element(By.CSS_SELECTOR, "button[type=submit]")
    assert save.is_displayed(), "without JavaScript the save button must be there"

    driver.find_element(By.CSS_SELECTOR, "label[for=theme-dark]").click()
    assert driver.find_element(By.TAG_NAME, "html").get_attribute("data-theme") is None
    save.click()

    wait_for(driver, lambda d: d.find_element(By.TAG_NAME, "html").get_attribute("data-theme") == "dark",
             "the POST + redirect did not bring back a dark page")
    assert driver.current_url.startswith(server.url("/settings"))
    assert is_dark(body_background(driver))
    assert driver.find_element(By.CSS_SELECTOR, ".flash--success").text.strip()
    assert driver.find_element(By.ID, "theme-dark").is_selected()
    assert server.settings()["theme"] == "dark"

    driver.find_element(By.CSS_SELECTOR, "label[for=language-zh-Hans]").click()
    driver.find_element(By.CSS_SELECTOR, 'form[action="/settings/language"] button[type=submit]').click()
    wait_for(driver, lambda d: d.find_element(By.TAG_NAME, "html").get_attribute("lang") == "zh-Hans",
             "the language form did not switch the page to Chinese")
    assert driver.find_element(By.CSS_SELECTOR, "h1").text == "设置"
    assert server.settings()["language"] == "zh-Hans"


def test_appearance_event_updates_every_open_page(server, driver):
    emulate(driver, scheme="light", size=SIZES["laptop"])
    driver.get(server.url("/"))
    wait_for_live_stream(driver)
    clock_window = driver.current_window_handle
    assert is_light(body_background(driver))

    driver.switch_to.new_window("window")
    emulate(driver, scheme="light", size=SIZES["laptop"])
    driver.get(server.url("/settings"))
    wait_for_live_stream(driver)
    settings_window = driver.current_window_handle
    driver.find_element(By.CSS_SELECTOR, "label[for=theme-dark]").click()

    driver.switch_to.window(clock_window)
    wait_for(driver, lambda d: d.find_element(By.TAG_NAME, "html").get_attribute("data-theme") == "dark",
             "the other window did not follow the switch to dark")
    assert is_dark(body_background(driver))

    # A change from another device (the JSON API): every page follows, the settings form included.
    server.put_settings(theme="light", contrast="increased")
    wait_for(driver, lambda d: d.find_element(By.TAG_NAME, "html").get_attribute("data-contrast") == "more",
             "the clock window did not follow the API change")
    assert driver.find_element(By.TAG_NAME, "html").get_attribute("data-theme") == "light"
    driver.switch_to.window(settings_window)
    wait_for(driver, lambda d: d.find_element(By.ID, "theme-light").is_selected()
             and d.find_element(By.ID, "contrast-increased").is_selected(),
             "the settings form did not show the change made elsewhere")
    assert is_light(body_background(driver))
