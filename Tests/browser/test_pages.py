"""Every page in light and dark: it renders in the right scheme, passes axe-core with zero violations, has no
console or CSP errors and no horizontal scrolling, and is photographed at phone and laptop sizes."""

from __future__ import annotations

import pytest
from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys

from helpers import (SIZES, axe_violations, body_background, console_errors, contrast, describe, emulate,
                     is_dark, is_light, save_screenshot, wait_for)

PAGES = {
    # name: (path, stored settings, expected lang attribute)
    "home": ("/", {}, "en"),
    "settings": ("/settings", {}, "en"),
    "login": ("/login?next=/settings", {}, "en"),
    "not-found": ("/no-such-page", {}, "en"),
    "home-zh": ("/", {"language": "zh-Hans"}, "zh-Hans"),
    "settings-zh": ("/settings", {"language": "zh-Hans"}, "zh-Hans"),
    "home-more-contrast": ("/", {"contrast": "increased"}, "en"),
    "settings-more-contrast": ("/settings", {"contrast": "increased"}, "en"),
}


@pytest.mark.parametrize("scheme", ["light", "dark"])
@pytest.mark.parametrize("page", list(PAGES))
def test_page_in_scheme_is_accessible_and_photographed(server, driver, screenshot_dir, page, scheme):
    path, stored, lang = PAGES[page]
    if stored:
        server.put_settings(**stored)

    for size_name, size in SIZES.items():
        emulate(driver, scheme=scheme, size=size, mobile=size_name == "phone")
        driver.get(server.url(path))
        wait_for(driver, lambda d: d.execute_script("return document.readyState") == "complete", "page never loaded")

        root = driver.find_element(By.TAG_NAME, "html")
        assert root.get_attribute("lang") == lang
        assert root.get_attribute("data-theme") is None, "theme 'system' must leave the scheme to the device"
        assert (root.get_attribute("data-contrast") == "more") == (stored.get("contrast") == "increased")
        background = body_background(driver)
        assert (is_dark if scheme == "dark" else is_light)(background), f"{scheme} page has background {background}"
        text = driver.execute_script("return getComputedStyle(document.body).color")
        assert contrast(text, background) >= 4.5

        overflow = driver.execute_script("return document.documentElement.scrollWidth - document.documentElement.clientWidth")
        assert overflow <= 0, f"{page} scrolls sideways by {overflow}px at {size_name} size"

        violations = axe_violations(driver)
        assert not violations, f"axe on {page} ({scheme}, {size_name}):\n{describe(violations)}"

        save_screenshot(driver, screenshot_dir, f"{page}-{scheme}-{size_name}")

    errors = console_errors(driver, expected_404=server.url(path) if page == "not-found" else None)
    assert not errors, f"console errors on {page}: {errors}"


@pytest.mark.parametrize("page", ["home", "settings", "login", "not-found"])
def test_smallest_phone_has_no_sideways_scroll(server, driver, page):
    emulate(driver, scheme="light", size=(320, 640), mobile=True)
    driver.get(server.url(PAGES[page][0]))
    overflow = driver.execute_script("return document.documentElement.scrollWidth - document.documentElement.clientWidth")
    assert overflow <= 0, f"{page} scrolls sideways by {overflow}px on a 320px phone"


@pytest.mark.parametrize("page", ["home", "settings", "login", "not-found"])
def test_touch_targets_are_at_least_44px(server, driver, page):
    emulate(driver, scheme="light", size=SIZES["phone"], mobile=True)
    driver.get(server.url(PAGES[page][0]))
    small = driver.execute_script("""
        const targets = document.querySelectorAll(
          'a[href], button, label.choice, label.option, input:not([type=hidden]):not([type=radio]), select, textarea');
        return [...targets].filter(el => !el.hidden && el.offsetParent !== null).map(el => {
          const r = el.getBoundingClientRect();
          return {what: el.outerHTML.slice(0, 80), width: r.width, height: r.height};
        }).filter(t => t.width < 44 || t.height < 44);
    """)
    assert not small, f"touch targets smaller than 44×44 px on {page}: {small}"


def test_skip_link_is_first_and_moves_focus_to_main(server, driver):
    emulate(driver, scheme="light", size=SIZES["laptop"])
    driver.get(server.url("/settings"))
    driver.find_element(By.TAG_NAME, "body").send_keys(Keys.TAB)
    active = driver.switch_to.active_element
    assert "skip-link" in active.get_attribute("class")
    wait_for(driver, lambda d: d.execute_script("return arguments[0].getBoundingClientRect().top", active) >= 0,
             "the focused skip link must be on screen")
    outline = driver.execute_script("return getComputedStyle(arguments[0]).outlineStyle", active)
    assert outline != "none", "focus must be visible"
    active.send_keys(Keys.ENTER)
    wait_for(driver, lambda d: d.switch_to.active_element.get_attribute("id") == "main",
             "the skip link did not move focus to <main>")


