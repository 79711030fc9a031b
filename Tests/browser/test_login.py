"""A server that trusts no client (`--no-trust-loopback --access-code 314159`): changes need the access code."""

from __future__ import annotations

import pytest
from selenium.webdriver.common.by import By

from conftest import ACCESS_CODE
from helpers import (SIZES, axe_violations, body_background, describe, emulate, is_light, save_screenshot,
                     wait_for)


def html_attr(driver, name: str):
    return driver.find_element(By.TAG_NAME, "html").get_attribute(name)


def sign_in(driver, code: str) -> None:
    field = driver.find_element(By.ID, "code")
    field.clear()
    field.send_keys(code)
    driver.find_element(By.CSS_SELECTOR, 'form[action="/login"] button[type=submit]').click()


@pytest.mark.parametrize("scheme", ["light", "dark"])
def test_locked_settings_say_so_and_pass_axe(locked_server, driver, screenshot_dir, scheme):
    for size_name, size in SIZES.items():
        emulate(driver, scheme=scheme, size=size, mobile=size_name == "phone")
        driver.get(locked_server.url("/settings"))
        notice = driver.find_element(By.CSS_SELECTOR, ".notice")
        link = notice.find_element(By.CSS_SELECTOR, "a")
        assert link.get_attribute("href").startswith(locked_server.url("/login?next="))
        assert driver.find_element(By.CSS_SELECTOR, ".site-header a.header-action").get_attribute("href") \
            .startswith(locked_server.url("/login"))
        violations = axe_violations(driver)
        assert not violations, f"axe on locked settings ({scheme}, {size_name}):\n{describe(violations)}"
        save_screenshot(driver, screenshot_dir, f"settings-locked-{scheme}-{size_name}")


def test_switch_without_login_reverts_and_says_why(locked_server, driver):
    emulate(driver, scheme="light", size=SIZES["laptop"])
    driver.get(locked_server.url("/settings"))
    driver.find_element(By.CSS_SELECTOR, "label[for=theme-dark]").click()
    toast = driver.find_element(By.CSS_SELECTOR, "[data-form-status]")
    wait_for(driver, lambda d: toast.get_attribute("data-state") == "error", "no error in the live region")
    message = toast.get_attribute("textContent")
    assert "access code" in message, f"the server's reason should be shown, got {message!r}"
    wait_for(driver, lambda d: toast.is_displayed(), "the error is not visible")
    assert html_attr(driver, "data-theme") is None, "a refused switch must be undone"
    assert is_light(body_background(driver))
    assert driver.find_element(By.ID, "theme-system").is_selected()
    assert locked_server.settings()["theme"] == "system"


def test_form_post_without_login_leads_to_the_login_page(locked_server, nojs_driver):
    driver = nojs_driver
    driver.get(locked_server.url("/settings"))
    driver.find_element(By.CSS_SELECTOR, "label[for=theme-dark]").click()
    driver.find_element(By.CSS_SELECTOR, 'form[action="/settings/appearance"] button[type=submit]').click()
    wait_for(driver, lambda d: d.current_url.startswith(locked_server.url("/login")), "no redirect to the login page")
    assert locked_server.settings()["theme"] == "system"


def test_wrong_code_is_refused_with_an_accessible_error(locked_server, driver, screenshot_dir):
    for scheme in ("light", "dark"):
        emulate(driver, scheme=scheme, size=SIZES["phone"], mobile=True)
        driver.get(locked_server.url("/login?next=/settings"))
        sign_in(driver, "000000")
        error = wait_for(driver, lambda d: d.find_elements(By.ID, "code-error"), "no error shown for a wrong code")[0]
        assert error.text.strip()
        field = driver.find_element(By.ID, "code")
        assert field.get_attribute("aria-invalid") == "true"
        assert "code-error" in field.get_attribute("aria-describedby")
        violations = axe_violations(driver)
        assert not violations, f"axe on the login error ({scheme}):\n{describe(violations)}"
        save_screenshot(driver, screenshot_dir, f"login-error-{scheme}-phone")


def test_right_code_signs_in_then_out(locked_server, driver):
    emulate(driver, scheme="light", size=SIZES["laptop"])
    driver.get(locked_server.url("/settings"))
    driver.find_element(By.CSS_SELECTOR, ".notice a").click()
    wait_for(driver, lambda d: d.find_elements(By.ID, "code"), "the notice did not lead to the login page")
    sign_in(driver, ACCESS_CODE)

    wait_for(driver, lambda d: d.current_url.startswith(locked_server.url("/settings")),
             "signing in did not return to the settings")
    assert not driver.find_elements(By.CSS_SELECTOR, ".notice"), "signed in, the settings are no longer locked"
    driver.find_element(By.CSS_SELECTOR, "label[for=theme-dark]").click()
    wait_for(driver, lambda d: locked_server.settings()["theme"] == "dark", "a signed-in switch must be saved")

    sign_out = driver.find_element(By.CSS_SELECTOR, 'form[action="/logout"] button')
    sign_out.click()
    wait_for(driver, lambda d: d.find_elements(By.CSS_SELECTOR, ".site-header a.header-action"),
             "after signing out the header should offer to sign in again")
    driver.get(locked_server.url("/settings"))
    assert driver.find_elements(By.CSS_SELECTOR, ".notice"), "signed out, the settings are locked again"