def test_radios_show_a_visible_focus_ring(server, driver):
    emulate(driver, scheme="dark", size=SIZES["laptop"])
    driver.get(server.url("/settings"))
    radio = driver.find_element(By.ID, "theme-system")
    driver.execute_script("arguments[0].focus({focusVisible: true})", radio)
    radio.send_keys(Keys.ARROW_RIGHT)  # keyboard use makes :focus-visible apply
    card = driver.find_element(By.CSS_SELECTOR, "label[for=theme-light]")
    outline = driver.execute_script(
        "const s = getComputedStyle(arguments[0]); return [s.outlineStyle, parseFloat(s.outlineWidth), s.outlineColor]",
        card)
    assert outline[0] != "none" and outline[1] >= 2, f"focused choice has no visible outline: {outline}"
    ring = driver.execute_script("return getComputedStyle(document.documentElement).getPropertyValue('--focus-ring')")
    assert ring.strip(), "theme.css must define --focus-ring"


def test_reduced_motion_turns_transitions_off(server, driver):
    driver.get(server.url("/settings"))
    duration = "return parseFloat(getComputedStyle(document.querySelector('.choice')).transitionDuration)"
    emulate(driver, reduced_motion="no-preference")
    assert driver.execute_script(duration) > 0
    emulate(driver, reduced_motion="reduce")
    assert driver.execute_script(duration) < 0.001


def test_clock_grows_with_the_screen(server, driver):
    size = "return parseFloat(getComputedStyle(document.querySelector('[data-clock-time]')).fontSize)"
    emulate(driver, size=(390, 844), mobile=True)
    driver.get(server.url("/"))
    phone = driver.execute_script(size)
    emulate(driver, size=(3840, 2160))
    driver.get(server.url("/"))
    wall = driver.execute_script(size)
    assert phone >= 64, f"clock digits are {phone}px on a phone"
    assert wall >= 4 * phone, f"clock digits are {wall}px on a 4K wall screen, {phone}px on a phone"
    overflow = driver.execute_script("return document.documentElement.scrollWidth - document.documentElement.clientWidth")
    assert overflow <= 0


def test_every_asset_the_pages_use_exists(server, driver):
    """Stylesheets, script, icons, manifest, and every url() in our CSS answer 200 (a broken path fails here)."""
    import json
    urls = set()
    for path in ("/", "/settings", "/login"):
        driver.get(server.url(path))
        urls.update(driver.execute_script("""
            const found = [...document.querySelectorAll('link[href], script[src]')].map(el => el.href || el.src);
            for (const sheet of document.styleSheets) {
              for (const rule of sheet.cssRules) {
                for (const m of rule.cssText.matchAll(/url\\("?([^")]+)"?\\)/g)) found.push(new URL(m[1], sheet.href).href);
              }
            }
            return found;
        """))
    assert any(u.endswith(".svg") for u in urls) and any("manifest" in u for u in urls)
    for url in sorted(urls):
        assert url.startswith(server.base_url), f"an asset from elsewhere: {url}"
        status, _, body = server.request("GET", url[len(server.base_url):], headers={"Accept": "*/*"})
        assert status == 200, f"{url} answered {status}"
        if "manifest" in url:
            for icon in json.loads(body)["icons"]:
                icon_status, _, _ = server.request("GET", icon["src"], headers={"Accept": "*/*"})
                assert icon_status == 200, f"manifest icon {icon['src']} answered {icon_status}"


def test_saved_flag_is_dropped_from_the_address_after_the_message(server, driver):
    driver.get(server.url("/settings?saved=appearance"))
    assert driver.find_element(By.CSS_SELECTOR, ".flash--success").text.strip()
    wait_for(driver, lambda d: d.current_url == server.url("/settings"),
             "a reload would repeat the 'saved' message")


def test_wall_clock_hides_a_still_mouse_pointer(server, driver):
    driver.get(server.url("/"))
    clock = driver.find_element(By.CSS_SELECTOR, "[data-clock-time]")
    assert driver.execute_script("return getComputedStyle(arguments[0]).cursor", clock) != "none"
    wait_for(driver, lambda d: d.execute_script("return getComputedStyle(arguments[0]).cursor", clock) == "none",
             "the pointer never hid on the clock", timeout=8)
